import Foundation
import IMSimCore
import IMSimModel
import IMSimArtifacts
import IMSimScenario

/// The scenario's steps, played by `StepEngine` as the player of a live run plays them, with the run's
/// answers given in the order they happen.
extension EmbeddedRun {
    /// The player's only request number space: one client.
    private static let player = 1

    func feed(_ input: StepEngine.Input) {
        guard isReady || { if case .ended = input { true } else { false } }() else { return }
        if let attached, end == nil {
            if case .quiet = input { return toConsole(.quiet) }
            return attached.heldInputs.append(input)
        }
        for action in engine.handle(input, now: now) { perform(action) }
    }

    /// Gives the step engine the journal's new entries, once the run is ready.
    func feedEntries() {
        feedConsoleEntries()
        guard isReady, attached == nil || end != nil, !unfed.isEmpty else { return }
        let entries = unfed
        unfed.removeAll(keepingCapacity: true)
        feed(.entries(entries))
    }

    func perform(_ action: StepEngine.Action) {
        if let attached, end == nil { return attached.heldActions.append(action) }
        if opensConsole(action) { return openConsole(before: action) }
        switch action {
        case let .perform(request, participant, command):
            perform(request, on: participant, command)
        case let .annotate(event):
            append(source: "player", nil, .client(event))
        case let .startDeadline(step, after):
            if let deadline { scheduler.cancel(deadline) }
            deadline = scheduler.schedule(.deadline(step: step), after: after)
        case .stopDeadline:
            if let deadline { scheduler.cancel(deadline) }
            deadline = nil
        case let .stepFinished(result):
            console(result.consoleLine)
        case let .finish(outcome):
            if let coverage = engine.modelCoverage { console(coverage.summary) }
            if outcome != .passed {
                console(FailureReport(outcome: outcome, scenario: engine.scenario, snapshots: engine.phones.mapValues(\.snapshot),
                                      pictures: engine.failurePictures).text)
            }
            finish("the scenario \(outcome.summary)", isFailure: false)
        case let .say(text):
            console(text)
        case let .locateHang(participant):
            send(.toPhone(participant, .locateHang))
        }
    }

    /// A person's action (or a picture) for `participant`'s phone: queued behind the one under way there.
    private func perform(_ request: Int, on participant: String, _ command: Command) {
        guard end == nil, phones[participant] != nil else {
            return feed(.performed(request: request, failure: "\(participant) has no phone in this run"))
        }
        let command = PictureFolders.prepare(command, artifacts: configuration.artifacts.path, participant: participant)
        perform(ledger.ask(ActionQueue.Action(client: Self.player, clientRequest: request, participant: participant, command: command)))
    }

}

/// The run's bookkeeping carried out on the embedded run's links.
extension EmbeddedRun: @MainActor RunLedgerTransport {
    public func sendCommand(_ command: Command, request: Int, to participant: String) {
        sendCommand(.toPhone(participant, .command(request: request, command: command)))
    }

    public func answer(client: Int, request: Int, failure: String?) {
        feedEntries()
        if client == Self.consoleClient { return toConsole(.performed(request: request, failure: failure)) }
        feed(.performed(request: request, failure: failure))
    }
}
