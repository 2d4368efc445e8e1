import CIMSimLibUV

/// Delivers a Unix signal (SIGINT, SIGTERM) as a loop callback.
public final class SignalWatcher: LoopHandle {
    private var action: ((Int32) -> Void)?

    public init(loop: EventLoop, signal number: Int32, _ action: @escaping (Int32) -> Void) {
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

    public static let interrupt = SIGINT
    public static let terminate = SIGTERM
    public static let hangUp = SIGHUP
}
