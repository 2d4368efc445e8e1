import Foundation
import IMSimCore
import XCTest

/// A message's layout is held out of line; it is written and read as the compiler's own coding of
/// the message with its layout in place wrote and read it, byte for byte, in JSON and on the wire.
final class MessagePayloadCodingTests: XCTestCase {
    /// The message as it was declared before its layout was boxed.
    private struct Stored: Codable, Equatable {
        var id: UUID
        var conversationID: String
        var senderName: String
        var bundleIdentifier: String
        var sessionID: UUID?
        var url: String?
        var layout: LayoutPayload?
        var summaryText: String?
        var accessibilityLabel: String?
        var shouldExpire: Bool
        var content: MessageContent
        var mentions: [UUID: String]?
    }

    private func stored(_ message: MessagePayload) -> Stored {
        Stored(id: message.id, conversationID: message.conversationID, senderName: message.senderName,
               bundleIdentifier: message.bundleIdentifier, sessionID: message.sessionID, url: message.url, layout: message.layout,
               summaryText: message.summaryText, accessibilityLabel: message.accessibilityLabel, shouldExpire: message.shouldExpire,
               content: message.content, mentions: message.mentions)
    }

    func testAMessageIsCodedAsWithItsLayoutInPlace() throws {
        var withLayout = MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: "com.example.Mussels.MessagesExtension",
                                        sessionID: UUID(), url: "?name=Mussels%20Party",
                                        layout: LayoutPayload(caption: "Mussels Party", subcaption: "Saturday", imagePath: "/a/b.png"),
                                        summaryText: "Kate updated Mussels Party", shouldExpire: true)
        withLayout.mentions = [UUID(): "John"]
        let text = MessagePayload(conversationID: "chat", senderName: "John", bundleIdentifier: "com.apple.MobileSMS",
                                  sessionID: nil, url: nil, layout: nil, content: .text("On my way"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for message in [withLayout, text] {
            XCTAssertEqual(try encoder.encode(message), try encoder.encode(stored(message)))
            XCTAssertEqual(WireCodec.encode(message), WireCodec.encode(stored(message)))
            XCTAssertEqual(try JSONDecoder().decode(MessagePayload.self, from: encoder.encode(stored(message))), message)
            XCTAssertEqual(try WireCodec.decode(MessagePayload.self, from: WireCodec.encode(stored(message))), message)
        }
    }

    /// A copy shares its layout until one of them changes it: each keeps its own.
    func testAChangedLayoutIsTheCopysOwn() {
        let message = MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: "probe", sessionID: nil, url: nil,
                                     layout: LayoutPayload(caption: "Before"))
        var copy = message
        XCTAssertEqual(copy, message)
        copy.layout?.caption = "After"
        XCTAssertEqual(message.layout?.caption, "Before")
        XCTAssertEqual(copy.layout?.caption, "After")
        XCTAssertNotEqual(copy, message)
        copy.layout = nil
        XCTAssertNil(copy.layout)
    }
}
