/// An iMessage app installed on a phone.
public struct InstalledApp: Equatable, Sendable {
    /// The short name scenarios use ("shopping-list").
    public var key: String
    public var bundleIdentifier: String
    public var displayName: String

    public init(key: String, bundleIdentifier: String, displayName: String) {
        self.key = key
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
    }

    /// `key=bundle=Display Name`, the form of the phone's `--app` option.
    public var argument: String { "\(key)=\(bundleIdentifier)=\(displayName)" }

    /// Reads the `--app` form back.
    public init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 2).map(String.init)
        guard parts.count == 3 else { return nil }
        self.init(key: parts[0], bundleIdentifier: parts[1], displayName: parts[2])
    }

    public func isNamed(_ name: String) -> Bool {
        name == key || name == bundleIdentifier || name == displayName
    }
}
