import Foundation
import Messages
import UIKit

/// What the extension's Info.plist says.
public enum ManticoreTabsExtension {
    public static let bundleIdentifier = "com.example.ManticoreTabs.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = MessagesViewController.self
    public static let displayName = "Manticore Tabs"
}
