import Foundation

/// The Swift files and synchronized folders an Xcode project compiles into the extension's target
/// from outside the extension's folder (a `Shared/Model.swift` the app's target compiles too), read
/// from `project.pbxproj` (an OpenStep property list): `imsim init --from` names each in an
/// `// xcode-sources:` line. The target is the one whose `INFOPLIST_FILE` is the folder's Info.plist,
/// else the project's only iMessage extension. Pure but for `forFolder`.
struct XcodeProjectSources {
    /// The absolute paths, in the project's order: a Swift file of the target's Sources phase, or a
    /// folder Xcode 16 keeps in sync with the target, that is not inside `folder`.
    static func outside(folder: String, project: Data, projectDirectory: String) -> [String] {
        guard let plist = try? PropertyListSerialization.propertyList(from: project, format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: [String: Any]],
              let (targetID, target) = extensionTarget(in: objects, folderName: (folder as NSString).lastPathComponent) else { return [] }
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
        func path(of id: String) -> String? {
            guard let object = objects[id] else { return nil }
            let own = object["path"] as? String
            switch object["sourceTree"] as? String {
            case "<absolute>": return own
            case "SOURCE_ROOT": return own.map { projectDirectory + "/" + $0 } ?? projectDirectory
            case "<group>":
                let base = parents[id].flatMap(path(of:)) ?? projectDirectory
                return own.map { base + "/" + $0 } ?? base
            default: return nil
            }
        }
        var found: [String] = []
        for phase in target["buildPhases"] as? [String] ?? [] where objects[phase]?["isa"] as? String == "PBXSourcesBuildPhase" {
            for buildFile in objects[phase]?["files"] as? [String] ?? [] {
                guard let reference = objects[buildFile]?["fileRef"] as? String, let file = path(of: reference),
                      file.hasSuffix(".swift") else { continue }
                found.append(file)
            }
        }
        // Xcode 16's folders kept in sync with targets: a folder of the target's is all of its Swift
        // files but those an exception set for the target leaves out; of another target's folder, the
        // target has only the files an exception set for it adds.
        let own = target["fileSystemSynchronizedGroups"] as? [String] ?? []
        let synchronized = Set(own)
        let others = objects.filter { $0.value["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" && !synchronized.contains($0.key) }
        for id in own + others.keys.sorted() {
            guard let group = objects[id], let directory = path(of: id) else { continue }
            let exceptions = (group["exceptions"] as? [String] ?? []).compactMap { objects[$0] }
                .filter { $0["target"] as? String == targetID }
                .flatMap { $0["membershipExceptions"] as? [String] ?? [] }
            if synchronized.contains(id) {
                if exceptions.isEmpty {
                    found.append(directory)
                } else {
                    // An exception names a file or a folder (`Preview Content`), all of whose files it is.
                    found += swiftFiles(in: directory).filter { file in
                        !exceptions.contains { file.relative == $0 || file.relative.hasPrefix($0 + "/") }
                    }.map(\.path)
                }
            } else {
                found += exceptions.map { directory + "/" + $0 }.filter { $0.hasSuffix(".swift") || isDirectory($0) }
            }
        }
        let inside = standardized(folder)
        return found.map(standardized).filter { path in
            path != inside && !path.hasPrefix(inside + "/") && !inside.hasPrefix(path + "/")
        }.reduce(into: []) { unique, path in if !unique.contains(path) { unique.append(path) } }
    }

    /// The files outside `folder` that the project in its parent compiles into its target.
    static func outside(forFolder folder: URL) -> [String] {
        let parent = folder.deletingLastPathComponent()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
            guard let data = FileManager.default.contents(atPath: parent.path + "/" + entry + "/project.pbxproj") else { continue }
            let found = outside(folder: folder.path, project: data, projectDirectory: parent.path)
            if !found.isEmpty { return found }
        }
        return []
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// The Swift files under `directory`, with their paths from it, in a stable order.
    private static func swiftFiles(in directory: String) -> [(path: String, relative: String)] {
        let relatives = (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
        return relatives.map { (directory + "/" + $0, $0) }
    }

    /// The native target whose Info.plist is `folderName/Info.plist`, else the only iMessage extension,
    /// with its identifier.
    private static func extensionTarget(in objects: [String: [String: Any]], folderName: String) -> (String, [String: Any])? {
        let targets = objects.filter { $0.value["isa"] as? String == "PBXNativeTarget" }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let byInfoPlist = targets.first { _, target in
            let list = (target["buildConfigurationList"] as? String).flatMap { objects[$0] }
            return (list?["buildConfigurations"] as? [String] ?? []).contains { configuration in
                let plist = (objects[configuration]?["buildSettings"] as? [String: Any])?["INFOPLIST_FILE"] as? String
                return plist == folderName + "/Info.plist" || plist?.hasSuffix("/" + folderName + "/Info.plist") == true
            }
        }
        if let byInfoPlist { return byInfoPlist }
        let messages = targets.filter { ($0.1["productType"] as? String)?.hasPrefix("com.apple.product-type.app-extension.messages") == true }
        return messages.count == 1 ? messages[0] : nil
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
