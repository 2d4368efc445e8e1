import Foundation
import Messages
import UIKit

/// The probe's entry point, as its Info.plist would describe it.
public enum FrameworkProbeExtension {
    public static let bundleIdentifier = "com.example.imsim.FrameworkProbe.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = MessagesViewController.self
    public static let displayName = "Framework Probe"
    /// Accessibility identifiers and titles a scenario may use.
    public static let controls: [String] = [
        "count", "Count", "sendNow", "Send now", "sendTwice", "Send twice",
        "insert", "Insert", "insertLongURL", "Insert long URL", "insertFTPURL", "Insert ftp URL",
        "sendLongURL", "Send long URL", "sendFTPURL", "Send ftp URL",
        "reply", "Reply", "autoReply", "Auto-reply",
        "insertText", "Insert text", "sendText", "Send text", "insertSticker", "Insert sticker",
        "sendSticker", "Send sticker", "insertAttachment", "Insert attachment", "attachMissing", "Attach missing file",
        "invite", "Invite", "insertExpiring", "Insert expiring", "insertLive", "Insert live", "insertCard", "Insert card",
        "mainQueue", "Main queue", "mainActorTask", "Main actor task", "operationQueue", "Operation queue",
        "timer", "Timer", "awaitInsert", "Await insert", "insertThenMain", "Insert, then main queue",
        "backgroundWork", "Background work", "runLoopBlock", "Run loop block", "crash", "Crash", "badTableUpdate", "Bad table update", "hang", "Hang", "mainQueueSync", "Main queue sync", "controls", "Controls", "Details", "Back", "Done", "Open app", "Tap me",
        "Notify me", "Volume", "Guests", "Day", "Week", "Month", "Party date", "note",
    ]
}
