/// An iMessage app a scenario can use, as the runner hands it to phones.
public struct AppDescriptor: Sendable, Equatable {
    public var key: String
    public var bundleIdentifier: String
    public var displayName: String
    public var controls: [String]

    public init(key: String, bundleIdentifier: String, displayName: String, controls: [String]) {
        self.key = key
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
        self.controls = controls
    }

    /// `key=bundle=Display Name`, the form of the phone's `--app` option.
    public var argument: String { "\(key)=\(bundleIdentifier)=\(displayName)" }
}
