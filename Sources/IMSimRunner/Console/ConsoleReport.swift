/// What one line typed at a console did: printed for a person, or one JSON object per line with
/// `--json`.
public struct ConsoleReport: Codable, Equatable, Sendable {
    /// The line as typed.
    public var input: String
    public var ok: Bool
    /// Why it could not be done, or the expectations that did not hold.
    public var failure: String?
    public var milliseconds: Double
    /// What happened meanwhile, one line each (`EventSummary`).
    public var changes: [String]

    public init(input: String, ok: Bool, failure: String?, milliseconds: Double, changes: [String]) {
        self.input = input
        self.ok = ok
        self.failure = failure
        self.milliseconds = milliseconds
        self.changes = changes
    }

    /// For a person: a mark, the line and its time, then what changed and why it failed, indented.
    public var text: String {
        var lines = ["\(ok ? "✓" : "✗") \(input)  (\(Self.format(milliseconds)))"]
        lines.append(contentsOf: changes.map { "  " + $0 })
        if let failure { lines.append(contentsOf: failure.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }) }
        return lines.joined(separator: "\n")
    }

    private static func format(_ milliseconds: Double) -> String {
        milliseconds < 1000 ? "\(Int(milliseconds.rounded())) ms" : "\((milliseconds / 100).rounded() / 10) s"
    }
}
