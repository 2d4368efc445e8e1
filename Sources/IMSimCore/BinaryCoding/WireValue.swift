/// A value in imsim's binary wire format, the form `Codable` channel messages take in frames.
///
/// Each value is a tag byte and its content: integers as LEB128 varints (a negative `n` as the varint
/// of `-(n + 1)`), doubles as 8 little-endian bytes, strings as a varint length and UTF-8, lists as a
/// varint count and the items, maps as a varint count and (key string, value) pairs. Keys are named,
/// so optional fields may be absent, as in JSON; unlike JSON nothing is escaped, quoted or printed.
/// The format was chosen over `JSONEncoder` for start-up cost: Foundation's JSON coders test every
/// type they meet against marker protocols, and each first test scans every protocol conformance in
/// the binary (BENCHMARKS.md, "Start-up and scale").
public indirect enum WireValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A non-negative integer.
    case unsigned(UInt64)
    /// A negative integer `-(magnitudeMinusOne + 1)`, so `Int64.min` fits.
    case negative(magnitudeMinusOne: UInt64)
    case double(Double)
    case string(String)
    case list([WireValue])
    case map([(key: String, value: WireValue)])

    public static func == (left: WireValue, right: WireValue) -> Bool {
        switch (left, right) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.unsigned(a), .unsigned(b)): a == b
        case let (.negative(a), .negative(b)): a == b
        case let (.double(a), .double(b)): a.bitPattern == b.bitPattern
        case let (.string(a), .string(b)): a == b
        case let (.list(a), .list(b)): a == b
        case let (.map(a), .map(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}

/// The tag byte before each value.
enum WireTag: UInt8 {
    case null = 0, `false`, `true`, unsigned, negative, double, string, list, map
}
