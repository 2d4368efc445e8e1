import Foundation
import XCTest

/// `imsim run` and `imsim check` over several files: a file that does not end as it declares fails the
/// batch, and `check` names every problem of every file.
final class ManyScenariosTests: XCTestCase {
    private func folder(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imsim-many-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/nested", withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    func testAFileThatDoesNotEndAsDeclaredFailsTheBatch() throws {
        let passes = "name: Opens\napp: probe\ncast: [Kate]\nsteps:\n  - Kate: open\n"
        let wrong = "name: Wrong\napp: probe\ncast: [Kate]\nsteps:\n  - Kate: open\n  - expect Kate:\n      style: expanded\n"
        let failsAt6 = "outcome: {fail: {line: 6, message: \"expected expanded\"}}\n"
        let dir = try folder(["a.yaml": passes, "nested/b.yml": failsAt6 + passes, "c.yaml": wrong])
        let run = try ImsimInvocation.run(["run", dir, "--jobs", "3", "--junit", dir + "/report.xml"], seconds: 120)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("ok      \(dir)/a.yaml  passed"), run.stdout)
        XCTAssertTrue(run.stdout.contains("NOT OK  \(dir)/nested/b.yml  passed, declared outcome: fail at line 6"), run.stdout)
        XCTAssertTrue(run.stdout.contains("NOT OK  \(dir)/c.yaml  failed (exit 1), declared outcome: pass"), run.stdout)
        XCTAssertTrue(run.stdout.contains("3 scenarios: 1 ended as declared, 2 did not"), run.stdout)
        let junit = try String(contentsOfFile: dir + "/report.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains("<testsuites tests=\"3\" failures=\"2\">"), junit)
        XCTAssertEqual(run.invocation.liveHelpers, [])
    }

    /// A must-fail file counts only when it fails at the step and for the reason it declares.
    func testAFileThatFailsElsewhereOrForAnotherReasonDoesNotEndAsDeclared() throws {
        let wrong = "name: Wrong\napp: probe\ncast: [Kate]\nsteps:\n  - Kate: open\n  - expect Kate:\n      within: 300ms\n      style: expanded\n"
        let dir = try folder(["right.yaml": "outcome: {fail: {line: 7, message: \"Kate's style: expected expanded\"}}\n" + wrong,
                              "elsewhere.yaml": "outcome: {fail: {line: 6, message: \"Kate's style: expected expanded\"}}\n" + wrong,
                              "other-reason.yaml": "outcome: {fail: {line: 7, message: \"crashed\"}}\n" + wrong])
        let run = try ImsimInvocation.run(["run", dir, "--jobs", "2", "--json", dir + "/report.jsonl"], seconds: 120)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("ok      \(dir)/right.yaml  failed (exit 1) as declared"), run.stdout)
        XCTAssertTrue(run.stdout.contains("NOT OK  \(dir)/elsewhere.yaml  failed (exit 1), not as declared: outcome: fail at line 6"),
                      run.stdout)
        XCTAssertTrue(run.stdout.contains("NOT OK  \(dir)/other-reason.yaml  failed (exit 1), not as declared: "
            + "outcome: fail at line 7 with \"crashed\" is declared, but the scenario failed at line 7: "), run.stdout)
        XCTAssertTrue(run.stdout.contains("3 scenarios: 1 ended as declared, 2 did not"), run.stdout)
        for name in ["elsewhere.yaml", "other-reason.yaml"] {
            let single = try ImsimInvocation.run(["run", dir + "/" + name])
            XCTAssertEqual(single.status, 1, single.stdout + single.stderr)
            XCTAssertTrue(single.stdout.contains("is declared, but the scenario failed at line 7"), single.stdout)
        }
    }

    func testCheckReportsEveryProblemOfEveryFile() throws {
        let bad = "name: Bad\napp: probe\ncast: [Kate]\ntimeout: soon\nsteps:\n  - Alice: open\n  - Kate: fly\n"
        let good = "name: Good\napp: probe\ncast: [Kate]\nsteps:\n  - Kate: open\n"
        let dir = try folder(["bad.yaml": bad, "good.yaml": good, "nested/bad2.yaml": bad])
        let run = try ImsimInvocation.run(["check", dir])
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        for file in ["bad.yaml", "nested/bad2.yaml"] {
            XCTAssertTrue(run.stdout.contains("\(dir)/\(file): 3 problems"), run.stdout)
            for position in [":4:10: error:", ":6:12: error: unknown participant `Alice`", ":7:11: error: unknown verb `fly`"] {
                XCTAssertTrue(run.stderr.contains(dir + "/" + file + position), "\(file)\(position)\n\(run.stderr)")
            }
        }
        XCTAssertTrue(run.stdout.contains("\(dir)/good.yaml: valid"), run.stdout)
    }
}
