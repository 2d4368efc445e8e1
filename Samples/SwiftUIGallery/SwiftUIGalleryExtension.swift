import Messages

/// SwiftUI's controls, navigation and presentations in one extension, for scenarios that check
/// each is reached and drawn as on iOS: a list of pages in a `NavigationStack`, each page one
/// family of views. What is chosen is sent as the message's caption.
public enum SwiftUIGalleryExtension {
    public static let bundleIdentifier = "com.example.imsim.SwiftUIGallery.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = GalleryViewController.self
    public static let displayName = "SwiftUI Gallery"
}
