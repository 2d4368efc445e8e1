import Foundation
import IMSimCore
import IMSimExtension
import Logging
import Messages
import IMSimUV

/// The `imsim extension` role: connects to the phone that launched it and serves its commands until
/// the phone ends the process (after `didResignActive`, as iOS does) or goes away.
public enum ExtensionProcess {
    /// Runs the loop on the main thread; returns the exit status.
    @MainActor
    public static func run(socketPath: String, bundleIdentifier: String, attachmentsDirectory: URL?, sender: String? = nil,
                           makePrincipal: @escaping @MainActor () -> MSMessagesAppViewController) -> Int32 {
        let logger = Logger(label: "imsim.extension.\(bundleIdentifier)")
        // The phone's one-time launch token; taken out of the environment before extension code runs.
        let launchToken = ProcessInfo.processInfo.environment[Hello.extensionTokenVariable]
        unsetenv(Hello.extensionTokenVariable)
        let loop = EventLoop()
        let runtime = ExtensionRuntime(attachmentsDirectory: attachmentsDirectory, sender: sender, makePrincipal: makePrincipal)
        let mainQueue = MainQueueDriver(loop: loop)
        var status: Int32 = 0
        var channel: MessageChannel<HostToExtension, ExtensionToHost>?
        // Work outside any command (timers, completions that came back to the main queue) is reported
        // as an update once it has run.
        mainQueue.onPass = { workRan in
            MainActor.assumeIsolated {
                if let update = runtime.takeUpdate(afterWork: workRan) { channel?.send(.update(update)) }
            }
        }
        UnixConnection.connect(loop: loop, path: socketPath) { result in
            switch result {
            case let .failure(error):
                logger.error("cannot reach the phone at \(socketPath): \(error)")
                status = 2
            case let .success(connection):
                let opened = MessageChannel<HostToExtension, ExtensionToHost>(connection: connection)
                channel = opened
                opened.start(sending: Hello(role: .extension, name: bundleIdentifier, token: launchToken),
                             onHello: { _ throws(FrameError) in },
                             onMessage: { command in
                                 // The loop runs on the main thread: the main actor's own.
                                 MainActor.assumeIsolated {
                                     _ = opened.send(.report(runtime.handle(command) { mainQueue.drain() }))
                                 }
                             },
                             onClose: { reason in
                                 if let reason { logger.warning("phone connection closed: \(reason)") }
                                 channel = nil
                             })
            }
        }
        loop.run()
        MainActor.assumeIsolated { runtime.finishPictures() }
        _ = channel
        mainQueue.close()
        loop.closeAll()
        return status
    }
}
