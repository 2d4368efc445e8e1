import IMSimCore

/// The relay's rules, pure: which phone is connected under which name, and where each frame goes.
/// Bodies are forwarded unread, stamped with the sender's name from its hello: no phone can speak
/// for another.
/// Connections are identified by a number the shell assigns.
public struct RelayRouter: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        case deliver(RelayToPhone, toConnection: Int)
        case refuse(connection: Int, reason: String)
        /// A routing decision, for the run's journal.
        case report(RelayEvent)
    }

    private var connectionsByName: [String: Int] = [:]
    private var namesByConnection: [Int: String] = [:]
    /// The names that may connect; nil: any (a relay with no run, for benchmarks).
    private let cast: Set<String>?

    public init(cast: Set<String>? = nil) {
        self.cast = cast
    }

    public var connectedNames: [String] { connectionsByName.keys.sorted() }

    /// A phone said hello. One not in the cast, or with a name already connected, is refused, and the
    /// refusal journaled: it can send nothing, so no message of its can hold the cast up.
    public mutating func connected(_ connection: Int, name: String) -> [Action] {
        if let cast, !cast.contains(name) {
            return refuse(connection, "a phone named \(name) is not in this run's cast")
        }
        guard connectionsByName[name] == nil else {
            return refuse(connection, "a phone named \(name) is already connected")
        }
        connectionsByName[name] = connection
        namesByConnection[connection] = name
        return [.report(.connected(name: name))]
    }

    private func refuse(_ connection: Int, _ reason: String) -> [Action] {
        [.refuse(connection: connection, reason: reason), .report(.refused(reason: reason))]
    }

    public mutating func disconnected(_ connection: Int, reason: String?) -> [Action] {
        guard let name = namesByConnection.removeValue(forKey: connection) else { return [] }
        connectionsByName[name] = nil
        return [.report(.disconnected(name: name, reason: reason))]
    }

    public func received(_ message: PhoneToRelay, from connection: Int) -> [Action] {
        guard let sender = namesByConnection[connection] else {
            return [.refuse(connection: connection, reason: "a message before hello")]
        }
        switch message {
        case let .send(messageID, recipients, body):
            var actions: [Action] = []
            var reached: [String] = []
            var unreachable: [String] = []
            for recipient in recipients where recipient != sender {
                if let target = connectionsByName[recipient] {
                    actions.append(.deliver(.incoming(messageID: messageID, sender: sender, body: body), toConnection: target))
                    reached.append(recipient)
                } else {
                    unreachable.append(recipient)
                }
            }
            actions.append(.report(.routed(messageID: messageID, from: sender, to: reached, unreachable: unreachable,
                                           bytes: body.count)))
            actions.append(.deliver(.accepted(messageID: messageID, unreachable: unreachable), toConnection: connection))
            return actions
        case let .ping(to, sequence):
            guard let target = connectionsByName[to] else { return [] }
            return [.deliver(.ping(from: sender, sequence: sequence), toConnection: target)]
        case let .pong(to, sequence):
            guard let target = connectionsByName[to] else { return [] }
            return [.deliver(.pong(from: sender, sequence: sequence), toConnection: target)]
        }
    }
}
