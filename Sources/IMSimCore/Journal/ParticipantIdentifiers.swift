import Foundation

/// One phone's identifiers for the people it knows, itself included. Identifiers are scoped to a
/// device: John's phone has its own identifier for Kate, unrelated to Kate's own. They are derived from
/// the run's seed and both names, so a replayed run sees the same ones and the journal need not list
/// them (a phone of a 500-person conversation would add 500 to each of 500 `started` events).
public struct ParticipantIdentifiers: Codable, Equatable, Sendable {
    public let seed: UInt64
    /// The phone's owner.
    public let owner: String
    /// Everyone the phone knows; the owner and repeats may be among them.
    public let names: [String]

    public init(seed: UInt64, owner: String, names: [String]) {
        self.seed = seed
        self.owner = owner
        self.names = names
    }

    /// The phone's identifier for `name`; nil for someone it does not know.
    public func identifier(of name: String) -> UUID? {
        name == owner || names.contains(name) ? Self.identifier(seed: seed, phone: owner, participant: name) : nil
    }

    /// Who `identifier` stands for on this phone; nil for an identifier it did not give out.
    public func name(of identifier: UUID) -> String? {
        let phone = Self.fnv1a(owner)
        return everyone.first { Self.identifier(seed: seed, phoneHash: phone, participant: $0) == identifier }
    }

    /// Each person the phone knows, once, with its identifier: the owner first, then in `names`' order.
    public var all: [(name: String, identifier: UUID)] {
        let phone = Self.fnv1a(owner)
        var seen: Set<String> = []
        seen.reserveCapacity(names.count + 1)
        return everyone.compactMap { name in
            seen.insert(name).inserted ? (name, Self.identifier(seed: seed, phoneHash: phone, participant: name)) : nil
        }
    }

    private var everyone: [String] { [owner] + names }

    /// A version-4-shaped UUID from a 64-bit mix of the seed and both names: FNV-1a of each name, then
    /// two chained SplitMix64 steps (the exact recipe, with an example: docs/JOURNAL.md).
    public static func identifier(seed: UInt64, phone: String, participant: String) -> UUID {
        identifier(seed: seed, phoneHash: fnv1a(phone), participant: participant)
    }

    private static func identifier(seed: UInt64, phoneHash: UInt64, participant: String) -> UUID {
        var state = seed ^ phoneHash &* 0x9E37_79B9_7F4A_7C15 ^ fnv1a(participant)
        // Each output is the state of the next draw, as `state = splitMix(&state)` twice.
        state = splitMix(&state)
        let first = state.littleEndian
        state = splitMix(&state)
        let second = state.littleEndian
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &uuid) { bytes in
            withUnsafeBytes(of: first) { bytes[0..<8].copyBytes(from: $0) }
            withUnsafeBytes(of: second) { bytes[8..<16].copyBytes(from: $0) }
            bytes[6] = bytes[6] & 0x0F | 0x40
            bytes[8] = bytes[8] & 0x3F | 0x80
        }
        return UUID(uuid: uuid)
    }

    private static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    private static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
