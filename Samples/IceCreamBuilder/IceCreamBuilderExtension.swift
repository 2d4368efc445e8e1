import Foundation
import Messages
import UIKit

/// What the extension's Info.plist says, and the identifiers its UI tests share.
public enum IceCreamBuilderExtension {
    public static let bundleIdentifier = "com.example.apple-samplecode.IceCreamBuilder.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = MessagesViewController.self
    public static let displayName = "Ice Cream Builder"
    /// Accessibility identifiers and titles a scenario may use (shared with UI tests, a common iOS practice).
    public static let controls: [String] = [
        // History (compact): the add item of the collection view
        "addIceCream", "Add",
        // Build (expanded): one collection view item per part of the stage, by raw value and by title
        "cone", "Cone", "cup", "Cup",
        "vanilla", "Vanilla", "chocolate", "Chocolate", "strawberry", "Strawberry",
        "sprinkles", "Sprinkles", "cherry", "Cherry", "nuts", "Nuts",
    ]
}
