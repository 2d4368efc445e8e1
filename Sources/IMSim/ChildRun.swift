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

    /// The line a run prints at its end (`PASSED: ...`, `FAILED: ...`, `ERROR: ...`), or its last line.
    /// A failure's line is followed by the first line of its reason.
    static func verdictLine(of output: String) -> String {
        let lines = output.split(separator: "\n").map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("PASSED") || $0.hasPrefix("FAILED") || $0.hasPrefix("ERROR") }) else {
            return lines.last ?? "(no output)"
        }
        guard lines[index].hasSuffix("failed:"), index + 1 < lines.count else { return lines[index] }
        let reason = lines[index + 1]
        return lines[index] + " " + String(reason.prefix(200))
    }
}
