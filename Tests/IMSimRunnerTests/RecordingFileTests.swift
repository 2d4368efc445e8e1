import Foundation
import IMSimCore
import IMSimModel
import XCTest

/// A console's recording goes to a new file, or over a regular file when asked; nothing else is replaced.
final class RecordingFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "recording-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ text: String, to path: String, replacing: Bool = false) throws(RecordingFileError) {
        try RecordingFile.write(text, to: path, replacing: replacing, replaceHint: "--replace")
    }

    private func refusal(_ text: String, to path: String, replacing: Bool = false) -> RecordingFileError? {
        do {
            try write(text, to: path, replacing: replacing)
            return nil
        } catch {
            return error
        }
    }

    func testANewFileIsWrittenWhole() throws {
        try write("steps: []\n", to: folder + "/new.yaml")
        XCTAssertEqual(try String(contentsOfFile: folder + "/new.yaml", encoding: .utf8), "steps: []\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["new.yaml"], "no temporary file is left")
    }

    func testAnExistingFileIsKeptUnlessReplacingIsAsked() throws {
        let path = folder + "/party.yaml"
        try "mine\n".write(toFile: path, atomically: false, encoding: .utf8)
        let refused = try XCTUnwrap(refusal("recorded\n", to: path))
        XCTAssertEqual(refused.description, "cannot record to \(path): it exists already (--replace replaces it)")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "mine\n")
        try write("recorded\n", to: path, replacing: true)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "recorded\n")
    }

    func testALinkIsNeverReplacedNorFollowed() throws {
        let target = folder + "/target.yaml", link = folder + "/link.yaml"
        try "target\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        for replacing in [false, true] {
            let refused = try XCTUnwrap(refusal("recorded\n", to: link, replacing: replacing))
            XCTAssertTrue(refused.description.contains("\(link): it is a symbolic link"), refused.description)
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "target\n")
    }

    func testAFolderOrADeviceIsRefusedByName() throws {
        let refusedFolder = try XCTUnwrap(refusal("x\n", to: folder, replacing: true))
        XCTAssertTrue(refusedFolder.description.contains("\(folder): it is a folder"), refusedFolder.description)
        let refusedDevice = try XCTUnwrap(refusal("x\n", to: "/dev/null", replacing: true))
        XCTAssertTrue(refusedDevice.description.contains("/dev/null: it is a device"), refusedDevice.description)
        var info = stat()
        XCTAssertEqual(lstat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "the device is still a device")
    }

    func testAFileThatCannotBeWrittenNamesItsPath() throws {
        let path = folder + "/no-such-folder/party.yaml"
        let refused = try XCTUnwrap(refusal("x\n", to: path))
        XCTAssertTrue(refused.description.hasPrefix("cannot record to \(path): "), refused.description)
    }

    func testTheConsoleRefusesToStartRecordingOverAnExistingFile() throws {
        let path = folder + "/party.yaml"
        try "mine\n".write(toFile: path, atomically: false, encoding: .utf8)
        var session = ConsoleSession(participant: "Kate", options: ConsoleOptions())
        _ = session.handle(.welcome(RunInfo(name: "party", scenarioFile: nil, app: "shopping-list", cast: ["Kate", "John"],
                                            conversations: [ConversationInfo(id: "chat", members: ["Kate", "John"])], seed: 1,
                                            artifacts: "/tmp/x", startedAt: "2026-11-23T00:00:00Z", command: ["imsim"])), now: 0)
        _ = session.handle(.quiet, now: 0)
        let refused = session.handle(.line("record \(path)"), now: 0).compactMap { if case let .report(report) = $0 { report } else { nil } }
        XCTAssertEqual(refused.map(\.ok), [false])
        XCTAssertTrue(refused.first?.failure?.contains("\(path): it exists already") ?? false, "\(refused)")
        XCTAssertNil(session.recording)
        XCTAssertEqual(session.handle(.line("record --replace \(path)"), now: 0),
                       [.report(.looked("record --replace \(path)", "recording to \(path); `record stop` writes it")), .prompt])
        XCTAssertTrue(session.replacesRecording)
    }
}
