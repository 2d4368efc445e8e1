import IMSimCore
import IMSimModel
import XCTest

/// The run's clients as a state machine: welcomed once when the run is ready; old entries from the
/// file before live ones; answers held while a client catches up, then told in order after the
/// entries written meanwhile; a client that piles them up is dropped.
final class ClientRosterTests: XCTestCase {
    private let info = RunInfo(name: "party", scenarioFile: nil, app: "shopping-list", cast: ["Kate", "John"],
                               conversations: [ConversationInfo(id: "chat", members: ["Kate", "John"])], seed: 1,
                               artifacts: "/tmp/x", startedAt: "2026-11-27T00:00:00Z", command: ["imsim"])

    func testAClientIsWelcomedOnceAndOnlyWhenTheRunIsReady() {
        var roster = ClientRoster()
        let early = roster.connect()
        XCTAssertEqual(roster.welcome(early, info: nil), [], "not ready yet")
        let late = roster.connect()
        XCTAssertEqual(roster.welcomeAll(info: info), [.send(.welcome(info), to: early), .send(.welcome(info), to: late)])
        XCTAssertEqual(roster.welcome(early, info: info), [])
        XCTAssertEqual(roster.welcomeAll(info: info), [])
        roster.remove(late)
        XCTAssertEqual(roster.welcome(late, info: info), [], "gone")
        XCTAssertEqual(roster.ids, [early])
    }

    func testASubscriberFromTheStartReadsTheFileThenFollowsLive() {
        var roster = ClientRoster()
        let id = roster.connect()
        XCTAssertEqual(roster.liveFollowers, [])
        XCTAssertEqual(roster.subscribe(id, from: 0, written: 10), [.catchUp(client: id, from: 0)])
        XCTAssertEqual(roster.catchingUp, [id])
        XCTAssertEqual(roster.liveFollowers, [], "live entries wait until the file is read")
        XCTAssertEqual(roster.caughtUp(id, quietAfter: nil), [.flushLive])
        XCTAssertEqual(roster.liveFollowers, [id])
        XCTAssertEqual(roster.caughtUp(id, quietAfter: 9), [], "only once")
    }

    func testASubscriberFromTheEndOrBeyondFollowsLiveAtOnce() {
        var roster = ClientRoster()
        let now = roster.connect()
        let beyond = roster.connect()
        let before = roster.connect()
        XCTAssertEqual(roster.subscribe(now, from: 10, written: 10), [])
        XCTAssertEqual(roster.subscribe(beyond, from: 500, written: 10), [])
        XCTAssertEqual(roster.subscribe(before, from: -3, written: 10), [.catchUp(client: before, from: 0)])
        XCTAssertEqual(roster.liveFollowers, [now, beyond])
    }

    func testAnswersWaitForTheCatchUpAndComeAfterTheEntriesWrittenMeanwhile() {
        var roster = ClientRoster()
        let console = roster.connect()
        let player = roster.connect()
        _ = roster.subscribe(console, from: 0, written: 5)
        _ = roster.subscribe(player, from: 5, written: 5)
        XCTAssertEqual(roster.tell(console, .performed(request: 1, failure: nil)), [])
        XCTAssertEqual(roster.tell(player, .performed(request: 7, failure: nil)), [.send(.performed(request: 7, failure: nil), to: player)])
        XCTAssertEqual(roster.quiet(journalIndex: 4), [.send(.quiet(journalIndex: 4), to: player)],
                       "a quiet moment is not held: it is told at the end if it still is")
        XCTAssertEqual(roster.tell(console, .performed(request: 2, failure: "no such button")), [])
        XCTAssertEqual(roster.caughtUp(console, quietAfter: 8), [
            .flushLive,
            .send(.performed(request: 1, failure: nil), to: console),
            .send(.performed(request: 2, failure: "no such button"), to: console),
            .send(.quiet(journalIndex: 8), to: console),
        ])
    }

    func testOnlySubscribersHearTheCastIsQuiet() {
        var roster = ClientRoster()
        let watcher = roster.connect()
        let quietOne = roster.connect()
        _ = roster.subscribe(watcher, from: 3, written: 3)
        XCTAssertEqual(roster.quiet(journalIndex: 2), [.send(.quiet(journalIndex: 2), to: watcher)])
        XCTAssertFalse(roster.liveFollowers.contains(quietOne))
    }

    func testSubscribingAgainStartsAgainAndKeepsWhatWasHeld() {
        var roster = ClientRoster()
        let id = roster.connect()
        _ = roster.subscribe(id, from: 0, written: 5)
        _ = roster.tell(id, .performed(request: 1, failure: nil))
        XCTAssertEqual(roster.subscribe(id, from: 2, written: 6), [.catchUp(client: id, from: 2)])
        XCTAssertEqual(roster.caughtUp(id, quietAfter: nil), [.flushLive, .send(.performed(request: 1, failure: nil), to: id)])

        _ = roster.subscribe(id, from: 0, written: 6)
        _ = roster.tell(id, .performed(request: 2, failure: nil))
        XCTAssertEqual(roster.subscribe(id, from: 6, written: 6), [.flushLive, .send(.performed(request: 2, failure: nil), to: id)],
                       "asked again from the end: it follows live at once and hears what waited")
        XCTAssertEqual(roster.liveFollowers, [id])
    }

    func testAClientThatLetsAnswersPileUpIsDropped() {
        var roster = ClientRoster()
        let id = roster.connect()
        _ = roster.subscribe(id, from: 0, written: 5)
        for request in 1...ClientRoster.maximumHeld {
            XCTAssertEqual(roster.tell(id, .performed(request: request, failure: nil)), [], "answer \(request) waits")
        }
        XCTAssertEqual(roster.tell(id, .performed(request: 65, failure: nil)),
                       [.drop(client: id, reason: "65 answers wait for it to read the journal")])
    }
}
