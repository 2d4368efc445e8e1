import Foundation
import IMSimCore
import IMSimRelay
import IMSimModel
import XCTest

final class RelayRouterTests: XCTestCase {
    func testDeliversToRecipientsAndAcknowledges() {
        var router = RelayRouter()
        XCTAssertEqual(router.connected(1, name: "Kate"), [.report(.connected(name: "Kate"))])
        XCTAssertEqual(router.connected(2, name: "John"), [.report(.connected(name: "John"))])
        XCTAssertEqual(router.connected(3, name: "Kate"), [.refuse(connection: 3, reason: "a phone named Kate is already connected"),
                                                           .report(.refused(reason: "a phone named Kate is already connected"))])
        let id = UUID()
        XCTAssertEqual(router.received(.send(messageID: id, recipients: ["John", "Alice"], body: [1, 2]), from: 1), [
            .deliver(.incoming(messageID: id, sender: "Kate", body: [1, 2]), toConnection: 2),
            .report(.routed(messageID: id, from: "Kate", to: ["John"], unreachable: ["Alice"], bytes: 2)),
            .deliver(.accepted(messageID: id, unreachable: ["Alice"]), toConnection: 1),
        ])
        XCTAssertEqual(router.disconnected(2, reason: "end of stream"), [.report(.disconnected(name: "John", reason: "end of stream"))])
        XCTAssertEqual(router.disconnected(2, reason: nil), [], "a connection is reported gone once")
        XCTAssertEqual(router.received(.send(messageID: id, recipients: ["John"], body: []), from: 1), [
            .report(.routed(messageID: id, from: "Kate", to: [], unreachable: ["John"], bytes: 0)),
            .deliver(.accepted(messageID: id, unreachable: ["John"]), toConnection: 1),
        ])
    }

    /// A stray phone (same user, not in the cast) is refused at hello, with the refusal journaled: it
    /// can send Kate nothing, so nothing of its can keep the cast from being quiet.
    func testAPhoneNotInTheCastIsRefused() {
        var router = RelayRouter(cast: ["Kate", "John"])
        XCTAssertEqual(router.connected(1, name: "Kate"), [.report(.connected(name: "Kate"))])
        let reason = "a phone named Mallory is not in this run's cast"
        XCTAssertEqual(router.connected(2, name: "Mallory"), [.refuse(connection: 2, reason: reason), .report(.refused(reason: reason))])
        XCTAssertEqual(router.received(.send(messageID: UUID(), recipients: ["Kate"], body: [1]), from: 2),
                       [.refuse(connection: 2, reason: "a message before hello")], "nothing it sends is routed")
        XCTAssertEqual(router.disconnected(2, reason: reason), [], "it was never connected")
        XCTAssertEqual(router.connectedNames, ["Kate"])
    }

    func testPingsAreRoutedWithTheSenderStamped() {
        var router = RelayRouter()
        _ = router.connected(1, name: "Kate")
        _ = router.connected(2, name: "John")
        XCTAssertEqual(router.received(.ping(to: "John", sequence: 7), from: 1), [.deliver(.ping(from: "Kate", sequence: 7), toConnection: 2)])
        XCTAssertEqual(router.received(.pong(to: "Kate", sequence: 7), from: 2), [.deliver(.pong(from: "John", sequence: 7), toConnection: 1)])
        XCTAssertEqual(router.received(.ping(to: "Nobody", sequence: 1), from: 1), [])
    }

    func testMessageBeforeHelloIsRefused() {
        let router = RelayRouter()
        XCTAssertEqual(router.received(.ping(to: "John", sequence: 1), from: 9), [.refuse(connection: 9, reason: "a message before hello")])
    }
}
