import CIMSimLibUV

/// Owns one libuv handle at a stable heap address. libuv holds a strong reference to the wrapper
/// from registration until the close callback, where the memory is freed; `close()` is idempotent.
public class LoopHandle {
    private enum State { case unregistered, open, closing, closed }

    let handle: UnsafeMutablePointer<uv_handle_t>
    private var state = State.unregistered
    /// Called once, after libuv has let go of the handle.
    public var onClosed: (() -> Void)?

    init(size: Int) {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        handle = memory.bindMemory(to: uv_handle_t.self, capacity: 1)
    }

    deinit {
        // Only reached when libuv never held the handle (init failed); otherwise freed on close.
        if state == .unregistered { UnsafeMutableRawPointer(handle).deallocate() }
    }

    func typed<Handle>(_ type: Handle.Type) -> UnsafeMutablePointer<Handle> {
        UnsafeMutableRawPointer(handle).assumingMemoryBound(to: type)
    }

    /// Call right after a successful `uv_*_init`: libuv now keeps this wrapper alive until closed.
    func register() {
        precondition(state == .unregistered)
        handle.pointee.data = Unmanaged.passRetained(self).toOpaque()
        state = .open
    }

    public var isOpen: Bool { state == .open }

    public func close() {
        guard state == .open else { return }
        state = .closing
        willClose()
        uv_close(handle) { handle in
            guard let handle, let data = handle.pointee.data else { return }
            let owner = Unmanaged<LoopHandle>.fromOpaque(data).takeRetainedValue()
            owner.state = .closed
            let onClosed = owner.onClosed
            owner.onClosed = nil
            owner.didClose()
            UnsafeMutableRawPointer(handle).deallocate()
            onClosed?()
        }
    }

    /// Subclasses stop their I/O here; the handle is still valid.
    func willClose() {}
    /// Subclasses drop their callbacks here, breaking reference cycles.
    func didClose() {}

    static func owner(of handle: UnsafeMutablePointer<uv_handle_t>) -> LoopHandle? {
        guard let data = handle.pointee.data else { return nil }
        return Unmanaged<LoopHandle>.fromOpaque(data).takeUnretainedValue()
    }

    static func owner<Handle>(ofTyped handle: UnsafeMutablePointer<Handle>?) -> LoopHandle? {
        guard let handle else { return nil }
        return owner(of: UnsafeMutableRawPointer(handle).assumingMemoryBound(to: uv_handle_t.self))
    }
}
