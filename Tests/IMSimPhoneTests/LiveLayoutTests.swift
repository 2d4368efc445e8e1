import Foundation
import IMSimCore
@testable import IMSimPhone
@testable import IMSimModel
import XCTest

/// Live bubbles: drawn by a transcript-style instance where the extension is installed.
final class LiveLayoutTests: XCTestCase {
    let probe = InstalledApp(key: "probe", bundleIdentifier: "com.example.probe", displayName: "Probe")

    func liveMessage() -> MessagePayload {
        MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: probe.bundleIdentifier, sessionID: nil,
                       url: "https://example.com/?live=1",
                       layout: LayoutPayload(kind: .live, alternate: LayoutPayload(caption: "Live probe")))
    }

    func testAPhoneWithTheExtensionRunsATranscriptInstanceForTheBubble() throws {
        var app = MessagesApp(owner: "John", conversationID: "chat", members: ["Kate", "John"], apps: [probe], seed: 1)
        let message = liveMessage()
        let actions = app.handle(.incoming(message))
        guard case let .renderLiveBubble(installed, launch) = actions.first, actions.count == 1 else {
            return XCTFail("expected one instance, got \(actions)")
        }
        XCTAssertEqual(installed, probe)
        XCTAssertEqual(launch.style, .transcript)
        XCTAssertEqual(launch.conversation.selectedMessage?.payload.id, message.id)
        XCTAssertEqual(launch.conversation.selectedMessage?.senderParticipantIdentifier, app.directory.identifier(of: "Kate"))
        XCTAssertNil(app.transcript.first?.live)

        let drawn = LiveBubble(width: 320, height: 120, texts: ["drawn live"])
        _ = app.handle(.liveBubbleRendered(messageID: message.id, drawn))
        XCTAssertEqual(app.transcript.first?.live, drawn)
        XCTAssertEqual(app.transcript.first?.caption, "Live probe")
    }

    func testAPhoneWithoutTheExtensionShowsTheAlternateLayout() {
        var app = MessagesApp(owner: "Alice", conversationID: "chat", members: ["Kate", "Alice"], apps: [], seed: 1)
        XCTAssertEqual(app.handle(.incoming(liveMessage())), [])
        XCTAssertEqual(app.transcript.first?.caption, "Live probe")
        XCTAssertNil(app.transcript.first?.live)
    }

    func testTheSizeAskedForIsCutToTheSizeOffered() {
        XCTAssertEqual(LiveBubble(asked: ContentSize(width: 500, height: 100), texts: []),
                       LiveBubble(width: LiveBubble.offeredWidth, height: 100, texts: []))
        XCTAssertEqual(LiveBubble(asked: nil, texts: []),
                       LiveBubble(width: LiveBubble.offeredWidth, height: LiveBubble.offeredHeight, texts: []))
    }
}
