import Foundation
import IMSimCore
import IMSimModel

/// What one part of an embedded run hands another: what would cross a socket in a live run, or a
/// timer's firing. Each travels on a link (`link`) that keeps the order of what is sent on it.
enum EmbeddedJob: Sendable {
    /// A phone's frame to the relay.
    case toRelay(from: String, PhoneToRelay)
    /// The relay's frame to a phone.
    case fromRelay(to: String, RelayToPhone)
    /// What a phone reports to the run.
    case phoneReport(from: String, [Stamped<PhoneEvent>], idle: Bool)
    /// The run's word to a phone.
    case toPhone(String, RunToPhone)
    /// A phone's word to its extension (launch it, a command, end it).
    case toExtension(String, ExtensionJob)
    /// What a phone's extension (or a transcript instance) answered, as the phone hears it.
    case fromExtension(String, HostEvent)
    /// A transcript-style instance to draw a live bubble.
    case liveBubble(String, InstalledApp, ExtensionLaunch)
    /// A job on one of the relay's links, numbered in the order sent (`EmbeddedRun.sendCommand`).
    indirect case onRelay(Int, EmbeddedJob)
    /// A received expiring message's time is up.
    case expiry(String, messageID: UUID)
    /// The step's time ran out.
    case deadline(step: Int)
    /// A console's wait ran out.
    case consoleDeadline(id: Int)

    enum ExtensionJob: Sendable {
        case launch(InstalledApp)
        case command(HostToExtension)
        case terminate
        /// It did not answer in time: ended, as a live phone ends a stuck process.
        case endStuck
    }

    /// The link `job` travels on: from one part to another.
    var link: String {
        switch self {
        case let .toRelay(from, _): "\(from)→relay"
        case let .fromRelay(to, _): "relay→\(to)"
        case let .phoneReport(from, _, _): "\(from)→run"
        case let .toPhone(name, _): "run→\(name)"
        case let .toExtension(name, _): "\(name)→extension"
        case let .fromExtension(name, _): "extension→\(name)"
        case let .liveBubble(name, _, _): "\(name)→transcript"
        case let .expiry(name, _): "\(name) timer"
        case let .onRelay(_, job): job.link
        case .deadline: "run timer"
        case .consoleDeadline: "console timer"
        }
    }
}
