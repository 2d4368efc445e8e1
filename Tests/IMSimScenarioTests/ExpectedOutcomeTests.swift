import IMSimScenario
import XCTest

/// The top-level `outcome` key: parsed with the scenario, and read from files the parser rejects.
final class ExpectedOutcomeTests: XCTestCase {
    let body = "app: probe\ncast: [Kate]\nsteps:\n  - Kate: open\n"

    func testOutcomeIsPassUnlessDeclared() throws {
        XCTAssertEqual(try ScenarioParser.parse(yaml: "name: x\n" + body, file: "s.yaml").expectedOutcome, .pass)
        XCTAssertEqual(try ScenarioParser.parse(yaml: "name: x\noutcome: fail\n" + body, file: "s.yaml").expectedOutcome, .fail)
        XCTAssertEqual(try ScenarioParser.parse(yaml: "outcome: rejected\nname: x\n" + body, file: "s.yaml").expectedOutcome,
                       .rejected)
    }

    func testAnUnknownOutcomeIsRejectedOnItsLine() {
        XCTAssertThrowsError(try ScenarioParser.parse(yaml: "name: x\noutcome: maybe\n" + body, file: "s.yaml")) { error in
            XCTAssertEqual((error as? ScenarioError)?.description,
                           "s.yaml:2:10: error: expected pass, fail, rejected for `outcome`, found `maybe`")
        }
    }

    func testDeclaredOutcomeIsReadFromFilesWithInvalidYAML() {
        XCTAssertEqual(ExpectedOutcome.declared(inScenarioText: "outcome: rejected  # broken below\nname: [x\n"), .rejected)
        XCTAssertEqual(ExpectedOutcome.declared(inScenarioText: "name: x\noutcome: fail\n"), .fail)
        XCTAssertNil(ExpectedOutcome.declared(inScenarioText: "name: x\n"))
        XCTAssertEqual(ExpectedOutcome.fail.exitStatus, 1)
    }
}
