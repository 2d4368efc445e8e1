/// A type whose wire form is also written and read by hand, for the messages of every step (a phone's
/// events, a message's payload): `Codable`'s containers, boxes and generic look-ups cost more than the
/// rest of a step's work (docs/DECISIONS.md, "Hand-coded wire forms"). The bytes are exactly
/// `WireEncoder`'s (tests compare the two on every case); a frame of a shape the hand code does not
/// know is read by `Codable` instead, whole, which also names anything wrong with it.
protocol WireHandCoded: Codable {
    /// Appends `self`'s wire form; false, with `writer` as it was, when this value is not one the
    /// hand code writes.
    func writeByHand(_ writer: inout WireHandWriter) -> Bool
    /// The value whose wire form is at `reader`, moving past it; `WireHandMismatch` when it is not of
    /// the shape the hand code writes.
    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> Self
}

/// The bytes are not of a shape read by hand: `Codable` reads them instead.
struct WireHandMismatch: Error {}

extension WireHandCoded {
    /// `self`'s wire form, by hand when it can be.
    func wireBytes() -> [UInt8] {
        var writer = WireHandWriter()
        writer.write(self)
        return writer.bytes
    }

    /// The value in `bytes`, a whole frame: by hand when it can be, else as `WireCodec` decodes.
    static func decodeWire(_ bytes: [UInt8]) throws(FrameError) -> Self {
        var reader = WireHandReader(bytes: bytes)
        if reader.isOneValue(), let value = try? reader.read(Self.self), reader.isAtEnd { return value }
        return try WireCodec.decode(Self.self, from: bytes)
    }
}
