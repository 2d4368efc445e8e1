import Foundation
import Messages
import UIKit

/// The extension's entry point, as its Info.plist would describe it.
public enum ShoppingListExtension {
    public static let bundleIdentifier = "com.example.FrenchFriesAndMussels.MessagesExtension"
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

    /// Makes the principal view controller (`NSExtensionPrincipalClass`).
    @MainActor public static func makePrincipalViewController() -> MSMessagesAppViewController {
        MessagesViewController()
    }
}
