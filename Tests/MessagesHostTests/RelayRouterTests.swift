import IMSimCore
import Relay
import XCTest

final class RelayRouterTests: XCTestCase {
    func testDeliversToRecipientsAndAcknowledges() {
        var router = RelayRouter()
        XCTAssertEqual(router.connected(1, name: "Kate"), [])
        XCTAssertEqual(router.connected(2, name: "John"), [])
        XCTAssertEqual(router.connected(3, name: "Kate"), [.refuse(connection: 3, reason: "a phone named Kate is already connected")])
        let message = MessagePayload(conversationID: "c", senderName: "Kate", bundleIdentifier: "b", sessionID: nil, url: nil, layout: nil)
        XCTAssertEqual(router.received(.send(message, recipients: ["John", "Alice"]), from: 1), [
            .deliver(.incoming(message), toConnection: 2),
            .deliver(.accepted(messageID: message.id, unreachable: ["Alice"]), toConnection: 1),
        ])
        router.disconnected(2)
        XCTAssertEqual(router.received(.send(message, recipients: ["John"]), from: 1),
                       [.deliver(.accepted(messageID: message.id, unreachable: ["John"]), toConnection: 1)])
    }

    func testSpoofedSenderIsRefused() {
        var router = RelayRouter()
        _ = router.connected(1, name: "Kate")
        let message = MessagePayload(conversationID: "c", senderName: "John", bundleIdentifier: "b", sessionID: nil, url: nil, layout: nil)
        XCTAssertEqual(router.received(.send(message, recipients: []), from: 1),
                       [.refuse(connection: 1, reason: "Kate sent a message as John")])
    }
}
