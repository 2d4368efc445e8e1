import Foundation
import IMSimCore
import XCTest

/// The inputs kept in Tests/FuzzInputs (seeds, and any input a fuzzer once crashed on) replayed through
/// the same targets `tools/fuzz` runs, built without the fuzzer: each must be decoded or refused; a hang
/// fails the test.
final class FuzzInputReplayTests: XCTestCase {
    func testEveryKeptInputIsHandled() throws {
        let replayer = ImsimInvocation.binary.deletingLastPathComponent().appendingPathComponent("IMSimFuzz")
        let inputs = ImsimInvocation.repository.appendingPathComponent("Tests/FuzzInputs")
        for target in ["frame", "envelope", "channel", "scenario"] {
            let folder = inputs.appendingPathComponent(target)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appendingPathComponent($0).path }
            XCTAssertFalse(files.isEmpty, "no inputs for \(target)")
            let process = Process()
            process.executableURL = replayer
            process.arguments = [target] + files
            let output = Pipe()
            process.standardOutput = output
            let ended = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in ended.signal() }
            try process.run()
            let seconds = TimeoutScale.seconds(60)
            guard ended.wait(timeout: .now() + seconds) == .success else {
                process.terminate()
                return XCTFail("\(target): the replayer did not end within \(seconds) s")
            }
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertEqual(process.terminationStatus, 0, "\(target): \(text)")
            XCTAssertEqual(text, "replayed \(files.count) inputs on \(target)\n")
        }
    }
}
