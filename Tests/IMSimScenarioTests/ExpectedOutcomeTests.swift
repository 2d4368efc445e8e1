import IMSimScenario
import XCTest

/// The top-level `outcome` key: parsed with the scenario, read from files the parser rejects, and
/// judged against how a run ended (its status, and for a must-fail scenario the failure's line and words).
final class ExpectedOutcomeTests: XCTestCase {
    let body = "app: probe\ncast: [Kate]\nsteps:\n  - Kate: open\n"
    let sauce = ExpectedFailure(line: 11, message: "John's transcript differs")

    func testOutcomeIsPassUnlessDeclared() throws {
        XCTAssertEqual(try ScenarioParser.parse(yaml: "name: x\n" + body, file: "s.yaml").expectedOutcome, .pass)
        XCTAssertEqual(try ScenarioParser.parse(yaml: "name: x\noutcome: pass\n" + body, file: "s.yaml").expectedOutcome, .pass)
        XCTAssertEqual(try ScenarioParser.parse(yaml: "name: x\noutcome: {fail: {line: 11, message: John's transcript differs}}\n" + body,
                                                file: "s.yaml").expectedOutcome, .fail(sauce))
        let block = "outcome:\n  rejected:\n    line: 7\n    message: \"no control\"\nname: x\n"
        XCTAssertEqual(try ScenarioParser.parse(yaml: block + body, file: "s.yaml").expectedOutcome,
                       .rejected(ExpectedFailure(line: 7, message: "no control")))
    }

    func testAMustFailOutcomeWithoutWhereAndWhyIsRejectedWithTheShapeToWrite() {
        XCTAssertEqual(parseError("name: x\noutcome: fail\n" + body),
                       #"s.yaml:2:10: error: `outcome: fail` says where and how the scenario must fail: outcome: {fail: {line: 12, message: "words of the failure"}}"#)
        XCTAssertEqual(parseError("name: x\noutcome: rejected\n" + body),
                       #"s.yaml:2:10: error: `outcome: rejected` says where and how the scenario must be rejected: outcome: {rejected: {line: 12, message: "words of the failure"}}"#)
    }

    func testAnOutcomeOfTheWrongShapeIsRejectedOnItsLine() {
        XCTAssertEqual(parseError("name: x\noutcome: maybe\n" + body),
                       "s.yaml:2:10: error: expected pass, fail, rejected for `outcome`, found `maybe`")
        XCTAssertEqual(parseError("name: x\noutcome: {fail: {line: 3}}\n" + body),
                       #"s.yaml:2:17: error: missing `message`: words of the failure, e.g. outcome: {fail: {line: 12, message: "words of the failure"}}"#)
        XCTAssertEqual(parseError("name: x\noutcome: {fail: {line: 0, message: a}}\n" + body),
                       "s.yaml:2:24: error: expected a line number from 1 for `line`, found `0`")
        XCTAssertEqual(parseError("name: x\noutcome: {fail: {line: 3, message: a, step: 2}}\n" + body),
                       "s.yaml:2:39: error: unknown key `step` in `outcome: fail`; allowed keys: line, message")
        XCTAssertEqual(parseError("name: x\noutcome: {pass: {line: 3, message: a}}\n" + body),
                       "s.yaml:2:11: error: unknown key `pass` in `outcome`; allowed keys: fail, rejected")
    }

    func testDeclaredOutcomeIsReadFromFilesWithInvalidYAML() {
        XCTAssertEqual(ExpectedOutcome.declared(inScenarioText: "outcome: {rejected: {line: 2, message: x}}  # broken below\nname: [x\n"),
                       .rejected(ExpectedFailure(line: 2, message: "x")))
        XCTAssertEqual(ExpectedOutcome.declared(inScenarioText: "outcome:\n  rejected:\n    line: 5\n\n    message: x\nname: [x\n"),
                       .rejected(ExpectedFailure(line: 5, message: "x")))
        XCTAssertEqual(ExpectedOutcome.declared(inScenarioText: "name: x\noutcome: {fail: {line: 11, message: John's transcript differs}}\n"),
                       .fail(sauce))
        XCTAssertNil(ExpectedOutcome.declared(inScenarioText: "name: x\n"))
        XCTAssertNil(ExpectedOutcome.declared(inScenarioText: "name: x\noutcome: fail\n"), "a bare fail is no declaration")
    }

    func testAMustFailScenarioEndsAsDeclaredOnlyAtItsLineForItsReason() {
        let declared = ExpectedOutcome.fail(sauce)
        let failure = "s.yaml:11:5: expect John: transcript failed:\nnot met within 500ms:\ns.yaml:12:7: error: John's transcript differs"
        XCTAssertNil(declared.mismatch(with: ObservedEnding(exitStatus: 1, failures: [.init(line: 11, message: failure)])))
        XCTAssertEqual(declared.mismatch(with: ObservedEnding(exitStatus: 1, failures: [.init(line: 9, message: failure)])),
                       #"outcome: fail at line 11 with "John's transcript differs" is declared, but the scenario failed at line 9: s.yaml:11:5: expect John: transcript failed:"#)
        XCTAssertNotNil(declared.mismatch(with: ObservedEnding(exitStatus: 1, failures: [.init(line: 11, message: "Kate's extension crashed")])),
                        "the right step for another reason")
        XCTAssertEqual(declared.mismatch(with: ObservedEnding(exitStatus: 2, failures: [.init(line: nil, message: failure)])),
                       #"outcome: fail at line 11 with "John's transcript differs" is declared, but the scenario ended with exit status 2"#)
        XCTAssertNotNil(declared.mismatch(with: ObservedEnding(exitStatus: 0)))
        XCTAssertNil(ExpectedOutcome.pass.mismatch(with: ObservedEnding(exitStatus: 0)))
        XCTAssertEqual(declared.exitStatus, 1)
    }

    func testARejectedScenarioEndsAsDeclaredWhenOneOfItsProblemsMatches() {
        let declared = ExpectedOutcome.rejected(ExpectedFailure(line: 8, message: "Alice is not in the cast"))
        let problems = [ScenarioError(location: SourceLocation(file: "s.yaml", line: 3, column: 1), message: "unknown key"),
                        ScenarioError(location: SourceLocation(file: "s.yaml", line: 8, column: 5), message: "Alice is not in the cast")]
        XCTAssertNil(declared.mismatch(with: ObservedEnding(rejectedWith: problems)))
        XCTAssertNotNil(declared.mismatch(with: ObservedEnding(rejectedWith: Array(problems.prefix(1)))))
        XCTAssertNotNil(declared.mismatch(with: ObservedEnding(exitStatus: 2, failures: [.init(line: nil, message: "Alice is not in the cast")])),
                        "imsim's own error at no line is not the file's rejection")
    }

    private func parseError(_ yaml: String) -> String? {
        do {
            _ = try ScenarioParser.parse(yaml: yaml, file: "s.yaml")
            return nil
        } catch {
            return error.description
        }
    }
}
