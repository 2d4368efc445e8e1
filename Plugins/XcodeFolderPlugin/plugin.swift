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
        let folder = try xcodeFolder(of: module, package: context.package.directoryURL)
        let files = try XcodeFolderFiles(folder: folder)
        let tool = try context.tool(named: "XcodeFolderTool").url
        let work = context.pluginWorkDirectoryURL
        var commands: [Command] = files.swift.map { file in
            let relative = String(file.path.dropFirst(folder.path.count + 1))
            let output = work.appending(path: "Sources").appending(path: "Linux-" + relative.replacingOccurrences(of: "/", with: "_"))
            return .buildCommand(displayName: "Reading \(relative) for Linux", executable: tool,
                                 arguments: ["rewrite", file.path, output.path], inputFiles: [file], outputFiles: [output])
        }
        let connectors = work.appending(path: "IMSimXcodeFolder.swift")
        let arguments = ["connect", folder.path, module.moduleName, connectors.path, "--swift"] + files.swift.map(\.path)
            + ["--documents"] + files.documents.map(\.path)
        commands.append(.buildCommand(displayName: "Compiling \(folder.lastPathComponent)'s storyboards, xibs, outlets and actions",
                                      executable: tool, arguments: arguments, inputFiles: files.swift + files.documents,
                                      outputFiles: [connectors]))
        return commands
    }

    /// The folder a `// xcode-folder: PATH` line of the target's Swift files names.
    private func xcodeFolder(of target: SourceModuleTarget, package: URL) throws -> URL {
        for file in target.sourceFiles(withSuffix: "swift") {
            let text = (try? String(contentsOf: file.url, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.hasPrefix("// xcode-folder:") {
                let path = line.dropFirst("// xcode-folder:".count).trimmingCharacters(in: .whitespaces)
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appending(path: path)
                return url.standardizedFileURL
            }
        }
        throw PluginFailure("\(target.name): no Swift file of the target has a '// xcode-folder: PATH' line naming the Xcode folder to build")
    }
}

/// The Swift files and the storyboards and xibs of a folder, in a stable order; build products,
/// Xcode projects and asset catalogs are not looked into.
struct XcodeFolderFiles {
    var swift: [URL] = []
    var documents: [URL] = []

    init(folder: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw PluginFailure("the Xcode folder \(folder.path) does not exist")
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
