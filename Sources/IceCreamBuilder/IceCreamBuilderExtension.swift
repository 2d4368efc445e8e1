import Foundation
import Messages
import UIKit

/// The extension's entry point, as its Info.plist would describe it.
public enum IceCreamBuilderExtension {
    public static let bundleIdentifier = "com.example.apple-samplecode.IceCreamBuilder.MessagesExtension"
    public static let displayName = "Ice Cream Builder"
    /// Accessibility identifiers and titles a scenario may use (shared with UI tests, a common iOS practice).
    public static let controls: [String] = [
        // History (compact)
        "addIceCream", "Add",
        // Build (expanded): one button per part of the stage, by raw value and by title
        "cone", "Cone", "cup", "Cup",
        "vanilla", "Vanilla", "chocolate", "Chocolate", "strawberry", "Strawberry",
        "sprinkles", "Sprinkles", "cherry", "Cherry", "nuts", "Nuts",
    ]

    /// Makes the principal view controller (`NSExtensionPrincipalClass`).
    @MainActor public static func makePrincipalViewController() -> MSMessagesAppViewController {
        MessagesViewController()
    }
}
