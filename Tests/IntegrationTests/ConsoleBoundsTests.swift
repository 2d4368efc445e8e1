import Foundation
import IMSimCore
import XCTest

/// What a console can cost a run: a huge line is refused at that console only, and a console that
/// asks for the journal again and again without reading costs the run a batch, not the journal each time.
final class ConsoleBoundsTests: XCTestCase {
    func testA600KBLineIsRefusedAtItsConsoleAndTheRunCarriesOn() throws {
        let name = "bounds-\(UUID().uuidString.prefix(6).lowercased())"
        let up = try ImsimInvocation(["up", "--app", "shopping-list", "--cast", "Kate,John", "--name", name])
        defer { _ = try? ImsimInvocation.run(["down", name]) }
        XCTAssertTrue(up.waitForOutput("The run \(name) is up."), up.stdout + up.stderr)

        let script = NSTemporaryDirectory() + "\(name).txt"
        defer { try? FileManager.default.removeItem(atPath: script) }
        try ("tap \"" + String(repeating: "é", count: 300_000) + "\"\nopen\nexpect style: compact\n")
            .write(toFile: script, atomically: true, encoding: .utf8)
        let kate = try ImsimInvocation.run(["attach", "Kate", "--run", name], standardInput: script)
        XCTAssertEqual(kate.status, 1, "one line failed:\n" + kate.stdout.prefix(2000) + kate.stderr.prefix(2000))
        XCTAssertTrue(kate.stdout.contains("the line is 600006 bytes; a console line is at most"), String(kate.stdout.prefix(2000)))
        XCTAssertTrue(kate.stdout.contains("✓ expect style: compact"), String(kate.stdout.prefix(2000)))
        XCTAssertFalse(kate.stdout.contains("the run ended"), String(kate.stdout.prefix(2000)))

        let john = try ImsimInvocation.run(["attach", "John", "--run", name, "-c", "open; expect style: compact"])
        XCTAssertEqual(john.status, 0, john.stdout + john.stderr)
        let down = try ImsimInvocation.run(["down", name])
        XCTAssertEqual(down.status, 0, down.stdout + down.stderr)
        XCTAssertEqual(try up.waitForExit(seconds: 20), 0, up.stdout + up.stderr)
        XCTAssertTrue(up.stdout.contains("ended: ended by imsim down"), up.stdout)
    }

    func testAConsoleThatSubscribesAgainAndAgainWithoutReadingCostsTheRunABatch() throws {
        let name = "resubscribe-\(UUID().uuidString.prefix(6).lowercased())"
        let artifacts = NSTemporaryDirectory() + name
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let up = try ImsimInvocation(["up", "scenarios/mussels-party.yaml", "--name", name, "--artifacts", artifacts])
        defer { _ = try? ImsimInvocation.run(["down", name]) }
        XCTAssertTrue(up.waitForOutput("The scenario passed: the run \(name) stays up.", seconds: 60), up.stdout + up.stderr)
        let directory = try XCTUnwrap(up.runDirectory, up.stderr)
        let journal = try Data(contentsOf: URL(fileURLWithPath: artifacts + "/journal.jsonl"))
        let before = try residentBytes(of: up.pid)

        // Asks for the whole journal 3,000 times and reads none of it: before, the run queued every
        // copy (about 3,000 × the journal); now one batch waits, and each ask starts it again.
        let greedy = try RawSocket(path: directory + "/control.sock")
        greedy.sendFrame(Hello(role: .console, name: "greedy"))
        for _ in 0..<3_000 { greedy.sendFrame(ClientToRun.subscribe(from: 0)) }
        greedy.sendFrame(ClientToRun.annotate(.attached(participant: "Kate")))
        XCTAssertTrue(waitForJournal(artifacts, toContain: #""attached":{"participant":"Kate"}"#), "the run read every request")
        let grown = try residentBytes(of: up.pid) - before
        XCTAssertLessThan(grown, 3_000 * journal.count / 10, "the run grew \(grown) bytes for a \(journal.count)-byte journal")

        // The run carries on, and releases what the greedy console cost once it goes.
        let kate = try ImsimInvocation.run(["attach", "Kate", "--run", name, "-c", "expect style: closed"])
        XCTAssertEqual(kate.status, 0, kate.stdout + kate.stderr)
        greedy.close()
        let down = try ImsimInvocation.run(["down", name])
        XCTAssertEqual(down.status, 0, down.stdout + down.stderr)
        _ = try up.waitForExit(seconds: 20)
    }

    private func residentBytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return (Int(line.split(separator: " ")[1]) ?? 0) * 1024
    }

    /// The journal file holds `text` within the time a run takes to read its socket (scaled for slow machines).
    private func waitForJournal(_ artifacts: String, toContain text: String, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(TimeoutScale.seconds(seconds))
        while Date() < deadline {
            if let journal = try? String(contentsOfFile: artifacts + "/journal.jsonl", encoding: .utf8), journal.contains(text) { return true }
            usleep(20_000)
        }
        return false
    }
}
