/// How a phone differs from one expectation. Rendered for the console and for JUnit failures.
public struct Mismatch: Hashable, Sendable, CustomStringConvertible {
    /// The expectation's location in the scenario file.
    public var location: SourceLocation
    /// What was compared, with the participant: `John's transcript`.
    public var what: String
    /// The expected value; for a list, one line per item.
    public var expected: String
    /// What the phone shows, written like `expected`.
    public var actual: String
    /// For a list, the line diff of `expected` and `actual`: unchanged lines indented two spaces, missing
    /// ones prefixed `−`, unexpected ones `+`. Nil for a single value.
    public var diff: String?

    public init(location: SourceLocation, what: String, expected: String, actual: String, diff: String? = nil) {
        self.location = location
        self.what = what
        self.expected = expected
        self.actual = actual
        self.diff = diff
    }

    /// A list mismatch, with its diff.
    init(location: SourceLocation, what: String, expectedLines: [String], actualLines: [String]) {
        self.init(location: location, what: what, expected: expectedLines.joined(separator: "\n"),
                  actual: actualLines.joined(separator: "\n"),
                  diff: LineDiff.render(expected: expectedLines, actual: actualLines))
    }

    /// `file:line:column: error: John's style: expected expanded, found compact`; for a list, a header
    /// line then the diff, indented.
    public var description: String {
        guard let diff else {
            // Two values a terminal prints alike (a narrow no-break space for a space) show their invisible characters.
            let (shownExpected, shownActual) = LineDiff.looksTheSame(expected, actual)
                ? (LineDiff.escapingInvisibles(expected), LineDiff.escapingInvisibles(actual)) : (expected, actual)
            return "\(location): error: \(what): expected \(shownExpected), found \(shownActual)"
        }
        let body = diff.isEmpty ? "    (both empty)" : diff.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n")
        return "\(location): error: \(what) differs: (− expected, + actual)\n" + body
    }
}
