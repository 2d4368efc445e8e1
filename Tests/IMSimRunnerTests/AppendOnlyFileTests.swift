import Foundation
@testable import IMSimArtifacts
@testable import IMSimRunner
@testable import IMSimModel
import XCTest

/// Appends that fail (a full disk) are undone and named: a journal never ends with part of a line.
final class AppendOnlyFileTests: XCTestCase {
    func testAppendsAddWholeLines() throws {
        let path = NSTemporaryDirectory() + "append-\(UUID().uuidString.prefix(8)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try AppendOnlyFile(path: path, truncating: true)
        try file.append(Array("one\n".utf8))
        try file.append(Array("two\n".utf8))
        file.close()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "one\ntwo\n")
        XCTAssertThrowsError(try file.append(Array("three\n".utf8)), "a closed file takes nothing")
    }

    func testAWriteToAFullDiskThrowsNamingTheFile() throws {
        let file = try AppendOnlyFile(path: "/dev/full", truncating: false)
        XCTAssertThrowsError(try file.append(Array("line\n".utf8))) { error in
            XCTAssertEqual("\(error)", "cannot write /dev/full: No space left on device")
        }
    }

    func testAFileThatCannotBeOpenedIsNamed() {
        XCTAssertThrowsError(try AppendOnlyFile(path: "/no-such-folder/journal.jsonl", truncating: true)) { error in
            XCTAssertEqual("\(error)", "cannot write /no-such-folder/journal.jsonl: No such file or directory")
        }
    }
}
