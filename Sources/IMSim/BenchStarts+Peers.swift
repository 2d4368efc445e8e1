import Foundation
import IMSimCore
import IMSimModel
import IMSimRunner
import IMSimUV

extension BenchStarts {
    /// The listeners a role's processes connect to, answering just enough for each to come up.
    final class Peers {
        private var listeners: [UnixListener] = []
        private var closers: [() -> Void] = []
        /// Called when an extension sent its first report: the process is to be killed, as a phone does.
        var onLaunchReported: (() -> Void)?

        static func extensionSocket(_ directory: RunDirectory) -> String { directory.path + "/bench-ext.sock" }

        init(role: String, loop: EventLoop, directory: RunDirectory, app: String) throws {
            switch role {
            case "relay", "phone":
                let control = try UnixListener(loop: loop, path: directory.controlSocket)
                control.onConnection { [unowned self] connection in answerAsRun(connection) }
                listeners.append(control)
                guard role == "phone" else { break }
                let relay = try UnixListener(loop: loop, path: directory.relaySocket)
                relay.onConnection { [unowned self] connection in
                    let channel = MessageChannel<PhoneToRelay, RelayToPhone>(connection: connection)
                    closers.append { channel.close() }
                    channel.start(sending: Hello(role: .relay, name: "relay"), onHello: { _ throws(FrameError) in },
                                  onMessage: { _ in }, onClose: { _ in })
                }
                listeners.append(relay)
            case "extension":
                let listener = try UnixListener(loop: loop, path: Self.extensionSocket(directory))
                listener.onConnection { [unowned self] connection in launch(connection) }
                listeners.append(listener)
            default:
                break
            }
        }

        /// The run: `shutdown` to a relay once it said hello, to a phone once it reported `started`.
        private func answerAsRun(_ connection: UnixConnection) {
            let channel = MessageChannel<ToRun, FromRun>(connection: connection)
            closers.append { channel.close() }
            channel.start(sending: Hello(role: .runner, name: "bench"),
                          onHello: { hello throws(FrameError) in if hello.role == .relay { channel.send(.relay(.shutdown)) } },
                          onMessage: { message in
                              guard case let .phone(.phoneEvents(events, _)) = message,
                                    events.contains(where: { if case .started = $0.event { true } else { false } }) else { return }
                              channel.send(.phone(.shutdown))
                          },
                          onClose: { _ in })
        }

        /// The phone: launches the app compact; the first report ends the launch (the process is killed).
        private func launch(_ connection: UnixConnection) {
            let channel = MessageChannel<ExtensionToHost, HostToExtension>(connection: connection)
            closers.append { channel.close() }
            let context = ConversationContext(conversationID: "chat", localParticipantIdentifier: UUID(),
                                              remoteParticipantIdentifiers: [UUID()], selectedMessage: nil)
            channel.start(sending: Hello(role: .phone, name: "bench"),
                          onHello: { _ throws(FrameError) in
                              channel.send(.launch(ExtensionLaunch(style: .compact, conversation: context)))
                          },
                          onMessage: { [unowned self] message in
                              guard case .report = message else { return }
                              channel.close()
                              onLaunchReported?()
                          },
                          onClose: { _ in })
        }

        func close() {
            listeners.forEach { $0.close() }
            closers.forEach { $0() }
            closers = []
        }
    }
}
