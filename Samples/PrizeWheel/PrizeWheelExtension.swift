import Foundation
import Messages
import UIKit

/// A prize wheel drawn with Core Animation layers (shape, gradient and text layers), turned by its
/// view's transform: the spin lands on a prize under the pointer, a tap picks the wedge under the
/// finger wherever the wheel has turned, and the spins are sent in the message's URL.
public enum PrizeWheelExtension {
    public static let bundleIdentifier = "com.example.imsim.PrizeWheel.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = MessagesViewController.self
    public static let displayName = "Prize Wheel"
}
