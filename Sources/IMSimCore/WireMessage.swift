/// A message that travels in one frame. Channel messages are `Codable` in the binary wire format
/// (`WireCodec`) by default; the relay's envelopes have a form of their own so the relay never parses
/// what it forwards.
public protocol WireMessage {
    static func decode(frame payload: [UInt8]) throws(FrameError) -> Self
    func encodedFrame() -> [UInt8]
}

extension WireMessage where Self: Codable {
    public static func decode(frame payload: [UInt8]) throws(FrameError) -> Self {
        try WireCodec.decode(Self.self, from: payload)
    }

    public func encodedFrame() -> [UInt8] { WireCodec.encode(self) }
}

extension Hello: WireMessage {}
extension ToRun: WireMessage {}
extension FromRun: WireMessage {}
extension HostToExtension: WireMessage {}
extension ExtensionToHost: WireMessage {}
