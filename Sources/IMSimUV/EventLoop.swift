import CIMSimLibUV
import Glibc

/// One libuv loop. Every handle and every callback of a process lives on the thread that calls
/// `run()` (in imsim, the main thread), so the types built on it need no locks.
public final class EventLoop {
    let raw: UnsafeMutablePointer<uv_loop_t>
    /// One buffer for every read of every connection of this loop: libuv reads one stream at a time,
    /// calling the allocation and the read callbacks in turn, and the bytes are copied out before
    /// the read callback returns. A connection costs no buffer of its own (a thousand consoles, 64 MB).
    let readBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: EventLoop.readBufferSize)
    static let readBufferSize = 64 * 1024

    public init() {
        // A peer that goes away, or a file past its size limit, must show up as an error on write
        // (EPIPE, EFBIG), not kill the process.
        imsim_ignore_write_signals()
        raw = .allocate(capacity: 1)
        let result = uv_loop_init(raw)
        precondition(result == 0, "uv_loop_init failed: \(UVError(code: result))")
    }

    deinit {
        readBuffer.deallocate()
    }

    /// The thread in `run()`; nil while the loop is not running.
    private var runningThread: pthread_t?

    /// Runs until no active handle is left or `stop()` is called.
    public func run() {
        runningThread = pthread_self()
        defer { runningThread = nil }
        uv_run(raw, UV_RUN_DEFAULT)
    }

    /// Whether the caller is on the thread running the loop (or the loop is not running: set-up and
    /// tear-down happen on the thread that owns it).
    public var isInLoopThread: Bool {
        runningThread.map { pthread_equal($0, pthread_self()) != 0 } ?? true
    }

    /// Stops a debug build where code that must run on the loop's thread runs on another (swift-nio's
    /// `assertInEventLoop`): the types built on a loop have no locks.
    public func assertInLoopThread(file: StaticString = #fileID, line: UInt = #line) {
        assert(isInLoopThread, "called off the event loop's thread", file: file, line: line)
    }

    /// Makes `run()` return after the current iteration.
    public func stop() {
        uv_stop(raw)
    }

    /// Nanoseconds from a monotonic clock.
    public static var monotonicNanoseconds: UInt64 { uv_hrtime() }

    /// Closes every handle still open, lets their close callbacks run, then closes the loop.
    /// Returns `uv_loop_close`'s result: 0 when no handle leaked.
    @discardableResult
    public func closeAll() -> Int32 {
        closeEveryHandle()
        uv_run(raw, UV_RUN_DEFAULT)
        return close()
    }

    /// Closes every handle still open; their close callbacks run on the loop's next turn.
    func closeEveryHandle() {
        uv_walk(raw, { handle, _ in
            guard let handle, uv_is_closing(handle) == 0 else { return }
            LoopHandle.owner(of: handle)?.close()
        }, nil)
    }

    /// `uv_loop_close`: 0, or `UV_EBUSY` while handles are open.
    @discardableResult
    public func close() -> Int32 {
        let result = uv_loop_close(raw)
        if result == 0 { raw.deallocate() }
        return result
    }
}
