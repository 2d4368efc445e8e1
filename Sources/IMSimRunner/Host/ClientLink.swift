import IMSimCore
import IMSimUV

/// The run's end of a client's connection: a socket (`imsim attach`, a console) or, for the scenario
/// player in the run's own process, a hand-over of the same messages on the next turn of the loop
/// with nothing encoded (`InProcessClientLink`).
protocol ClientLink: AnyObject {
    var peer: Hello? { get }
    /// Bytes sent and not yet taken by the client.
    var pendingWriteBytes: Int { get }
    /// Called when `pendingWriteBytes` is back to zero.
    var onWritesDrained: (() -> Void)? { get set }
    /// Whether `send(entries:values:)` needs the entries encoded (it sends bytes).
    var takesEncodedEntries: Bool { get }
    @discardableResult func send(_ message: RunToClient) -> Bool
    /// Journal entries, already encoded; `values` are the same entries, when the run has them.
    func send(entries encoded: [[UInt8]], values: [JournalEntry]?)
    func close(reason: String?)
}

extension PeerLink: ClientLink where Message == RunToClient {
    var pendingWriteBytes: Int { connection.pendingWriteBytes }
    var takesEncodedEntries: Bool { true }

    var onWritesDrained: (() -> Void)? {
        get { connection.onWritesDrained }
        set { connection.onWritesDrained = newValue }
    }

    /// `RunToClient.entries` frames of entries already encoded, each frame well under the 1 MiB limit.
    func send(entries encoded: [[UInt8]], values: [JournalEntry]?) {
        var batch: [[UInt8]] = []
        var size = 0
        for wire in encoded {
            if !batch.isEmpty, size + wire.count > RunLimits.catchUpBatchBytes {
                sendEncoded(RunToClient.entriesPayload(encoded: batch))
                batch.removeAll(keepingCapacity: true)
                size = 0
            }
            batch.append(wire)
            size += wire.count
        }
        if !batch.isEmpty { sendEncoded(RunToClient.entriesPayload(encoded: batch)) }
    }
}
