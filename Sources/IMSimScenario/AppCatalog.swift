/// The iMessage apps a scenario may use, by key (`shopping-list`).
public struct AppCatalog: Hashable, Sendable {
    public var apps: [String: AppInfo]

    public init(_ apps: [String: AppInfo]) {
        self.apps = apps
    }

    public subscript(key: String) -> AppInfo? { apps[key] }

    /// The keys, sorted.
    public var keys: [String] { apps.keys.sorted() }
}
