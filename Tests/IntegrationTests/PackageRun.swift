import Foundation
import IMSimCore
import XCTest

/// Runs a command in a package's folder, as a user would in a terminal, its output into a file.
enum PackageRun {
    /// Where the packages' builds go: one folder for every package these tests write, so that imsim,
    /// their dependency, is compiled once (about two minutes) and not once a package. A user with two
    /// packages can do the same with `--scratch-path`.
    static var scratch: String { ImsimInvocation.repository.path + "/.build/package-tests" }

    /// The package's executable `product` as `swift(_:in:)` builds it.
    static func product(_ product: String) -> String { scratch + "/debug/" + product }

    /// `swift build` or `swift test` (`command`) in `package`, built into `scratch`.
    static func swift(_ command: String, in package: String, seconds: Double) throws -> (Int32, String) {
        try run("/usr/bin/env", ["swift", command, "--scratch-path", scratch], in: package, seconds: seconds)
    }

    /// Runs `executable` in `folder`, its output into a file (no pipe to drain); status and output.
    static func run(_ executable: String, _ arguments: [String], in folder: String, seconds: Double) throws -> (Int32, String) {
        let log = folder + "/.test-output-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let output = try XCTUnwrap(FileHandle(forWritingAtPath: log))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        guard ended.wait(timeout: .now() + TimeoutScale.seconds(seconds)) == .success else {
            process.terminate()
            throw DidNotExit(description: "\(executable) \(arguments) did not end within \(seconds) s")
        }
        try output.close()
        return (process.terminationStatus, try String(contentsOfFile: log, encoding: .utf8))
    }
}
