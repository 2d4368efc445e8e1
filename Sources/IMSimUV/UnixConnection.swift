import CIMSimLibUV
#if canImport(Glibc)
import Glibc
#endif

/// A byte stream over a Unix domain socket (or a child's stdout/stderr pipe).
/// Callbacks run on the loop's thread; after `close()` none is called again but `onClosed`.
public final class UnixConnection: LoopHandle {
    public typealias ReadHandler = ([UInt8]) -> Void
    /// Called once when the peer ends the stream (nil) or a read fails.
    public typealias EndHandler = (UVError?) -> Void

    private var readHandler: ReadHandler?
    private var endHandler: EndHandler?
    private var connectHandler: ((UVError?) -> Void)?
    /// Called when a queued write has finished and nothing is left queued: the peer has read enough.
    public var onWritesDrained: (() -> Void)?
    /// Called once, on a later turn of the loop, when a write fails (`EPIPE`: the peer stopped
    /// reading); what was written after it is lost. Without it the connection is closed.
    public var onWriteError: ((UVError) -> Void)?
    private var writeError: UVError?
    private let loop: EventLoop
    /// The loop's buffer for reads (`EventLoop.readBuffer`); the loop outlives its handles.
    private let readBuffer: UnsafeMutablePointer<CChar>
    static let readBufferSize = EventLoop.readBufferSize

    init(loop: EventLoop) {
        self.loop = loop
        readBuffer = loop.readBuffer
        super.init(size: MemoryLayout<uv_pipe_t>.size)
        let result = uv_pipe_init(loop.raw, typed(uv_pipe_t.self), 0)
        precondition(result == 0, "uv_pipe_init: \(UVError(code: result))")
        register()
    }

    var stream: UnsafeMutablePointer<uv_stream_t> { typed(uv_stream_t.self) }

    /// Connects to the socket at `path`; `completion` gets the connection or the error.
    public static func connect(loop: EventLoop, path: String,
                               completion: @escaping (Result<UnixConnection, UVError>) -> Void) {
        let connection = UnixConnection(loop: loop)
        guard path.utf8.count < UnixListener.maximumPathLength else {
            connection.close()
            completion(.failure(UVError(code: Int32(UV_ENAMETOOLONG.rawValue))))
            return
        }
        connection.connectHandler = { [connection] error in
            if let error {
                connection.close()
                completion(.failure(error))
            } else {
                completion(.success(connection))
            }
        }
        let request = UnsafeMutablePointer<uv_connect_t>.allocate(capacity: 1)
        request.initialize(to: uv_connect_t())
        request.pointee.data = Unmanaged.passRetained(connection).toOpaque()
        uv_pipe_connect(request, connection.typed(uv_pipe_t.self), path) { request, status in
            guard let request else { return }
            let connection = Unmanaged<UnixConnection>.fromOpaque(request.pointee.data).takeRetainedValue()
            request.deallocate()
            let handler = connection.connectHandler
            connection.connectHandler = nil
            handler?(status < 0 ? UVError(code: status) : nil)
        }
    }

    /// Starts delivering bytes. A zero-length read is not the end; `UV_EOF` is.
    public func startReading(_ onBytes: @escaping ReadHandler, onEnd: @escaping EndHandler) {
        guard isOpen else { return }
        readHandler = onBytes
        endHandler = onEnd
        let result = uv_read_start(stream, { handle, _, buffer in
            guard let buffer, let handle, let connection = LoopHandle.owner(of: handle) as? UnixConnection else { return }
            buffer.pointee = uv_buf_init(connection.readBuffer, UInt32(UnixConnection.readBufferSize))
        }, { stream, count, buffer in
            guard let connection = LoopHandle.owner(ofTyped: stream) as? UnixConnection else { return }
            if count > 0, let base = buffer?.pointee.base {
                let bytes = UnsafeRawBufferPointer(start: base, count: count)
                connection.readHandler?(Array(bytes))
            } else if count < 0 {
                connection.finishReading(UVError(code: Int32(count)))
            }
        })
        if result < 0 { finishReading(UVError(code: result)) }
    }

    private func finishReading(_ error: UVError) {
        if isOpen { uv_read_stop(stream) }
        readHandler = nil
        let handler = endHandler
        endHandler = nil
        handler?(error.isEndOfFile ? nil : error)
    }

    /// Queues `bytes`; the write owns a copy until libuv is done with it. A failure ends in
    /// `onWriteError`; nothing is written after one.
    public func write(_ bytes: [UInt8]) {
        guard isOpen, writeError == nil, !bytes.isEmpty else { return }
        var written = 0
        if stream.pointee.write_queue_size == 0 {
            // Most frames fit the socket buffer: written at once, with no request to allocate.
            let result = bytes.withUnsafeBufferPointer { pointer in
                var buffer = uv_buf_init(UnsafeMutableRawPointer(mutating: pointer.baseAddress!)
                    .assumingMemoryBound(to: CChar.self), UInt32(pointer.count))
                return uv_try_write(stream, &buffer, 1)
            }
            if result < 0, result != Int32(UV_EAGAIN.rawValue) { return writeFailed(UVError(code: result)) }
            written = Int(max(0, result))
        }
        if written < bytes.count, let error = WriteRequest.start(on: stream, bytes: Array(bytes[written...])) {
            writeFailed(error)
        }
    }

    fileprivate func writeFinished(_ status: Int32) {
        guard isOpen else { return }
        if status < 0 { return writeFailed(UVError(code: status)) }
        guard pendingWriteBytes == 0 else { return }
        onWritesDrained?()
    }

    /// Reports the first failed write on the loop's next turn, outside the caller's `write`.
    private func writeFailed(_ error: UVError) {
        guard writeError == nil else { return }
        writeError = error
        let timer = LoopTimer(loop: loop)
        timer.start(after: 0) { [weak self] in
            timer.close()
            guard let self else { return }
            // A peer that hung up may have said why first: that is read before the write's failure.
            readWhatIsWaiting()
            guard isOpen else { return }
            if let onWriteError { onWriteError(error) } else { close() }
        }
    }

    /// Passes on what the kernel already holds from the peer, and its end, as the read callbacks would.
    private func readWhatIsWaiting() {
        var descriptor: uv_os_fd_t = -1
        guard isOpen, readHandler != nil, uv_fileno(handle, &descriptor) == 0 else { return }
        while isOpen, let readHandler {
            let count = recv(descriptor, readBuffer, Self.readBufferSize, Int32(MSG_DONTWAIT))
            if count > 0 {
                readHandler(Array(UnsafeRawBufferPointer(start: readBuffer, count: count)))
            } else {
                // 0: the peer's end; -1: nothing more now (EAGAIN), or an error the write's stands for.
                if count == 0 { finishReading(UVError(code: Int32(UV_EOF.rawValue))) }
                return
            }
        }
    }

    /// Bytes queued but not yet handed to the kernel.
    public var pendingWriteBytes: Int { Int(stream.pointee.write_queue_size) }

    override func willClose() {
        if isOpen { uv_read_stop(stream) }
    }

    override func didClose() {
        readHandler = nil
        endHandler = nil
        connectHandler = nil
        onWritesDrained = nil
        onWriteError = nil
    }
}

/// One `uv_write` with the buffer it owns.
private enum WriteRequest {
    /// Nil, or why the write could not be queued.
    static func start(on stream: UnsafeMutablePointer<uv_stream_t>, bytes: [UInt8]) -> UVError? {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        storage.initialize(from: bytes, count: bytes.count)
        let request = UnsafeMutablePointer<uv_write_t>.allocate(capacity: 1)
        request.initialize(to: uv_write_t())
        request.pointee.data = UnsafeMutableRawPointer(storage)
        var buffer = uv_buf_init(UnsafeMutableRawPointer(storage).assumingMemoryBound(to: CChar.self), UInt32(bytes.count))
        let result = uv_write(request, stream, &buffer, 1) { request, status in
            guard let request else { return }
            request.pointee.data.assumingMemoryBound(to: UInt8.self).deallocate()
            let stream = request.pointee.handle
            request.deallocate()
            if let connection = LoopHandle.owner(ofTyped: stream) as? UnixConnection { connection.writeFinished(status) }
        }
        guard result < 0 else { return nil }
        storage.deallocate()
        request.deallocate()
        return UVError(code: result)
    }
}
