import Yams

extension ScenarioError {
    /// A Yams error with its position in `file` (libyaml's marks are 1-based once Yams reports them).
    init(_ error: YamlError, file: String) {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
        func detail(_ problem: String, _ context: YamlError.Context?) -> String {
            "invalid YAML: \(problem)" + (context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? "")
        }
        switch error {
        case let .scanner(context, problem, mark, yaml) where Self.character(at: mark, in: yaml) == "\t":
            self.init(location: at(mark), message: detail(problem, context) + "; indent with spaces, not tabs")
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            if let context, context.text.contains("flow") || context.text.contains("quoted scalar") {
                // An unclosed bracket or quote is noticed lines later; the mistake is where it opens.
                self.init(location: at(context.mark), message: "invalid YAML: \(problem) (\(context.text) that starts here; "
                    + "noticed at line \(mark.line), column \(mark.column))")
            } else {
                self.init(location: at(mark), message: detail(problem, context))
            }
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "`\($0)`" }.joined(separator: ", ")
            self.init(location: at(context.mark), message: "duplicate key \(keys) in one mapping; write each key once")
        case let .reader(problem, offset, _, yaml):
            self.init(location: offset.map { Self.location(ofCharacter: $0, in: yaml, file: file) },
                      message: "unreadable YAML: \(problem)")
        default:
            self.init(location: nil, message: "invalid YAML: \(error)")
        }
    }

    /// The line and column of the `offset`th character of `text`, columns counted in Unicode scalars.
    static func location(ofCharacter offset: Int, in text: String, file: String) -> SourceLocation {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The character at a 1-based line and column (in Unicode scalars) of `text`.
    static func character(at mark: Mark, in text: String) -> Unicode.Scalar? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let scalars = Array(lines[mark.line - 1].unicodeScalars)
        return mark.column >= 1 && mark.column <= scalars.count ? scalars[mark.column - 1] : nil
    }
}
