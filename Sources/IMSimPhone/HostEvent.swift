import Foundation
import IMSimCore

/// Everything that can happen to a phone's Messages app.
public enum HostEvent: Equatable, Sendable {
    /// The runner (or a REPL) asks for what a person does.
    case perform(step: Int, command: Command)
    /// The extension process launched by `.launchExtension` said hello.
    case extensionConnected
    case extensionReport(ExtensionReport)
    /// What the extension did outside any command (a timer, work back on its main queue).
    case extensionUpdate(ExtensionReport)
    /// The extension process ended (after `.terminateExtension`, or on its own).
    case extensionExited(description: String)
    case incoming(MessagePayload)
    case relayAccepted(messageID: UUID, unreachable: [String])
    /// The delay after which a read expiring message goes has passed.
    case expiryDue(messageID: UUID)
    /// A transcript-style instance drew the live bubble of this message.
    case liveBubbleRendered(messageID: UUID, LiveBubble)
}

/// What the shell around `MessagesApp` must do, in order.
public enum HostAction: Equatable, Sendable {
    case launchExtension(InstalledApp)
    case sendToExtension(HostToExtension)
    /// End the extension process: it has resigned, as iOS ends it.
    case terminateExtension
    case sendToRelay(MessagePayload, recipients: [String])
    case finishStep(step: Int, failure: String?)
    /// The extension process ended unexpectedly (how, e.g. "was killed by signal 9"): the run fails.
    case reportExtensionFailure(String)
    /// Run a transcript-style instance of `app` for the live bubble of `launch`'s selected message:
    /// launch it, measure it, and answer with `.liveBubbleRendered`.
    case renderLiveBubble(InstalledApp, ExtensionLaunch)
    /// Answer with `.expiryDue(messageID)` once `delay` has passed.
    case scheduleExpiry(messageID: UUID, after: Duration)
}
