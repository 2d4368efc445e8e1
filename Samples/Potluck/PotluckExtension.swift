// A potluck planner written as an iMessage extension is written for iOS today, in Swift 5 language
// mode: a collection view of dishes in a navigation controller, a button configuration, content
// configurations, rounded layers, and stickers drawn on a background queue whose completion handler
// hops to the main queue.
import Messages
import UIKit

/// What the extension's Info.plist says, and the identifiers its UI tests share.
public enum PotluckExtension {
    public static let bundleIdentifier = "com.example.Potluck.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = MessagesViewController.self
    public static let displayName = "Potluck"
    /// Accessibility identifiers and titles a scenario may use.
    public static let controls: [String] = Potluck.dishes + [DishViewController.bringTitle, "bring", DishViewController.dishesTitle]
}
