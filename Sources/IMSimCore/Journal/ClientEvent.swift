/// What a client of a run (the scenario player, a console, a recorder) notes in the journal.
public enum ClientEvent: Codable, Equatable, Sendable {
    /// Step `index` (from 0) of the scenario began: its text and where it is written.
    case stepStarted(index: Int, step: String, location: String)
    /// It ended: `failure` is nil when it passed.
    case stepFinished(index: Int, failure: String?, milliseconds: Double)
    /// The scenario ended: `outcome` is `passed`, `failed` or `error`.
    case scenarioFinished(outcome: String, reason: String?)
    /// A console attached to a participant's phone.
    case attached(participant: String)
}
