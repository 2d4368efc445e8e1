import Foundation
import IMSimCore
import IMSimScenario
import IMSimUV

extension ScenarioRun {
    func nextStep() {
        guard outcome == nil else { return }
        stepIndex += 1
        guard stepIndex < scenario.steps.count else { return finish(.passed) }
        let step = scenario.steps[stepIndex]
        stepStarted = EventLoop.monotonicNanoseconds
        switch step.kind {
        case let .perform(participant, command):
            perform([(participant, command)])
        case let .together(steps):
            perform(steps.compactMap { step in
                if case let .perform(participant, command) = step.kind { (participant, command) } else { nil }
            })
        case let .expect(participant, expectations, within):
            waiting = .expectations(participant: participant, expectations: expectations)
            arm(within ?? scenario.timeout) { [unowned self] in expectationsTimedOut() }
            checkExpectations()
        }
    }

    /// Sends every command before waiting for any: phones act at the same moment.
    private func perform(_ commands: [(participant: String, command: Command)]) {
        for (participant, _) in commands where phones[participant] == nil {
            return stepFailed("\(participant) has no phone in this run")
        }
        waiting = .stepFinished(stepIndex, phones: Set(commands.map(\.participant)))
        arm(scenario.timeout) { [unowned self] in
            guard case let .stepFinished(_, phones) = waiting else { return }
            waiting = nil
            stepFailed("\(phones.sorted().joined(separator: ", "))'s phone did not finish within \(scenario.timeout.scenarioText)")
        }
        for (participant, command) in commands {
            phones[participant]?.send(.perform(step: stepIndex, command: command))
        }
    }

    func checkExpectations() {
        guard case let .expectations(participant, expectations) = waiting, let snapshot = snapshots[participant] else { return }
        let mismatches = expectations.flatMap { ExpectationChecker.mismatches($0, in: snapshot) }
        guard mismatches.isEmpty else { return }
        deadline?.stop()
        waiting = nil
        stepPassed()
    }

    private func expectationsTimedOut() {
        guard case let .expectations(participant, expectations) = waiting else { return }
        waiting = nil
        let snapshot = snapshots[participant] ?? PhoneSnapshot(name: participant)
        let mismatches = expectations.flatMap { ExpectationChecker.mismatches($0, in: snapshot) }
        let within = scenario.timeout(for: scenario.steps[stepIndex]).scenarioText
        stepFailed((["not met within \(within):"] + mismatches.map(\.description)).joined(separator: "\n"))
    }

    private var elapsed: Duration {
        .nanoseconds(Int64(EventLoop.monotonicNanoseconds - stepStarted))
    }

    func stepPassed() {
        let step = scenario.steps[stepIndex]
        let result = StepResult(step: step, duration: elapsed, outcome: .passed)
        results.append(result)
        console(result.consoleLine)
        nextStep()
    }

    func stepFailed(_ reason: String) {
        let step = scenario.steps[stepIndex]
        let result = StepResult(step: step, duration: elapsed, outcome: .failed(reason))
        results.append(result)
        console(result.consoleLine)
        finish(.failed("\(step.location): \(step) failed:\n\(reason)"))
    }

    /// Ends the run once: reports, asks every process to end, reaps them, removes the directory.
    func finish(_ outcome: RunOutcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        if stepIndex >= 0 {
            for step in scenario.steps.dropFirst(results.count) {
                results.append(StepResult(step: step, duration: .zero, outcome: .skipped))
            }
        }
        if outcome != .passed { console(FailureReport(outcome: outcome, scenario: scenario, snapshots: snapshots).text) }
        for phone in phones.values { phone.send(.shutdown) }
        relayChannel?.close()
        supervisor.whenAllExited { [unowned self] in tearDown() }
        deadline?.close()
        // Phones close the app and exit at once; a process that does not is killed.
        let killTimer = LoopTimer(loop: loop)
        self.killTimer = killTimer
        killTimer.start(after: 3000) { [unowned self] in supervisor.killAll(SIGKILL) }
    }

    private func tearDown() {
        deadline?.close()
        killTimer?.close()
        graceTimers.forEach { $0.close() }
        listener?.close()
        for phone in phones.values { phone.close() }
        signals.forEach { $0.close() }
        directory?.remove()
    }
}
