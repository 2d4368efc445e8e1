import Foundation
import IMSimCore

/// One phone's identifiers for the people it talks to (`ParticipantIdentifiers`), looked up both
/// ways in constant time: the phone maps every message's identifiers.
public struct ParticipantDirectory: Equatable, Sendable {
    public let owner: String
    private var identifiersByName: [String: UUID] = [:]
    private var namesByIdentifier: [UUID: String] = [:]

    public init(owner: String, names: [String], seed: UInt64) {
        self.owner = owner
        let everyone = ParticipantIdentifiers(seed: seed, owner: owner, names: names).all
        identifiersByName.reserveCapacity(everyone.count)
        namesByIdentifier.reserveCapacity(everyone.count)
        for (name, identifier) in everyone {
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

    /// This phone's identifier for `name`, nil for someone it does not know.
    public func knownIdentifier(of name: String) -> UUID? { identifiersByName[name] }
}
