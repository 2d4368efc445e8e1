import Foundation
import XCTest

/// `imsim check` and `imsim run` on the broken-scenario corpus of IMSimScenarioTests: exit 2 with
/// file:line:column on standard error.
final class BrokenScenarioCheckTests: XCTestCase {
    /// `imsim ARGUMENTS`; a hang fails the test.
    func imsim(_ arguments: [String]) throws -> (status: Int32, stderr: String, invocation: ImsimInvocation) {
        let invocation = try ImsimInvocation(arguments)
        do {
            let status = try invocation.waitForExit(seconds: 10)
            return (status, invocation.stderr, invocation)
        } catch {
            XCTFail("imsim \(arguments.joined(separator: " ")) did not end: \(error)")
            throw error
        }
    }

    static let corpus = ImsimInvocation.repository.appendingPathComponent("Tests/IMSimScenarioTests/BrokenScenarios")

    func testCheckRefusesEveryBrokenFileWithExitTwoAndItsPlace() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 60)
        for file in files {
            let path = Self.corpus.appendingPathComponent(file).path
            let result = try imsim(["check", path])
            XCTAssertEqual(result.status, 2, "\(file): \(result.stderr)")
            let located = result.stderr.range(of: #"\Q\#(path)\E:\d+:\d+: error: "#, options: .regularExpression) != nil
            XCTAssertTrue(located, "\(file) has no file:line:column: \(result.stderr)")
        }
    }

    /// A misspelt verb, a misspelt expectation and a misspelt participant: all three in one pass.
    func testCheckReportsEveryProblemOfAFileAtOnce() throws {
        let file = NSTemporaryDirectory() + "typos-\(UUID().uuidString).yaml"
        try """
            name: Typos
            app: shopping-list
            cast: [Kate, John]
            steps:
              - Kate: open
              - Kate: tapp "New party"
              - expect Kate:
                  screen-contain: [Mussels]
              - expect Jon:
                  style: expanded

            """.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try imsim(["check", file])
        XCTAssertEqual(result.status, 2, result.stderr)
        let places = result.stderr.split(separator: "\n").map { $0.replacingOccurrences(of: file, with: "f").prefix(30) }
        XCTAssertEqual(places, ["f:6:11: error: unknown verb `t", "f:8:7: error: unknown key `scr", "f:9:5: error: unknown particip"],
                       result.stderr)
    }

    func testRunRefusesBeforeStartingAnything() throws {
        for file in ["alias-bomb-as-key.yaml", "name-option-help.yaml", "cast-over-the-limit.yaml", "timeout-zero.yaml"] {
            let path = Self.corpus.appendingPathComponent(file).path
            let result = try imsim(["run", path])
            XCTAssertEqual(result.status, 2, "\(file): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(path + ":"), "\(file): \(result.stderr)")
            XCTAssertNil(result.invocation.runDirectory, "\(file) started a run")
        }
    }

    func testUpRefusesACastItCouldNotRun() throws {
        for (cast, problem) in [("Kate,relay", "reserved"), ("Kate,--help", "starts with `-`"), ("Kate,a/b", "contains `/`")] {
            let up = try imsim(["up", "--app", "shopping-list", "--cast", cast])
            XCTAssertNotEqual(up.status, 0, cast)
            XCTAssertTrue(up.stderr.contains(problem), "\(cast): \(up.stderr)")
            XCTAssertNil(up.invocation.runDirectory, "\(cast) started a run")
        }
    }
}
