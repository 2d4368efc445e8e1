/// How the extension is shown.
public enum MSMessagesAppPresentationStyle: UInt, Sendable {
    /// In place of the keyboard, under the transcript.
    case compact = 0
    /// Most of the screen.
    case expanded = 1
    /// Inside a live bubble of the transcript (`MSMessageLiveLayout`).
    case transcript = 2
}

/// Where the extension runs.
public enum MSMessagesAppPresentationContext: UInt, Sendable {
    case messages = 0
    case media = 1
}
