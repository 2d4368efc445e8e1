import CIMSimLibUV

/// A libuv timer. Callbacks run on the loop's thread.
public final class LoopTimer: LoopHandle {
    private var action: (() -> Void)?

    public init(loop: EventLoop) {
        super.init(size: MemoryLayout<uv_timer_t>.size)
        let result = uv_timer_init(loop.raw, typed(uv_timer_t.self))
        precondition(result == 0, "uv_timer_init: \(UVError(code: result))")
        register()
    }

    /// Calls `action` after `milliseconds`, then every `repeatMilliseconds` if not zero.
    public func start(after milliseconds: UInt64, repeat repeatMilliseconds: UInt64 = 0, _ action: @escaping () -> Void) {
        guard isOpen else { return }
        self.action = action
        uv_timer_start(typed(uv_timer_t.self), { timer in
            (LoopHandle.owner(ofTyped: timer) as? LoopTimer)?.action?()
        }, milliseconds, repeatMilliseconds)
    }

    public func stop() {
        guard isOpen else { return }
        uv_timer_stop(typed(uv_timer_t.self))
        action = nil
    }

    /// Keeps the loop from waiting on this timer alone.
    public func unreference() { uv_unref(handle) }

    override func didClose() { action = nil }
}
