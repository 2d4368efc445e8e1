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

    /// A picture whose drawing failed is never taken: its file is free once a later one is.
    func testTheFileOfAPictureNeverTakenIsFreedByTheNextTaken() {
        let files = ExtensionPictureFiles(folder: "/shm/run", owner: "Kate")
        let failed = files.assign("/a/1.pixels")
        let drawn = files.assign("/a/2.pixels")
        XCTAssertEqual(files.take("/a/2.pixels"), drawn)
        XCTAssertNil(files.take("/a/1.pixels"), "given up")
        XCTAssertEqual(files.assign("/a/3.pixels"), failed)
    }

    /// Past two free files, a released one is removed: a queue that fell behind leaves no pool behind it.
    func testAtMostTwoFreeFilesAreKept() throws {
        let folder = NSTemporaryDirectory() + "imsim-picture-files-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = ExtensionPictureFiles(folder: folder, owner: "Kate")
        let made = (1...4).map { files.assign("/a/\($0).pixels") }
        for file in made { FileManager.default.createFile(atPath: file, contents: Data([1])) }
        for (index, file) in made.enumerated() { XCTAssertEqual(files.take("/a/\(index + 1).pixels"), file) }
        made.forEach(files.release)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).count, ExtensionPictureFiles.keptFree)
    }
}
