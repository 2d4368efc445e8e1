import Messages

/// A group poll written as extensions are written today: its screens are SwiftUI views of an
/// `@Observable` model, hosted in the principal `MSMessagesAppViewController`, and it sends with
/// `try await conversation.insert(message)`. Each message carries every ballot the phone knows,
/// each with its voter's own count of changes, and a phone merges what arrives: two people voting
/// at once both count, whatever order their messages arrive in.
public enum LunchPollExtension {
    public static let bundleIdentifier = "com.example.imsim.LunchPoll.MessagesExtension"
    /// `NSExtensionPrincipalClass`.
    public static let principalClass: MSMessagesAppViewController.Type = MessagesViewController.self
    public static let displayName = "Lunch Poll"
}
