import IMSimCore
import IMSimScenario

/// Plays a scenario's steps against a run, as pure rules: it takes what the run reports and returns
/// what to do. Expectations are checked when the cast is quiet, and again at every later quiet
/// moment until they hold or the step's time runs out, so a negative expectation can fail. Steps
/// that already hold pass in a loop, in constant stack.
public struct StepEngine: Sendable {
    public enum Input: Equatable, Sendable {
        /// The run is up: every phone and the relay.
        case ready
        case entries([JournalEntry])
        /// The cast is quiet after the entries received so far.
        case quiet
        case performed(request: Int, failure: String?)
        /// The time limit of step `step` ran out.
        case deadline(step: Int)
        /// The run ended under the scenario.
        case ended(reason: String)
    }

    public enum Action: Equatable, Sendable {
        case perform(request: Int, participant: String, command: Command)
        case annotate(ClientEvent)
        /// (Re)starts the one step timer: `.deadline(step:)` after `after`.
        case startDeadline(step: Int, after: Duration)
        case stopDeadline
        case stepFinished(StepResult)
        case finish(RunOutcome)
    }

    private enum Waiting: Equatable, Sendable {
        case performed(requests: [Int: String])
        case expectations(participant: String, expectations: [Expectation])
        /// The step's commands are done; the state model is checked once the cast is quiet.
        case settling
    }

    public let scenario: Scenario
    /// Each phone as the journal shows it.
    public private(set) var phones: [String: PhoneState]
    public private(set) var results: [StepResult] = []
    public private(set) var outcome: RunOutcome?
    private var stepIndex = -1
    private var stepStarted: UInt64 = 0
    private var waiting: Waiting?
    private var isQuiet = false
    /// Messages sent to the relay that it has not yet taken: a phone waiting on one is waiting on the relay.
    private var inRelay = InRelay()
    private var nextRequest = 1
    /// Follows the phones through the scenario's state model, when it has one.
    public private(set) var modelTracker: StateModelTracker?
    /// Whether a run that passes but leaves transitions of the model untaken fails.
    public let requireFullCoverage: Bool

    public init(scenario: Scenario, requireFullCoverage: Bool = false) {
        self.scenario = scenario
        self.requireFullCoverage = requireFullCoverage
        phones = Dictionary(uniqueKeysWithValues: scenario.participants.map { ($0, PhoneState(name: $0)) })
        modelTracker = scenario.model.map(StateModelTracker.init(model:))
    }

    /// The state model's coverage so far; nil without a model.
    public var modelCoverage: ModelCoverage? { modelTracker?.coverage }

    /// `now` is monotonic nanoseconds, for step durations.
    public mutating func handle(_ input: Input, now: UInt64) -> [Action] {
        guard outcome == nil else { return [] }
        var actions: [Action] = []
        switch input {
        case .ready:
            if stepIndex < 0 { advance(now: now, into: &actions) }
        case let .entries(entries):
            isQuiet = false
            for entry in entries { apply(entry, now: now, into: &actions) }
        case .quiet:
            guard !isWaitingForPerforms else { break }
            isQuiet = true
            checkExpectations(now: now, into: &actions)
        case let .performed(request, failure):
            performed(request, failure: failure, now: now, into: &actions)
        case let .deadline(step):
            guard step == stepIndex else { break }
            timedOut(now: now, into: &actions)
        case let .ended(reason):
            finish(.infrastructureFailure(reason), now: now, into: &actions)
        }
        return actions
    }

    private var isWaitingForPerforms: Bool {
        if case .performed = waiting { true } else { false }
    }

    private mutating func apply(_ entry: JournalEntry, now: UInt64, into actions: inout [Action]) {
        if case let .run(.started(info)) = entry.event {
            for name in phones.keys { phones[name] = PhoneState(name: name, run: info) }
        }
        guard case let .phone(event) = entry.event, phones[entry.source] != nil else { return }
        phones[entry.source]?.apply(event)
        inRelay.apply(event, from: entry.source)
        if case let .extensionEnded(_, how, expected) = event, !expected {
            let phone = phones[entry.source]
            let app = phone?.lastLaunched.map { " \($0)" } ?? ""
            let crash = phone?.crashLog.summary(excludingFramesUnder: ImsimSources.path) ?? []
            let failure = ProcessFailure(name: "\(entry.source)'s extension\(app)", reason: how,
                                         lastOutput: crash.isEmpty ? phone?.output.lines ?? [] : crash)
            if waiting != nil {
                failStep("\(failure)", now: now, into: &actions)
            } else {
                finish(.failed("\(failure)"), now: now, into: &actions)
            }
        }
    }

    /// Starts the next steps: performs are sent and waited for; expectations that already hold at a
    /// quiet moment pass at once, in this loop.
    private mutating func advance(now: UInt64, into actions: inout [Action]) {
        while outcome == nil {
            stepIndex += 1
            guard stepIndex < scenario.steps.count else { return finish(.passed, now: now, into: &actions) }
            let step = scenario.steps[stepIndex]
            stepStarted = now
            actions.append(.annotate(.stepStarted(index: stepIndex, step: step.description, location: "\(step.location)")))
            switch step.kind {
            case let .perform(participant, command):
                return perform([(participant, command)], into: &actions)
            case let .together(steps):
                return perform(steps.compactMap { step in
                    if case let .perform(participant, command) = step.kind { (participant, command) } else { nil }
                }, into: &actions)
            case let .expect(participant, expectations, within):
                waiting = .expectations(participant: participant, expectations: expectations)
                actions.append(.startDeadline(step: stepIndex, after: within ?? scenario.timeout))
                guard isQuiet, mismatches().isEmpty else { return }
                completeStep(now: now, into: &actions)
            }
        }
    }

    /// Sends every command before waiting for any: phones act at the same moment.
    private mutating func perform(_ commands: [(participant: String, command: Command)], into actions: inout [Action]) {
        var requests: [Int: String] = [:]
        for (participant, command) in commands {
            requests[nextRequest] = participant
            actions.append(.perform(request: nextRequest, participant: participant, command: command))
            nextRequest += 1
        }
        isQuiet = false
        waiting = .performed(requests: requests)
        actions.append(.startDeadline(step: stepIndex, after: scenario.timeout))
    }

    private mutating func performed(_ request: Int, failure: String?, now: UInt64, into actions: inout [Action]) {
        guard case var .performed(requests) = waiting, let participant = requests.removeValue(forKey: request) else { return }
        if let failure {
            return failStep(scenario.steps[stepIndex].kind.isTogether ? "\(participant): \(failure)" : failure, now: now,
                            into: &actions)
        }
        waiting = .performed(requests: requests)
        guard requests.isEmpty else { return }
        if modelTracker != nil {
            // An extension may still be starting or reporting: the model sees the screen settled.
            waiting = .settling
            return
        }
        completeStep(now: now, into: &actions)
        advance(now: now, into: &actions)
    }

    private func mismatches() -> [Mismatch] {
        guard case let .expectations(participant, expectations) = waiting else { return [] }
        let snapshot = (phones[participant] ?? PhoneState(name: participant)).snapshot
        return expectations.flatMap { ExpectationChecker.mismatches($0, in: snapshot) }
    }

    private mutating func checkExpectations(now: UInt64, into actions: inout [Action]) {
        switch waiting {
        case .settling: break
        case .expectations where mismatches().isEmpty: break
        default: return
        }
        completeStep(now: now, into: &actions)
        advance(now: now, into: &actions)
    }

    /// Passes the step, unless a phone's screen now leaves the state model: then the step fails.
    private mutating func completeStep(now: UInt64, into actions: inout [Action]) {
        for participant in scenario.participants {
            let snapshot = (phones[participant] ?? PhoneState(name: participant)).snapshot
            if let failure = modelTracker?.observe(snapshot) {
                return failStep("state model: \(failure)", now: now, into: &actions)
            }
        }
        passStep(now: now, into: &actions)
    }

    private mutating func timedOut(now: UInt64, into actions: inout [Action]) {
        let step = scenario.steps[stepIndex]
        switch waiting {
        case let .performed(requests):
            let phones = Set(requests.values).sorted().joined(separator: ", ")
            // Waiting on the relay is imsim's own failure (exit 2), not the extension's.
            if let stalled = inRelay.oldest(from: Set(requests.values)) {
                let reason = "the relay did not take \(stalled.sender)'s message \(stalled.messageID) within "
                    + "\(scenario.timeout.scenarioText) (is it stopped or overloaded?)"
                waiting = nil
                actions.append(.stopDeadline)
                record(.failed(reason), now: now, into: &actions)
                return finish(.infrastructureFailure("\(step.location): \(step) failed:\n\(reason)"), now: now, into: &actions)
            }
            failStep("\(phones)'s phone did not finish within \(scenario.timeout.scenarioText)", now: now, into: &actions)
        case .settling:
            failStep("the cast was never quiet after the step within \(scenario.timeout.scenarioText)", now: now, into: &actions)
        case .expectations:
            let within = scenario.timeout(for: step).scenarioText
            let reason = isQuiet ? "not met within \(within):" : "not met within \(within) (the cast was never quiet):"
            failStep(([reason] + mismatches().map(\.description)).joined(separator: "\n"), now: now, into: &actions)
        case nil:
            break
        }
    }

    private mutating func passStep(now: UInt64, into actions: inout [Action]) {
        waiting = nil
        actions.append(.stopDeadline)
        record(.passed, now: now, into: &actions)
    }

    private mutating func failStep(_ reason: String, now: UInt64, into actions: inout [Action]) {
        waiting = nil
        actions.append(.stopDeadline)
        let step = scenario.steps[stepIndex]
        record(.failed(reason), now: now, into: &actions)
        finish(.failed("\(step.location): \(step) failed:\n\(reason)"), now: now, into: &actions)
    }

    private mutating func record(_ outcome: StepResult.Outcome, now: UInt64, into actions: inout [Action]) {
        let step = scenario.steps[stepIndex]
        let duration = Duration.nanoseconds(Int64(now &- stepStarted))
        let result = StepResult(step: step, duration: duration, outcome: outcome)
        results.append(result)
        actions.append(.stepFinished(result))
        let failure: String? = if case let .failed(reason) = outcome { reason } else { nil }
        actions.append(.annotate(.stepFinished(index: stepIndex, failure: failure,
                                               milliseconds: Double(now &- stepStarted) / 1e6)))
    }

    private mutating func finish(_ outcome: RunOutcome, now: UInt64, into actions: inout [Action]) {
        guard self.outcome == nil else { return }
        var outcome = outcome
        if outcome == .passed, requireFullCoverage, let coverage = modelCoverage, !coverage.isComplete {
            outcome = .failed("--require-full-coverage: \(coverage.summary)")
        }
        self.outcome = outcome
        if waiting != nil { actions.append(.stopDeadline) }
        waiting = nil
        if stepIndex >= 0 {
            for step in scenario.steps.dropFirst(results.count) {
                results.append(StepResult(step: step, duration: .zero, outcome: .skipped))
            }
        }
        let (name, reason): (String, String?) = switch outcome {
        case .passed: ("passed", nil)
        case let .failed(reason): ("failed", reason)
        case let .infrastructureFailure(reason): ("error", reason)
        }
        actions.append(.annotate(.scenarioFinished(outcome: name, reason: reason)))
        actions.append(.finish(outcome))
    }
}
