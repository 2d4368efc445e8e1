import Foundation
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
