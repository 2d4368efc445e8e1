import Foundation
import IMSimCore
import IMSimModel

/// Runs a message through a phone's wire coders once, right after the phone started: decoding the
/// payload as the relay delivers it, and encoding what the phone reports of it to the run. The first
/// use of each of those types instantiates their generic metadata (about 0.1 ms a phone); without this
/// the first message of a run pays it on every phone at once, and a fan-out to hundreds of freshly
/// started phones waited for it at its tail (BENCHMARKS.md). Touches no state of the phone.
enum MessagePathWarmUp {
    static func run(owner: String) {
        let layout = LayoutPayload(caption: "warm-up")
        let payload = MessagePayload(conversationID: "warm-up", senderName: owner, bundleIdentifier: "warm-up",
                                     sessionID: UUID(), url: "data:?warm=up", layout: layout)
        guard let received = try? MessagePayload.decode(body: payload.encodedBody()) else { return }
        let events: [Stamped<PhoneEvent>] = [
            Stamped(sequence: 0, time: 0, event: .received(messageID: received.id, from: owner)),
            Stamped(sequence: 0, time: 0, event: .appended(conversation: "warm-up", item: TranscriptItem(received))),
        ]
        _ = PhoneToRun.phoneEvents(events, idle: true).encodedFrame()
    }
}
