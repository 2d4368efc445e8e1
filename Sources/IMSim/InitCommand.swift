import ArgumentParser
import IMSimModel
import Foundation

/// `imsim init NAME`: a starter package in ./NAME that depends on this imsim checkout by path.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write a starter package: an iMessage extension, its simulator, two scenarios and a unit test.",
        discussion: "With --from, the package builds an Xcode extension folder in place instead of a starter extension.")

    @Argument(help: "The package's name; its folder is ./NAME.")
    var name: String

    @Option(help: "The imsim checkout to depend on (default: the one this imsim was built from).",
            completion: .directory)
    var imsimPath: String?

    @Option(help: "An Xcode iMessage extension folder (with its Info.plist) to build in place, never copied or changed.",
            completion: .directory)
    var from: String?

    func run() throws {
        guard let checkout = imsimPath.map({ URL(fileURLWithPath: $0).standardizedFileURL.path }) ?? Self.checkout() else {
            throw ValidationError("cannot tell which imsim checkout this binary was built from; pass --imsim-path")
        }
        let folder = URL(fileURLWithPath: name).standardizedFileURL.path
        guard !FileManager.default.fileExists(atPath: folder) else { throw ValidationError("\(folder) exists already") }
        let files = try from.map { try xcodeFolderFiles($0, package: folder, checkout: checkout) }
            ?? StarterPackage(name: URL(fileURLWithPath: name).lastPathComponent, imsimPath: checkout).files
        for file in files {
            let path = folder + "/" + file.path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let shellName = name.contains(where: { " '\"$`\\".contains($0) }) ? "'" + name.replacingOccurrences(of: "'", with: "'\\''") + "'" : name
        print("""
            Wrote \(name)/ (depends on imsim at \(checkout)). Then:
              cd \(shellName)
              swift run Simulator run scenarios/
            """)
    }

    /// The files of a package that builds the Xcode folder at `path` in place.
    private func xcodeFolderFiles(_ path: String, package: String, checkout: String) throws -> [(path: String, contents: String)] {
        let source = URL(fileURLWithPath: path).standardizedFileURL
        let plist = source.appendingPathComponent("Info.plist")
        guard let data = FileManager.default.contents(atPath: plist.path) else {
            throw ValidationError("\(source.path) has no Info.plist: give the extension's folder, as in the Xcode project (MessagesExtension/)")
        }
        let packageName = URL(fileURLWithPath: name).lastPathComponent
        let module = StarterPackage(name: packageName, imsimPath: checkout).module + "Extension"
        let info = try ExtensionInfoPlist(data: data, module: module)
        guard info.principalClass != nil || info.mainStoryboard != nil else {
            throw ValidationError("\(plist.path) names no principal class: NSExtension needs NSExtensionPrincipalClass or NSExtensionMainStoryboard")
        }
        let relative = Self.relativePath(of: source.path, from: package)
        // A generated Info.plist (Xcode 13 and later) has its display name in the project's build settings.
        let projectName = info.displayName == nil ? XcodeProjectSettings.displayName(forFolder: source) : nil
        return XcodeFolderPackage(name: packageName, imsimPath: checkout, folder: relative,
                                  key: IMSimApp.defaultKey(info.displayName ?? projectName ?? module),
                                  bundleIdentifier: info.bundleIdentifier == nil ? XcodeProjectSettings.bundleIdentifier(forFolder: source) : nil,
                                  displayName: projectName,
                                  compilation: XcodeProjectSettings.compilation(forFolder: source) ?? .newTarget,
                                  sharedSources: XcodeProjectSources.outside(forFolder: source).map { Self.relativePath(of: $0, from: package) })
            .files
    }

    /// `path` relative to `base` (both absolute), through `..` where needed.
    static func relativePath(of path: String, from base: String) -> String {
        let target = path.split(separator: "/"), origin = base.split(separator: "/")
        var common = 0
        while common < min(target.count, origin.count), target[common] == origin[common] { common += 1 }
        return (Array(repeating: "..", count: origin.count - common) + target[common...].map(String.init)).joined(separator: "/")
    }

    /// The imsim checkout this binary was built in: the nearest folder above it whose Package.swift
    /// declares the IMSim library.
    static func checkout() -> String? {
        var folder = URL(fileURLWithPath: CommandLine.executablePath).deletingLastPathComponent()
        while folder.path != "/" {
            let manifest = folder.appendingPathComponent("Package.swift").path
            if let text = try? String(contentsOfFile: manifest, encoding: .utf8), text.contains(#".library(name: "IMSim""#) {
                return folder.path
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
