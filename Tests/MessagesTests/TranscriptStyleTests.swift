import Foundation
@testable import Messages
import XCTest

/// In `.transcript` style the extension cannot change its style or dismiss itself.
@MainActor
private final class RequestCounter: MessagesHostBridge {
    var requests = 0

    func requestPresentationStyle(_ style: MSMessagesAppPresentationStyle) { requests += 1 }
    func dismissExtension() { requests += 1 }
    func insert(_ message: MSMessage, send: Bool, completion: @escaping ((any Error)?) -> Void) { requests += 1 }
    func insert(_ content: PlainContent, send: Bool, completion: @escaping ((any Error)?) -> Void) { requests += 1 }
}

/// Test methods are `async`: on this toolchain a `@MainActor` test case with synchronous methods
/// crashes at discovery.
@MainActor
final class TranscriptStyleTests: XCTestCase {
    func testDismissAndStyleRequestsDoNothingInTranscriptStyle() async {
        let host = RequestCounter()
        let controller = MSMessagesAppViewController()
        controller.bridge = host
        controller.presentationStyle = .transcript
        controller.dismiss()
        controller.requestPresentationStyle(.expanded)
        XCTAssertEqual(host.requests, 0)

        controller.presentationStyle = .compact
        controller.requestPresentationStyle(.transcript)
        XCTAssertEqual(host.requests, 0, "requesting .transcript is invalid")
        controller.requestPresentationStyle(.expanded)
        controller.dismiss()
        XCTAssertEqual(host.requests, 2)
    }
}
