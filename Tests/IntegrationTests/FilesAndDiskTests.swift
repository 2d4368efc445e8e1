import Foundation
import IMSimCore
import XCTest

/// What imsim reads, writes and removes on disk, through the built binary: files it refuses, files it
/// must not replace, folders it must not prune, a disk that is full.
final class FilesAndDiskTests: XCTestCase {
    private var scratch = ""

    override func setUpWithError() throws {
        scratch = NSTemporaryDirectory() + "imsim-files-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// A scenario file is read once: a named pipe gives its text to one reader only, so what a second
    /// read would take the declared outcome from is not there.
    func testARefusedScenarioIsReadOnce() throws {
        let pipe = scratch + "/refused.yaml"
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        let run = try ImsimInvocation(["run", pipe])
        XCTAssertTrue(FilesAndDiskTests.write("outcome: {rejected: {line: 3, message: invalid YAML}}\nname: [\n", toPipe: pipe), "imsim never opened the file")
        XCTAssertEqual(try run.waitForExit(seconds: 30), 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains(#"ended as declared (outcome: rejected at line 3 with "invalid YAML", exit status 2)"#), run.stdout)
    }

    /// `attach --record FILE` refuses an existing file before it looks for a run, naming it, and a link
    /// even with `--replace`.
    func testAttachRefusesToRecordOverWhatExists() throws {
        let file = scratch + "/party.yaml", link = scratch + "/link.yaml"
        try "mine\n".write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let existing = try ImsimInvocation.run(["attach", "Kate", "--run", "no-such-run", "--record", file, "-c", "quit"])
        XCTAssertNotEqual(existing.status, 0)
        XCTAssertTrue(existing.stderr.contains("cannot record to \(file): it exists already (--replace replaces it)"), existing.stderr)
        let linked = try ImsimInvocation.run(["attach", "Kate", "--run", "no-such-run", "--record", link, "--replace", "-c", "quit"])
        XCTAssertNotEqual(linked.status, 0)
        XCTAssertTrue(linked.stderr.contains("cannot record to \(link): it is a symbolic link"), linked.stderr)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "mine\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), file)
    }

    /// An artifacts folder that cannot be written in is named in words, before anything starts.
    func testAnArtifactsFolderThatCannotBeWrittenInIsNamed() throws {
        // sysfs refuses new files in /sys to every user, root included.
        let run = try ImsimInvocation.run(["run", "scenarios/mussels-party.yaml", "--artifacts", "/sys"])
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("imsim: cannot write in the artifacts folder /sys: Permission denied"), run.stderr)
        XCTAssertFalse(run.stderr.contains("Error Domain"), run.stderr)
        XCTAssertNil(run.invocation.runDirectory, "nothing started")
    }

    /// A disk full at the start (the journal on /dev/full): the run ends as imsim's own error, naming the
    /// file, with its result written and nothing left running.
    func testAFullDiskAtTheStartEndsTheRunAsImsimsError() throws {
        try FileManager.default.createSymbolicLink(atPath: scratch + "/journal.jsonl", withDestinationPath: "/dev/full")
        let run = try ImsimInvocation.run(["run", "scenarios/mussels-party.yaml", "--artifacts", scratch])
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("ERROR: cannot start the run: cannot write \(scratch)/journal.jsonl: No space left on device"),
                      run.stdout + run.stderr)
        try assertResult(in: scratch, says: "cannot write \(scratch)/journal.jsonl: No space left on device")
        for name in ["trace.json", ".trace.json.part"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: scratch + "/" + name), "no \(name) of a run that never wrote its journal")
        }
        run.invocation.assertNothingLeftBehind()
    }

    /// A disk that fills up while the run goes on (the journal reaches the file size limit mid-run): the
    /// run ends as imsim's own error, and the journal ends with a whole line.
    func testADiskThatFillsUpMidRunLeavesWholeLinesAndAResult() throws {
        // 30 blocks of 512 bytes: the journal of the mussels party grows past it in its steps.
        let invocation = try ImsimInvocation(["run", "scenarios/mussels-party.yaml", "--artifacts", scratch], fileSizeLimit: 30)
        XCTAssertEqual(try invocation.waitForExit(), 2, invocation.stdout + invocation.stderr)
        XCTAssertTrue(invocation.stdout.contains("✓"), "steps ran before the disk filled up:\n\(invocation.stdout)")
        XCTAssertTrue(invocation.stdout.contains("ERROR: cannot write \(scratch)/journal.jsonl: File too large"), invocation.stdout)
        let journal = try Data(contentsOf: URL(fileURLWithPath: scratch + "/journal.jsonl"))
        XCTAssertEqual(journal.last, UInt8(ascii: "\n"), "the journal ends with a whole line")
        for line in journal.split(separator: UInt8(ascii: "\n")) {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line)), String(decoding: line, as: UTF8.self))
        }
        try assertResult(in: scratch, says: "cannot write \(scratch)/journal.jsonl: File too large")
        invocation.assertNothingLeftBehind()
    }

    private func assertResult(in folder: String, says reason: String, line: UInt = #line) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/result.json"))
        let result = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(result["outcome"] as? String, "error", line: line)
        XCTAssertTrue((result["reason"] as? String)?.contains(reason) ?? false, "\(result)", line: line)
    }

    /// A runner killed with SIGKILL leaves its run directory; the next run removes it.
    func testARunDirectoryLeftByAKilledRunnerIsRemovedByTheNextRun() throws {
        let up = try ImsimInvocation(["up", "--app", "shopping-list", "--cast", "Kate,John",
                                      "--name", "killed-\(UUID().uuidString.prefix(6).lowercased())", "--artifacts", scratch + "/up"])
        XCTAssertTrue(up.waitForOutput("is up."), up.stdout + up.stderr)
        let left = try XCTUnwrap(up.runDirectory, up.stderr)
        kill(up.pid, SIGKILL)
        _ = try up.waitForExit(seconds: 20)
        XCTAssertTrue(FileManager.default.fileExists(atPath: left), "a killed runner cannot remove its directory")
        let next = try ImsimInvocation.run(["run", "scenarios/mussels-party.yaml", "--artifacts", scratch + "/next"])
        XCTAssertEqual(next.status, 0, next.stdout + next.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: left), "the next run removed \(left)")
    }

    /// Writes `text` into the named pipe once a reader has opened it; false when none did in time (the
    /// pipe is then opened here, to release the writer).
    static func write(_ text: String, toPipe path: String, seconds: Double = 30) -> Bool {
        let written = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            if let handle = FileHandle(forWritingAtPath: path) {
                try? handle.write(contentsOf: Data(text.utf8))
                try? handle.close()
            }
            written.signal()
        }
        guard written.wait(timeout: .now() + TimeoutScale.seconds(seconds)) == .success else {
            let reader = open(path, O_RDONLY | O_NONBLOCK)
            written.wait()
            close(reader)
            return false
        }
        return true
    }
}
