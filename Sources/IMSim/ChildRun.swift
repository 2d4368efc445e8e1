import Foundation

/// This program run again as a child (`imsim run FILE ...`), its output into a file (no pipe to
/// drain while it runs); waited for on the calling thread.
struct ChildRun {
    let arguments: [String]
    /// Where its standard output and error go.
    let outputPath: String

    /// Runs it to its end; returns its exit status and what it printed.
    func run() -> (status: Int32, output: String) {
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.executablePath)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        var status: Int32 = 2
        if let output = FileHandle(forWritingAtPath: outputPath) {
            process.standardOutput = output
            process.standardError = output
            let ended = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in ended.signal() }
            do {
                try process.run()
                ended.wait()
                status = process.terminationStatus
            } catch {
                try? output.write(contentsOf: Data("imsim: cannot start \(process.executableURL?.path ?? ""): \(error)\n".utf8))
            }
            try? output.close()
        }
        return (status, (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "")
    }

    /// Runs `arguments` in this terminal (its input and output are this process's); returns its exit status.
    static func inTerminal(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.executablePath)
        process.arguments = arguments
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("imsim: cannot start \(CommandLine.executablePath): \(error)\n".utf8))
            return 2
        }
        ended.wait()
        return process.terminationStatus
    }

    /// The line a run prints at its end (`PASSED: ...`, `FAILED: ...`, `ERROR: ...`), or its last line;
    /// a failure's line with the first mismatch of its reason (`...: error: Kate's screen: ...`).
    static func verdictLine(of output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("PASSED") || $0.hasPrefix("FAILED") || $0.hasPrefix("ERROR") }) else {
            return lines.last { !$0.isEmpty } ?? "(no output)"
        }
        guard lines[index].hasSuffix("failed:") else { return lines[index] }
        let reason = lines[(index + 1)...].prefix { !$0.isEmpty }
        let first = reason.first { $0.contains(": error: ") } ?? reason.first ?? ""
        return lines[index] + " " + String(first.prefix(240))
    }

    /// The whole reason of a failure (up to the blank line after it), identifiers made fresh at each run
    /// (UUIDs) aside, to tell failures apart.
    static func failureReason(of output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("FAILED") || $0.hasPrefix("ERROR") }) else { return verdictLine(of: output) }
        return ([lines[index]] + lines[(index + 1)...].prefix { !$0.isEmpty }).joined(separator: "\n")
            .replacingOccurrences(of: "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}", with: "UUID",
                                  options: .regularExpression)
    }
}
