import Foundation
import IMSimCore
import IMSimUV

/// The runner's child processes (relay and phones): spawned from the same binary, their output kept
/// for failure reports, each reaped. Runs on the loop's thread.
final class ProcessSupervisor {
    struct Child {
        var process: ChildProcess
        var output = RecentLines(limit: 30)
        var expectedToExit = false
    }

    private let loop: EventLoop
    private let executable: String
    private var children: [String: Child] = [:]
    private var allExited: (() -> Void)?
    /// Called when a child exits while it was not asked to.
    var onUnexpectedExit: ((ProcessFailure, ChildProcess.Termination) -> Void)?

    private let verbose = ProcessInfo.processInfo.environment["IMSIM_VERBOSE"] != nil

    /// A swift-log line at warning level or above: always shown, the rest only when verbose.
    static func isLoggedProblem(_ line: String) -> Bool {
        [" warning ", " error ", " critical "].contains { line.contains($0) }
    }

    init(loop: EventLoop, executable: String) {
        self.loop = loop
        self.executable = executable
    }

    func spawn(_ name: String, arguments: [String]) throws(UVError) {
        let process = try ChildProcess(
            loop: loop, executable: executable, arguments: arguments,
            onOutputLine: { [unowned self] line in
                children[name]?.output.append(line)
                if verbose || Self.isLoggedProblem(line) {
                    FileHandle.standardError.write(Data("[\(name)] \(line)\n".utf8))
                }
            },
            onExit: { [unowned self] termination in exited(name, termination) })
        children[name] = Child(process: process)
    }

    func lastOutput(of name: String) -> [String] { children[name]?.output.lines ?? [] }

    var runningNames: [String] { children.filter { !$0.value.process.hasExited }.keys.sorted() }

    /// Marks every child as expected to end, and calls `completion` once all have.
    func whenAllExited(_ completion: @escaping () -> Void) {
        for name in children.keys { children[name]?.expectedToExit = true }
        allExited = completion
        checkAllExited()
    }

    func killAll(_ signal: Int32) {
        for child in children.values { child.process.kill(signal) }
    }

    private func exited(_ name: String, _ termination: ChildProcess.Termination) {
        guard let child = children[name] else { return }
        if !child.expectedToExit {
            onUnexpectedExit?(ProcessFailure(name: name, reason: termination.description, lastOutput: child.output.lines),
                              termination)
        }
        checkAllExited()
    }

    private func checkAllExited() {
        guard let allExited, children.values.allSatisfy({ $0.process.hasExited }) else { return }
        self.allExited = nil
        allExited()
    }
}
