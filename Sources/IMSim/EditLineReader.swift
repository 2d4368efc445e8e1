import CIMSimEdit
import IMSimModel
@preconcurrency import Glibc
import Foundation
import IMSimRunner
import IMSimScenario

/// Reads lines on a terminal with libedit: editing, history (kept in ~/.imsim_history) and Tab
/// completion of verbs, the console's words and the titles on screen. Lines from a pipe or file are
/// read plainly, without a prompt, as they are on a terminal where libedit cannot be loaded.
enum EditLineReader {
    private static let historyFile = (ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()) + "/.imsim_history"

    static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// A reader for `ConsoleShell.run`.
    /// Lines read as they come, without a prompt.
    static let plain: @Sendable (String) -> String? = { _ in Swift.readLine(strippingNewline: true) }

    static func make() -> @Sendable (String) -> String? {
        guard isTerminal else { return plain }
        if let failure = imsim_edit_load() {
            try? FileHandle.standardError.write(contentsOf: Data("imsim: no line editing: \(String(cString: failure))\n".utf8))
            return plain
        }
        // libedit writes the prompt through stdout, which is line-buffered here: a prompt has no newline.
        setvbuf(stdout, nil, _IONBF, 0)
        _ = imsim_edit_initialize()
        _ = imsim_edit_read_history(historyFile)
        imsim_edit_set_completion_generator { text, state in Completions.next(text, state) }
        return { prompt in
            guard let raw = imsim_edit_readline(prompt) else { return nil }
            defer { free(raw) }
            let line = String(cString: raw)
            if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                _ = imsim_edit_add_history(raw)
                _ = imsim_edit_write_history(historyFile)
            }
            return line
        }
    }
}

extension EditLineReader {
    /// Prints `text` on its own lines while a line is being edited, then redraws the prompt and line.
    static func printAbovePrompt(_ text: String) {
        print("\r\u{1B}[K" + text)
        fflush(stdout)
        imsim_edit_redisplay()
    }
}

/// What Tab completes, replaced by the console whenever it prompts.
enum Completions {
    // Written on the loop's thread while the reader waits for the prompt; read by libedit on the
    // reading thread while the loop waits for the line: never at the same time.
    nonisolated(unsafe) private static var completion = ConsoleCompletion()
    nonisolated(unsafe) private static var matches: [String] = []

    /// The line up to the cursor.
    private static func typedSoFar() -> String {
        guard let line = imsim_edit_line_buffer() else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: line, count: Int(imsim_edit_point())).bindMemory(to: UInt8.self), as: UTF8.self)
    }

    /// What may replace `word`, the last word libedit split at spaces, given the words before it. Inside
    /// an open quote the whole quoted text so far is completed, so a title with spaces completes; the
    /// match then replaces only its last word and closes the quote. Called by libedit on the reading thread.
    static func candidates(completing word: String, typed: String) -> [String] {
        let quotes = typed.filter { $0 == "\"" }.count
        if quotes % 2 == 1, let open = typed.lastIndex(of: "\"") {
            let quoted = String(typed[typed.index(after: open)...])
            let before = quoted.dropLast(word.count).count
            // libedit escapes a quote in a match: it closes the quote as the character it appends.
            imsim_edit_set_completion_append_character(Int32(UInt8(ascii: "\"")))
            let words = completion.words(after: previousWords(typed[..<open]))
            return words.filter { $0.hasPrefix(quoted) }.map { String($0.dropFirst(before)) }
        }
        imsim_edit_set_completion_append_character(Int32(UInt8(ascii: " ")))
        let previous = previousWords(typed.dropLast(word.count))
        // Tab right after a verb: a hint of its arguments, above the line.
        if word.isEmpty, previous.count == 1, let verb = CommandParser.verbs.first(where: { $0.name == previous[0] }) {
            EditLineReader.printAbovePrompt("  \(verb.usage): \(verb.summary)")
        }
        // libedit escapes each space of a match with a backslash, as the console reads it.
        return completion.words(after: previous).filter { $0.hasPrefix(word) }
    }

    private static func previousWords(_ text: Substring) -> [String] { text.split(separator: " ").map(String.init) }

    static func update(_ new: ConsoleCompletion) { completion = new }
    /// libedit's generator: the `state`-th match of `text` (state 0 starts over), malloc'd, or nil.
    static func next(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
        if state == 0 {
            let word = text.map { String(cString: $0) } ?? ""
            matches = candidates(completing: word, typed: typedSoFar())
        }
        guard Int(state) < matches.count else { return nil }
        return strdup(matches[Int(state)])
    }
}
