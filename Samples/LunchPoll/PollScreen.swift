import SwiftUI

/// The poll when there is one; else, compact, an invitation to make one, and expanded, the form.
struct PollScreen: View {
    let model: PollModel

    var body: some View {
        if let poll = model.poll {
            PollView(model: model, poll: poll)
        } else if model.isExpanded {
            NewPollForm(model: model)
        } else {
            VStack(spacing: 12) {
                Text("Where shall we eat?")
                    .font(.headline)
                Button("New poll") { model.expand() }
                    .buttonStyle(.borderedProminent)
            }
        }
    }
}

/// The question and two options, then Send poll (disabled until all three are filled in).
struct NewPollForm: View {
    @Bindable var model: PollModel

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("New poll")
                .font(.title2)
                .bold()
            TextField("Question", text: $model.draftQuestion)
                .textFieldStyle(.roundedBorder)
            ForEach(model.draftOptions.indices, id: \.self) { index in
                TextField("Option \(index + 1)", text: $model.draftOptions[index])
                    .textFieldStyle(.roundedBorder)
            }
            Button("Send poll") {
                Task { await model.startPoll() }
            }
            .buttonStyle(.borderedProminent)
            .disabled(!model.canStart)
            .frame(maxWidth: .infinity, alignment: .trailing)
            Spacer()
        }
        .padding()
    }
}

/// The question, each option with its votes and a button to vote for it, and the total.
struct PollView: View {
    let model: PollModel
    let poll: PollState

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(poll.question)
                .font(.headline)
                .accessibilityIdentifier("question")
            ForEach(poll.options.indices, id: \.self) { index in
                OptionRow(name: poll.options[index], votes: poll.votes(for: index), total: poll.totalVotes,
                          isMine: poll.choice(of: model.me) == index) {
                    Task { await model.vote(for: index) }
                }
            }
            Divider()
            Text(poll.totalVotes == 1 ? "1 vote" : "\(poll.totalVotes) votes")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .accessibilityIdentifier("total")
            if let problem = model.problem {
                Text(problem).foregroundStyle(.red)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

/// One option: its name and a bar of its share, its count, and a vote button.
struct OptionRow: View {
    let name: String
    let votes: Int
    let total: Int
    let isMine: Bool
    let vote: @MainActor () -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(name)
                ProgressView(value: Double(votes), total: Double(max(total, 1)))
            }
            Text("\(votes)")
                .font(.title3)
                .monospacedDigit()
                .frame(minWidth: 28)
                .accessibilityIdentifier("votes \(name)")
            Button(action: vote) {
                Text(isMine ? "Voted" : "Vote").frame(width: 64)
            }
                .buttonStyle(.bordered)
                .accessibilityLabel("Vote \(name)")
                .disabled(isMine)
        }
    }
}
