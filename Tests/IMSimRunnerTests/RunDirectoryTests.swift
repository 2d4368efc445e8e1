import Foundation
@testable import IMSimRunner
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
}
