import Foundation
@testable import IMSimArtifacts
@testable import IMSimRunner
@testable import IMSimModel
import XCTest

/// Artifacts folders: `latest` links the newest, and pruning removes only folders imsim made.
final class ArtifactsTests: XCTestCase {
    private var scratch = ""

    override func setUpWithError() throws {
        scratch = NSTemporaryDirectory() + "imsim-artifacts-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: scratch)
    }

    private func folder(_ path: String, holding file: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try "mine\n".write(toFile: path + "/" + file, atomically: false, encoding: .utf8)
    }

    private func names(in path: String) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: path))
    }

    func testLatestLinksTheNewestAndOlderRunsArePruned() throws {
        let root = scratch + "/runs"
        let first = try Artifacts.create(name: "party", root: root, keep: 2)
        let second = try Artifacts.create(name: "party", root: root, keep: 2)
        let third = try Artifacts.create(name: "party", root: root, keep: 2)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/latest"),
                       (third.path as NSString).lastPathComponent)
        XCTAssertFalse(FileManager.default.fileExists(atPath: first.path), "the oldest run is pruned")
        XCTAssertTrue(FileManager.default.fileExists(atPath: second.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: third.path))
    }

    /// A run another process is still playing (it holds its marker locked, as every imsim that makes
    /// a run does) is not pruned by newer runs, however many; once that process has ended, it is.
    func testARunAnotherProcessIsPlayingIsNotPruned() throws {
        let root = scratch + "/runs"
        // Another imsim's run: its folder and marker, held by that process (python3 here).
        let playing = root + "/long-party-20261128-000000"
        try FileManager.default.createDirectory(atPath: playing, withIntermediateDirectories: true)
        try "made by imsim: this folder is a run's artifacts and may be pruned\n"
            .write(toFile: playing + "/.imsim-run", atomically: false, encoding: .utf8)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = ["python3", "-c", """
            import fcntl, sys
            marker = open(sys.argv[1], "r+")
            fcntl.lockf(marker, fcntl.LOCK_EX | fcntl.LOCK_NB)
            print("held", flush=True)
            sys.stdin.read()
            """, playing + "/.imsim-run"]
        let output = Pipe(), input = Pipe()
        holder.standardOutput = output
        holder.standardInput = input
        try holder.run()
        defer { if holder.isRunning { holder.terminate() } }
        // The line may come in pieces; an empty read is the end (python3 failed).
        var said = ""
        while !said.hasSuffix("\n") {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            said += String(decoding: data, as: UTF8.self)
        }
        XCTAssertEqual(said, "held\n")
        XCTAssertTrue(Artifacts.isInUse(playing))
        for _ in 0..<3 { _ = try Artifacts.create(name: "short party", root: root, keep: 2) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: playing), "the run still playing is kept")
        try input.fileHandleForWriting.close()
        holder.waitUntilExit()
        XCTAssertFalse(Artifacts.isInUse(playing))
        _ = try Artifacts.create(name: "short party", root: root, keep: 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: playing), "once it ended, it is pruned")
    }

    /// A marker already there (an embedded run's second start names its folder with `--artifacts`)
    /// keeps its batch: the batch's runs are still pruned together.
    func testMarkingAFolderAgainKeepsItsBatch() throws {
        let made = try Artifacts.create(name: "party", root: scratch + "/runs", batch: "nightly")
        XCTAssertEqual(Artifacts.batchOf(made.path), "nightly")
        _ = try Artifacts.at(made.path)
        XCTAssertEqual(Artifacts.batchOf(made.path), "nightly")
    }

    /// The runs of one `imsim run` of several files are kept or pruned together, as one run: the
    /// batch's page links to every one of them.
    func testABatchsRunsArePrunedTogetherAsOneRun() throws {
        let root = scratch + "/runs"
        // Ages set outright: folders made in the same millisecond may share a time.
        func age(_ artifacts: Artifacts, seconds: Double) throws {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: artifacts.path)
        }
        let single = try Artifacts.create(name: "alone", root: root, keep: 2)
        try age(single, seconds: 120)
        let batch = try (0..<5).map { _ in try Artifacts.create(name: "party", root: root, keep: 2, batch: "batch-1") }
        for run in batch { try age(run, seconds: 60) }
        XCTAssertTrue((batch.map(\.path) + [single.path]).allSatisfy { FileManager.default.fileExists(atPath: $0) },
                      "five runs of a batch and one before it: two units")
        XCTAssertEqual(Artifacts.batchOf(batch[0].path), "batch-1")
        XCTAssertNil(Artifacts.batchOf(single.path))
        let next = try Artifacts.create(name: "after", root: root, keep: 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: single.path), "the oldest unit goes")
        XCTAssertTrue(batch.allSatisfy { FileManager.default.fileExists(atPath: $0.path) }, "the batch stays whole")
        _ = try Artifacts.create(name: "later", root: root, keep: 2)
        XCTAssertTrue(batch.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) }, "then goes whole")
        XCTAssertTrue(FileManager.default.fileExists(atPath: next.path))
    }

    func testARealFolderNamedLatestIsNeverRemoved() throws {
        let root = scratch + "/runs"
        try folder(root + "/latest", holding: "notes.txt")
        _ = try Artifacts.create(name: "party", root: root, keep: 1)
        _ = try Artifacts.create(name: "party", root: root, keep: 1)
        XCTAssertEqual(try String(contentsOfFile: root + "/latest/notes.txt", encoding: .utf8), "mine\n")
    }

    func testOnlyFoldersImsimMarkedArePruned() throws {
        let root = scratch + "/runs"
        try folder(root + "/my-notes", holding: "journal.jsonl")
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: scratch)
        for _ in 0..<3 { _ = try Artifacts.create(name: "party", root: root, keep: 1) }
        XCTAssertEqual(try String(contentsOfFile: root + "/my-notes/journal.jsonl", encoding: .utf8), "mine\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/linked"))
        XCTAssertEqual(try names(in: root).filter { $0.hasPrefix("party-") }.count, 1, "imsim's own runs are still pruned")
    }

    func testARunsFolderReachedThroughALinkIsNotPruned() throws {
        let elsewhere = scratch + "/elsewhere", link = scratch + "/runs"
        // Even a folder that looks like a run: through a link, nothing is removed.
        try folder(elsewhere + "/old-run", holding: Artifacts.marker)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: elsewhere)
        _ = try Artifacts.create(name: "party", root: link, keep: 1)
        _ = try Artifacts.create(name: "party", root: link, keep: 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: elsewhere + "/old-run/" + Artifacts.marker))
        XCTAssertEqual(try names(in: elsewhere).filter { $0.hasPrefix("party-") }.count, 2)
    }

    func testAFolderThatCannotBeWrittenInIsNamedInWords() throws {
        // sysfs refuses new files in /sys to every user, root included.
        XCTAssertThrowsError(try Artifacts.at("/sys")) { error in
            XCTAssertEqual("\(error)", "cannot write in the artifacts folder /sys: Permission denied")
        }
        let file = scratch + "/file"
        try "x".write(toFile: file, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try Artifacts.at(file)) { error in
            XCTAssertEqual("\(error)", "cannot use the artifacts folder \(file): it is not a folder")
        }
    }
}
