import Foundation
import Messages
import UIKit

/// What the extension's Info.plist says, for the fixed sample and for the variant with Apple's
/// child-removal logic (`AppleRemovalMessagesViewController`), which reproduces the seed's bug.
public enum IMHostingVCExtension {
    public static let bundleIdentifier = "com.touchgram.imHostingVC.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = MessagesViewController.self
    public static let displayName = "imHostingVC"

    public static let appleRemovalBundleIdentifier = "com.touchgram.imHostingVC.AppleRemoval.MessagesExtension"
    public static let appleRemovalPrincipalClass: MSMessagesAppViewController.Type = AppleRemovalMessagesViewController.self
    public static let appleRemovalDisplayName = "imHostingVC (Apple's removal)"
}
