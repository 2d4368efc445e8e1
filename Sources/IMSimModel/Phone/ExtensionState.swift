import IMSimCore

/// Where the phone's extension process is in its life.
public enum ExtensionState: Equatable, Sendable {
    case notRunning
    /// Process spawned, waiting for its hello.
    case launching(InstalledApp, style: PresentationStyle, selected: MessagePayload?)
    case running(RunningExtension)
    /// Resigned; the process is being ended.
    case terminating(InstalledApp)
}

public struct RunningExtension: Equatable, Sendable {
    public var app: InstalledApp
    public var style: PresentationStyle
    /// The index of the conversation it was opened in; the phone may have gone to another since.
    public var conversation: Int
    public var screen: ScreenSnapshot
    /// `.resign` was queued: no further command goes to the extension.
    public var isResigning = false
    /// A tap or typing since launch or since the last direct send (`send(_:)` needs one).
    public var hadRecentInteraction = false
    /// The screen's `appearance` when the extension last drew its picture for the phone.
    public var drawnAppearance: Int?

    public init(app: InstalledApp, style: PresentationStyle, conversation: Int = 0, screen: ScreenSnapshot = ScreenSnapshot()) {
        self.app = app
        self.style = style
        self.conversation = conversation
        self.screen = screen
    }
}
