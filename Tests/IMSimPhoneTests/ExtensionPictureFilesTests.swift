import Foundation
@testable import IMSimPhone
import XCTest

/// An extension paints each picture into a file the phone reads no more: a new one only while
/// every file is still being read.
final class ExtensionPictureFilesTests: XCTestCase {
    func testAFileIsPaintedIntoAgainOnceReleased() {
        let files = ExtensionPictureFiles(folder: "/shm/run", owner: "Kate")
        let first = files.assign("/a/1.pixels")
        XCTAssertEqual(first, "/shm/run/kate-file-1.pixels")
        XCTAssertEqual(files.take("/a/1.pixels"), first)
        XCTAssertNil(files.take("/a/1.pixels"), "taken once")
        let second = files.assign("/a/2.pixels")
        XCTAssertNotEqual(second, first, "the first is still read")
        files.release(first)
        XCTAssertEqual(files.assign("/a/3.pixels"), first)
        XCTAssertEqual(files.take("/a/2.pixels"), second)
        XCTAssertNil(files.take("/a/unknown.pixels"))
    }
}
