import CIMSimLibUV

/// Runs an action in every loop iteration, just before the loop waits for I/O (libuv's
/// `uv_prepare_t`). Does not keep the loop alive. Callbacks run on the loop's thread.
public final class PrepareHandle: LoopHandle {
    private var action: (() -> Void)?

    public init(loop: EventLoop) {
        super.init(size: MemoryLayout<uv_prepare_t>.size)
        let result = uv_prepare_init(loop.raw, typed(uv_prepare_t.self))
        precondition(result == 0, "uv_prepare_init: \(UVError(code: result))")
        register()
        uv_unref(handle)
    }

    public func start(_ action: @escaping () -> Void) {
        self.action = action
        uv_prepare_start(typed(uv_prepare_t.self)) { prepare in
            (LoopHandle.owner(ofTyped: prepare) as? PrepareHandle)?.action?()
        }
    }

    override func willClose() { uv_prepare_stop(typed(uv_prepare_t.self)) }
    override func didClose() { action = nil }
}
