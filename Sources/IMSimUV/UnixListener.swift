import CIMSimLibUV
#if canImport(Glibc)
import Glibc
#endif

/// A listening Unix domain socket. Unlinks a stale path before binding and its own path on close.
public final class UnixListener: LoopHandle {
    /// `sun_path` is 108 bytes with the terminating NUL.
    public static let maximumPathLength = 108
    /// Connections the kernel queues before they are accepted: enough for a run's whole cast starting
    /// at once (Linux caps it at `net.core.somaxconn`, 4096 by default). Connecting peers retry on `EAGAIN`.
    public static let defaultBacklog: Int32 = 4096

    public let path: String
    private let loop: EventLoop
    private var acceptHandler: ((UnixConnection) -> Void)?
    private var acceptErrorHandler: ((UVError) -> Void)?
    private var bound = false

    /// Binds and listens at `path`.
    public init(loop: EventLoop, path: String, backlog: Int32 = UnixListener.defaultBacklog) throws(UVError) {
        self.loop = loop
        self.path = path
        super.init(size: MemoryLayout<uv_pipe_t>.size)
        try UVError.check(uv_pipe_init(loop.raw, typed(uv_pipe_t.self), 0))
        register()
        guard path.utf8.count < Self.maximumPathLength else {
            close()
            throw UVError(code: Int32(UV_ENAMETOOLONG.rawValue))
        }
        unlink(path)
        do {
            try UVError.check(uv_pipe_bind(typed(uv_pipe_t.self), path))
            bound = true
            try UVError.check(uv_listen(typed(uv_stream_t.self), backlog) { server, status in
                guard let listener = LoopHandle.owner(ofTyped: server) as? UnixListener else { return }
                if status < 0 { listener.acceptErrorHandler?(UVError(code: status)) } else { listener.acceptOne() }
            })
        } catch {
            close()
            throw error
        }
    }

    /// Called with each accepted connection, not yet reading.
    public func onConnection(_ handler: @escaping (UnixConnection) -> Void) {
        acceptHandler = handler
    }

    /// Called when a connection could not be accepted (`EMFILE`: out of file descriptors; libuv
    /// then closes it). The listener goes on listening.
    public func onAcceptError(_ handler: @escaping (UVError) -> Void) {
        acceptErrorHandler = handler
    }

    private func acceptOne() {
        let connection = UnixConnection(loop: loop)
        let result = uv_accept(typed(uv_stream_t.self), connection.stream)
        guard result == 0 else {
            connection.close()
            acceptErrorHandler?(UVError(code: result))
            return
        }
        if let acceptHandler { acceptHandler(connection) } else { connection.close() }
    }

    override func willClose() {
        if bound { unlink(path) }
    }

    override func didClose() {
        acceptHandler = nil
        acceptErrorHandler = nil
    }
}
