import Messages

/// How an embedded run makes each app's principal view controller, by the app's key: what the
/// `extension` role does in a process of its own, done here.
public struct EmbeddedApps: Sendable {
    public typealias MakePrincipal = @MainActor @Sendable () -> MSMessagesAppViewController

    let makers: [String: MakePrincipal]

    public init(_ makers: [String: MakePrincipal]) {
        self.makers = makers
    }

    func maker(for key: String) -> MakePrincipal? { makers[key] }
}
