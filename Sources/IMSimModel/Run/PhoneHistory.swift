import IMSimCore

/// How a step engine keeps its model of each phone small over a long run: it keeps about `kept` of
/// the newest transcript items, callbacks and log lines of each phone (`PhoneState.historyLimit`),
/// and reads a phone back whole from the journal (`read`) when an expectation reads what was let go.
public struct PhoneHistory: Sendable {
    public var kept: Int
    /// The phone `participant` as the first `entries` entries of the journal of the run whose
    /// artifacts are in `artifacts` show it, whole; nil when the journal cannot be read.
    public var read: @Sendable (_ participant: String, _ entries: Int, _ artifacts: String) -> PhoneState?

    public init(kept: Int, read: @escaping @Sendable (_ participant: String, _ entries: Int, _ artifacts: String) -> PhoneState?) {
        self.kept = kept
        self.read = read
    }
}
