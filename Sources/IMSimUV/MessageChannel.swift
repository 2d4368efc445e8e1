import IMSimCore

/// Typed messages over a framed `UnixConnection`. Each side first sends a `Hello`; a peer whose
/// first frame is not a valid hello, or that sends a malformed or oversized frame, is disconnected
/// and `onClose` gets the reason. Runs on the loop's thread.
public final class MessageChannel<Incoming: WireMessage, Outgoing: WireMessage> {
    public let connection: UnixConnection
    private var decoder: FrameDecoder
    public private(set) var peer: Hello?
    private var helloHandler: ((Hello) throws(FrameError) -> Void)?
    private var messageHandler: ((Incoming) -> Void)?
    private var closeHandler: ((String?) -> Void)?
    private var closed = false

    public init(connection: UnixConnection, maximumPayloadSize: Int = FrameEncoder.defaultMaximumPayloadSize) {
        self.connection = connection
        self.decoder = FrameDecoder(maximumPayloadSize: maximumPayloadSize)
    }

    /// Starts reading. `onHello` may throw to refuse the peer; `onClose` gets nil for a clean end.
    public func start(sending hello: Hello,
                      onHello: @escaping (Hello) throws(FrameError) -> Void,
                      onMessage: @escaping (Incoming) -> Void,
                      onClose: @escaping (String?) -> Void) {
        helloHandler = onHello
        messageHandler = onMessage
        closeHandler = onClose
        connection.write(FrameEncoder.frame(hello.encodedFrame()))
        connection.startReading({ [weak self] bytes in self?.received(bytes) },
                                onEnd: { [weak self] error in self?.finish(error.map { "read failed: \($0)" }) })
    }

    public func send(_ message: Outgoing) {
        guard !closed else { return }
        connection.write(FrameEncoder.frame(message.encodedFrame()))
    }

    /// Sends a payload already encoded as an `Outgoing` message.
    public func sendEncoded(_ payload: [UInt8]) {
        guard !closed else { return }
        connection.write(FrameEncoder.frame(payload))
    }

    /// Closes the connection; `onClose` is called with `reason`.
    public func close(reason: String? = nil) {
        finish(reason)
    }

    public var isClosed: Bool { closed }

    private func received(_ bytes: [UInt8]) {
        decoder.append(bytes)
        do {
            while !closed, let payload = try decoder.nextFrame() {
                try handle(payload)
            }
        } catch {
            finish(error.description)
        }
    }

    private func handle(_ payload: [UInt8]) throws(FrameError) {
        guard peer != nil else {
            let hello = try Hello.decode(frame: payload)
            try hello.validate()
            try helloHandler?(hello)
            peer = hello
            return
        }
        messageHandler?(try Incoming.decode(frame: payload))
    }

    private func finish(_ reason: String?) {
        guard !closed else { return }
        closed = true
        connection.close()
        let handler = closeHandler
        closeHandler = nil
        messageHandler = nil
        helloHandler = nil
        handler?(reason)
    }
}
