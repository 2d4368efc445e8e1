import Foundation
import IMSimCore
import XCTest

/// A phone's identifiers, derived from the run's seed: clients rebuild them from the run's `started`
/// entry, so a phone's own `started` event stays the same size whatever the cast.
final class ParticipantIdentifiersTests: XCTestCase {
    let kate = ParticipantIdentifiers(seed: 1, owner: "Kate", names: ["Kate", "John"])

    func testIdentifiersAreScopedPerPhoneAndPinned() {
        let john = ParticipantIdentifiers(seed: 1, owner: "John", names: ["Kate"])
        XCTAssertNotEqual(kate.identifier(of: "Kate"), john.identifier(of: "Kate"))
        // The values a phone gives its extension (MessagesAppTests pins the same ones).
        XCTAssertEqual(kate.identifier(of: "John")?.uuidString, "B3E5EFEF-770B-4ADB-AB68-D34B53FA7B31")
        XCTAssertEqual(john.identifier(of: "Kate")?.uuidString, "BE7BC3B7-0472-4C11-9D02-C02B1EB6AA92")
        XCTAssertNotNil(john.identifier(of: "John"), "the owner is always known")
        XCTAssertNil(kate.identifier(of: "Mallory"))
    }

    func testANameIsFoundFromItsIdentifierAndEveryoneIsListedOnce() throws {
        let john = try XCTUnwrap(kate.identifier(of: "John"))
        XCTAssertEqual(kate.name(of: john), "John")
        XCTAssertNil(ParticipantIdentifiers(seed: 2, owner: "Kate", names: ["John"]).name(of: john), "another seed")
        XCTAssertEqual(kate.all.map(\.name), ["Kate", "John"])
        XCTAssertEqual(kate.all.map(\.identifier), [kate.identifier(of: "Kate"), john])
    }

    func testAPhoneStateDerivesMembersAndIdentifiersFromTheRun() {
        let cast = (1...500).map { "P\($0)" }
        let info = RunInfo(name: "fan", scenarioFile: nil, app: "probe", cast: cast,
                           conversations: [ConversationInfo(id: "chat", members: cast), ConversationInfo(id: "pair", members: ["P1", "P2"])],
                           seed: 9, artifacts: "/tmp/fan", startedAt: "now", command: [])
        var phone = PhoneState(name: "P2", run: info)
        let started = PhoneEvent.started(conversations: ["pair", "chat"], apps: ["probe"])
        phone.apply(started)
        XCTAssertEqual(phone.conversations.map(\.id), ["pair", "chat"])
        XCTAssertEqual(phone.conversation.members, ["P1", "P2"], "the first is on screen")
        XCTAssertEqual(phone.conversations[1].members.count, 500)
        XCTAssertEqual(phone.identifiers.identifier(of: "P500"),
                       ParticipantIdentifiers.identifier(seed: 9, phone: "P2", participant: "P500"))
        let line = JournalEntry(index: 1, source: "P2", sequence: 1, time: 0, event: .phone(started)).encoded().jsonLine
        XCTAssertLessThan(line.count, 200, "a phone's started entry does not grow with the cast: \(line.count) bytes")
    }
}
