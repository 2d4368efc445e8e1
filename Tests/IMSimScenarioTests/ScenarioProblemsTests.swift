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

    /// A misspelt verb, a misspelt key and an unknown participant, all in one pass (issue 25: the
    /// participant used to come only after the other two were fixed).
    func testEveryKindOfProblemIsFoundInOnePass() {
        let yaml = """
            name: Typos
            app: nowhere
            cast: [Kate, John]
            steps:
              - Kate: [open, tapp "New party", send]
              - expect Jon:
                  screen-contain: [Mussels]
                  styl: expanded
              - Alice: tapp Send
            """
        let (scenario, problems) = ScenarioParser.read(yaml: yaml, file: "s.yaml")
        let catalog = AppCatalog(["probe": AppInfo(displayName: "Probe", controls: nil)])
        let more = scenario.map { ScenarioValidator.problems(in: $0, catalog: catalog) } ?? []
        let all = (problems + more).map { problem in
            "\(problem.location.map { "\($0.line):\($0.column)" } ?? "-") \(problem.message.prefix(28))"
        }.sorted()
        XCTAssertEqual(all, [
            "2:6 unknown app `nowhere`; known",
            "5:18 unknown verb `tapp`; known v",
            "6:5 unknown participant `Jon`; t",
            "7:7 unknown key `screen-contain`",
            "8:7 unknown key `styl` in `expec",
            "9:12 unknown participant `Alice`;",
            "9:12 unknown verb `tapp`; known v",
        ])
        XCTAssertEqual(scenario?.steps.count, 5, "open, the unread tapp, send, expect Jon, the unread Alice")
    }
}
