import Foundation
import IMSimCore
import IMSimModel
import IMSimScenario
import XCTest

/// Following phones through a state model, with no process: snapshots in, states and failures out.
final class StateModelTrackerTests: XCTestCase {
    static let diagramText = """
        [*] --> CM
        CM --> [*]
        CM --> FfC : Forces\\nExpansion
        EM --> FfE
        FfE --> EM : Back
        FfC --> CM : Back or\\lcollapse
        CM -r-> EM : expand
        EM -l-> CM : collapse
        state "Menu (Compact)" as CM
        """

    func model() throws -> StateModel {
        let diagram = try StateDiagramParser.parse(Self.diagramText, file: "states.puml")
        return StateModel(diagram: diagram, identities: [
            StateDiagram.terminal: .closed,
            "CM": .screen(controller: "Menu", style: .compact),
            "EM": .screen(controller: "Menu", style: .expanded),
            "FfC": .screen(controller: "Food", style: .expanded),
            "FfE": .screen(controller: "Food", style: .expanded),
        ], location: SourceLocation(file: "s.yaml", line: 4, column: 1))
    }

    func phone(_ controller: String?, _ style: PresentationStyle = .compact) -> PhoneSnapshot {
        let app = controller.map { RunningApp(bundleIdentifier: "x", style: style, screen: ScreenSnapshot(controllers: ["Root", $0])) }
        return PhoneSnapshot(name: "Kate", app: app)
    }

    func testStatesThatLookAlikeAreToldApartByTheEdgeTaken() throws {
        var tracker = StateModelTracker(model: try model())
        XCTAssertNil(tracker.observe(phone(nil)))
        XCTAssertNil(tracker.observe(phone("Menu")))
        XCTAssertEqual(tracker.current["Kate"], "CM")
        XCTAssertNil(tracker.observe(phone("Food", .expanded)))
        XCTAssertEqual(tracker.current["Kate"], "FfC", "from the compact menu, Food is FfC")
        XCTAssertNil(tracker.observe(phone("Menu")))
        XCTAssertNil(tracker.observe(phone("Menu", .expanded)))
        XCTAssertNil(tracker.observe(phone("Food", .expanded)))
        XCTAssertEqual(tracker.current["Kate"], "FfE", "from the expanded menu, Food is FfE")
        XCTAssertNil(tracker.observe(phone("Food", .expanded)), "no change of screen, no transition")
        let coverage = tracker.coverage
        XCTAssertEqual([coverage.statesVisited, coverage.statesTotal, coverage.edgesTaken, coverage.edgesTotal], [4, 4, 5, 8])
        XCTAssertEqual(coverage.untakenEdges, ["CM --> [*] (line 2)", "FfE --> EM (line 5)", "EM --> CM (line 8)"])
        XCTAssertFalse(coverage.isComplete)
    }

    func testATransitionTheDiagramLacksFailsNamingFileAndLine() throws {
        var tracker = StateModelTracker(model: try model())
        for snapshot in [phone(nil), phone("Menu"), phone("Menu", .expanded)] { XCTAssertNil(tracker.observe(snapshot)) }
        // EM --> [*] is not in this diagram.
        let failure = try XCTUnwrap(tracker.observe(phone(nil)))
        XCTAssertTrue(failure.hasPrefix("states.puml:4: Kate went from EM to [*] (closed), which is not a transition"), failure)
        XCTAssertTrue(failure.hasSuffix("from EM it has: EM --> FfE (line 4), EM --> CM : collapse (line 8)"), failure)
    }

    func testAScreenMatchingNoStateFails() throws {
        var tracker = StateModelTracker(model: try model())
        XCTAssertNil(tracker.observe(phone(nil)))
        let failure = try XCTUnwrap(tracker.observe(phone("Mood")))
        XCTAssertTrue(failure.hasPrefix("states.puml:1: Kate's screen (Mood, compact) matches no state of the model"), failure)
    }

    /// The engine checks the model once the cast is quiet after a step, and fails that step.
    func testTheEngineChecksTheModelAfterTheStepSettles() throws {
        let location = SourceLocation(file: "s.yaml", line: 9, column: 5)
        var scenario = Scenario(name: "m", file: "s.yaml", app: "x", cast: [CastMember(name: "Kate", location: location)],
                                steps: [ScenarioStep(location: location, kind: .perform(participant: "Kate", command: .openApp(nil)))])
        scenario.model = try model()
        var engine = StepEngine(scenario: scenario)
        _ = engine.handle(.ready, now: 0)
        XCTAssertEqual(engine.handle(.performed(request: 1, failure: nil), now: 1), [], "waits for the cast to be quiet")
        XCTAssertEqual(engine.results, [], "not passed before the cast is quiet")
        let launched = JournalEntry(index: 0, source: "Kate", sequence: 1, time: 0,
                                    event: .phone(.extensionLaunched(launch: 1, bundleIdentifier: "x", displayName: "X", style: .compact)))
        let shown = JournalEntry(index: 1, source: "Kate", sequence: 2, time: 0,
                                 event: .phone(.screenChanged(screen: ScreenSnapshot(controllers: ["Root", "Mood"]))))
        _ = engine.handle(.entries([launched, shown]), now: 2)
        let actions = engine.handle(.quiet, now: 3)
        guard case let .finish(.failed(reason))? = actions.last else { return XCTFail("\(actions)") }
        XCTAssertTrue(reason.contains("state model: states.puml:1: Kate's screen (Mood, compact) matches no state"), reason)
    }

    func testRequiringFullCoverageFailsARunThatLeavesEdgesUntaken() throws {
        let location = SourceLocation(file: "s.yaml", line: 9, column: 5)
        var scenario = Scenario(name: "m", file: "s.yaml", app: "x", cast: [CastMember(name: "Kate", location: location)],
                                steps: [ScenarioStep(location: location, kind: .perform(participant: "Kate", command: .openApp(nil)))])
        scenario.model = try model()
        for require in [false, true] {
            var engine = StepEngine(scenario: scenario, requireFullCoverage: require)
            _ = engine.handle(.ready, now: 0)
            _ = engine.handle(.performed(request: 1, failure: nil), now: 1)
            _ = engine.handle(.entries([
                JournalEntry(index: 0, source: "Kate", sequence: 1, time: 0,
                             event: .phone(.extensionLaunched(launch: 1, bundleIdentifier: "x", displayName: "X", style: .compact))),
                JournalEntry(index: 1, source: "Kate", sequence: 2, time: 0,
                             event: .phone(.screenChanged(screen: ScreenSnapshot(controllers: ["Root", "Menu"])))),
            ]), now: 2)
            _ = engine.handle(.quiet, now: 3)
            if require {
                guard case let .failed(reason)? = engine.outcome else { return XCTFail("\(String(describing: engine.outcome))") }
                XCTAssertTrue(reason.hasPrefix("--require-full-coverage: model states.puml: states 1/4, edges 1/8"), reason)
            } else {
                XCTAssertEqual(engine.outcome, .passed)
            }
        }
    }
}
