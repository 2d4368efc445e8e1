import Foundation
import IMSimCore
import IMSimModel
import XCTest

/// The one fold of a journal into phones: the run's start places each member in its conversations,
/// a phone's events change only that phone, and a stranger's entries count only for a reader that
/// admits them.
final class JournalFoldTests: XCTestCase {
    private let info = RunInfo(name: "fold", scenarioFile: nil, app: "probe", cast: ["Kate", "John"],
                               conversations: [ConversationInfo(id: "chat", members: ["Kate", "John"])],
                               seed: 1, artifacts: "/tmp", startedAt: "now", command: [])

    private func entry(_ index: Int, _ source: String, _ event: JournalEvent) -> JournalEntry {
        JournalEntry(index: index, source: source, sequence: index, time: UInt64(index), event: event)
    }

    func testTheStepEnginesFoldIgnoresAStrayPhoneAndAReadersDoesNot() {
        let stray = entry(2, "Mallory", .phone(.switchedConversation(id: "chat")))
        var engine = JournalFold(cast: ["Kate", "John"], admitsStrangers: false)
        engine.apply(entry(0, "run", .run(.started(info: info))))
        XCTAssertNil(engine.apply(stray))
        XCTAssertEqual(engine.phones.keys.sorted(), ["John", "Kate"])

        var reader = JournalFold(admitsStrangers: true)
        reader.apply(entry(0, "run", .run(.started(info: info))))
        XCTAssertEqual(reader.apply(stray), .switchedConversation(id: "chat"))
        XCTAssertEqual(reader.phones.keys.sorted(), ["John", "Kate", "Mallory"])
    }

    func testTheRunsStartPlacesMembersInTheirConversationAndKeepsAPhoneThatAlreadyActed() {
        var fold = JournalFold(cast: ["Kate", "John"], admitsStrangers: false)
        fold.apply(entry(0, "John", .phone(.output(line: "early"))))
        fold.apply(entry(1, "run", .run(.started(info: info))))
        fold.apply(entry(2, "Kate", .phone(.started(conversations: ["chat"], apps: []))))
        XCTAssertEqual(fold["Kate"].conversation.members, ["Kate", "John"], "the run's conversation, as the start said")
        XCTAssertEqual(fold["John"].output.lines, ["early"], "John's line was kept")
        XCTAssertEqual(fold["Nobody"].name, "Nobody", "an unknown name reads as an empty phone")
    }
}
