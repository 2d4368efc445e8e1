import Foundation

/// A command line shown in a Markdown code block, as a person would copy it: `$ ` dropped, a trailing
/// `# comment` and redirections (`< file`, `> file`) left out, words split as a shell splits them
/// (single and double quotes group).
struct DocumentedCommand: CustomStringConvertible {
    let file: String
    let line: Int
    let words: [String]

    var description: String { "\(file):\(line): \(words.joined(separator: " "))" }

    /// Every command of `markdown`'s code blocks: each line of an `sh` block, and each line of an
    /// unmarked block that starts with `$ `.
    static func all(in markdown: String, file: String) -> [DocumentedCommand] {
        var commands: [DocumentedCommand] = []
        var fence: String?
        for (index, raw) in markdown.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                fence = fence == nil ? String(line.dropFirst(3)) : nil
                continue
            }
            guard let language = fence else { continue }
            let text: String
            if language == "sh", !line.isEmpty {
                text = line.hasPrefix("$ ") ? String(line.dropFirst(2)) : line
            } else if language.isEmpty, line.hasPrefix("$ ") {
                text = String(line.dropFirst(2))
            } else {
                continue
            }
            let words = shellWords(withoutComment(text))
            if !words.isEmpty { commands.append(DocumentedCommand(file: file, line: index + 1, words: words)) }
        }
        return commands
    }

    /// The console lines of `markdown`'s unmarked code blocks: what follows a prompt `NAME@RUN> `.
    static func consoleLines(in markdown: String) -> [String] {
        var lines: [String] = []
        var inBlock = false
        for raw in markdown.components(separatedBy: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") { inBlock.toggle(); continue }
            guard inBlock, let prompt = line.range(of: #"^\S+@\S+> "#, options: .regularExpression) else { continue }
            let typed = withoutComment(String(line[prompt.upperBound...]))
            if !typed.isEmpty { lines.append(typed) }
        }
        return lines
    }

    /// The YAML blocks of `markdown` that are whole scenarios (with `name:` and `steps:`).
    static func scenarios(in markdown: String) -> [String] {
        var scenarios: [String] = []
        var block: [String]?
        for raw in markdown.components(separatedBy: "\n") {
            if raw.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                if let lines = block {
                    if lines.contains(where: { $0.hasPrefix("name:") }), lines.contains(where: { $0.hasPrefix("steps:") }) {
                        scenarios.append(lines.joined(separator: "\n") + "\n")
                    }
                    block = nil
                } else if raw.trimmingCharacters(in: .whitespaces) == "```yaml" {
                    block = []
                }
                continue
            }
            block?.append(raw)
        }
        return scenarios
    }

    /// `text` up to a `#` that starts a comment (after a space, outside quotes).
    static func withoutComment(_ text: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in text.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " {
                return String(text.prefix(offset)).trimmingCharacters(in: .whitespaces)
            }
            previous = character
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Words as a shell splits them; a redirection and its file are left out.
    static func shellWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        var kept: [String] = []
        var skipNext = false
        for word in words {
            if skipNext { skipNext = false; continue }
            if word == "<" || word == ">" { skipNext = true; continue }
            kept.append(word)
        }
        return kept
    }
}
