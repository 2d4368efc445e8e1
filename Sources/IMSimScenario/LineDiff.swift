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
}
