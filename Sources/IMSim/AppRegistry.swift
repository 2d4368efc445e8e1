import Foundation
import IMSimEmbedded
import IMSimModel
import IMSimArtifacts
import IMSimScenario

/// The apps `IMSim.main(apps:)` was given: set once, before the command runs, read from any thread.
enum AppRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: [IMSimApp] = []

    static func register(_ apps: [IMSimApp]) {
        var seen: [String: IMSimApp] = [:]
        for app in apps {
            precondition(!app.key.isEmpty && !app.key.contains("="), "IMSimApp key `\(app.key)`: not empty, no `=`")
            if let other = seen[app.key] {
                preconditionFailure("two apps with the key `\(app.key)`: \(other.bundleIdentifier) and \(app.bundleIdentifier)")
            }
            seen[app.key] = app
        }
        lock.withLock { registered = apps }
    }

    static var apps: [IMSimApp] { lock.withLock { registered } }

    static func app(_ key: String) -> IMSimApp? { apps.first { $0.key == key } }

    static var descriptors: [AppDescriptor] {
        apps.map { AppDescriptor(app: $0.installed, controls: $0.controls) }
    }

    /// How an embedded run makes each app's principal view controller.
    static var embeddedApps: EmbeddedApps {
        EmbeddedApps(Dictionary(uniqueKeysWithValues: apps.map { ($0.key, $0.makePrincipal) }))
    }

    /// What scenario validation needs to know of each app.
    static var scenarioCatalog: AppCatalog {
        AppCatalog(Dictionary(uniqueKeysWithValues: apps.map {
            ($0.key, AppInfo(displayName: $0.displayName, controls: $0.controls.map(Set.init)))
        }))
    }
}
