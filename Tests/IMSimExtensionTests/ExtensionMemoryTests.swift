import Foundation
import IMSimCore
import IMSimExtension
import IMSimSampleFrameworkProbe
import Messages
import UIKit
import XCTest

/// An extension's process costs the same after thousands of commands as after a few: a long
/// conversation must not grow it (issue 22: 10,000 messages took each probe from 37 to 118 MB).
@MainActor
final class ExtensionMemoryTests: XCTestCase {
    private let screen = (bounds: UIScreen.main.bounds, scale: UIScreen.main.scale)

    /// A launch sets the process's screen to the device's: other tests expect the default one.
    override func tearDown() async throws {
        UIScreen.main.bounds = screen.bounds
        UIScreen.main.scale = screen.scale
    }

    private func launchedProbe() -> ExtensionRuntime {
        let runtime = ExtensionRuntime(attachmentsDirectory: nil) {
            UIViewController.instantiateFromStoryboard(FrameworkProbeExtension.principalClass) as! MSMessagesAppViewController
        }
        let context = ConversationContext(conversationID: "chat", localParticipantIdentifier: UUID(),
                                          remoteParticipantIdentifiers: [UUID()], selectedMessage: nil)
        _ = runtime.handle(.launch(ExtensionLaunch(style: .compact, conversation: context, device: .default)))
        return runtime
    }

    /// A tap, then the completion Messages calls once the text is sent: two reports, each reading the screen.
    private func sendText(_ runtime: ExtensionRuntime) {
        let report = runtime.handle(.tap("Send text"))
        XCTAssertNil(report.failure)
        for case let .insert(_, callback, _) in report.actions {
            _ = runtime.handle(.completion(callback: callback, error: nil))
        }
    }

    func testSendingTextAgainAndAgainDoesNotGrowTheExtension() async {
        let runtime = launchedProbe()
        for _ in 0..<50 { sendText(runtime) }
        let before = Self.residentBytes
        for _ in 0..<300 { sendText(runtime) }
        // About 10 KB a send before (an attributed string per label measured, never freed): 3 MB here.
        XCTAssertLessThan(Self.residentBytes - before, 768 << 10, "300 texts sent")
    }

    private static var residentBytes: Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
