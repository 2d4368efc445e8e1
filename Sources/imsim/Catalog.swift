import FrameworkProbe
import IceCreamBuilder
import IMSimCore
import Messages
import Runner
import Scenario
import ShoppingList

/// The iMessage apps this build of imsim can install on phones.
@MainActor
enum Catalog {
    struct Entry {
        let descriptor: AppDescriptor
        let makePrincipal: @MainActor () -> MSMessagesAppViewController
    }

    static let entries: [Entry] = [
        Entry(descriptor: AppDescriptor(app: InstalledApp(key: "shopping-list",
                                                          bundleIdentifier: ShoppingListExtension.bundleIdentifier,
                                                          displayName: ShoppingListExtension.displayName),
                                        controls: ShoppingListExtension.controls),
              makePrincipal: ShoppingListExtension.makePrincipalViewController),
        Entry(descriptor: AppDescriptor(app: InstalledApp(key: "ice-cream",
                                                          bundleIdentifier: IceCreamBuilderExtension.bundleIdentifier,
                                                          displayName: IceCreamBuilderExtension.displayName),
                                        controls: IceCreamBuilderExtension.controls),
              makePrincipal: IceCreamBuilderExtension.makePrincipalViewController),
        Entry(descriptor: AppDescriptor(app: InstalledApp(key: "probe",
                                                          bundleIdentifier: FrameworkProbeExtension.bundleIdentifier,
                                                          displayName: FrameworkProbeExtension.displayName),
                                        controls: FrameworkProbeExtension.controls),
              makePrincipal: FrameworkProbeExtension.makePrincipalViewController),
    ]

    static var descriptors: [AppDescriptor] { entries.map(\.descriptor) }

    /// What scenario validation needs to know of each app.
    static var scenarioCatalog: AppCatalog {
        AppCatalog(Dictionary(uniqueKeysWithValues: descriptors.map {
            ($0.app.key, AppInfo(displayName: $0.app.displayName, controls: Set($0.controls)))
        }))
    }

    static func entry(_ key: String) -> Entry? { entries.first { $0.descriptor.app.key == key } }
}
