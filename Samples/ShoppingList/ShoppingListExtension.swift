import Foundation
import Messages
import UIKit

/// What the extension's Info.plist says, and the identifiers its UI tests share.
public enum ShoppingListExtension {
    public static let bundleIdentifier = "com.example.FrenchFriesAndMussels.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = MessagesViewController.self
    public static let displayName = "Mussels Party"
    /// Accessibility identifiers and titles a scenario may use (shared with UI tests, a common iOS practice).
    public static let controls: [String] = [
        // Home (compact)
        "newParty", "New party",
        // List (expanded)
        "listName", "List name", "addElement", "Add", "sendList", "Send",
        // The "New element" alert
        "New element", "Element", "Cancel", "OK",
    ]
}
