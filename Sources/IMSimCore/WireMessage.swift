/// A message that travels in one frame. Channel messages are `Codable` in the binary wire format
/// (`WireCodec`) by default; the relay's envelopes have a form of their own so the relay never parses
/// what it forwards.
public protocol WireMessage {
    static func decode(frame payload: [UInt8]) throws(FrameError) -> Self
    /// A frame from the peer whose hello was `peer`: the run reads each role's own messages.
    static func decode(frame payload: [UInt8], from peer: Hello) throws(FrameError) -> Self
    func encodedFrame() -> [UInt8]
}

extension WireMessage {
    public static func decode(frame payload: [UInt8], from peer: Hello) throws(FrameError) -> Self {
        try decode(frame: payload)
    }
}

extension WireMessage where Self: Codable {
    public static func decode(frame payload: [UInt8]) throws(FrameError) -> Self {
        try WireCodec.decode(Self.self, from: payload)
    }

    public func encodedFrame() -> [UInt8] { WireCodec.encode(self) }
}

extension Hello: WireMessage {}
/// A phone's report, by hand (`WireHandCoded`): one or more a step.
extension PhoneToRun: WireMessage {
    public static func decode(frame payload: [UInt8]) throws(FrameError) -> PhoneToRun { try decodeWire(payload) }

    public func encodedFrame() -> [UInt8] { wireBytes() }
}
extension RelayToRun: WireMessage {
    public static func decode(frame payload: [UInt8]) throws(FrameError) -> RelayToRun { try decodeWire(payload) }

    public func encodedFrame() -> [UInt8] { wireBytes() }
}
extension ClientToRun: WireMessage {
    public static func decode(frame payload: [UInt8]) throws(FrameError) -> ClientToRun { try decodeWire(payload) }

    public func encodedFrame() -> [UInt8] { wireBytes() }
}
extension RunToPhone: WireMessage {
    public static func decode(frame payload: [UInt8]) throws(FrameError) -> RunToPhone { try decodeWire(payload) }

    public func encodedFrame() -> [UInt8] { wireBytes() }
}
extension RunToRelay: WireMessage {}
extension RunToClient: WireMessage {
    public static func decode(frame payload: [UInt8]) throws(FrameError) -> RunToClient { try decodeWire(payload) }

    public func encodedFrame() -> [UInt8] { wireBytes() }
}

/// The run's side of its channels: a frame is decoded by its sender's role once the hello says it
/// (`ToRun.decode(frame:from:)`), not by this generic path.
extension ToRun: WireMessage {
    public static func decode(frame payload: [UInt8]) throws(FrameError) -> ToRun {
        throw FrameError.unexpected("a message to the run is read by its sender's role")
    }

    public static func decode(frame payload: [UInt8], from peer: Hello) throws(FrameError) -> ToRun {
        try decode(frame: payload, from: peer.role)
    }

    public func encodedFrame() -> [UInt8] {
        switch self {
        case let .phone(message): message.encodedFrame()
        case let .relay(message): message.encodedFrame()
        case let .client(message): message.encodedFrame()
        }
    }
}

extension FromRun: WireMessage {
    public static func decode(frame payload: [UInt8]) throws(FrameError) -> FromRun {
        throw FrameError.unexpected("a message from the run is read as its receiver's type")
    }

    public func encodedFrame() -> [UInt8] {
        switch self {
        case let .phone(message): message.encodedFrame()
        case let .relay(message): message.encodedFrame()
        case let .client(message): message.encodedFrame()
        }
    }
}
extension HostToExtension: WireMessage {
    public static func decode(frame payload: [UInt8]) throws(FrameError) -> HostToExtension { try decodeWire(payload) }

    public func encodedFrame() -> [UInt8] { wireBytes() }
}

extension ExtensionToHost: WireMessage {
    public static func decode(frame payload: [UInt8]) throws(FrameError) -> ExtensionToHost { try decodeWire(payload) }

    public func encodedFrame() -> [UInt8] { wireBytes() }
}
