import Foundation
import IMSimCore

/// Everything that can happen to a phone's Messages app.
public enum HostEvent: Equatable, Sendable {
    /// A client of the run asks for what a person does; answered by a `commandFinished` event.
    case perform(request: Int, command: Command)
    /// The extension process launched by `.launchExtension` said hello.
    case extensionConnected
    case extensionReport(ExtensionReport)
    /// What the extension did outside any command (a timer, work back on its main queue).
    case extensionUpdate(ExtensionReport)
    /// The extension process ended (after `.terminateExtension`, or on its own).
    case extensionExited(description: String)
    /// A line the extension process printed.
    case extensionOutput(String)
    /// The extension process was stopped (true, SIGSTOP) or runs again (false, SIGCONT).
    case extensionStopped(Bool)
    case incoming(MessagePayload)
    /// A message came from the relay that the phone cannot read.
    case incomingUnreadable(messageID: UUID, sender: String, reason: String)
    case relayAccepted(messageID: UUID, unreachable: [String])
    /// The delay after which a read expiring message goes has passed.
    case expiryDue(messageID: UUID)
    /// A transcript-style instance drew the live bubble of this message.
    case liveBubbleRendered(messageID: UUID, LiveBubble)
}

/// What the shell around `MessagesApp` must do, in order. What changed on the phone is not an
/// action: it is in the events `MessagesApp.takeEvents()` returns.
public enum HostAction: Equatable, Sendable {
    case launchExtension(InstalledApp)
    case sendToExtension(HostToExtension)
    /// End the extension process: it has resigned, as iOS ends it.
    case terminateExtension
    case sendToRelay(MessagePayload, recipients: [String])
    /// Run a transcript-style instance of `app` for the live bubble of `launch`'s selected message:
    /// launch it, measure it, and answer with `.liveBubbleRendered`.
    case renderLiveBubble(InstalledApp, ExtensionLaunch)
    /// Answer with `.expiryDue(messageID)` once `delay` has passed.
    case scheduleExpiry(messageID: UUID, after: Duration)
    /// Draw the phone's screen into a PNG at `path`, with the extension's picture (raw pixels or a PNG
    /// file, removed once read) in its frame; `later`: captured now, drawn while the phone goes on.
    case drawScreen(path: String, extensionPicture: ExtensionPictureSource, later: Bool)
    /// Make `path` the same picture as `previous` (drawn, or still to be drawn, by `drawScreen`).
    case repeatPicture(path: String, previous: String)
}
