import Foundation
import Synchronization

/// Ends the process when one piece of extension work runs longer than `limit` in real time: in an
/// embedded run an extension that never returns (an endless loop, a wait on the main thread) would
/// hang the whole run, where a live run ends that process and says where it was stuck.
final class ExtensionWatchdog: Sendable {
    private let limit: Duration
    /// When the work under way began (monotonic nanoseconds), 0 when none is.
    private let began = Atomic<UInt64>(0)
    private let whose = Mutex<String>("")
    private let stopped = Atomic<Bool>(false)
    /// Standard error as it was before extension output was caught.
    private let errorOutput = dup(STDERR_FILENO)

    init(limit: Duration) {
        self.limit = limit
        let thread = Thread { [self] in watch() }
        thread.name = "imsim embedded watchdog"
        thread.start()
    }

    /// Runs `work`, watched, as `participant`'s extension.
    func watching<T>(_ participant: String, _ work: () -> T) -> T {
        whose.withLock { $0 = participant }
        began.store(DispatchTime.now().uptimeNanoseconds, ordering: .releasing)
        defer { began.store(0, ordering: .releasing) }
        return work()
    }

    func stop() { stopped.store(true, ordering: .relaxed) }

    private func watch() {
        let limitNanoseconds = UInt64(limit.components.seconds) * 1_000_000_000
        while !stopped.load(ordering: .relaxed) {
            Thread.sleep(forTimeInterval: 0.25)
            let start = began.load(ordering: .acquiring)
            guard start != 0, DispatchTime.now().uptimeNanoseconds &- start > limitNanoseconds else { continue }
            let name = whose.withLock { $0 }
            let message = "imsim: \(name)'s extension did not return within \(limit.components.seconds) s in the embedded run "
                + "(an endless loop, or a wait on the main thread). A live run ends such a process and says where it was stuck: "
                + "run the scenario without --embedded, and give it `transport: live`.\n"
            _ = message.withCString { write(errorOutput, $0, strlen($0)) }
            _exit(2)
        }
    }
}
