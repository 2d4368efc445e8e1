import Foundation
import IMSimCore
import IMSimModel
import IMSimUV

/// The run's child processes (relay and phones): spawned from the same binary, each line of their
/// output passed on (the run keeps it in its artifacts), the last lines kept for failure reports,
/// each reaped. Runs on the loop's thread.
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
    /// Every line a child prints, with the child's name.
    var onOutputLine: ((String, String) -> Void)?
    /// Called when a child exits while it was not asked to.
    var onUnexpectedExit: ((ProcessFailure, ChildProcess.Termination) -> Void)?
    /// Called when any child exits.
    var onExit: ((String, ChildProcess.Termination, _ expected: Bool) -> Void)?

    init(loop: EventLoop, executable: String) {
        self.loop = loop
        self.executable = executable
    }

    func spawn(_ name: String, arguments: [String]) throws(UVError) {
        let process = try ChildProcess(
            loop: loop, executable: executable, arguments: arguments,
            onOutputLine: { [unowned self] line in
                children[name]?.output.append(line)
                onOutputLine?(name, line)
            },
            onExit: { [unowned self] termination in exited(name, termination) })
        children[name] = Child(process: process)
    }

    func lastOutput(of name: String) -> [String] { children[name]?.output.lines ?? [] }

    /// What each running child has used so far, by name (those /proc could be read for).
    func usages() -> [(name: String, usage: ProcessUsage)] {
        children.compactMap { name, child in
            child.process.hasExited ? nil : ProcessUsage.of(pid: child.process.pid).map { (name, $0) }
        }.sorted { $0.name < $1.name }
    }

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
        onExit?(name, termination, child.expectedToExit)
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
