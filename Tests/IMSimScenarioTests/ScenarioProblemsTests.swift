import IMSimScenario
import XCTest

/// `ScenarioParser.read` and `ScenarioValidator.problems`: every problem of a file, not only the first.
final class ScenarioProblemsTests: XCTestCase {
    func testEveryStepAndKeyReportsItsOwnProblem() {
        let yaml = """
            name: Many problems
            app: probe
            cast: [Kate, John]
            timeout: soon
            steps:
              - Kate: open
              - Alice: open
              - Kate: fly
              - expect Kate:
                  controler: Home
            """
        let (scenario, problems) = ScenarioParser.read(yaml: yaml, file: "s.yaml")
        XCTAssertEqual(problems.map { $0.location.map { "\($0.line):\($0.column)" } ?? "" }, ["4:10", "8:11", "10:7"])
        let catalog = AppCatalog(["probe": AppInfo(displayName: "Probe", controls: nil)])
        let more = scenario.map { ScenarioValidator.problems(in: $0, catalog: catalog) } ?? []
        XCTAssertEqual(more.map(\.description), ["s.yaml:7:12: error: unknown participant `Alice`; the cast is Kate, John"])
    }

    func testAValidFileHasNoProblems() {
        let (scenario, problems) = ScenarioParser.read(yaml: "name: x\napp: probe\ncast: [Kate]\nsteps:\n  - Kate: open\n",
                                                       file: "s.yaml")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(scenario?.steps.count, 1)
    }
}
