import CIMSimLibUV

/// Wakes the loop from another thread (libuv's `uv_async_t`): `send()` may be called from any
/// thread; the action runs on the loop's thread, once for one or several sends. Keeps the loop alive
/// until closed.
public final class AsyncHandle: LoopHandle, @unchecked Sendable {
    // `action` is set before any send and read only on the loop's thread; `send` touches only the
    // uv handle, which libuv makes safe to signal from any thread.
    private var action: (() -> Void)?

    public init(loop: EventLoop, action: @escaping () -> Void) {
        self.action = action
        super.init(size: MemoryLayout<uv_async_t>.size)
        let result = uv_async_init(loop.raw, typed(uv_async_t.self)) { async in
            (LoopHandle.owner(ofTyped: async) as? AsyncHandle)?.action?()
        }
        precondition(result == 0, "uv_async_init: \(UVError(code: result))")
        register()
    }

    /// From any thread.
    public func send() {
        uv_async_send(typed(uv_async_t.self))
    }

    override func didClose() { action = nil }
}
