import Foundation
import XCTest

/// The built `imsim` binary run as a person would, its output read while it runs (waiting first would
/// deadlock past the pipe buffer).
final class ImsimInvocation: @unchecked Sendable {
    // Guarded by `lock`: written by the pipes' handlers, read by the test.
    private let lock = NSCondition()
    private var stdoutText = ""
    private var stderrText = ""
    private let process = Process()
    private let finished = DispatchSemaphore(value: 0)
    private let out = Pipe()
    private let err = Pipe()

    static var binary: URL {
        // The test bundle sits in the build products directory, next to the executable.
        let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: runner).deletingLastPathComponent().appendingPathComponent("imsim")
    }

    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    init(_ arguments: [String]) throws {
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = Self.repository
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.append(data, toStandardError: false)
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.append(data, toStandardError: true)
        }
        process.terminationHandler = { [weak self, finished] _ in
            finished.signal()
            self?.lock.withLock { self?.lock.broadcast() }
        }
        try process.run()
    }

    private func append(_ data: Data, toStandardError: Bool) {
        let text = String(decoding: data, as: UTF8.self)
        lock.withLock {
            if toStandardError { stderrText += text } else { stdoutText += text }
            lock.broadcast()
        }
    }

    var pid: Int32 { process.processIdentifier }
    var stdout: String { lock.withLock { stdoutText } }
    var stderr: String { lock.withLock { stderrText } }

    /// Waits for the exit, at most `seconds`; returns the status.
    func waitForExit(seconds: Double = 60) throws -> Int32 {
        guard finished.wait(timeout: .now() + seconds) == .success else {
            process.terminate()
            throw XCTSkip("imsim did not exit within \(seconds) s; output:\n\(stdout)\n\(stderr)")
        }
        process.waitUntilExit()
        // Read what the process wrote last: its write ends are closed now.
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
        append(out.fileHandleForReading.readDataToEndOfFile(), toStandardError: false)
        append(err.fileHandleForReading.readDataToEndOfFile(), toStandardError: true)
        return process.terminationStatus
    }

    /// Waits until stdout contains `text`, woken by each output or the exit; at most `seconds`.
    func waitForOutput(_ text: String, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        lock.lock()
        defer { lock.unlock() }
        while !stdoutText.contains(text) {
            guard process.isRunning, lock.wait(until: deadline) else { return stdoutText.contains(text) }
        }
        return true
    }

    static func run(_ arguments: [String], seconds: Double = 60) throws -> (status: Int32, stdout: String, stderr: String) {
        let invocation = try ImsimInvocation(arguments)
        let status = try invocation.waitForExit(seconds: seconds)
        return (status, invocation.stdout, invocation.stderr)
    }
}

/// Leftovers a run must not leave: run directories and helper processes.
enum Leftovers {
    static func runDirectories() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []
        return Set(names.filter { $0.hasPrefix("imsim-") && !$0.hasPrefix("imsim-pp") && !$0.hasPrefix("imsim-uv") })
    }

    /// Command lines of live imsim helper processes (relay, phone, extension roles).
    static func helperProcesses() -> [String] {
        ["imsim relay", "imsim phone", "imsim extension"].flatMap { processIDs(matching: $0).map(\.commandLine) }
    }

    /// Live processes whose command line contains `text`.
    static func processIDs(matching text: String) -> [(pid: Int32, commandLine: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int32(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            let line = String(decoding: data, as: UTF8.self).split(separator: "\0").joined(separator: " ")
            return line.contains(text) ? (pid, line) : nil
        }
    }
}
