import Foundation
import Messages
import UIKit

/// A party invitation with the layout bugs that break extensions in production, each of which a
/// scenario can see: a title that truncates on narrow phones, an RSVP button below the compact
/// view's bottom edge on an iPhone SE, a Share button a banner covers, a disabled Remind button, and
/// a photo given two heights (UIKit breaks one).
public enum PartyCardExtension {
    public static let bundleIdentifier = "com.example.imsim.PartyCard.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = MessagesViewController.self
    public static let displayName = "Party Card"
    /// Accessibility identifiers and titles a scenario may use.
    public static let controls: [String] = ["RSVP", "Share", "Remind", "Photo", "partyTitle", "status"]
}
