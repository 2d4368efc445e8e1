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

    func isNamed(_ name: String) -> Bool {
        name == key || name == bundleIdentifier || name == displayName
    }
}
