import Foundation
import XCTest

/// The inputs kept in Tests/FuzzInputs (seeds, and any input a fuzzer once crashed on) replayed through
/// the same targets `tools/fuzz` runs, built without the fuzzer: each must be decoded or refused, and
/// quickly.
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
            let start = ContinuousClock.now
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(target): \(text)")
            XCTAssertEqual(text, "replayed \(files.count) inputs on \(target)\n")
            XCTAssertLessThan(ContinuousClock.now - start, .seconds(10), target)
        }
    }
}
