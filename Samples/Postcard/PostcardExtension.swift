import Foundation
import Messages
import UIKit

/// A postcard from a photo of the library: the photo picker, the photo drawn with a caption band,
/// and the card sent as a JPEG sticker (`jpegData`).
public enum PostcardExtension {
    public static let bundleIdentifier = "com.example.imsim.Postcard.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = MessagesViewController.self
    public static let displayName = "Postcard"
}
