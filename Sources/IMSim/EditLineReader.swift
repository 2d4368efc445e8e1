@preconcurrency import CIMSimEdit
import Foundation

/// Reads lines on a terminal with libedit: editing, history (kept in ~/.imsim_history) and Tab
/// completion of verbs, the console's words and the titles on screen. Lines from a pipe or file are
/// read plainly, without a prompt.
enum EditLineReader {
    private static let historyFile = NSHomeDirectory() + "/.imsim_history"

    static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// A reader for `ConsoleShell.run`.
    static func make(prompt: String) -> @Sendable () -> String? {
        guard isTerminal else { return { Swift.readLine(strippingNewline: true) } }
        rl_initialize()
        _ = read_history(historyFile)
        rl_completion_entry_function = { text, state in Completions.next(text, state) }
        return {
            guard let raw = readline(prompt) else { return nil }
            defer { free(raw) }
            let line = String(cString: raw)
            if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                add_history(raw)
                _ = write_history(historyFile)
            }
            return line
        }
    }
}

/// The words Tab completes, replaced by the console whenever it prompts.
enum Completions {
    // Written on the loop's thread while the reader waits for the prompt; read by libedit on the
    // reading thread while the loop waits for the line: never at the same time.
    nonisolated(unsafe) private static var words: [String] = []
    nonisolated(unsafe) private static var matches: [String] = []

    static func update(_ new: [String]) { words = Array(Set(new)).sorted() }

    /// libedit's generator: the `state`-th match of `text` (state 0 starts over), malloc'd, or nil.
    static func next(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
        if state == 0 {
            let prefix = text.map { String(cString: $0) } ?? ""
            matches = words.filter { $0.hasPrefix(prefix) || $0.hasPrefix("\"" + prefix) }
        }
        guard Int(state) < matches.count else { return nil }
        return strdup(matches[Int(state)])
    }
}
