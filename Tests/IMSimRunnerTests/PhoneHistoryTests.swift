import Foundation
import IMSimArtifacts
import IMSimCore
import IMSimModel
import IMSimScenario
import XCTest

/// A player keeps only the newest part of each phone's history, so that its memory stays flat over
/// a long run, and reads a phone back whole from the journal when an expectation reads the rest.
final class PhoneHistoryTests: XCTestCase {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/mussels-party.jsonl").path
    private let info = RunInfo(name: "party", scenarioFile: nil, app: "probe", cast: ["Kate", "John"],
                               conversations: [ConversationInfo(id: "chat", members: ["Kate", "John"])], seed: 1,
                               artifacts: "/runs/party", startedAt: "2026-11-27T00:00:00Z", command: ["imsim"])

    private func item(_ caption: String) -> TranscriptItem {
        TranscriptItem(MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: "probe", sessionID: nil, url: nil,
                                      layout: LayoutPayload(caption: caption)))
    }

    func testAPhoneWithALimitKeepsItsNewestItemsAndSaysItLetOlderOnesGo() {
        var phone = PhoneState(name: "John", run: info, historyLimit: 3)
        phone.apply(.started(conversations: ["chat"], apps: ["probe"]))
        for index in 0..<10 {
            phone.apply(.appended(conversation: "chat", item: item("Hi \(index)")))
            phone.apply(.callback(name: "didReceive"))
        }
        XCTAssertTrue(phone.isTrimmed)
        let captions = phone.conversation.transcript.compactMap(\.message.layout?.caption)
        XCTAssertTrue((3..<6).contains(captions.count), "\(captions)")
        XCTAssertEqual(captions.last, "Hi 9")
        XCTAssertEqual(captions, (10 - captions.count..<10).map { "Hi \($0)" }, "the newest, in order")
        XCTAssertTrue((3..<6).contains(phone.lifecycle.count))
        var whole = PhoneState(name: "John", run: info)
        whole.apply(.started(conversations: ["chat"], apps: ["probe"]))
        for index in 0..<10 { whole.apply(.appended(conversation: "chat", item: item("Hi \(index)"))) }
        XCTAssertFalse(whole.isTrimmed)
        XCTAssertEqual(whole.conversation.transcript.count, 10)
    }

    func testAnExpectationOnWhatWasLetGoReadsThePhoneBackWhole() {
        var entries = [JournalEntry(index: 0, source: "run", sequence: 1, time: 0, event: .run(.started(info: info))),
                       JournalEntry(index: 1, source: "John", sequence: 2, time: 0, event: .phone(.started(conversations: ["chat"], apps: ["probe"])))]
        for index in 0..<12 {
            entries.append(JournalEntry(index: entries.count, source: "John", sequence: entries.count + 1, time: 0,
                                        event: .phone(.appended(conversation: "chat", item: item("Hi \(index)")))))
        }
        let everything = entries
        let asked = Asked()
        let readBack = PhoneHistory(kept: 2) { participant, count, artifacts in
            asked.append("\(participant) \(count) \(artifacts)")
            var fold = JournalFold(cast: [participant], admitsStrangers: false)
            for entry in everything.prefix(count) { fold.apply(entry) }
            return fold[participant]
        }
        let location = SourceLocation(file: "party.yaml", line: 3, column: 5)
        let expectations = [Expectation(location: location, kind: .transcriptContains([BubbleExpectation(caption: "Hi 0")])),
                            Expectation(location: location, kind: .transcript((0..<12).map { BubbleExpectation(caption: "Hi \($0)") }))]
        let scenario = Scenario(name: "party", file: "party.yaml", app: "probe",
                                cast: ["Kate", "John"].map { CastMember(name: $0, location: location) },
                                steps: [ScenarioStep(location: location, kind: .expect(participant: "John", expectations: expectations, within: nil))])

        var engine = StepEngine(scenario: scenario, history: readBack)
        _ = engine.handle(.ready, now: 0)
        _ = engine.handle(.entries(entries), now: 1)
        XCTAssertLessThan(engine.phones["John"]?.conversation.transcript.count ?? 99, 5, "the engine keeps the newest few")
        let passed = engine.handle(.quiet, now: 2).contains { $0 == .finish(.passed) }
        XCTAssertTrue(passed, "the first bubble and the whole transcript were read back")
        XCTAssertEqual(asked.values, ["John 14 /runs/party"], "read once, up to the entries taken, from the run's folder")

        var forgetful = StepEngine(scenario: scenario, history: PhoneHistory(kept: 2) { _, _, _ in nil })
        _ = forgetful.handle(.ready, now: 0)
        _ = forgetful.handle(.entries(entries), now: 1)
        XCTAssertFalse(forgetful.handle(.quiet, now: 2).contains { $0 == .finish(.passed) },
                       "without the journal, the newest items alone do not hold")
    }

    func testAPhoneReadBackFromAJournalFileIsTheOneAWholeReadingFolds() throws {
        let whole = try JournalReplay(journalAt: fixture).phones
        XCTAssertEqual(Set(whole.keys), ["Kate", "John"])
        for (name, phone) in whole {
            XCTAssertEqual(JournalHistory.phone(name, entries: .max, journalAt: fixture), phone, name)
        }
        let early = try XCTUnwrap(JournalHistory.phone("John", entries: 5, journalAt: fixture))
        XCTAssertLessThan(early.conversation.transcript.count, whole["John"]?.conversation.transcript.count ?? 0,
                          "only the first entries")
        XCTAssertNil(JournalHistory.phone("John", entries: 5, journalAt: "/nonexistent/journal.jsonl"))
    }
}

extension PhoneHistoryTests {
    func testAReportOfALongConversationShowsEachPhonesNewestHistoryAndSaysSo() throws {
        let folder = NSTemporaryDirectory() + "imsim-history-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lines: [UInt8] = []
        var entries = [JournalEntry(index: 0, source: "run", sequence: 1, time: 0, event: .run(.started(info: info))),
                       JournalEntry(index: 1, source: "John", sequence: 2, time: 0, event: .phone(.started(conversations: ["chat"], apps: ["probe"])))]
        let count = 2 * JournalHistory.kept + 500
        for index in 0..<count {
            entries.append(JournalEntry(index: entries.count, source: "John", sequence: entries.count + 1, time: UInt64(index),
                                        event: .phone(.appended(conversation: "chat", item: item("Hi \(index)")))))
        }
        for entry in entries { lines += entry.jsonLine() }
        try Data(lines).write(to: URL(fileURLWithPath: folder + "/journal.jsonl"))

        let report = try RunReport.make(artifacts: folder)
        let john = try XCTUnwrap(report.phones.first { $0.name == "John" })
        XCTAssertGreaterThanOrEqual(john.transcript.count, JournalHistory.kept)
        XCTAssertLessThan(john.transcript.count, 2 * JournalHistory.kept)
        XCTAssertEqual(john.transcript.last?.text, "Hi \(count - 1)", "the newest")
        XCTAssertTrue(report.notes.contains { $0.hasPrefix("Each transcript shows its newest") }, "\(report.notes)")
        let whole = try JournalReplay(journalAt: folder + "/journal.jsonl").phones["John"]
        XCTAssertEqual(whole?.conversation.transcript.count, count, "imsim show reads it whole")
    }
}

/// What a `PhoneHistory.read` was asked, from any thread.
private final class Asked: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [String] = []
    func append(_ value: String) { lock.withLock { asked.append(value) } }
    var values: [String] { lock.withLock { asked } }
}
