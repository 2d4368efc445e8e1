/// Frames on every imsim socket: a 4-byte big-endian payload length, then the payload.
/// See `docs/PROTOCOL.md`.
public enum FrameEncoder {
    /// Bytes in the length prefix.
    public static let headerSize = 4
    /// The default largest payload accepted by a decoder: 1 MiB.
    public static let defaultMaximumPayloadSize = 1 << 20

    /// Returns `payload` with its length prefix.
    public static func frame(_ payload: [UInt8]) -> [UInt8] {
        precondition(payload.count <= Int(UInt32.max), "payload too large for a frame")
        let length = UInt32(payload.count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(headerSize + payload.count)
        bytes.append(UInt8(truncatingIfNeeded: length >> 24))
        bytes.append(UInt8(truncatingIfNeeded: length >> 16))
        bytes.append(UInt8(truncatingIfNeeded: length >> 8))
        bytes.append(UInt8(truncatingIfNeeded: length))
        bytes.append(contentsOf: payload)
        return bytes
    }
}
