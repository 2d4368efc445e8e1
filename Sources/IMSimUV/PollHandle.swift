import CIMSimLibUV
import Glibc

/// Watches a file descriptor this process does not own (libuv's `uv_poll_t`). Does not keep the
/// loop alive. Callbacks run on the loop's thread.
final class PollHandle: LoopHandle {
    private let descriptor: Int32
    private var onReadable: (() -> Void)?

    init(loop: EventLoop, descriptor: Int32) {
        self.descriptor = descriptor
        super.init(size: MemoryLayout<uv_poll_t>.size)
        let result = uv_poll_init(loop.raw, typed(uv_poll_t.self), descriptor)
        precondition(result == 0, "uv_poll_init(\(descriptor)): \(UVError(code: result))")
        register()
        uv_unref(handle)
    }

    func startReading(_ action: @escaping () -> Void) {
        onReadable = action
        uv_poll_start(typed(uv_poll_t.self), Int32(UV_READABLE.rawValue)) { poll, status, _ in
            guard status == 0 else { return }
            (LoopHandle.owner(ofTyped: poll) as? PollHandle)?.onReadable?()
        }
    }

    /// Whether the descriptor is readable now, without waiting.
    func isReadable() -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLIN) != 0
    }

    /// Reads and discards what the descriptor holds (an eventfd's counter), without waiting.
    func consume() {
        var counter: UInt64 = 0
        _ = Glibc.read(descriptor, &counter, MemoryLayout<UInt64>.size)
    }

    override func willClose() { uv_poll_stop(typed(uv_poll_t.self)) }
    override func didClose() { onReadable = nil }
}
