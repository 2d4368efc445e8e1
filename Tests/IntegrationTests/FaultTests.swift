import Foundation
import XCTest

/// Runs interrupted or broken from outside: the run fails cleanly and leaves nothing behind.
final class FaultTests: XCTestCase {
    /// A scenario that opens the app, then waits a long time for something that never comes.
    private func writeWaitingScenario() throws -> String {
        let path = NSTemporaryDirectory() + "imsim-wait-\(UUID().uuidString.prefix(8)).yaml"
        try """
        name: Waiting
        app: shopping-list
        cast: [Kate, John]
        steps:
          - Kate: open
          - expect John:
              within: 60s
              style: expanded
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testInterruptEndsEveryProcessAndRemovesTheRunDirectory() throws {
        let scenario = try writeWaitingScenario()
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        let before = Leftovers.runDirectories()
        let run = try ImsimInvocation(["run", scenario])
        XCTAssertTrue(run.waitForOutput("✓ Kate: open"), run.stdout + run.stderr)
        XCTAssertFalse(Leftovers.helperProcesses().isEmpty, "the phones are running")
        kill(run.pid, SIGINT)
        XCTAssertEqual(try run.waitForExit(seconds: 20), 2)
        XCTAssertTrue(run.stdout.contains("interrupted"), run.stdout)
        XCTAssertEqual(Leftovers.helperProcesses(), [])
        XCTAssertEqual(Leftovers.runDirectories(), before)
    }

    func testAPhoneThatDiesFailsTheRunWithItsName() throws {
        let scenario = try writeWaitingScenario()
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        let run = try ImsimInvocation(["run", scenario])
        XCTAssertTrue(run.waitForOutput("✓ Kate: open"), run.stdout + run.stderr)
        let john = try XCTUnwrap(Leftovers.helperProcessIDs().first { $0.commandLine.contains("phone --name John") })
        kill(john.pid, SIGKILL)
        XCTAssertEqual(try run.waitForExit(seconds: 20), 2)
        XCTAssertTrue(run.stdout.contains("John"), run.stdout)
        XCTAssertTrue(run.stdout.contains("killed by signal 9") || run.stdout.contains("disconnected"), run.stdout)
        XCTAssertEqual(Leftovers.helperProcesses(), [])
    }
}

extension Leftovers {
    static func helperProcessIDs() -> [(pid: Int32, commandLine: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int32(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            let line = String(decoding: data, as: UTF8.self).split(separator: "\0").joined(separator: " ")
            return line.contains("imsim phone") || line.contains("/imsim phone") ? (pid, line) : nil
        }
    }
}
