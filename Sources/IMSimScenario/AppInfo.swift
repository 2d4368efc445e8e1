/// What validation knows of one iMessage app: its name and what a scenario may tap in it.
public struct AppInfo: Hashable, Sendable {
    /// The name shown in the app drawer, e.g. "Shopping List".
    public var displayName: String
    /// Titles and accessibility identifiers of every control, alert actions' titles included; nil when
    /// the app declares none (a `tap` is then checked at its step, against the screen).
    public var controls: Set<String>?

    public init(displayName: String, controls: Set<String>?) {
        self.displayName = displayName
        self.controls = controls
    }
}
