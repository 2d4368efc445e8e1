import Foundation
import IMSimModel

/// Build settings of an extension's target read from the Xcode project beside its folder
/// (`project.pbxproj`): the bundle identifier `$(PRODUCT_BUNDLE_IDENTIFIER)` stands for in its
/// Info.plist, and the display name a generated Info.plist gets (`INFOPLIST_KEY_CFBundleDisplayName`,
/// Xcode 13 and later). Only the settings blocks whose `INFOPLIST_FILE` is the folder's Info.plist
/// count. Pure.
struct XcodeProjectSettings {
    /// The first `PRODUCT_BUNDLE_IDENTIFIER` of a settings block for `folderName/Info.plist`, with
    /// `$(PRODUCT_NAME:rfc1034identifier)`-style settings left unresolved (nil).
    static func bundleIdentifier(in project: String, folderName: String) -> String? {
        setting("PRODUCT_BUNDLE_IDENTIFIER", in: project, folderName: folderName)
    }

    /// The first `INFOPLIST_KEY_CFBundleDisplayName` of a settings block for `folderName/Info.plist`.
    static func displayName(in project: String, folderName: String) -> String? {
        setting("INFOPLIST_KEY_CFBundleDisplayName", in: project, folderName: folderName)
    }

    /// The first value of `key` that is no setting made of settings, in a block for `folderName/Info.plist`.
    static func setting(_ key: String, in project: String, folderName: String) -> String? {
        var rest = project[...]
        while let open = rest.range(of: "buildSettings = {") {
            let block = rest[open.upperBound...]
            let close = block.range(of: "};")?.lowerBound ?? block.endIndex
            let settings = Self.settings(block[..<close])
            rest = block[close...]
            guard let plist = settings["INFOPLIST_FILE"], plist.hasSuffix(folderName + "/Info.plist") || plist == folderName + "/Info.plist",
                  let value = settings[key], !value.isEmpty, !value.contains("$") else { continue }
            return value
        }
        return nil
    }

    /// The bundle identifier from the project file in the folder's parent, if there is one.
    static func bundleIdentifier(forFolder folder: URL) -> String? {
        setting(forFolder: folder) { bundleIdentifier(in: $0, folderName: $1) }
    }

    /// The generated Info.plist's display name from the project file in the folder's parent, if any.
    static func displayName(forFolder folder: URL) -> String? {
        setting(forFolder: folder) { displayName(in: $0, folderName: $1) }
    }

    private static func setting(forFolder folder: URL, _ read: (String, String) -> String?) -> String? {
        let parent = folder.deletingLastPathComponent()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
            let file = parent.appendingPathComponent(entry).appendingPathComponent("project.pbxproj")
            if let text = try? String(contentsOf: file, encoding: .utf8),
               let value = read(text, folder.lastPathComponent) {
                return value
            }
        }
        return nil
    }

    /// `KEY = value;` lines of a settings block, quotes removed.
    private static func settings(_ block: Substring) -> [String: String] {
        var settings: [String: String] = [:]
        for line in block.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            var value = parts[1].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            settings[key] = value
        }
        return settings
    }
}
