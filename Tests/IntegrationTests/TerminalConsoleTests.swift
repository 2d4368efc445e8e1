import Foundation
import IMSimCore
import XCTest

/// `imsim attach` on a real pseudo-terminal: line editing, Tab completion and history through libedit.
final class TerminalConsoleTests: XCTestCase {
    func testTypingCompletionAndHistoryOnATerminal() throws {
        let name = "pty-test-\(UUID().uuidString.prefix(6).lowercased())"
        let up = try ImsimInvocation(["up", "--app", "shopping-list", "--cast", "Kate,John", "--name", name])
        defer {
            _ = try? ImsimInvocation.run(["down", name])
            _ = try? up.waitForExit(seconds: 20)
        }
        XCTAssertTrue(up.waitForOutput("The run \(name) is up."), up.stdout + up.stderr)

        let home = NSTemporaryDirectory() + name
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let terminal = try PseudoTerminal(arguments: ["attach", "Kate", "--run", name], home: home)
        let prompt = "Kate@\(name)> "
        // Each line is typed once its prompt is there, as a person does.
        XCTAssertTrue(terminal.waitFor(prompt, count: 1), terminal.output)
        // "ope" and Tab completes the verb.
        terminal.type("ope\t\r")
        XCTAssertTrue(terminal.waitFor("✓ open"), terminal.output)
        XCTAssertTrue(terminal.waitFor(prompt, count: 2), terminal.output)
        // After `tap`, Tab offers what is on screen, not verbs: a title with a space is escaped.
        terminal.type("tap New\t\r")
        XCTAssertTrue(terminal.waitFor("✓ tap New\\ party"), terminal.output)
        XCTAssertTrue(terminal.waitFor(prompt, count: 3), terminal.output)
        // Up arrow twice brings back `open`, which now fails: the app is already open.
        terminal.type("\u{1B}[A\u{1B}[A\r")
        XCTAssertTrue(terminal.waitFor("✗ open"), terminal.output)
        XCTAssertTrue(terminal.waitFor(prompt, count: 4), terminal.output)
        // On John's phone, a title completes inside quotes too.
        terminal.type("as Jo\t\r")
        let john = "John@\(name)> "
        XCTAssertTrue(terminal.waitFor(john, count: 1), terminal.output)
        terminal.type("open\r")
        XCTAssertTrue(terminal.waitFor(john, count: 2), terminal.output)
        terminal.type("tap \"New pa\t\r")
        XCTAssertTrue(terminal.waitFor("✓ tap \"New party\""), terminal.output)
        XCTAssertTrue(terminal.waitFor(john, count: 3), terminal.output)
        terminal.type("quit\r")
        XCTAssertEqual(terminal.waitForExit(), 1, terminal.output)
        // libedit's history file writes a space as \040.
        let history = try String(contentsOfFile: home + "/.imsim_history", encoding: .utf8)
            .replacingOccurrences(of: "\\040", with: " ")
        XCTAssertTrue(history.contains("tap \"New party\""), history)
    }
}

extension TerminalConsoleTests {
    /// On a terminal the console outlives its run: it says so, and attaches to the next run of that name.
    func testTheConsoleSaysWhenTheRunEndsAndAttachesAgain() throws {
        let name = "pty-again-\(UUID().uuidString.prefix(6).lowercased())"
        let arguments = ["up", "--app", "shopping-list", "--cast", "Kate,John", "--name", name]
        let first = try ImsimInvocation(arguments)
        XCTAssertTrue(first.waitForOutput("The run \(name) is up."), first.stdout + first.stderr)
        let home = NSTemporaryDirectory() + name
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let terminal = try PseudoTerminal(arguments: ["attach", "Kate", "--run", name], home: home)
        XCTAssertTrue(terminal.waitFor("Kate@\(name)> "), terminal.output)

        XCTAssertEqual(try ImsimInvocation.run(["down", name]).status, 0)
        XCTAssertEqual(try first.waitForExit(seconds: 20), 0)
        XCTAssertTrue(terminal.waitFor("waiting for a run named \(name) to attach again"), terminal.output)

        let second = try ImsimInvocation(arguments)
        defer {
            _ = try? ImsimInvocation.run(["down", name])
            _ = try? second.waitForExit(seconds: 20)
        }
        XCTAssertTrue(second.waitForOutput("The run \(name) is up."), second.stdout + second.stderr)
        XCTAssertTrue(terminal.waitFor("attaching again to \(name)"), terminal.output)
        // The new run has welcomed the console once it greets again.
        XCTAssertTrue(terminal.waitFor("attached to Kate's phone in the run \(name)", count: 2), terminal.output)
        terminal.type("\r")
        XCTAssertTrue(terminal.waitFor("Kate@\(name)> ", count: 2), terminal.output)
        terminal.type("open\r")
        XCTAssertTrue(terminal.waitFor("✓ open"), terminal.output)
        XCTAssertTrue(terminal.waitFor("Kate@\(name)> ", count: 3), terminal.output)
        terminal.type("quit\r")
        XCTAssertEqual(terminal.waitForExit(), 0, terminal.output)
    }
}

/// An `imsim` process on a pseudo-terminal that `script` (util-linux, on every Debian) makes, so the
/// process has it as its controlling terminal, as in a person's shell.
final class PseudoTerminal: @unchecked Sendable {
    // `text` is guarded by `lock`; the rest is set once in init.
    private let process = Process()
    private let input = Pipe()
    private let outputPipe = Pipe()
    private let lock = NSCondition()
    private var bytes = Data()
    /// Decoded whole each time: a read may end inside a character.
    private var text: String { String(decoding: bytes, as: UTF8.self) }

    init(arguments: [String], home: String) throws {
        let command = ([ImsimInvocation.binary.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", command, "/dev/null"]
        process.currentDirectoryURL = ImsimInvocation.repository
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["TERM"] = "xterm"
        process.environment = environment
        process.standardInput = input
        process.standardOutput = outputPipe
        process.standardError = outputPipe
        outputPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            guard let self else { return }
            lock.withLock {
                bytes.append(chunk)
                lock.broadcast()
            }
        }
        try process.run()
    }

    var output: String { lock.withLock { text } }

    func type(_ keys: String) {
        input.fileHandleForWriting.write(Data(keys.utf8))
    }

    /// Waits until the output contains `needle` `count` times, woken by each read; at most `seconds`.
    func waitFor(_ needle: String, count: Int = 1, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(TimeoutScale.seconds(seconds))
        return lock.withLock {
            while text.components(separatedBy: needle).count - 1 < count {
                guard lock.wait(until: deadline) else { return text.components(separatedBy: needle).count - 1 >= count }
            }
            return true
        }
    }

    func waitForExit(seconds: Double = 20) -> Int32? {
        let exited = DispatchSemaphore(value: 0)
        let process = process
        DispatchQueue.global().async {
            process.waitUntilExit()
            exited.signal()
        }
        guard exited.wait(timeout: .now() + TimeoutScale.seconds(seconds)) == .success else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }
}
