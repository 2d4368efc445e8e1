import IMSimCore
import IMSimModel

/// An iMessage app a scenario can use: what phones install, and the controls scenarios may name.
public struct AppDescriptor: Sendable, Equatable {
    public var app: InstalledApp
    public var controls: [String]?

    public init(app: InstalledApp, controls: [String]?) {
        self.app = app
        self.controls = controls
    }
}
