import Glibc
import Synchronization

/// Ctrl-C (SIGINT), SIGTERM or SIGHUP asking a process with no event loop (an embedded run, a seed
/// sweep) to end in order: the signal only sets a flag, which the work looks at between steps. The
/// first of each signal is caught; a second one ends the process at once.
public enum Interruption {
    private static let requested = Atomic<Bool>(false)

    /// From now on the three signals set the flag.
    public static func watch() {
        _ = requested.load(ordering: .relaxed)  // made before a handler can touch it
        for number in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in Interruption.requested.store(true, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(number, &action, nil)
        }
    }

    /// Whether a signal asked to end.
    public static var isRequested: Bool { requested.load(ordering: .relaxed) }
}
