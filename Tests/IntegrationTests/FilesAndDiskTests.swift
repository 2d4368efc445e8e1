import Foundation
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

    /// A scenario file is read once: a named pipe gives its text to one reader only, so a second read
    /// would wait for a writer for ever.
    func testARefusedScenarioIsReadOnce() throws {
        let pipe = scratch + "/refused.yaml"
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        let run = try ImsimInvocation(["run", pipe])
        XCTAssertTrue(FilesAndDiskTests.write("outcome: rejected\nname: [\n", toPipe: pipe), "imsim never opened the file")
        XCTAssertEqual(try run.waitForExit(seconds: 30), 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("ended as declared (outcome: rejected, exit status 2)"), run.stdout)
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
        guard written.wait(timeout: .now() + seconds) == .success else {
            let reader = open(path, O_RDONLY | O_NONBLOCK)
            written.wait()
            close(reader)
            return false
        }
        return true
    }
}
