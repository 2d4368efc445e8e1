import Foundation
import IMSimCore
import IMSimModel
import IMSimScenario
import XCTest

/// The step engine alone: events in, actions out, no process.
final class StepEngineTests: XCTestCase {
    let file = "party.yaml"

    func expect(_ kind: Expectation.Kind) -> Expectation { Expectation(location: location(99), kind: kind) }

    func location(_ line: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: 5) }

    func scenario(_ steps: [ScenarioStep.Kind]) -> Scenario {
        Scenario(name: "party", file: file, app: "probe",
                 cast: ["Kate", "John"].map { CastMember(name: $0, location: location(1)) },
                 steps: steps.enumerated().map { ScenarioStep(location: location($0.offset + 2), kind: $0.element) })
    }

    let send = ScenarioStep.Kind.perform(participant: "Kate", command: .pressSend)
    var johnSeesNothing: ScenarioStep.Kind { ScenarioStep.Kind.expect(participant: "John", expectations: [expect(.transcript([]))], within: nil) }

    func message() -> MessagePayload {
        MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: "probe", sessionID: nil, url: nil,
                       layout: LayoutPayload(caption: "Hi"))
    }

    func entry(_ source: String, _ event: PhoneEvent, index: Int = 0) -> JournalEntry {
        JournalEntry(index: index, source: source, sequence: index + 1, time: 0, event: .phone(event))
    }

    func started(_ name: String) -> JournalEntry {
        entry(name, .started(conversations: ["chat"], apps: ["probe"]))
    }

    func finishes(_ actions: [StepEngine.Action]) -> [RunOutcome] {
        actions.compactMap { if case let .finish(outcome) = $0 { outcome } else { nil } }
    }

    func performs(_ actions: [StepEngine.Action]) -> [Int] {
        actions.compactMap { if case let .perform(request, _, _) = $0 { request } else { nil } }
    }

    /// "Nothing arrived" is checked when the cast is quiet: a message that arrives before then fails it.
    func testANegativeExpectationFailsWhenWhatItDeniesArrivesBeforeQuiet() {
        var engine = StepEngine(scenario: scenario([send, johnSeesNothing]))
        XCTAssertEqual(performs(engine.handle(.ready, now: 0)), [1])
        let afterSend = engine.handle(.performed(request: 1, failure: nil), now: 10)
        XCTAssertEqual(engine.results.map(\.outcome), [.passed])
        XCTAssertTrue(finishes(afterSend).isEmpty, "not checked before the cast is quiet")
        _ = engine.handle(.entries([started("John"), entry("John", .appended(conversation: "chat", item: TranscriptItem(message())))]), now: 20)
        XCTAssertTrue(finishes(engine.handle(.quiet, now: 30)).isEmpty, "waits: it may still hold later")
        let timedOut = engine.handle(.deadline(step: 1), now: 5_000_000_030)
        guard case let .failed(reason)? = finishes(timedOut).first else { return XCTFail("expected a failure, got \(timedOut)") }
        XCTAssertTrue(reason.hasPrefix("party.yaml:3:5: expect John: transcript failed:\nnot met within 5s:"), reason)
    }

    func testANegativeExpectationPassesAtQuietWhenNothingArrived() {
        var engine = StepEngine(scenario: scenario([send, johnSeesNothing]))
        _ = engine.handle(.ready, now: 0)
        _ = engine.handle(.performed(request: 1, failure: nil), now: 10)
        _ = engine.handle(.entries([started("John")]), now: 20)
        XCTAssertEqual(finishes(engine.handle(.quiet, now: 30)), [.passed])
        XCTAssertEqual(engine.results.map(\.outcome), [.passed, .passed])
    }

    /// A positive expectation is checked again at every later quiet moment until it holds.
    func testAnExpectationIsCheckedAgainAtEachQuietMoment() {
        let johnSeesOne = ScenarioStep.Kind.expect(participant: "John", expectations: [expect(.transcript([BubbleExpectation(caption: "Hi")]))],
                                                   within: nil)
        var engine = StepEngine(scenario: scenario([johnSeesOne]))
        _ = engine.handle(.ready, now: 0)
        _ = engine.handle(.entries([started("John")]), now: 1)
        XCTAssertTrue(finishes(engine.handle(.quiet, now: 2)).isEmpty)
        _ = engine.handle(.entries([entry("John", .appended(conversation: "chat", item: TranscriptItem(message())))]), now: 3)
        XCTAssertEqual(finishes(engine.handle(.quiet, now: 4)), [.passed])
    }

    func testAFailedActionFailsItsStepAndSkipsTheRest() {
        var engine = StepEngine(scenario: scenario([send, johnSeesNothing]))
        _ = engine.handle(.ready, now: 0)
        let actions = engine.handle(.performed(request: 1, failure: "nothing is staged in Kate's input field"), now: 1)
        XCTAssertEqual(finishes(actions), [.failed("party.yaml:2:5: Kate: send failed:\nnothing is staged in Kate's input field")])
        XCTAssertEqual(engine.results.map(\.outcome), [.failed("nothing is staged in Kate's input field"), .skipped])
    }

    func testAnExtensionThatCrashesWhileAwaitedFailsTheStepNamingItsApp() {
        let johnExpanded = ScenarioStep.Kind.expect(participant: "John", expectations: [expect(.style(.expanded))], within: nil)
        var engine = StepEngine(scenario: scenario([johnExpanded]))
        _ = engine.handle(.ready, now: 0)
        let actions = engine.handle(.entries([
            started("Kate"),
            entry("Kate", .extensionLaunched(launch: 1, bundleIdentifier: "probe", displayName: "Probe", style: .compact)),
            entry("Kate", .output(line: "Fatal error: boom")),
            entry("Kate", .extensionEnded(launch: 1, how: "was killed by signal 4", expected: false)),
        ]), now: 1)
        guard case let .failed(reason)? = finishes(actions).first else { return XCTFail("expected a failure, got \(actions)") }
        XCTAssertTrue(reason.contains("Kate's extension Probe was killed by signal 4"), reason)
        XCTAssertTrue(reason.contains("Fatal error: boom"), reason)
    }

    /// Steps that already hold pass in a loop, not one call deeper per step: 100,000 of them on a
    /// thread with a 512 KiB stack.
    func testOneHundredThousandStepsThatHoldRunInConstantStack() {
        let holds = ScenarioStep.Kind.expect(participant: "Kate", expectations: [expect(.lifecycle([]))], within: nil)
        let engine = StepEngine(scenario: scenario(Array(repeating: holds, count: 100_000)))
        let result = SmallStackRun(engine: engine)
        let thread = Thread { result.run() }
        thread.stackSize = 512 * 1024
        thread.start()
        XCTAssertEqual(result.done.wait(timeout: .now() + TimeoutScale.seconds(60)), .success, "the engine did not finish")
        XCTAssertEqual(result.outcomes, [.passed])
        XCTAssertEqual(result.passedSteps, 100_000)
    }
}

/// Feeds an engine on another thread; the test reads the results after `done`.
private final class SmallStackRun: @unchecked Sendable {
    // Written by the thread before `done` is signalled, read by the test after.
    private var engine: StepEngine
    var outcomes: [RunOutcome] = []
    var passedSteps = 0
    let done = DispatchSemaphore(value: 0)

    init(engine: StepEngine) { self.engine = engine }

    func run() {
        _ = engine.handle(.ready, now: 0)
        let actions = engine.handle(.quiet, now: 1)
        outcomes = actions.compactMap { if case let .finish(outcome) = $0 { outcome } else { nil } }
        passedSteps = engine.results.filter { $0.outcome == .passed }.count
        done.signal()
    }
}

extension StepEngineTests {
    /// A phone waiting on the relay past the step's time is imsim's failure (exit 2), not the extension's.
    func testAStepStuckOnTheRelayIsAnInfrastructureFailure() {
        var engine = StepEngine(scenario: scenario([send, johnSeesNothing]))
        _ = engine.handle(.ready, now: 0)
        let messageID = UUID()
        _ = engine.handle(.entries([started("Kate"), entry("Kate", .sent(messageID: messageID, recipients: ["John"]))]), now: 1)
        let actions = engine.handle(.deadline(step: 0), now: 5_000_000_001)
        guard case let .infrastructureFailure(reason)? = finishes(actions).first else { return XCTFail("got \(actions)") }
        XCTAssertTrue(reason.contains("the relay did not take Kate's message \(messageID) within 5s"), reason)
        XCTAssertEqual(RunOutcome.infrastructureFailure(reason).exitStatus, 2)
    }

    func testAStepWhoseMessageTheRelayTookFailsAsThePhones() {
        var engine = StepEngine(scenario: scenario([send, johnSeesNothing]))
        _ = engine.handle(.ready, now: 0)
        let messageID = UUID()
        _ = engine.handle(.entries([started("Kate"), entry("Kate", .sent(messageID: messageID, recipients: ["John"])),
                                    entry("Kate", .delivered(messageID: messageID, unreachable: []))]), now: 1)
        let actions = engine.handle(.deadline(step: 0), now: 5_000_000_001)
        XCTAssertEqual(finishes(actions), [.failed("party.yaml:2:5: Kate: send failed:\nKate's phone did not finish within 5s")])
    }
}

/// `--screenshots each-step`: every phone is drawn after the first step; afterwards only the phones
/// whose screen changed are drawn again, the others repeat their last picture.
final class EachStepPictureTests: XCTestCase {
    func testAPhoneThatDidNotChangeIsNotDrawnAgain() {
        let location = SourceLocation(file: "party.yaml", line: 2, column: 5)
        let steps: [ScenarioStep.Kind] = [.perform(participant: "Kate", command: .openApp(nil)),
                                          .perform(participant: "Kate", command: .expand)]
        let scenario = Scenario(name: "party", file: "party.yaml", app: "probe",
                                cast: ["Kate", "John"].map { CastMember(name: $0, location: location) },
                                steps: steps.map { ScenarioStep(location: location, kind: $0) })
        var engine = StepEngine(scenario: scenario, pictures: PictureSettings(screenshots: .eachStep))
        engine.artifacts = "/artifacts"
        func screenshots(_ actions: [StepEngine.Action]) -> [String: Int] {
            var asked: [String: Int] = [:]
            for case let .perform(request, participant, .stepPicture(_, sameAs: nil)) in actions { asked[participant] = request }
            return asked
        }
        // Kate opens the app: then, once the cast is quiet, both phones are drawn.
        _ = engine.handle(.ready, now: 0)
        XCTAssertEqual(screenshots(engine.handle(.performed(request: 1, failure: nil), now: 1)), [:])
        let first = screenshots(engine.handle(.quiet, now: 1))
        XCTAssertEqual(Set(first.keys), ["Kate", "John"])
        // Kate's screen changes, John's does not: only Kate is drawn after the next step.
        _ = engine.handle(.entries([JournalEntry(index: 0, source: "Kate", sequence: 1, time: 0,
                                                 event: .phone(.switchedConversation(id: "chat")))]), now: 2)
        var actions: [StepEngine.Action] = []
        for (_, request) in first.sorted(by: { $0.key < $1.key }) {
            actions += engine.handle(.performed(request: request, failure: nil), now: 3)
        }
        let expand = actions.compactMap { action -> Int? in
            if case let .perform(request, "Kate", .expand) = action { return request } else { return nil }
        }
        XCTAssertEqual(expand.count, 1, "the second step starts once the pictures are drawn: \(actions)")
        _ = engine.handle(.entries([JournalEntry(index: 1, source: "Kate", sequence: 2, time: 0,
                                                 event: .phone(.output(line: "expanded")))]), now: 4)
        _ = engine.handle(.performed(request: expand[0], failure: nil), now: 5)
        let afterExpand = engine.handle(.quiet, now: 5)
        XCTAssertEqual(Set(screenshots(afterExpand).keys), ["Kate"], "John's screen did not change")
        XCTAssertTrue(afterExpand.contains { action in
            if case let .perform(_, "John", .stepPicture(to, sameAs: from?)) = action {
                from.contains("/John/") && to.contains("/John/") && from != to
            } else {
                false
            }
        }, "John's picture of this step is his last one: \(afterExpand)")
    }
}

extension StepEngineTests {
    private func stepPictures(_ actions: [StepEngine.Action]) -> [String] {
        actions.compactMap { if case let .perform(_, participant, .stepPicture) = $0 { participant } else { nil } }
    }

    /// A step's pictures show what it caused: Kate's message on John's phone, not the moment before
    /// it arrived. They are asked for when the cast is quiet.
    func testAStepsPicturesWaitForTheCastToBeQuiet() {
        var engine = StepEngine(scenario: scenario([send, send]), pictures: PictureSettings(screenshots: .eachStep))
        engine.artifacts = "/artifacts"
        _ = engine.handle(.ready, now: 0)
        let performed = engine.handle(.performed(request: 1, failure: nil), now: 1)
        XCTAssertEqual(engine.results.map(\.outcome), [.passed], "the step passed")
        XCTAssertEqual(stepPictures(performed), [], "John has not shown Kate's message yet")
        XCTAssertEqual(performs(performed), [], "nor does the next step start")
        XCTAssertTrue(performed.contains(.startDeadline(step: 0, after: .seconds(5))), "the wait has an end: \(performed)")
        let arrived = engine.handle(.entries([started("John"), entry("John", .appended(conversation: "chat", item: TranscriptItem(message())))]), now: 2)
        XCTAssertEqual(stepPictures(arrived), [])
        XCTAssertEqual(stepPictures(engine.handle(.quiet, now: 3)).sorted(), ["John", "Kate"])
    }

    /// An extension that crashes while a step's pictures wait for quiet fails the next step, as it
    /// does without pictures, once the pictures of the step before are drawn.
    func testACrashWhileAStepsPicturesWaitFailsTheNextStep() {
        var engine = StepEngine(scenario: scenario([send, send]), pictures: PictureSettings(screenshots: .eachStep))
        engine.artifacts = "/artifacts"
        _ = engine.handle(.ready, now: 0)
        _ = engine.handle(.performed(request: 1, failure: nil), now: 1)
        let crashed = engine.handle(.entries([
            started("Kate"),
            entry("Kate", .extensionLaunched(launch: 1, bundleIdentifier: "probe", displayName: "Probe", style: .compact)),
            entry("Kate", .extensionEnded(launch: 1, how: "was killed by signal 4", expected: false)),
        ]), now: 2)
        let asked = crashed.compactMap { if case let .perform(request, _, .stepPicture) = $0 { request } else { nil } }
        XCTAssertEqual(asked.count, 2, "the step's pictures are drawn at once: \(crashed)")
        var afterPictures: [StepEngine.Action] = []
        for request in asked { afterPictures += engine.handle(.performed(request: request, failure: nil), now: 3) }
        XCTAssertEqual(engine.results.map(\.outcome).first, .passed)
        guard case let .failed(reason)? = engine.results.dropFirst().first?.outcome else {
            return XCTFail("the second step fails: \(Array(engine.results)) \(afterPictures)")
        }
        XCTAssertTrue(reason.contains("Kate's extension Probe was killed by signal 4"), reason)
        XCTAssertEqual(performs(afterPictures).count, 2, "the failed step's pictures are drawn, its command is not sent")
    }

    /// Without an artifacts folder there is no picture to wait for.
    func testWithoutAFolderNothingWaitsForQuiet() {
        var engine = StepEngine(scenario: scenario([send, send]), pictures: PictureSettings(screenshots: .eachStep))
        _ = engine.handle(.ready, now: 0)
        XCTAssertEqual(performs(engine.handle(.performed(request: 1, failure: nil), now: 1)), [2], "the next step starts")
    }

    /// A cast that is never quiet (an extension that keeps sending) is drawn as it is when the step's
    /// time is up, and the run goes on: pictures never fail a step.
    func testAStepsPicturesAreTakenWhenTheCastIsNeverQuiet() {
        var engine = StepEngine(scenario: scenario([send, send]), pictures: PictureSettings(screenshots: .eachStep))
        engine.artifacts = "/artifacts"
        _ = engine.handle(.ready, now: 0)
        _ = engine.handle(.performed(request: 1, failure: nil), now: 1)
        let late = engine.handle(.deadline(step: 0), now: 5_000_000_001)
        XCTAssertEqual(stepPictures(late).sorted(), ["John", "Kate"])
        XCTAssertEqual(engine.results.map(\.outcome), [.passed])
        XCTAssertTrue(finishes(late).isEmpty, "\(late)")
    }

    /// No step loses a message: a run whose messages were dropped (a phone died with them in flight)
    /// does not pass, and the engine names each one.
    func testALostMessageTurnsAPassIntoImsimsOwnFailureAndIsNamed() {
        var engine = StepEngine(scenario: scenario([send]))
        _ = engine.handle(.ready, now: 0)
        let id = UUID()
        let dropped = JournalEntry(index: 5, source: "run", sequence: 4, time: 0,
                                   event: .run(.dropped(messageID: id, from: "Kate", to: "John",
                                                        reason: "John's phone died (was killed by signal 9)")))
        _ = engine.handle(.entries([started("John"), dropped]), now: 5)
        let finished = finishes(engine.handle(.performed(request: 1, failure: nil), now: 10))
        XCTAssertEqual(finished, [.infrastructureFailure("1 message was never received: 1 by John (John's phone died (was killed by signal 9))")])
        XCTAssertEqual(engine.lostMessages, [LostMessage(messageID: id, from: "Kate", to: "John", reason: "John's phone died (was killed by signal 9)")])
        XCTAssertEqual(LostMessage.report(engine.lostMessages), [
            "LOST: 1 message was never received: 1 by John (John's phone died (was killed by signal 9))",
            "  \(id.uuidString) from Kate to John",
        ])
    }

    /// A phone that never finishes because its extension is stopped (SIGSTOP) says so, naming the extension.
    func testAStepWaitingOnAStoppedExtensionSaysItIsStopped() {
        var engine = StepEngine(scenario: scenario([send, johnSeesNothing]))
        _ = engine.handle(.ready, now: 0)
        _ = engine.handle(.entries([
            started("Kate"),
            entry("Kate", .extensionLaunched(launch: 1, bundleIdentifier: "probe", displayName: "Probe", style: .compact)),
            entry("Kate", .extensionStopped(launch: 1)),
        ]), now: 1)
        let actions = engine.handle(.deadline(step: 0), now: 5_000_000_001)
        XCTAssertEqual(finishes(actions), [.failed("party.yaml:2:5: Kate: send failed:\n"
            + "Kate's extension Probe is stopped (SIGSTOP): Kate's phone did not finish within 5s")])
    }

    /// imsim's own sources, whose frames reports leave out.
    var imsimSources: String { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/Sources/" }

    /// A running extension that did not answer in time: its phone is asked where it is stuck, and the
    /// step fails once the stack is printed and the process ended, with the extension's own frames.
    func testAStepWaitingOnAHungExtensionFailsWithWhereItIsStuck() {
        var engine = StepEngine(scenario: scenario([send, johnSeesNothing]))
        _ = engine.handle(.ready, now: 0)
        let launched = entry("Kate", .extensionLaunched(launch: 1, bundleIdentifier: "probe", displayName: "Probe", style: .compact))
        _ = engine.handle(.entries([started("Kate"), launched]), now: 1)
        let timedOut = engine.handle(.deadline(step: 0), now: 5_000_000_001)
        XCTAssertEqual(finishes(timedOut), [], "waits for the stack")
        XCTAssertTrue(timedOut.contains(.locateHang(participant: "Kate")), "\(timedOut)")
        let printed = ["Thread 0 \"imsim\" crashed:", "",
                       "  0      0x00007f clock_nanosleep + 35 in libc.so.6",
                       "  1 [ra] 0x000055 Poll.spin() + 174 in imsim at /work/poll/Poll.swift:54:21",
                       "  2 [ra] 0x000056 UIControl.sendActions(for:) + 531 in imsim at \(imsimSources)UIKit/UIControl.swift:122:33"]
        _ = engine.handle(.entries(printed.map { entry("Kate", .output(line: $0)) }), now: 5_100_000_000)
        let ended = engine.handle(.entries([entry("Kate", .extensionEnded(launch: 1, how: "did not answer", expected: false))]),
                                  now: 5_200_000_000)
        XCTAssertEqual(finishes(ended), [.failed("party.yaml:2:5: Kate: send failed:\nKate's phone did not finish within 5s\n"
            + "Kate's extension Probe is stuck in its own code (main thread, innermost first):\n"
            + "  1 Poll.spin() + 174 in imsim at /work/poll/Poll.swift:54:21")])
    }

    /// A phone that prints no stack in time: the step fails all the same, saying so.
    func testAHungExtensionThatPrintsNoStackStillFailsTheStep() {
        var engine = StepEngine(scenario: scenario([send, johnSeesNothing]))
        _ = engine.handle(.ready, now: 0)
        let launched = entry("Kate", .extensionLaunched(launch: 1, bundleIdentifier: "probe", displayName: "Probe", style: .compact))
        _ = engine.handle(.entries([started("Kate"), launched]), now: 1)
        _ = engine.handle(.deadline(step: 0), now: 5_000_000_001)
        let late = engine.handle(.deadline(step: 0), now: 13_000_000_001)
        XCTAssertEqual(finishes(late), [.failed("party.yaml:2:5: Kate: send failed:\nKate's phone did not finish within 5s\n"
            + "Kate's extension printed no stack within 8s")])
    }
}
