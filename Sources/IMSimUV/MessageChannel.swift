import IMSimCore

/// Typed messages over a framed `UnixConnection`. Each side first sends a `Hello`; a peer whose
/// first frame is not a valid hello, or that sends a malformed or oversized frame, is disconnected
/// and `onClose` gets the reason, as does one that hangs up before its hello or in the middle of a
/// frame. An accepted connection passes a `HelloGate`, which bounds how long and how much it may say
/// before its hello. Runs on the loop's thread.
public final class MessageChannel<Incoming: WireMessage, Outgoing: WireMessage> {
    public let connection: UnixConnection
    private var decoder: FrameDecoder
    /// The largest payload sent: the peer's decoder closes the connection on a larger one.
    public let maximumPayloadSize: Int
    public private(set) var peer: Hello?
    private var helloHandler: ((Hello) throws(FrameError) -> Void)?
    private var messageHandler: ((Incoming) -> Void)?
    private var closeHandler: ((String?) -> Void)?
    private var closed = false
    private var gate: HelloGate?
    private var helloTimer: LoopTimer?

    public init(connection: UnixConnection, maximumPayloadSize: Int = FrameEncoder.defaultMaximumPayloadSize) {
        self.connection = connection
        self.decoder = FrameDecoder(maximumPayloadSize: maximumPayloadSize)
        self.maximumPayloadSize = maximumPayloadSize
    }

    /// Starts reading. `onHello` may throw to refuse the peer; `onClose` gets nil for a clean end.
    /// With a `gate` (for accepted connections), the peer is closed unless the gate has room for one
    /// more connection waiting, and unless its hello comes within the gate's deadline and size.
    public func start(sending hello: Hello, gate: HelloGate? = nil,
                      onHello: @escaping (Hello) throws(FrameError) -> Void,
                      onMessage: @escaping (Incoming) -> Void,
                      onClose: @escaping (String?) -> Void) {
        helloHandler = onHello
        messageHandler = onMessage
        closeHandler = onClose
        if let gate {
            guard gate.admit(ObjectIdentifier(self), close: { [weak self] in self?.close(reason: "the listener closed") }) else {
                return finish("refused: \(gate.limit) connections are already waiting to say hello")
            }
            self.gate = gate
            let timer = LoopTimer(loop: gate.loop)
            timer.start(after: TimeoutScale.milliseconds(gate.deadlineMilliseconds)) { [weak self, timer] in
                guard self != nil else { return }
                // A loop busy past the deadline (spawning a large cast) fires timers before it reads:
                // one more turn of the loop reads a hello that already arrived.
                timer.start(after: 1) { [weak self] in self?.finish("said no hello within \(gate.deadlineMilliseconds) ms") }
            }
            helloTimer = timer
        }
        connection.onWriteError = { [weak self] error in self?.finish("write failed: \(error)") }
        connection.write(FrameEncoder.frame(hello.encodedFrame()))
        connection.startReading({ [weak self] bytes in self?.received(bytes) },
                                onEnd: { [weak self] error in self?.ended(error) })
    }

    private func ended(_ error: UVError?) {
        let how = error.map { " (\($0))" } ?? ""
        if decoder.bufferedByteCount > 0 {
            finish("hung up in the middle of a frame (\(decoder.bufferedByteCount) bytes of it received)\(how)")
        } else if peer == nil {
            finish("hung up before saying hello\(how)")
        } else {
            finish(error.map { "read failed: \($0)" })
        }
    }

    /// Sends `message`; false if the channel is closed or the message is larger than a frame may be
    /// (it is not sent: the peer would close the connection).
    @discardableResult
    public func send(_ message: Outgoing) -> Bool {
        guard !closed else { return false }
        return sendEncoded(message.encodedFrame())
    }

    /// Sends a payload already encoded as an `Outgoing` message; false as `send`.
    @discardableResult
    public func sendEncoded(_ payload: [UInt8]) -> Bool {
        guard !closed else { return false }
        guard payload.count <= maximumPayloadSize else { return false }
        connection.write(FrameEncoder.frame(payload))
        return true
    }

    /// Closes the connection; `onClose` is called with `reason`.
    public func close(reason: String? = nil) {
        finish(reason)
    }

    private func received(_ bytes: [UInt8]) {
        decoder.append(bytes)
        if peer == nil, gate != nil, let length = decoder.announcedLength, length > HelloGate.maximumHelloBytes {
            return finish("announced a \(length)-byte frame before its hello; a hello is at most \(HelloGate.maximumHelloBytes)")
        }
        do {
            while !closed, let payload = try decoder.nextFrame() {
                try handle(payload)
            }
        } catch {
            finish(error.description)
        }
    }

    private func handle(_ payload: [UInt8]) throws(FrameError) {
        guard let peer else {
            let hello = try Hello.decode(frame: payload)
            try hello.validate()
            try helloHandler?(hello)
            peer = hello
            leaveGate()
            return
        }
        messageHandler?(try Incoming.decode(frame: payload, from: peer))
    }

    private func finish(_ reason: String?) {
        guard !closed else { return }
        closed = true
        leaveGate()
        connection.close()
        let handler = closeHandler
        closeHandler = nil
        messageHandler = nil
        helloHandler = nil
        handler?(reason)
    }

    private func leaveGate() {
        helloTimer?.close()
        helloTimer = nil
        gate?.release(ObjectIdentifier(self))
        gate = nil
    }
}
