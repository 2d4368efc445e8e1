import Foundation
import Observation

/// What the poll's screens show and do. The controller fills in `send` and `expand`.
@Observable
@MainActor
final class PollModel {
    var poll: PollState?
    var draftQuestion = ""
    var draftOptions = ["", ""]
    var isExpanded = false
    /// Who this phone's person is in the conversation.
    var me = ""
    /// What went wrong with the last send, shown under the poll.
    var problem: String?

    @ObservationIgnored var send: (PollState, String) async throws -> Void = { _, _ in }
    @ObservationIgnored var expand: () -> Void = {}

    var canStart: Bool {
        !draftQuestion.trimmingCharacters(in: .whitespaces).isEmpty
            && draftOptions.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count >= 2
    }

    func startPoll() async {
        let options = draftOptions.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let poll = PollState(question: draftQuestion.trimmingCharacters(in: .whitespaces), options: options)
        self.poll = poll
        await deliver(poll, caption: poll.question)
    }

    func vote(for option: Int) async {
        guard var poll else { return }
        poll.vote(me, for: option)
        self.poll = poll
        let count = poll.totalVotes
        await deliver(poll, caption: "\(poll.question): \(count) \(count == 1 ? "vote" : "votes")")
    }

    /// A poll from a message: merged into the one shown when it is the same question.
    func read(_ incoming: PollState) {
        if var poll, poll.question == incoming.question, poll.options == incoming.options {
            poll.merge(incoming)
            self.poll = poll
        } else {
            poll = incoming
        }
    }

    private func deliver(_ poll: PollState, caption: String) async {
        do {
            try await send(poll, caption)
            problem = nil
        } catch {
            problem = "Not sent: \(error.localizedDescription)"
        }
    }
}
