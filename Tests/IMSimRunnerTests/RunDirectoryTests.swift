import Foundation
import IMSimCore
@testable import IMSimArtifacts
@testable import IMSimRunner
@testable import IMSimModel
import XCTest

/// Run directories live in this user's own folder, which a stranger cannot have prepared.
final class RunDirectoryTests: XCTestCase {
    func testARunDirectoryIsPrivateAndInThisUsersFolder() throws {
        let directory = try RunDirectory.create()
        defer { directory.remove() }
        XCTAssertTrue(directory.path.hasPrefix("/tmp/imsim-\(getuid())/"), directory.path)
        for path in [RunDirectory.parent, directory.path] {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700, path)
        }
    }

    func testAFolderHeldByALinkIsNotUsedAndAnOpenOneIsClosed() throws {
        let scratch = NSTemporaryDirectory() + "imsim-run-directory-\(getpid())"
        try FileManager.default.createDirectory(atPath: scratch + "/elsewhere", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createSymbolicLink(atPath: scratch + "/link", withDestinationPath: scratch + "/elsewhere")
        XCTAssertEqual(RunDirectory.folder(scratch + "/link", creating: true), .taken)
        // Runs are then made in /tmp itself, as before the folder existed, never through the link.
        let directory = try RunDirectory.create(in: scratch + "/link")
        defer { directory.remove() }
        XCTAssertTrue(directory.path.hasPrefix("/tmp/imsim-"), directory.path)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch + "/elsewhere"), [])

        chmod(scratch + "/elsewhere", 0o777)
        XCTAssertEqual(RunDirectory.folder(scratch + "/elsewhere", creating: false), .own(scratch + "/elsewhere"))
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch + "/elsewhere")
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
        XCTAssertEqual(RunDirectory.folder(scratch + "/missing", creating: false), .missing)
    }

    /// A run killed with SIGKILL cannot remove its directory: the next run does, when its owner has
    /// certainly ended, and nothing else.
    func testCreatingRemovesOnlyDirectoriesWhoseOwnerHasEnded() throws {
        let scratch = NSTemporaryDirectory() + "imsim-stale-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        XCTAssertEqual(mkdir(scratch, 0o700), 0)
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let me = try XCTUnwrap(RunOwner.current)
        let owners: [String: String?] = [
            "reaped": "\(ended.processIdentifier) 1\n",
            "pid-used-again": "\(getpid()) \(me.startTime + 1)\n",
            "alive": me.text,
            "unreadable": "not an owner\n",
            "being-made": nil,
        ]
        for (name, owner) in owners {
            XCTAssertEqual(mkdir(scratch + "/" + name, 0o700), 0)
            if let owner { try owner.write(toFile: scratch + "/\(name)/owner", atomically: false, encoding: .utf8) }
            try "".write(toFile: scratch + "/\(name)/control.sock", atomically: false, encoding: .utf8)
        }
        let made = try RunDirectory.create(in: scratch)
        XCTAssertEqual(made.owner, me)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: scratch))
        XCTAssertEqual(left, ["alive", "unreadable", "being-made", (made.path as NSString).lastPathComponent])
    }
}

/// Extensions hand their pictures over in a folder in memory named after the run's directory.
final class PictureHandoffTests: XCTestCase {
    private var exists: (String) -> Bool { { FileManager.default.fileExists(atPath: $0) } }

    func testARunsPicturesFolderIsInMemoryAndGoesWithItsDirectory() throws {
        let directory = try RunDirectory.create()
        let pictures = PictureHandoff.folder(forRun: directory.path)
        XCTAssertEqual(pictures, PictureHandoff.parent + "/" + (directory.path as NSString).lastPathComponent)
        let attributes = try FileManager.default.attributesOfItem(atPath: pictures)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
        try Data([1]).write(to: URL(fileURLWithPath: pictures + "/kate-file-1.pixels"))
        directory.remove()
        XCTAssertFalse(exists(pictures))
        XCTAssertFalse(exists(directory.path))
    }

    /// A run killed leaves its folder; the next run removes the folders of runs that ended (their
    /// lock held by no one, their directory gone), not one whose run is up elsewhere (its lock held,
    /// its directory in another mount namespace's /tmp), nor one with no lock.
    func testTheFoldersOfRunsThatEndedAreRemovedByTheNext() throws {
        let live = try RunDirectory.create()
        defer { live.remove() }
        let livePictures = PictureHandoff.folder(forRun: live.path)
        func folder(_ name: String) -> String { PictureHandoff.parent + "/" + name }
        let ended = "ended-\(UUID().uuidString.prefix(8))", elsewhere = "elsewhere-\(UUID().uuidString.prefix(8))"
        let unlocked = "unlocked-\(UUID().uuidString.prefix(8))"
        XCTAssertNotNil(PictureHandoff.prepare(forRun: "/nowhere/" + ended), "its lock let go at once")
        let held = try XCTUnwrap(PictureHandoff.prepare(forRun: "/nowhere/" + elsewhere))
        _ = PictureHandoff.folder(forRun: "/nowhere/" + unlocked)
        defer { [elsewhere, unlocked].forEach { try? FileManager.default.removeItem(atPath: folder($0)) } }
        let next = try RunDirectory.create()
        next.remove()
        XCTAssertFalse(exists(folder(ended)))
        XCTAssertTrue(exists(folder(elsewhere)))
        XCTAssertTrue(exists(folder(unlocked)))
        XCTAssertTrue(exists(livePictures))
        withExtendedLifetime(held) {}
    }

    /// A phone takes the folder the runner made, and the run's directory when there is none (the
    /// runner found /dev/shm short, say): it never makes one the runner does not hold.
    func testAPhoneTakesOnlyTheFolderTheRunnerMade() throws {
        let unprepared = "/nowhere/none-\(UUID().uuidString.prefix(8))"
        XCTAssertEqual(PictureHandoff.folder(forRun: unprepared, creating: false), unprepared)
        XCTAssertFalse(exists(PictureHandoff.parent + "/" + (unprepared as NSString).lastPathComponent))
        let directory = try RunDirectory.create()
        defer { directory.remove() }
        XCTAssertEqual(PictureHandoff.folder(forRun: directory.path, creating: false),
                       PictureHandoff.parent + "/" + (directory.path as NSString).lastPathComponent)
    }

    /// A name someone else's link or file holds is not used: the run's own directory is.
    func testAFolderHeldByALinkIsNotUsed() throws {
        let directory = try RunDirectory.create()
        defer { directory.remove() }
        let name = (directory.path as NSString).lastPathComponent
        _ = PictureHandoff.folder(forRun: directory.path)
        try FileManager.default.removeItem(atPath: PictureHandoff.parent + "/" + name)
        try FileManager.default.createSymbolicLink(atPath: PictureHandoff.parent + "/" + name, withDestinationPath: directory.path)
        XCTAssertEqual(PictureHandoff.folder(forRun: directory.path), directory.path)
        try Data([1]).write(to: URL(fileURLWithPath: directory.path + "/mine"))
        PictureHandoff.remove(forRun: directory.path)
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: PictureHandoff.parent + "/" + name), "the link is left")
        XCTAssertTrue(exists(directory.path + "/mine"), "and nothing is removed through it")
        try? FileManager.default.removeItem(atPath: PictureHandoff.parent + "/" + name)
    }
}
