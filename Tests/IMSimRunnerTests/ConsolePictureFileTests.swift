import Foundation
@testable import IMSimModel
import XCTest

/// `show screen --png FILE`: what would stop the phone writing FILE is said in the console that typed it.
final class ConsolePictureFileTests: XCTestCase {
    func testAFolderOrAPathThroughAFileIsRefusedWhereItWasTyped() throws {
        let folder = NSTemporaryDirectory() + "imsim-png-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertEqual(ConsoleSession.unwritablePicture(folder),
                       "cannot write the picture to \(folder): it is a folder; name a file (`shot.png`)")
        XCTAssertNil(ConsoleSession.unwritablePicture(folder + "/shot.png"))
        XCTAssertNil(ConsoleSession.unwritablePicture(folder + "/new/deeper/shot.png"), "missing folders are made")
        FileManager.default.createFile(atPath: folder + "/file", contents: Data())
        XCTAssertEqual(ConsoleSession.unwritablePicture(folder + "/file/shot.png"),
                       "cannot write the picture to \(folder)/file/shot.png: \(folder)/file is not a folder")
    }
}
