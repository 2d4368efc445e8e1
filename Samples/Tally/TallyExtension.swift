import Foundation
import Messages
import UIKit

/// A vote count kept in the message's URL (`?voters=Kate,John`): each vote sends the voters the
/// phone knew of, plus its owner, in one session. Two people voting before either hears of the other
/// each send a list without the other: one vote is lost. A race a seed sweep finds (races/).
public enum TallyExtension {
    public static let bundleIdentifier = "com.example.imsim.Tally.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = MessagesViewController.self
    public static let displayName = "Tally"
    public static let controls = ["Start", "Vote", "count"]
}
