import Foundation
import PackagePlugin

/// Builds an Xcode extension folder in place: the target's one Swift file names the folder
/// (`// xcode-folder: ../GroupPoll/MessagesExtension`, relative to the package), and each build
/// compiles a copy of every Swift file there that Linux's compiler accepts (lines and columns kept)
/// and a generated file with its storyboards, xibs, outlets and actions. The folder is never changed.
@main
struct XcodeFolderPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let (folder, shared) = try xcodeFolders(of: module, package: context.package.directoryURL)
        var files = try XcodeFolderFiles(folder: folder)
        for other in shared {
            let more = try XcodeFolderFiles(folder: other)
            files.swift += more.swift
            files.documents += more.documents
        }
        let tool = try context.tool(named: "XcodeFolderTool").url
        let work = context.pluginWorkDirectoryURL
        var commands: [Command] = files.swift.map { file in
            let base = ([folder] + shared).first { file.path.hasPrefix($0.path + "/") }
            let relative = base.map { ($0 == folder ? "" : $0.lastPathComponent + "/") + String(file.path.dropFirst($0.path.count + 1)) }
                ?? file.lastPathComponent
            let output = work.appending(path: "Sources").appending(path: "Linux-" + relative.replacingOccurrences(of: "/", with: "_"))
            return .buildCommand(displayName: "Reading \(relative) for Linux", executable: tool,
                                 arguments: ["rewrite", file.path, output.path, "--context"] + files.swift.map(\.path),
                                 inputFiles: files.swift, outputFiles: [output])
        }
        let connectors = work.appending(path: "IMSimXcodeFolder.swift")
        // SwiftPM plans a build with this plugin again only when the package changes, not when the
        // `// xcode-folder:` line does: the tool reads the line again and says so when it moved.
        let ownFiles = module.sourceFiles(withSuffix: "swift").map(\.url)
        var arguments: [String] = ["connect", folder.path, module.moduleName, connectors.path, "--swift"]
        arguments += files.swift.map(\.path)
        arguments += ["--documents"] + files.documents.map(\.path)
        arguments += ["--package", context.package.directoryURL.path, "--declared-in"] + ownFiles.map(\.path)
        commands.append(.buildCommand(displayName: "Compiling \(folder.lastPathComponent)'s storyboards, xibs, outlets and actions",
                                      executable: tool, arguments: arguments, inputFiles: files.swift + files.documents + ownFiles,
                                      outputFiles: [connectors]))
        return commands
    }

    /// The folder a `// xcode-folder: PATH` line of the target's Swift files names, and the folders
    /// `// xcode-sources: PATH` lines add (files an Xcode project shares into the extension's target).
    private func xcodeFolders(of target: SourceModuleTarget, package: URL) throws -> (URL, [URL]) {
        var folder: URL?
        var shared: [URL] = []
        for file in target.sourceFiles(withSuffix: "swift") {
            let text = (try? String(contentsOf: file.url, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                for (prefix, isMain) in [("// xcode-folder:", true), ("// xcode-sources:", false)] where line.hasPrefix(prefix) {
                    let path = line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
                    let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appending(path: path)).standardizedFileURL
                    if isMain { folder = folder ?? url } else { shared.append(url) }
                }
            }
        }
        guard let folder else {
            throw PluginFailure("\(target.name): no Swift file of the target has a '// xcode-folder: PATH' line naming the Xcode folder to build")
        }
        return (folder, shared)
    }
}

/// The Swift files and the storyboards and xibs of a folder (or one such file), in a stable order;
/// build products, Xcode projects and asset catalogs are not looked into.
struct XcodeFolderFiles {
    var swift: [URL] = []
    var documents: [URL] = []

    init(folder: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw PluginFailure("the Xcode folder \(folder.path) does not exist")
        }
        guard isFolder.boolValue else {
            // One file shared into the target.
            if folder.pathExtension == "swift" { swift = [folder] } else { documents = [folder] }
            return
        }
        let skipped: Set<String> = ["xcassets", "xcodeproj", "xcworkspace", "build", "playground"]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return }
        for case let url as URL in walker {
            if skipped.contains(url.pathExtension) || url.lastPathComponent == ".build" {
                walker.skipDescendants()
                continue
            }
            switch url.pathExtension {
            case "swift": swift.append(url.standardizedFileURL)
            case "storyboard", "xib": documents.append(url.standardizedFileURL)
            default: continue
            }
        }
        swift.sort { $0.path < $1.path }
        documents.sort { $0.path < $1.path }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
