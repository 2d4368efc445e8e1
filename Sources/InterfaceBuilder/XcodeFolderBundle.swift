import Foundation

/// The extension's bundle, as `Bundle.main` is on iOS: a folder made beside the build holding the
/// Xcode folder's Info.plist with its build settings filled in, and every other file of the folder
/// (linked, so an edit is seen), where Foundation's `Bundle` finds resources, localized strings and
/// the Info.plist's keys. A build's sources reach it as `Bundle.main` (rewritten to `Bundle.Main`).
/// Any thread.
public enum XcodeFolderBundle {
    private nonisolated(unsafe) static var bundles: [String: Bundle] = [:]
    private nonisolated(unsafe) static var identifier: String?
    private static let lock = NSLock()

    /// The bundle identifier `$(PRODUCT_BUNDLE_IDENTIFIER)` stands for; set when the app is installed.
    public static func use(bundleIdentifier: String) {
        lock.withLock { identifier = bundleIdentifier }
    }

    /// The bundle of the folder at `folder`, built into `module`; made on first use.
    public static func bundle(folder: String, module: String) -> Bundle {
        lock.lock()
        defer { lock.unlock() }
        if let bundle = bundles[folder] { return bundle }
        let made = make(folder: folder, module: module)
        bundles[folder] = made
        return made
    }

    /// The build settings an Xcode Info.plist names, with the values imsim gives them (docs/DECISIONS.md).
    public static func settings(module: String, bundleIdentifier: String) -> [String: String] {
        ["PRODUCT_BUNDLE_IDENTIFIER": bundleIdentifier, "PRODUCT_MODULE_NAME": module, "PRODUCT_NAME": module,
         "EXECUTABLE_NAME": module, "DEVELOPMENT_LANGUAGE": "en", "MARKETING_VERSION": "1.0", "CURRENT_PROJECT_VERSION": "1",
         "PRODUCT_BUNDLE_PACKAGE_TYPE": "XPC!"]
    }

    private static func make(folder: String, module: String) -> Bundle {
        let manager = FileManager.default
        let place = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("imsim-bundles-\(getuid())")
            .appendingPathComponent("\(module)-\(String(stableHash(folder), radix: 36)).appex")
        try? manager.createDirectory(at: place, withIntermediateDirectories: true)
        let entries = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries where entry != "Info.plist" {
            let link = place.appendingPathComponent(entry).path
            if (try? manager.destinationOfSymbolicLink(atPath: link)) == nil {
                try? manager.createSymbolicLink(atPath: link, withDestinationPath: folder + "/" + entry)
            }
        }
        let settings = Self.settings(module: module, bundleIdentifier: identifier ?? "com.example.\(module)")
        if let data = manager.contents(atPath: folder + "/Info.plist"),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) {
            let filled = expand(plist, settings)
            if let out = try? PropertyListSerialization.data(fromPropertyList: filled, format: .xml, options: 0) {
                try? out.write(to: place.appendingPathComponent("Info.plist"), options: .atomic)
            }
        }
        return Bundle(path: place.path) ?? Bundle.main
    }

    /// FNV-1a of the path: the same folder has the same bundle in every process.
    private static func stableHash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// `value` with every `$(NAME)` and `${NAME}` of `settings` replaced, in strings at any depth.
    static func expand(_ value: Any, _ settings: [String: String]) -> Any {
        switch value {
        case let text as String:
            return settings.reduce(text) { text, setting in
                text.replacingOccurrences(of: "$(\(setting.key))", with: setting.value)
                    .replacingOccurrences(of: "${\(setting.key)}", with: setting.value)
            }
        case let dictionary as [String: Any]: return dictionary.mapValues { expand($0, settings) }
        case let array as [Any]: return array.map { expand($0, settings) }
        default: return value
        }
    }
}
