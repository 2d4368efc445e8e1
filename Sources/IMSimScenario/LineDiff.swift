/// A line diff in the style of TCA's TestStore: unchanged lines indented by two spaces, lines only
/// expected prefixed `−`, lines only actual prefixed `+`; in each changed run, `−` lines come first.
enum LineDiff {
    static func render(expected: [String], actual: [String]) -> String {
        // common[i][j]: length of the longest common subsequence of expected[i...] and actual[j...].
        var common = Array(repeating: Array(repeating: 0, count: actual.count + 1), count: expected.count + 1)
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                common[i][j] = expected[i] == actual[j]
                    ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = [], removed: [String] = [], added: [String] = []
        func flush() {
            // A pair that would print the same (a narrow no-break space for a space) shows its invisible characters.
            for index in 0..<min(removed.count, added.count) where looksTheSame(removed[index], added[index]) {
                removed[index] = escapingInvisibles(removed[index])
                added[index] = escapingInvisibles(added[index])
            }
            lines += removed.map { "− " + $0 } + added.map { "+ " + $0 }
            removed = []
            added = []
        }
        var i = 0, j = 0
        while i < expected.count || j < actual.count {
            if i < expected.count, j < actual.count, expected[i] == actual[j] {
                flush()
                lines.append("  " + expected[i])
                i += 1
                j += 1
            } else if j == actual.count || (i < expected.count && common[i + 1][j] >= common[i][j + 1]) {
                removed.append(expected[i])
                i += 1
            } else {
                added.append(actual[j])
                j += 1
            }
        }
        flush()
        return lines.joined(separator: "\n")
    }

    /// A space other than U+0020, or a character that prints nothing (a zero-width joiner, a mark of direction).
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.properties.isWhitespace && scalar != " " && scalar != "\t") || scalar.properties.generalCategory == .format
    }

    /// Two different lines a terminal prints alike.
    static func looksTheSame(_ first: String, _ second: String) -> Bool {
        func printed(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.compactMap { scalar in
                isInvisible(scalar) ? (scalar.properties.isWhitespace ? " " : nil) : scalar
            }))
        }
        return first != second && printed(first) == printed(second)
    }

    /// `text` with each invisible character written as Swift writes it (`7:30\u{202F}PM`).
    static func escapingInvisibles(_ text: String) -> String {
        text.unicodeScalars.map { isInvisible($0) ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }.joined()
    }
}
