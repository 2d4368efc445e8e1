import Foundation
import XCTest

/// The imHostingVC sample under its state model, and the seed's bug, through the `imsim` executable
/// in embedded runs (the model and the controllers are what is tested, not the processes).
final class NavigationScenarioTests: XCTestCase {
    func testTheTourTakesEveryEdgeOfTheSeedsModel() throws {
        let run = try ImsimInvocation.run(["run", "--embedded", "--require-full-coverage", "scenarios/navigation/hosting-tour.yaml"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("model Samples/IMHostingVC/imHostingVC-states.puml: states 5/5, edges 13/13\n"), run.stdout)
    }

    func testRequiringFullCoverageFailsAScenarioThatLeavesEdgesUntaken() throws {
        let run = try ImsimInvocation.run(["run", "--embedded", "--require-full-coverage", "scenarios/navigation/hosting-menu.yaml"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("FAILED: --require-full-coverage: model Samples/IMHostingVC/imHostingVC-states.puml: "
            + "states 2/5, edges 5/13; never reached: FfC, FfE, Mood; never taken: CM --> FfC (line 8)"), run.stdout)
    }

    func testAnEdgeTheModelLacksFailsTheStepNamingTheDiagramLine() throws {
        let run = try ImsimInvocation.run(["run", "--embedded", "scenarios/failing/hosting-model-missing-edge.yaml", "--actual-status"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("Kate: collapse failed:\nstate model: Samples/IMHostingVC/imHostingVC-states.puml:22: "
            + "Kate went from FfE to CM (MenuViewController, compact), which is not a transition of the diagram"), run.stdout)
    }

    /// "compact menu to Mood not showing new VC": the variant with Ice Cream Builder's removal logic
    /// keeps the menu on screen; the fixed sample shows Mood.
    func testTheSeedsBugShowsTheOldControllerStillOnScreen() throws {
        let buggy = try ImsimInvocation.run(["run", "--embedded", "scenarios/failing/hosting-apple-removal-mood.yaml", "--actual-status"])
        XCTAssertEqual(buggy.status, 1, buggy.stdout + buggy.stderr)
        XCTAssertTrue(buggy.stdout.contains("Kate's visible controller: expected MoodViewController, found MenuViewController"),
                      buggy.stdout)
        let fixed = try ImsimInvocation.run(["run", "--embedded", "scenarios/navigation/hosting-mood.yaml"])
        XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
    }
}
