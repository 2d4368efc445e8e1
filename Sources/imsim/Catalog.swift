import Messages
import Runner
import ShoppingList

/// The iMessage apps this build of imsim can install on phones.
@MainActor
enum Catalog {
    struct Entry {
        let descriptor: AppDescriptor
        let makePrincipal: @MainActor () -> MSMessagesAppViewController
    }

    static let entries: [Entry] = [
        Entry(descriptor: AppDescriptor(key: "shopping-list", bundleIdentifier: ShoppingListExtension.bundleIdentifier,
                                        displayName: ShoppingListExtension.displayName,
                                        controls: ShoppingListExtension.controls),
              makePrincipal: ShoppingListExtension.makePrincipalViewController),
    ]

    static var descriptors: [AppDescriptor] { entries.map(\.descriptor) }

    static func entry(_ key: String) -> Entry? { entries.first { $0.descriptor.key == key } }
}
