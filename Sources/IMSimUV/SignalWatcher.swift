import CIMSimLibUV

/// Delivers a Unix signal (SIGINT, SIGTERM) as a loop callback.
public final class SignalWatcher: LoopHandle {
    private var action: ((Int32) -> Void)?
    let number: Int32

    public init(loop: EventLoop, signal number: Int32, _ action: @escaping (Int32) -> Void) {
        self.number = number
        super.init(size: MemoryLayout<uv_signal_t>.size)
        let result = uv_signal_init(loop.raw, typed(uv_signal_t.self))
        precondition(result == 0, "uv_signal_init: \(UVError(code: result))")
        register()
        self.action = action
        uv_signal_start(typed(uv_signal_t.self), { watcher, number in
            (LoopHandle.owner(ofTyped: watcher) as? SignalWatcher)?.action?(number)
        }, number)
        // A watcher alone does not keep the loop running.
        uv_unref(handle)
    }

    override func didClose() { action = nil }

    /// Closes `watchers` and ignores their signals from then on. Closing the last watcher of a signal
    /// restores its default action (end the process); the signal is blocked meanwhile, so one that
    /// comes in between is discarded, not fatal. For a process that is ending in order: a Ctrl-C held
    /// down must not cut short what is left to write. Call on the loop's thread, the main thread.
    public static func closeIgnoringFurtherSignals(_ watchers: [SignalWatcher]) {
        let numbers = Set(watchers.map(\.number))
        numbers.forEach { imsim_block_signal($0, 1) }
        watchers.forEach { $0.close() }
        numbers.forEach { imsim_ignore_signal($0) }
        numbers.forEach { imsim_block_signal($0, 0) }
    }

    public static let interrupt = SIGINT
    public static let terminate = SIGTERM
    public static let hangUp = SIGHUP
    /// A child exited, stopped or continued.
    public static let childChanged = SIGCHLD
}
