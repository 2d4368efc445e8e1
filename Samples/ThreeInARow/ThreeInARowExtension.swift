import Foundation
import Messages
import UIKit

/// A board game on a custom view that reads where a finger touches it: three in a row, X and O in
/// turn, each move a cell found from the touch's location, the board sent in the message's URL.
public enum ThreeInARowExtension {
    public static let bundleIdentifier = "com.example.imsim.ThreeInARow.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = MessagesViewController.self
    public static let displayName = "Three in a Row"
}
