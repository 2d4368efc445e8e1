/// What an `absent:` expectation denies: a text (no bubble's caption, summary, text message or file
/// name, and nothing on screen, says it) or a bubble (no transcript item or staged message matches).
public enum AbsentItem: Equatable, Sendable {
    case text(String)
    case bubble(BubbleExpectation)
}
