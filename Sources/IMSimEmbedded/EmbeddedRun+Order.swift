import Foundation
import IMSimCore
import IMSimModel

extension EmbeddedRun {
    /// The next job drawn from the seed; when following a recorded order (`keepingOrder`), only among
    /// those that keep it.
    func nextJob(keepingOrder: Bool = true) -> (link: String, job: EmbeddedJob)? {
        let next = if let follower, keepingOrder {
            scheduler.next { job in inputCounter.input(of: job).map { follower.allows($0.input, at: $0.phone) } ?? true }
        } else {
            scheduler.next()
        }
        if let job = next?.job, let (phone, input) = inputCounter.input(of: job) {
            follower?.handled(input, at: phone)
            inputCounter.handled(input, at: phone)
        }
        return next
    }
}

/// Names the jobs that are a phone's inputs as `PhoneInputs` does: a person's action by the phone's
/// count, a message by its sender's.
struct InputCounter {
    private var actions: [String: Int] = [:]
    private var sent: [String: Int] = [:]
    private var messageNumbers: [UUID: Int] = [:]

    /// The phone `job` is an input of, and which; nil when it is none.
    func input(of job: EmbeddedJob) -> (phone: String, input: PhoneInputs.Input)? {
        switch job {
        case let .onRelay(_, carried):
            input(of: carried)
        case let .toPhone(name, .command):
            (name, .action(actions[name, default: 0] + 1))
        case let .fromRelay(name, .incoming(messageID, sender, _)):
            (name, .message(from: sender, messageNumbers[messageID] ?? 0))
        default:
            nil
        }
    }

    mutating func handled(_ input: PhoneInputs.Input, at phone: String) {
        if case .action = input { actions[phone, default: 0] += 1 }
    }

    /// `sender`'s phone sent message `messageID` to the relay.
    mutating func sent(_ messageID: UUID, by sender: String) {
        sent[sender, default: 0] += 1
        messageNumbers[messageID] = sent[sender]
    }
}
