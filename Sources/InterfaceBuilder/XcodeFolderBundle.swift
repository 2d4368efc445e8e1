import Foundation

/// The extension's bundle, as `Bundle.main` is on iOS: a folder made beside the build holding the
/// Xcode folder's Info.plist with its build settings filled in, and every other file of the folder
/// (linked, so an edit is seen; a group's files at the top level too, as Xcode copies them), where Foundation's `Bundle` finds resources, localized strings and
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
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("imsim-bundles-\(getuid())")
        var place = base.appendingPathComponent("\(module)-\(String(stableHash(folder), radix: 36)).appex")
        try? manager.createDirectory(atPath: base.path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try? manager.createDirectory(at: place, withIntermediateDirectories: true)
        // Links are replaced and removed in it: only in folders of this user's, not links to elsewhere
        // (another user may have made the name first); else in a folder of this process's own.
        if !isOwnFolder(base.path) || !isOwnFolder(place.path) {
            place = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("imsim-bundle-\(UUID().uuidString).appex")
            try? manager.createDirectory(at: place, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        let entries = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        var linked = Set(entries)
        var wanted: Set<String> = ["Info.plist"]
        // The folder stays between runs: a link made for another layout (a file moved, a group named
        // Resources linked by an older imsim) is replaced, and one no longer wanted removed.
        func link(_ entry: String, to target: String) {
            wanted.insert(entry)
            let link = place.appendingPathComponent(entry).path
            let current = try? manager.destinationOfSymbolicLink(atPath: link)
            guard current != target else { return }
            if current != nil { try? manager.removeItem(atPath: link) }
            try? manager.createSymbolicLink(atPath: link, withDestinationPath: target)
        }
        // A group named Resources or Contents would make Foundation take the bundle for a macOS one and
        // look only inside it: its files are linked at the top level only.
        // Localizations (`en.lproj`) are merged: Xcode copies each group's strings into one folder per language.
        var localizations: [String: [String]] = [:]
        func isLocalization(_ name: String, _ path: String) -> Bool {
            guard (name as NSString).pathExtension == "lproj", isDirectory(path) else { return false }
            localizations[name, default: []].append(path)
            return true
        }
        for entry in entries where entry != "Info.plist" && !(Self.bundleLayoutNames.contains(entry) && isDirectory(folder + "/" + entry)) {
            if isLocalization(entry, folder + "/" + entry) { continue }
            link(entry, to: folder + "/" + entry)
        }
        // Xcode copies the resources of a group to the bundle's top level: each file in a subfolder is
        // there too, unless a file of that name came first (a folder reference keeps its path as well).
        for (name, path) in groupResources(in: folder) where !linked.contains(name) || (name as NSString).pathExtension == "lproj" {
            if isLocalization(name, path) { continue }
            linked.insert(name)
            link(name, to: path)
        }
        for (language, folders) in localizations {
            wanted.insert(language)
            let merged = place.appendingPathComponent(language).path
            if (try? manager.destinationOfSymbolicLink(atPath: merged)) != nil { try? manager.removeItem(atPath: merged) }
            try? manager.createDirectory(atPath: merged, withIntermediateDirectories: true)
            guard isOwnFolder(merged) else { continue }
            var taken: Set<String> = []
            defer {
                // A file no longer in any of the language's folders goes.
                for old in ((try? manager.contentsOfDirectory(atPath: merged)) ?? []) where !taken.contains(old) {
                    if (try? manager.destinationOfSymbolicLink(atPath: merged + "/" + old)) != nil { try? manager.removeItem(atPath: merged + "/" + old) }
                }
            }
            for source in folders {
                for file in ((try? manager.contentsOfDirectory(atPath: source)) ?? []).sorted() where taken.insert(file).inserted {
                    let link = merged + "/" + file, target = source + "/" + file
                    let current = try? manager.destinationOfSymbolicLink(atPath: link)
                    guard current != target else { continue }
                    if current != nil { try? manager.removeItem(atPath: link) }
                    try? manager.createSymbolicLink(atPath: link, withDestinationPath: target)
                }
            }
        }
        for stale in ((try? manager.contentsOfDirectory(atPath: place.path)) ?? []) where !wanted.contains(stale) {
            let path = place.appendingPathComponent(stale).path
            if (try? manager.destinationOfSymbolicLink(atPath: path)) != nil {
                try? manager.removeItem(atPath: path)
            } else if (stale as NSString).pathExtension == "lproj", isOwnFolder(path),
                      ((try? manager.contentsOfDirectory(atPath: path)) ?? []).allSatisfy({ (try? manager.destinationOfSymbolicLink(atPath: path + "/" + $0)) != nil }) {
                // A language no longer in the folder: its merged folder holds nothing but links.
                try? manager.removeItem(atPath: path)
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

    /// Folders whose files Xcode does not copy one by one: compiled (catalogs, models, storyboards),
    /// localized, bundles of their own, or not the extension's.
    static let keptWhole: Set<String> = ["xcassets", "lproj", "bundle", "xcodeproj", "xcworkspace", "storyboardc", "nib",
                                         "scnassets", "xcdatamodeld", "xcdatamodel", "playground", "framework", "appex", "xcframework"]
    /// The folders by which Foundation recognizes a bundle laid out as on macOS.
    static let bundleLayoutNames: Set<String> = ["Resources", "Contents"]
    /// Files that are the build's, not resources.
    static let notResources: Set<String> = ["swift", "h", "m", "mm", "c", "cpp", "entitlements", "xcconfig", "pch", "modulemap"]

    /// The files and folders in `folder`'s subfolders (not its own), by name and path, as a group's
    /// resources are copied to the top level; at most 5,000, in a stable order (nearer the top first).
    static func groupResources(in folder: String) -> [(name: String, path: String)] {
        let manager = FileManager.default
        var found: [(name: String, path: String)] = []
        var pending = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
            .filter { isDescended($0) }
        while let directory = pending.first, found.count < 5_000 {
            pending.removeFirst()
            for entry in ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).sorted() where !entry.hasPrefix(".") {
                let path = directory + "/" + entry
                if isDescended(path) { pending.append(path) }
                // A subfolder is there by its name too (a folder reference's place, a group's .lproj or .bundle).
                if isDirectory(path) ? !bundleLayoutNames.contains(entry)
                    : entry != "Info.plist" && !notResources.contains((entry as NSString).pathExtension) {
                    found.append((entry, path))
                }
            }
        }
        return found
    }

    /// A subfolder whose files are copied one by one: a directory, not hidden, not kept whole.
    private static func isDescended(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return isDirectory(path) && !name.hasPrefix(".") && !keptWhole.contains((name as NSString).pathExtension)
    }

    /// A real folder (not a link to one) of this user's.
    private static func isOwnFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR && status.st_uid == getuid()
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// FNV-1a of the path: the same folder has the same bundle in every process.
    static func stableHash(_ text: String) -> UInt64 {
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
