import CIMSimLibUV
#if canImport(Glibc)
import Glibc
#endif

/// Ties a helper process's life to its parent's.
public enum ProcessLifetime {
    /// Asks the kernel to send SIGKILL to this process when its parent dies, so no helper outlives
    /// a runner that was killed. Exits at once if the parent is already gone.
    public static func endWithParent(expectedParent: Int32) {
        _ = imsim_die_with_parent()
        if getppid() != expectedParent { exit(3) }
    }

    /// Makes stdout line-buffered: a helper killed mid-run has printed its last lines.
    public static func lineBufferStandardOutput() { imsim_line_buffer_stdout() }

    /// Ignores SIGINT (helpers leave Ctrl-C to the process that started them).
    public static func ignoreInterrupt() { imsim_ignore_signal(SIGINT) }

    public static var processID: Int32 { getpid() }
}
