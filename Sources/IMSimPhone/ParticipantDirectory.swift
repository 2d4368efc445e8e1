import Foundation

/// One phone's identifiers for the people it talks to. Identifiers are scoped to a device:
/// John's phone has its own identifier for Kate, unrelated to Kate's own. Derived from the run's
/// seed, so a replayed run sees the same identifiers.
public struct ParticipantDirectory: Equatable, Sendable {
    public let owner: String
    private var identifiersByName: [String: UUID] = [:]
    private var namesByIdentifier: [UUID: String] = [:]

    public init(owner: String, names: [String], seed: UInt64) {
        self.owner = owner
        let everyone = Set(names + [owner])
        identifiersByName.reserveCapacity(everyone.count)
        namesByIdentifier.reserveCapacity(everyone.count)
        let phone = Self.fnv1a(owner)
        for name in everyone {
            let identifier = Self.identifier(seed: seed, phoneHash: phone, participant: name)
            identifiersByName[name] = identifier
            namesByIdentifier[identifier] = name
        }
    }

    public func identifier(of name: String) -> UUID {
        guard let identifier = identifiersByName[name] else {
            preconditionFailure("\(name) is not known on \(owner)'s phone")
        }
        return identifier
    }

    public func name(of identifier: UUID) -> String? { namesByIdentifier[identifier] }

    /// This phone's identifier for each participant it knows, by name.
    public var identifiers: [String: UUID] { identifiersByName }

    /// This phone's identifier for `name`, nil for someone it does not know.
    public func knownIdentifier(of name: String) -> UUID? { identifiersByName[name] }

    /// A version-4-shaped UUID from a 64-bit mix of the seed and both names.
    static func identifier(seed: UInt64, phone: String, participant: String) -> UUID {
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
