import IMSimCore
import IMSimUV

/// The run's connection to one peer, which takes only that peer's messages: a phone's link sends
/// `RunToPhone`, the relay's `RunToRelay`, a client's `RunToClient`. The channel underneath reads
/// each frame by the peer's role.
final class PeerLink<Message> {
    let channel: MessageChannel<ToRun, FromRun>
    private let wrap: (Message) -> FromRun

    init(_ channel: MessageChannel<ToRun, FromRun>, wrap: @escaping (Message) -> FromRun) {
        self.channel = channel
        self.wrap = wrap
    }

    @discardableResult
    func send(_ message: Message) -> Bool { channel.send(wrap(message)) }

    /// A payload already encoded as a `Message`.
    @discardableResult
    func sendEncoded(_ payload: [UInt8]) -> Bool { channel.sendEncoded(payload) }

    var peer: Hello? { channel.peer }
    var connection: UnixConnection { channel.connection }
    func close(reason: String? = nil) { channel.close(reason: reason) }

    /// Whether this link is over `channel`.
    func carries(_ other: MessageChannel<ToRun, FromRun>) -> Bool { channel === other }
}
