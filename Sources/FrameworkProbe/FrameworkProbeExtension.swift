import Foundation
import Messages
import UIKit

/// The probe's entry point, as its Info.plist would describe it.
public enum FrameworkProbeExtension {
    public static let bundleIdentifier = "com.example.imsim.FrameworkProbe.MessagesExtension"
    public static let displayName = "Framework Probe"
    /// Accessibility identifiers and titles a scenario may use.
    public static let controls: [String] = [
        "count", "Count", "sendNow", "Send now", "sendTwice", "Send twice",
        "insert", "Insert", "insertLongURL", "Insert long URL", "insertFTPURL", "Insert ftp URL",
        "sendLongURL", "Send long URL", "sendFTPURL", "Send ftp URL",
        "reply", "Reply", "autoReply", "Auto-reply",
    ]

    /// Makes the principal view controller (`NSExtensionPrincipalClass`).
    @MainActor public static func makePrincipalViewController() -> MSMessagesAppViewController {
        MessagesViewController()
    }
}
