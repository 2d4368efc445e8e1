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
        /// Something to tell the person that is not a step's result (`recorded __snapshots__/x.png`).
        case say(String)
        /// Ask `participant`'s phone where its extension is stuck (`ClientToRun.locateHang`).
        case locateHang(participant: String)
    }

    /// What the run does once the pictures it asked for are drawn.
    private enum AfterPictures: Equatable, Sendable {
        case advance
        case finish(RunOutcome)
    }

    private enum Waiting: Equatable, Sendable {
        case performed(requests: [Int: String])
        case expectations(participant: String, expectations: [Expectation])
        /// The step's commands are done; the state model is checked once the cast is quiet.
        case settling
        /// The step passed; its pictures are asked for once the cast is quiet (what it sent has
        /// arrived and been shown), or when the scenario's timeout has passed since.
        case quietBeforePictures
        /// Pictures of the phones are being drawn (`pictureRequests`), after a step or at a failure.
        case pictures(then: AfterPictures)
        /// The step ran out of time (`reason`); the phones in `remaining` are printing where their
        /// extensions are stuck, `stacks` holds what those that have say.
        case locating(reason: String, remaining: Set<String>, stacks: [String: [String]])
    }

    /// A picture asked of a phone: after a step or at a failure (into `path`), or for a snapshot
    /// expectation of the phone as it was (`state`).
    private enum PictureRequest: Equatable, Sendable {
        case screen(participant: String, path: String)
        /// A step's picture (`--screenshots each-step`); `sameAs`: the phone's last one, when its screen is unchanged.
        case step(participant: String, path: String, sameAs: String?)
        case snapshot(participant: String, path: String, state: PhoneSnapshot)
    }

    public let scenario: Scenario
    /// Each phone as the journal shows it.
    private var fold: JournalFold
    /// Each phone as the journal shows it.
    public var phones: [String: PhoneState] { fold.phones }
    public private(set) var results: StepResults
    public private(set) var outcome: RunOutcome?
    /// Messages the run journaled as never received, while the scenario ran.
    public private(set) var lostMessages: [LostMessage] = []
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
    /// Screenshots and snapshot references.
    public let pictures: PictureSettings
    /// The run's artifacts folder, where pictures go (`RunInfo.artifacts`); no pictures without it.
    public var artifacts: String?
    /// The pictures asked for and not yet drawn, by request.
    private var pictureRequests: [Int: PictureRequest] = [:]
    /// The pictures drawn at the failure, by participant.
    public private(set) var failurePictures: [String: String] = [:]
    /// The step whose pictures were taken (`each-step`).
    private var picturedStep = -1
    /// The last step whose pictures waited for the cast to be quiet.
    private var quietWaitedFor = -1
    /// An extension that crashed while a step's pictures waited for quiet: the next step fails with it.
    private var crashBeforeNextStep: String?
    /// Each phone's last picture of a step and what the phone showed then (`each-step`): a phone that
    /// did not change since is not drawn again.
    private var lastPictures: [String: (path: String, snapshot: PhoneSnapshot)] = [:]
    /// The snapshot expectations' verdict on the phone as it was (`state`): empty when they held.
    private var snapshotVerdict: (state: PhoneSnapshot, mismatches: [Mismatch])?
    /// How much of each phone's history is kept, and where the rest is read back; nil: all is kept.
    private let history: PhoneHistory?
    /// The entries the engine has taken: the journal's first lines, whose fold a whole phone is.
    private var entriesTaken = 0
    /// A phone read back whole, at `entries` entries, for the expectations of this moment.
    private var wholePhone: (participant: String, entries: Int, snapshot: PhoneSnapshot)?

    /// `history`: keep only the newest part of each phone's history, reading the rest back when an
    /// expectation needs it (a live or embedded run, whose journal is a file).
    public init(scenario: Scenario, requireFullCoverage: Bool = false, pictures: PictureSettings = PictureSettings(judge: SnapshotJudge.unavailable),
                history: PhoneHistory? = nil) {
        self.scenario = scenario
        self.requireFullCoverage = requireFullCoverage
        self.pictures = pictures
        self.history = history
        results = StepResults(of: scenario.steps)
        fold = JournalFold(cast: scenario.participants, admitsStrangers: false, historyLimit: history?.kept)
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
            for entry in entries {
                entriesTaken += 1
                apply(entry, now: now, into: &actions)
            }
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
            // A failure whose pictures were being drawn is the run's outcome still.
            if case let .pictures(.finish(failure)) = waiting {
                finish(failure, now: now, into: &actions)
            } else {
                finish(.infrastructureFailure(reason), now: now, into: &actions)
            }
        }
        return actions
    }

    private var isWaitingForPerforms: Bool {
        if case .performed = waiting { true } else { false }
    }

    private mutating func apply(_ entry: JournalEntry, now: UInt64, into actions: inout [Action]) {
        let applied = fold.apply(entry)
        if case let .run(.started(info)) = entry.event, artifacts == nil { artifacts = info.artifacts }
        if case let .run(.dropped(messageID, from, to, reason)) = entry.event {
            lostMessages.append(LostMessage(messageID: messageID, from: from, to: to, reason: reason))
        }
        // Entries of a phone outside the cast are not folded in.
        guard let event = applied else { return }
        inRelay.apply(event, from: entry.source)
        if case let .extensionEnded(_, how, expected) = event, !expected {
            if case .locating(_, let remaining, _) = waiting, remaining.contains(entry.source) {
                return located(entry.source, now: now, into: &actions)
            }
            let phone = phones[entry.source]
            let app = phone?.lastLaunched.map { " \($0)" } ?? ""
            let crash = phone?.crashLog.summary(excludingFramesUnder: ImsimSources.path) ?? []
            let failure = ProcessFailure(name: "\(entry.source)'s extension\(app)", reason: how,
                                         lastOutput: crash.isEmpty ? phone?.output.lines ?? [] : crash)
            if isTakingPictures {
                // The pictures of that phone will fail or be drawn without it.
            } else if waiting == .quietBeforePictures {
                // As without pictures, the crash fails the next step (drawn first, as it happened).
                crashBeforeNextStep = "\(failure)"
                picturesMayStart(now: now, into: &actions)
            } else if waiting != nil {
                failStep("\(failure)", now: now, into: &actions)
            } else {
                finishAfterPictures(.failed("\(failure)"), now: now, into: &actions)
            }
        }
    }

    /// Starts the next steps: performs are sent and waited for; expectations that already hold at a
    /// quiet moment pass at once, in this loop.
    private mutating func advance(now: UInt64, into actions: inout [Action]) {
        while outcome == nil, !isTakingPictures {
            if pictures.screenshots == .eachStep, stepIndex >= 0, picturedStep < stepIndex {
                guard isQuiet || quietWaitedFor == stepIndex || !canTakePictures else {
                    quietWaitedFor = stepIndex
                    waiting = .quietBeforePictures
                    return actions.append(.startDeadline(step: stepIndex, after: scenario.timeout))
                }
                picturedStep = stepIndex
                if takePictures(of: scenario.steps[stepIndex], index: stepIndex, then: .advance, into: &actions) { return }
            }
            stepIndex += 1
            snapshotVerdict = nil
            guard stepIndex < scenario.steps.count else { return finish(.passed, now: now, into: &actions) }
            let step = scenario.steps[stepIndex]
            stepStarted = now
            actions.append(.annotate(.stepStarted(index: stepIndex, step: step.description, location: "\(step.location)")))
            if let crash = crashBeforeNextStep {
                crashBeforeNextStep = nil
                return failStep(crash, now: now, into: &actions)
            }
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
                guard isQuiet, expectationsHold(into: &actions) else { return }
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
        if let picture = pictureRequests.removeValue(forKey: request) {
            return pictureDrawn(picture, failure: failure, now: now, into: &actions)
        }
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

    /// The phone as `expectations` read it: as folded, or read back whole when they read history the
    /// fold let go.
    private mutating func snapshot(of participant: String, for expectations: [Expectation]) -> PhoneSnapshot {
        let phone = fold[participant]
        guard phone.isTrimmed, let history else { return phone.snapshot }
        let newest = phone.snapshot
        // Items found in order among the newest are in order among all; anything else that reads
        // history needs all of it.
        let needsWhole = expectations.contains { expectation in
            guard expectation.kind.readsHistory else { return false }
            guard case .transcriptContains = expectation.kind else { return true }
            return !ExpectationChecker.mismatches(expectation, in: newest).isEmpty
        }
        guard needsWhole else { return newest }
        if let wholePhone, wholePhone.participant == participant, wholePhone.entries == entriesTaken { return wholePhone.snapshot }
        guard let artifacts, let whole = history.read(participant, entriesTaken, artifacts) else { return newest }
        // Only the history comes from the journal; what is on screen is the phone as folded.
        var snapshot = newest
        snapshot.transcript = whole.snapshot.transcript
        snapshot.lifecycle = whole.lifecycle
        snapshot.timeline = whole.timeline
        wholePhone = (participant, entriesTaken, snapshot)
        return snapshot
    }

    /// The expectations' mismatches on the phone now; a snapshot's are those of its last picture.
    private mutating func mismatches() -> [Mismatch] {
        guard case let .expectations(participant, expectations) = waiting else { return [] }
        let snapshot = snapshot(of: participant, for: expectations)
        let onScreen = expectations.flatMap { ExpectationChecker.mismatches($0, in: snapshot) }
        guard onScreen.isEmpty, expectations.contains(where: \.kind.needsPicture) else { return onScreen }
        if let verdict = snapshotVerdict { return verdict.mismatches }
        let location = expectations.first { $0.kind.needsPicture }?.location ?? scenario.steps[stepIndex].location
        return [Mismatch(location: location, what: "\(participant)'s screen", expected: "a picture to compare",
                         actual: "none was drawn in time")]
    }

    /// Whether every expectation holds at this quiet moment. A snapshot needs a picture of the phone as
    /// it is: one is asked for (and the answer awaited) unless the phone has not changed since the last.
    private mutating func expectationsHold(into actions: inout [Action]) -> Bool {
        guard case let .expectations(participant, expectations) = waiting else { return false }
        let snapshot = snapshot(of: participant, for: expectations)
        guard expectations.allSatisfy({ ExpectationChecker.mismatches($0, in: snapshot).isEmpty }) else { return false }
        guard expectations.contains(where: \.kind.needsPicture) else { return true }
        // A picture is of the phone as folded (what it shows), whatever was read back.
        let onScreen = fold[participant].snapshot
        if let verdict = snapshotVerdict, verdict.state == onScreen { return verdict.mismatches.isEmpty }
        let inFlight = pictureRequests.values.contains { if case .snapshot = $0 { true } else { false } }
        guard !inFlight, let artifacts else { return false }
        let path = PicturePaths.snapshots(artifacts: artifacts, participant: participant) + "/.step-\(stepIndex + 1).png"
        askPicture(.snapshot(participant: participant, path: path, state: onScreen), into: &actions)
        return false
    }

    private mutating func checkExpectations(now: UInt64, into actions: inout [Action]) {
        switch waiting {
        case .settling: break
        case .expectations where expectationsHold(into: &actions): break
        case .quietBeforePictures: return picturesMayStart(now: now, into: &actions)
        default: return
        }
        completeStep(now: now, into: &actions)
        advance(now: now, into: &actions)
    }

    /// Passes the step, unless a phone's screen now leaves the state model: then the step fails.
    private mutating func completeStep(now: UInt64, into actions: inout [Action]) {
        for participant in scenario.participants {
            let snapshot = fold[participant].snapshot
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
            // A stopped extension (SIGSTOP, a debugger) is why its phone never finished: say so, by name.
            let stopped = Set(requests.values).sorted().compactMap { name in
                self.phones[name].flatMap { $0.isExtensionStopped ? "\(name)'s extension \($0.lastLaunched ?? "") is stopped (SIGSTOP)" : nil }
            }
            let notFinished = "\(phones)'s phone did not finish within \(scenario.timeout.scenarioText)"
            let reason = (stopped + [notFinished]).joined(separator: ": ")
            // An extension on screen that did not answer: its phone prints where it is stuck, then ends it.
            let running = Set(requests.values).filter { name in
                self.phones[name].map { $0.app != nil && !$0.isExtensionStopped } ?? false
            }
            guard !running.isEmpty else { return failStep(reason, now: now, into: &actions) }
            waiting = .locating(reason: reason, remaining: running, stacks: [:])
            actions += running.sorted().map { .locateHang(participant: $0) }
            actions.append(.startDeadline(step: stepIndex, after: HangReport.timeout))
        case let .locating(reason, remaining, stacks):
            failStep(HangReport.text(reason: reason, stacks: stacks, unanswered: remaining), now: now, into: &actions)
        case .settling:
            failStep("the cast was never quiet after the step within \(scenario.timeout.scenarioText)", now: now, into: &actions)
        case .quietBeforePictures:
            // Pictures of a cast that is never quiet show it as it is.
            picturesMayStart(now: now, into: &actions)
        case let .pictures(then):
            // Pictures not drawn in time are left out.
            pictureRequests.removeAll()
            picturesDone(then, now: now, into: &actions)
        case .expectations:
            let within = scenario.timeout(for: step).scenarioText
            let reason = isQuiet ? "not met within \(within):" : "not met within \(within) (the cast was never quiet):"
            failStep(([reason] + mismatches().map(\.description)).joined(separator: "\n"), now: now, into: &actions)
        case nil:
            break
        }
    }

    /// `participant`'s extension printed its stack and ended; the step fails once every one has.
    private mutating func located(_ participant: String, now: UInt64, into actions: inout [Action]) {
        guard case .locating(let reason, var remaining, var stacks) = waiting else { return }
        remaining.remove(participant)
        stacks[participant] = HangReport.lines(participant: participant, phone: fold[participant])
        waiting = .locating(reason: reason, remaining: remaining, stacks: stacks)
        guard remaining.isEmpty else { return }
        failStep(HangReport.text(reason: reason, stacks: stacks, unanswered: []), now: now, into: &actions)
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
        finishAfterPictures(.failed("\(step.location): \(step) failed:\n\(reason)"), now: now, into: &actions)
    }

    // MARK: Pictures

    /// There is somewhere to put pictures and someone to draw.
    private var canTakePictures: Bool { artifacts != nil && !scenario.participants.isEmpty }

    private var isTakingPictures: Bool {
        if case .pictures = waiting { true } else { false }
    }

    private mutating func picturesMayStart(now: UInt64, into actions: inout [Action]) {
        waiting = nil
        actions.append(.stopDeadline)
        advance(now: now, into: &actions)
    }

    /// A failure ends the run once every phone's picture is drawn (`--screenshots` other than `none`).
    private mutating func finishAfterPictures(_ outcome: RunOutcome, now: UInt64, into actions: inout [Action]) {
        let index = max(stepIndex, 0)
        guard pictures.screenshots != .none, index < scenario.steps.count,
              takePictures(of: scenario.steps[index], index: index, then: .finish(outcome), into: &actions)
        else { return finish(outcome, now: now, into: &actions) }
    }

    /// Asks every phone (the first `maximumPhonesDrawn`) for its picture of step `index`; false when
    /// there is nowhere to put them.
    private mutating func takePictures(of step: ScenarioStep, index: Int, then: AfterPictures,
                                       into actions: inout [Action]) -> Bool {
        guard canTakePictures, let artifacts else { return false }
        pictureRequests.removeAll()
        for participant in scenario.participants.prefix(PictureSettings.maximumPhonesDrawn) {
            let path = PicturePaths.step(artifacts: artifacts, participant: participant, index: index, step: step)
            guard case .advance = then else {
                askPicture(.screen(participant: participant, path: path), into: &actions)
                continue
            }
            // A step's picture is captured in order with the phone's actions and drawn while the run
            // goes on; a phone whose screen did not change repeats its last picture.
            let snapshot = fold[participant].snapshot
            let previous = lastPictures[participant].flatMap { $0.snapshot == snapshot ? $0.path : nil }
            if previous == nil { lastPictures[participant] = (path, snapshot) }
            askPicture(.step(participant: participant, path: path, sameAs: previous), into: &actions)
        }
        guard !pictureRequests.isEmpty else { return false }
        waiting = .pictures(then: then)
        actions.append(.startDeadline(step: stepIndex, after: Self.pictureTimeout))
        return true
    }

    /// How long the phones get to draw their pictures.
    static let pictureTimeout: Duration = .seconds(10)

    private mutating func askPicture(_ picture: PictureRequest, into actions: inout [Action]) {
        let (participant, command): (String, Command) = switch picture {
        case let .screen(participant, path), let .snapshot(participant, path, _): (participant, .screenshot(path))
        case let .step(participant, path, sameAs): (participant, .stepPicture(path, sameAs: sameAs))
        }
        pictureRequests[nextRequest] = picture
        actions.append(.perform(request: nextRequest, participant: participant, command: command))
        nextRequest += 1
    }

    private mutating func pictureDrawn(_ picture: PictureRequest, failure: String?, now: UInt64, into actions: inout [Action]) {
        switch picture {
        case let .screen(participant, path), let .step(participant, path, _):
            if failure == nil, case .pictures(.finish(_)) = waiting { failurePictures[participant] = path }
            if let failure { actions.append(.say("  no picture of \(participant)'s screen: \(failure)")) }
            guard case let .pictures(then) = waiting, pictureRequests.isEmpty else { return }
            picturesDone(then, now: now, into: &actions)
        case let .snapshot(participant, path, state):
            guard case let .expectations(expecting, expectations) = waiting, expecting == participant else { return }
            var mismatches: [Mismatch] = []
            var isFinal = false
            if let failure {
                mismatches = [Mismatch(location: scenario.steps[stepIndex].location, what: "\(participant)'s screen",
                                       expected: "a picture", actual: "the phone could not draw it: \(failure)")]
            } else {
                for case let (expectation, .snapshot(snapshot)) in expectations.map({ ($0, $0.kind) }) {
                    let verdict = pictures.judge(SnapshotJudge.Request(
                        expectation: snapshot, location: expectation.location, participant: participant,
                        scenarioFile: scenario.file, picture: path, artifacts: artifacts ?? "", record: pictures.recordSnapshots))
                    if let mismatch = verdict.mismatch { mismatches.append(mismatch) }
                    if let note = verdict.note { actions.append(.say("    \(note)")) }
                    isFinal = isFinal || (verdict.mismatch != nil && verdict.isFinal)
                }
            }
            snapshotVerdict = (state, mismatches)
            // No later picture can match: waiting out the step's time would change nothing.
            if isFinal { return failStep(mismatches.map(\.description).joined(separator: "\n"), now: now, into: &actions) }
            guard mismatches.isEmpty, fold[participant].snapshot == state,
                  ExpectationChecker.mismatches(expectations, in: snapshot(of: participant, for: expectations)).isEmpty else { return }
            completeStep(now: now, into: &actions)
            advance(now: now, into: &actions)
        }
    }

    private mutating func picturesDone(_ then: AfterPictures, now: UInt64, into actions: inout [Action]) {
        waiting = nil
        actions.append(.stopDeadline)
        switch then {
        case .advance: advance(now: now, into: &actions)
        case let .finish(outcome): finish(outcome, now: now, into: &actions)
        }
    }

    private mutating func record(_ outcome: StepResult.Outcome, now: UInt64, into actions: inout [Action]) {
        let step = scenario.steps[stepIndex]
        let duration = Duration.nanoseconds(Int64(now &- stepStarted))
        let result = StepResult(step: step, duration: duration, outcome: outcome)
        results.record(step: stepIndex, duration: duration, outcome: outcome)
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
        // No step can lose a message: a loss is imsim's own failure, whatever the steps did.
        if outcome == .passed, !lostMessages.isEmpty { outcome = .infrastructureFailure(LostMessage.summary(lostMessages)) }
        self.outcome = outcome
        if waiting != nil { actions.append(.stopDeadline) }
        waiting = nil
        if stepIndex >= 0 {
            for index in scenario.steps.indices.dropFirst(results.count) {
                results.record(step: index, duration: .zero, outcome: .skipped)
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
