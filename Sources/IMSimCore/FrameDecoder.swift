/// Splits a byte stream into frame payloads, whatever way the stream was cut into reads:
/// a frame split over several reads, or several frames merged into one.
public struct FrameDecoder: Sendable {
    public let maximumPayloadSize: Int
    private var buffer: [UInt8] = []
    private var consumed = 0

    public init(maximumPayloadSize: Int = FrameEncoder.defaultMaximumPayloadSize) {
        self.maximumPayloadSize = maximumPayloadSize
    }

    /// Bytes received but not yet returned as a frame.
    public var bufferedByteCount: Int { buffer.count - consumed }

    /// The length the next frame's header announces, once its header has arrived.
    public var announcedLength: Int? {
        guard bufferedByteCount >= FrameEncoder.headerSize else { return nil }
        return buffer[consumed..<(consumed + FrameEncoder.headerSize)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Bytes as they were read; not generic, so no caller in another module runs unspecialized code.
    public mutating func append(_ bytes: [UInt8]) {
        append(bytes[...])
    }

    public mutating func append(_ bytes: ArraySlice<UInt8>) {
        if consumed > 0, consumed >= buffer.count / 2 {
            buffer.removeFirst(consumed)
            consumed = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole payload, or nil until more bytes arrive.
    /// Throws when the announced length exceeds `maximumPayloadSize`; the stream is then unusable.
    public mutating func nextFrame() throws(FrameError) -> [UInt8]? {
        guard bufferedByteCount >= FrameEncoder.headerSize else { return nil }
        var length = 0
        for index in consumed..<(consumed + FrameEncoder.headerSize) {
            length = length << 8 | Int(buffer[index])
        }
        guard length <= maximumPayloadSize else {
            throw FrameError.oversized(length: length, maximum: maximumPayloadSize)
        }
        guard bufferedByteCount >= FrameEncoder.headerSize + length else { return nil }
        let start = consumed + FrameEncoder.headerSize
        let payload = Array(buffer[start..<(start + length)])
        consumed = start + length
        if consumed == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            consumed = 0
        }
        return payload
    }
}
