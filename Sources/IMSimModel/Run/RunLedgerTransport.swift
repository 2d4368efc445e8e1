import IMSimCore

/// What a transport does for each of `RunLedger`'s effects: the live run over sockets, the embedded
/// run on its links. `perform(_:)` carries them out in order.
public protocol RunLedgerTransport: AnyObject {
    /// A line of a phone's extension, into that launch's log.
    func extensionPrinted(_ participant: String, launch: Int, _ line: String)
    /// A command to a phone, numbered by the run.
    func sendCommand(_ command: Command, request: Int, to participant: String)
    /// The answer to a client's request, after the journal entries that led to it.
    func answer(client: Int, request: Int, failure: String?)
}

extension RunLedgerTransport {
    public func perform(_ effects: [RunLedger.Effect]) {
        for effect in effects {
            switch effect {
            case let .extensionPrinted(participant, launch, line): extensionPrinted(participant, launch: launch, line)
            case let .command(participant, request, command): sendCommand(command, request: request, to: participant)
            case let .performed(client, request, failure): answer(client: client, request: request, failure: failure)
            }
        }
    }
}
