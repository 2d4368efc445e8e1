import Foundation
import IMSimCore
import IMSimRelay
import XCTest

final class RelayRouterTests: XCTestCase {
    func testDeliversToRecipientsAndAcknowledges() {
        var router = RelayRouter()
        XCTAssertEqual(router.connected(1, name: "Kate"), [])
        XCTAssertEqual(router.connected(2, name: "John"), [])
        XCTAssertEqual(router.connected(3, name: "Kate"), [.refuse(connection: 3, reason: "a phone named Kate is already connected")])
        let id = UUID()
        XCTAssertEqual(router.received(.send(messageID: id, recipients: ["John", "Alice"], body: [1, 2]), from: 1), [
            .deliver(.incoming(sender: "Kate", body: [1, 2]), toConnection: 2),
            .deliver(.accepted(messageID: id, unreachable: ["Alice"]), toConnection: 1),
        ])
        router.disconnected(2)
        XCTAssertEqual(router.received(.send(messageID: id, recipients: ["John"], body: []), from: 1),
                       [.deliver(.accepted(messageID: id, unreachable: ["John"]), toConnection: 1)])
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
