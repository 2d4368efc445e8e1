import Foundation
import IMSimCore
import IMSimModel
import IMSimExtension
import Messages

/// One person's Messages app with the extension under test, in this process: the phone's own state
/// machine (`MessagesApp`) with the extension run in place of its process, and no relay (what the
/// phone sends is kept for the test, what others send is handed to it).
@MainActor
final class EmbeddedPhone {
    private(set) var app: MessagesApp
    private let makeController: @MainActor () -> MSMessagesAppViewController
    private var runtime: ExtensionRuntime?
    private var request = 0
    /// What Messages did, as the journal records it, since the last take.
    private var recorded: [PhoneEvent] = []

    /// The one conversation every phone of a store is in.
    static let conversationID = "chat"

    init(owner: String, others: [String], app installed: InstalledApp,
         makeController: @escaping @MainActor () -> MSMessagesAppViewController) {
        app = MessagesApp(owner: owner, conversationID: Self.conversationID, members: [owner] + others, apps: [installed], seed: 1)
        self.makeController = makeController
        recorded = app.takeEvents()
    }

    var runningRuntime: ExtensionRuntime? { runtime }

    /// Does `command` as the person would, then lets the work it started on the main queue run.
    func perform(_ command: Command) async {
        request += 1
        feed(.perform(request: request, command: command))
        await settle()
    }

    /// A message from someone else arrives.
    func receive(_ payload: MessagePayload) async {
        feed(.incoming(payload))
        await settle()
    }

    /// The events recorded since the last take.
    func takeEvents() -> [PhoneEvent] {
        defer { recorded = [] }
        return recorded
    }

    /// Lets what the extension queued on the main actor and the main queue run (`Task { @MainActor in }`,
    /// `DispatchQueue.main.async`, what follows `await conversation.insert`), reporting what it changed,
    /// until the queue has gone round `quietTurns` times with nothing to report.
    func settle(quietTurns: Int = 8) async {
        var quiet = 0
        while quiet < quietTurns {
            runtime?.claimProcessHooks()
            await Task.yield()
            if let runtime, let update = runtime.takeUpdate(afterWork: true) {
                feed(.extensionUpdate(update))
                quiet = 0
            } else {
                quiet += 1
            }
        }
    }

    private func feed(_ event: HostEvent) {
        // Several phones' extensions share this process: what this one logs is this phone's.
        runtime?.claimProcessHooks()
        var events = [event]
        while !events.isEmpty {
            let actions = app.handle(events.removeFirst())
            recorded += app.takeEvents()
            for action in actions { events += perform(action) }
        }
    }

    /// Where the stickers and attachments the tests' extensions send are copied, as a run copies them
    /// into its artifacts: one folder for the test process, in the temporary folder.
    private static let attachmentsDirectory: URL? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imsim-test-attachments-\(getpid())")
        return (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil ? folder : nil
    }()

    /// Does what the phone's process does for `action`; returns what comes back.
    private func perform(_ action: HostAction) -> [HostEvent] {
        switch action {
        case .launchExtension:
            runtime = ExtensionRuntime(attachmentsDirectory: Self.attachmentsDirectory, sender: app.owner, makePrincipal: makeController)
            return [.extensionConnected]
        case let .sendToExtension(command):
            guard let runtime else { return [] }
            return [.extensionReport(runtime.handle(command))]
        case .terminateExtension:
            runtime = nil
            return [.extensionExited(description: "exited with status 0")]
        case let .sendToRelay(message, _):
            return [.relayAccepted(messageID: message.id, unreachable: [])]
        default:
            return []
        }
    }
}
