/// What one line typed at a console did: printed for a person, or one JSON object per line with
/// `--json`. A line that looks (`screen`, `show`, `help`, `as`) carries what it printed in `output`.
public struct ConsoleReport: Codable, Equatable, Sendable {
    /// The line as typed.
    public var input: String
    public var ok: Bool
    /// Why it could not be done, or the expectations that did not hold.
    public var failure: String?
    public var milliseconds: Double
    /// What happened meanwhile, one line each (`EventSummary`).
    public var changes: [String]
    /// What a line that looks printed: the phone's screen, transcript, help, ...
    public var output: String?
    /// `screen` and `show screen`: the screen, element by element.
    public var screen: ConsoleScreen?

    public init(input: String, ok: Bool, failure: String?, milliseconds: Double, changes: [String],
                output: String? = nil, screen: ConsoleScreen? = nil) {
        self.input = input
        self.ok = ok
        self.failure = failure
        self.milliseconds = milliseconds
        self.changes = changes
        self.output = output
        self.screen = screen
    }

    /// A line that looked and printed `output`.
    public static func looked(_ input: String, _ output: String, screen: ConsoleScreen? = nil) -> ConsoleReport {
        ConsoleReport(input: input, ok: true, failure: nil, milliseconds: 0, changes: [], output: output, screen: screen)
    }

    /// For a person: what a look printed; otherwise a mark, the line and its time, then what changed
    /// and why it failed, indented.
    public var text: String {
        if ok, let output { return output }
        var lines = ["\(ok ? "✓" : "✗") \(input)  (\(Self.format(milliseconds)))"]
        lines.append(contentsOf: changes.map { "  " + $0 })
        if let failure { lines.append(contentsOf: failure.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }) }
        return lines.joined(separator: "\n")
    }

    private static func format(_ milliseconds: Double) -> String {
        milliseconds < 1000 ? "\(Int(milliseconds.rounded())) ms" : "\((milliseconds / 100).rounded() / 10) s"
    }
}
