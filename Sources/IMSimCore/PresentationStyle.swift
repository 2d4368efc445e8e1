/// How an extension is shown, as the host tracks it (`MSMessagesAppPresentationStyle` in Messages).
public enum PresentationStyle: String, Codable, Sendable, CaseIterable {
    case compact, expanded, transcript
}
