import Foundation

/// Writes the relay envelopes' binary fields: bytes, big-endian integers, UUIDs, length-prefixed names.
struct EnvelopeWriter {
    var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func uint32(_ value: UInt32) {
        for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func uuid(_ value: UUID) {
        withUnsafeBytes(of: value.uuid) { bytes.append(contentsOf: $0) }
    }

    /// A name: one length byte, then at most 255 bytes of UTF-8.
    mutating func name(_ value: String) {
        let utf8 = Array(value.utf8.prefix(255))
        bytes.append(UInt8(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    mutating func names(_ values: [String]) {
        precondition(values.count <= 0xFFFF, "too many names for one envelope")
        bytes.append(UInt8(values.count >> 8))
        bytes.append(UInt8(values.count & 0xFF))
        values.forEach { name($0) }
    }

    mutating func rest(_ body: [UInt8]) { bytes.append(contentsOf: body) }

    /// A ping or pong: kind, the other phone's name, the sequence number.
    mutating func probe(kind: UInt8, name other: String, sequence: UInt32) {
        byte(kind)
        name(other)
        uint32(sequence)
    }
}

/// Reads what `EnvelopeWriter` wrote; a short or inconsistent envelope is a malformed frame.
struct EnvelopeReader {
    private let bytes: [UInt8]
    private var index = 0
    private let type: String

    init(_ bytes: [UInt8], type: String) {
        self.bytes = bytes
        self.type = type
    }

    private mutating func take(_ count: Int) throws(FrameError) -> ArraySlice<UInt8> {
        guard bytes.count - index >= count else {
            throw FrameError.malformed("not a \(type): \(bytes.count) bytes end before field at \(index)")
        }
        defer { index += count }
        return bytes[index..<(index + count)]
    }

    mutating func byte() throws(FrameError) -> UInt8 { try take(1).first! }

    mutating func uint32() throws(FrameError) -> UInt32 {
        try take(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func uuid() throws(FrameError) -> UUID {
        let raw = Array(try take(16))
        return UUID(uuid: (raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                           raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]))
    }

    mutating func name() throws(FrameError) -> String {
        let length = Int(try byte())
        guard let name = String(validating: try take(length), as: UTF8.self), !name.isEmpty else {
            throw FrameError.malformed("not a \(type): a name is empty or not UTF-8")
        }
        return name
    }

    mutating func names() throws(FrameError) -> [String] {
        let count = try take(2).reduce(0) { $0 << 8 | Int($1) }
        var names: [String] = []
        for _ in 0..<count { names.append(try name()) }
        return names
    }

    mutating func rest() -> [UInt8] {
        defer { index = bytes.count }
        return Array(bytes[index...])
    }

    func expectEnd() throws(FrameError) {
        guard index == bytes.count else {
            throw FrameError.malformed("not a \(type): \(bytes.count - index) bytes after the last field")
        }
    }
}
