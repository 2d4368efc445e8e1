import Foundation
import XcodeFolder
import XCTest

/// A moved `// xcode-folder:` line is named with its file and line, since SwiftPM would build the
/// folder it planned for without a word.
final class PlannedFolderCheckTests: XCTestCase {
    func testAMovedLineIsNamedAndAnUnmovedOneIsNot() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("planned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        let file = package.appendingPathComponent("XcodeFolder.swift")
        try "// imsim builds the folder below.\n//\n// xcode-folder: ../Party/MessagesExtension\n".write(to: file, atomically: true, encoding: .utf8)

        let planned = package.appendingPathComponent("../Party/MessagesExtension").standardizedFileURL.path
        XCTAssertNil(PlannedFolderCheck(plannedFolder: planned, packageDirectory: package.path).problem(in: [file.path]))
        XCTAssertNil(PlannedFolderCheck(plannedFolder: "../Party/MessagesExtension", packageDirectory: package.path)
            .problem(in: [file.path]), "a relative planned folder is the same folder")

        let old = package.appendingPathComponent("../Old/MessagesExtension").standardizedFileURL.path
        let problem = PlannedFolderCheck(plannedFolder: old, packageDirectory: package.path).problem(in: [file.path])
        XCTAssertEqual(problem, "\(file.path):3: error: this line now names \(planned), but SwiftPM planned this build for \(old) "
            + "and asks imsim's plugin again only when the package changes: run `touch Package.swift`, then build again")

        try "// the line is gone\n".write(to: file, atomically: true, encoding: .utf8)
        let gone = PlannedFolderCheck(plannedFolder: planned, packageDirectory: package.path).problem(in: [file.path])
        XCTAssertTrue(gone?.hasPrefix("\(file.path):1: error: no Swift file of the target has a `// xcode-folder:` line any more") == true,
                      gone ?? "nil")
    }
}
