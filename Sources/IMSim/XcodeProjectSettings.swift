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

    /// How the project compiles the extension's Swift: its `SWIFT_VERSION` and
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION`, the target's, else the project's.
    static func compilation(in project: String, folderName: String) -> SwiftCompilation {
        func value(_ key: String) -> String? {
            setting(key, in: project, folderName: folderName) ?? projectSetting(key, in: project)
        }
        let version = value("SWIFT_VERSION").flatMap { Double($0) } ?? 5
        return SwiftCompilation(languageMode: version >= 6 ? .v6 : .v5,
                                mainActorByDefault: value("SWIFT_DEFAULT_ACTOR_ISOLATION") == "MainActor",
                                approachableConcurrency: value("SWIFT_APPROACHABLE_CONCURRENCY") == "YES")
    }

    /// How the project in the folder's parent compiles it; nil when there is no project there.
    static func compilation(forFolder folder: URL) -> SwiftCompilation? {
        // The project whose target builds the folder, else the first project's own settings.
        let projects = projectTexts(besides: folder)
        let owner = projects.first { hasTarget(in: $0, folderName: folder.lastPathComponent) }
        return (owner ?? projects.first).map { compilation(in: $0, folderName: folder.lastPathComponent) }
    }

    /// The first value of `key` in a project-wide block (one that names no product or Info.plist).
    static func projectSetting(_ key: String, in project: String) -> String? {
        firstValue(of: key, in: project) { $0["INFOPLIST_FILE"] == nil && $0["PRODUCT_NAME"] == nil }
    }

    /// The first value of `key` that is no setting made of settings, in a block for `folderName/Info.plist`.
    static func setting(_ key: String, in project: String, folderName: String) -> String? {
        firstValue(of: key, in: project) { settings in
            guard let plist = settings["INFOPLIST_FILE"] else { return false }
            return plist.hasSuffix("/" + folderName + "/Info.plist") || plist == folderName + "/Info.plist"
        }
    }

    /// Whether a target of `project` has `folderName/Info.plist` (`$(SRCROOT)/` before it or not).
    static func hasTarget(in project: String, folderName: String) -> Bool {
        project.contains("/" + folderName + "/Info.plist") || project.contains("INFOPLIST_FILE = " + folderName + "/Info.plist")
            || project.contains("INFOPLIST_FILE = \"" + folderName + "/Info.plist")
    }

    /// The first value of `key`, set and not made of settings, in a settings block that `isChosen`.
    private static func firstValue(of key: String, in project: String, where isChosen: ([String: String]) -> Bool) -> String? {
        var rest = project[...]
        while let open = rest.range(of: "buildSettings = {") {
            let block = rest[open.upperBound...]
            let close = block.range(of: "};")?.lowerBound ?? block.endIndex
            let settings = Self.settings(block[..<close])
            rest = block[close...]
            guard isChosen(settings), let value = settings[key], !value.isEmpty, !value.contains("$") else { continue }
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
        for project in projectTexts(besides: folder) {
            if let value = read(project, folder.lastPathComponent) { return value }
        }
        return nil
    }

    /// The `project.pbxproj` files of the Xcode projects in the folder's parent, by name.
    private static func projectTexts(besides folder: URL) -> [String] {
        let parent = folder.deletingLastPathComponent()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        return entries.sorted().filter { $0.hasSuffix(".xcodeproj") }.compactMap { entry in
            try? String(contentsOf: parent.appendingPathComponent(entry).appendingPathComponent("project.pbxproj"), encoding: .utf8)
        }
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

/// The Swift language mode and default isolation an Xcode project builds a target with.
struct SwiftCompilation: Equatable {
    enum LanguageMode: String {
        case v5, v6
    }

    var languageMode: LanguageMode
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (Xcode 26's new targets); else nonisolated, Swift's default.
    var mainActorByDefault: Bool
    /// `SWIFT_APPROACHABLE_CONCURRENCY = YES`: Xcode 26 turns on five upcoming features (two in Swift 6 mode).
    var approachableConcurrency = false

    /// A new Xcode 26 iMessage extension target's: Swift 5 mode, main actor by default.
    static let newTarget = SwiftCompilation(languageMode: .v5, mainActorByDefault: true)

    /// The upcoming features the settings turn on, as Xcode passes them to the compiler.
    var upcomingFeatures: [String] {
        guard approachableConcurrency else { return [] }
        let swift6 = ["InferIsolatedConformances", "NonisolatedNonsendingByDefault"]
        return languageMode == .v6 ? swift6
            : ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures"] + swift6
    }
}
