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

    func testAFolderThatIsALinkIsRefusedAndAnOpenOneIsClosed() throws {
        let scratch = NSTemporaryDirectory() + "imsim-run-directory-\(getpid())"
        try FileManager.default.createDirectory(atPath: scratch + "/elsewhere", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createSymbolicLink(atPath: scratch + "/link", withDestinationPath: scratch + "/elsewhere")
        XCTAssertThrowsError(try RunDirectory.ownDirectory(scratch + "/link", creating: true)) { error in
            XCTAssertTrue("\(error.localizedDescription)".contains("is not a directory of yours"), "\(error)")
        }
        chmod(scratch + "/elsewhere", 0o777)
        XCTAssertEqual(try RunDirectory.ownDirectory(scratch + "/elsewhere", creating: false), scratch + "/elsewhere")
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch + "/elsewhere")
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
        XCTAssertNil(try RunDirectory.ownDirectory(scratch + "/missing", creating: false))
    }
}
