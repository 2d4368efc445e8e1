import Foundation
import IMSimCore
import XCTest

/// The built `imsim` binary run as a person would, its output read while it runs (waiting first would
/// deadlock past the pipe buffer) by one thread per pipe, which the exit waits for.
final class ImsimInvocation: @unchecked Sendable {
    // Guarded by `lock`: written by the pipes' handlers, read by the test.
    private let lock = NSCondition()
    private var stdoutText = ""
    private var stderrText = ""

    private let process = Process()
    /// Pipes whose reader has not reached their end yet.
    private var openPipes = 2
    private let finished = DispatchSemaphore(value: 0)
    private let out = Pipe()
    private let err = Pipe()
    private let tag = UUID().uuidString

    static var binary: URL {
        // The test bundle sits in the build products directory, next to the executable.
        let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: runner).deletingLastPathComponent().appendingPathComponent("imsim")
    }

    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `fileSizeLimit`: the most a file written by imsim may grow to, in blocks of 512 bytes (`ulimit -f`
    /// in the shell that then becomes imsim), as a disk that fills up while the run goes on.
    /// `standardInput`: a file to read standard input from (default: none).
    /// `environment`: variables added to the test's own.
    init(_ arguments: [String], fileSizeLimit: Int? = nil, standardInput: String? = nil, environment extra: [String: String] = [:]) throws {
        if let fileSizeLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -f \(fileSizeLimit) && exec \"$0\" \"$@\"", Self.binary.path] + arguments
        } else {
            process.executableURL = Self.binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = Self.repository
        // The tag marks every process of this run (children inherit it); debug logs name the run directory.
        var environment = ProcessInfo.processInfo.environment
        environment["IMSIM_TEST_TAG"] = tag
        environment["IMSIM_LOG_LEVEL"] = "debug"
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        process.standardInput = standardInput.flatMap(FileHandle.init(forReadingAtPath:)) ?? FileHandle.nullDevice
        read(out, toStandardError: false)
        read(err, toStandardError: true)
        process.terminationHandler = { [weak self, finished] _ in
            finished.signal()
            self?.lock.withLock { self?.lock.broadcast() }
        }
        try process.run()
    }

    /// Reads `pipe` until its end on a thread of its own, so that nothing read is appended after the exit was waited for.
    private func read(_ pipe: Pipe, toStandardError: Bool) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            while case let data = handle.availableData, !data.isEmpty {
                append(data, toStandardError: toStandardError)
            }
            lock.withLock {
                openPipes -= 1
                lock.broadcast()
            }
        }
    }

    private func append(_ data: Data, toStandardError: Bool) {
        let text = String(decoding: data, as: UTF8.self)
        lock.withLock {
            if toStandardError { stderrText += text } else { stdoutText += text }
            lock.broadcast()
        }
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }
    /// After the exit: it was killed by a signal, rather than exiting with a status.
    var wasKilledBySignal: Bool { process.terminationReason == .uncaughtSignal }
    var stdout: String { lock.withLock { stdoutText } }
    var stderr: String { lock.withLock { stderrText } }

    /// Waits for the exit, at most `seconds` (scaled by `IMSIM_TIMEOUT_SCALE`, as every wait here); returns the status.
    func waitForExit(seconds unscaled: Double = 60) throws -> Int32 {
        let seconds = TimeoutScale.seconds(unscaled)
        guard finished.wait(timeout: .now() + seconds) == .success else {
            process.terminate()
            // A hang fails the test; it is never skipped.
            throw DidNotExit(description: "imsim did not exit within \(seconds) s; output:\n\(stdout)\n\(stderr)")
        }
        process.waitUntilExit()
        // Read what the process wrote last. A helper it left running may hold a pipe open: wait for
        // that only briefly (tests of leftovers report it).
        let drainDeadline = Date().addingTimeInterval(TimeoutScale.seconds(5))
        lock.withLock {
            while openPipes > 0, lock.wait(until: drainDeadline) {}
        }
        return process.terminationStatus
    }

    /// Waits until stdout contains `text`, woken by each output or the exit; at most `seconds`.
    func waitForOutput(_ text: String, seconds: Double = 30) -> Bool {
        waitFor(seconds: seconds) { $0.stdoutText.contains(text) }
    }

    /// `text` printed `count` times.
    func waitForOutput(_ text: String, count: Int, seconds: Double = 30) -> Bool {
        waitFor(seconds: seconds) { $0.stdoutText.components(separatedBy: text).count > count }
    }

    func waitForStandardError(_ text: String, seconds: Double = 30) -> Bool {
        waitFor(seconds: seconds) { $0.stderrText.contains(text) }
    }

    private func waitFor(seconds: Double, _ condition: (ImsimInvocation) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(TimeoutScale.seconds(seconds))
        lock.lock()
        defer { lock.unlock() }
        while !condition(self) {
            guard process.isRunning, lock.wait(until: deadline) else { return condition(self) }
        }
        return true
    }

    static func run(_ arguments: [String], standardInput: String? = nil, environment: [String: String] = [:], seconds: Double = 60) throws
        -> (status: Int32, stdout: String, stderr: String, invocation: ImsimInvocation) {
        let invocation = try ImsimInvocation(arguments, standardInput: standardInput, environment: environment)
        let status = try invocation.waitForExit(seconds: seconds)
        return (status, invocation.stdout, invocation.stderr, invocation)
    }

    /// The run directory the runner logged, if it got that far.
    var runDirectory: String? {
        guard let range = stderr.range(of: "run directory ") else { return nil }
        return String(stderr[range.upperBound...].prefix { !$0.isWhitespace })
    }

    /// Live processes started by this invocation (the runner excluded), by command line.
    var liveHelpers: [String] { Leftovers.processes(taggedWith: tag).filter { $0.pid != pid }.map(\.commandLine) }

    /// This invocation's helper whose command line contains `text`.
    func helper(matching text: String) -> (pid: Int32, commandLine: String)? {
        Leftovers.processes(taggedWith: tag).first { $0.pid != pid && $0.commandLine.contains(text) }
    }

    /// Waits until a helper whose command line contains `text` and whose pid passes `accept` is
    /// running, looking every 10 ms (processes announce nothing); at most `seconds`.
    func waitForHelper(matching text: String, seconds: Double = 10, _ accept: (Int32) -> Bool = { _ in true })
        -> (pid: Int32, commandLine: String)? {
        let deadline = Date().addingTimeInterval(TimeoutScale.seconds(seconds))
        repeat {
            if let found = Leftovers.processes(taggedWith: tag).first(where: {
                $0.pid != pid && $0.commandLine.contains(text) && accept($0.pid)
            }) { return found }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    /// Asserts the run left no process and no run directory behind.
    /// For an embedded run, which has no run directory: no process of it is left.
    func assertNoProcessLeftBehind(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(liveHelpers, [], "processes left behind", file: file, line: line)
    }

    func assertNothingLeftBehind(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(liveHelpers, [], "helper processes left behind", file: file, line: line)
        if let runDirectory {
            XCTAssertFalse(FileManager.default.fileExists(atPath: runDirectory), "\(runDirectory) left behind", file: file, line: line)
        } else {
            XCTFail("the runner did not log its run directory:\n\(stderr)", file: file, line: line)
        }
    }
}

/// Processes found through /proc.
enum Leftovers {
    /// The parent of process `pid` (the fourth field of /proc/<pid>/stat, after `(comm)`); nil if gone.
    static func parent(of pid: Int32) -> Int32? {
        guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
              let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = String(decoding: stat[stat.index(after: close)...], as: UTF8.self).split(separator: " ")
        return fields.count > 1 ? Int32(fields[1]) : nil
    }

    /// Live processes whose environment holds `IMSIM_TEST_TAG=tag`.
    static func processes(taggedWith tag: String) -> [(pid: Int32, commandLine: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let marker = Array("IMSIM_TEST_TAG=\(tag)".utf8)
        return entries.compactMap { entry in
            guard let pid = Int32(entry),
                  let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
                  environment.split(separator: 0).contains(where: { Array($0) == marker }),
                  let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            return (pid, String(decoding: data, as: UTF8.self).split(separator: "\0").joined(separator: " "))
        }
    }
}

/// An imsim process that did not end in time: the test fails with its output.
struct DidNotExit: Error, CustomStringConvertible {
    let description: String
}
