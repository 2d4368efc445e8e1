import ArgumentParser
import Foundation

/// `imsim init NAME`: a starter package in ./NAME that depends on this imsim checkout by path.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write a starter package: an iMessage extension, its simulator and two scenarios.")

    @Argument(help: "The package's name; its folder is ./NAME.")
    var name: String

    @Option(help: "The imsim checkout to depend on (default: the one this imsim was built from).",
            completion: .directory)
    var imsimPath: String?

    func run() throws {
        guard let checkout = imsimPath.map({ URL(fileURLWithPath: $0).standardizedFileURL.path }) ?? Self.checkout() else {
            throw ValidationError("cannot tell which imsim checkout this binary was built from; pass --imsim-path")
        }
        let folder = URL(fileURLWithPath: name).standardizedFileURL.path
        guard !FileManager.default.fileExists(atPath: folder) else { throw ValidationError("\(folder) exists already") }
        let package = StarterPackage(name: URL(fileURLWithPath: name).lastPathComponent, imsimPath: checkout)
        for file in package.files {
            let path = folder + "/" + file.path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
        }
        print("""
            Wrote \(name)/ (depends on imsim at \(checkout)). Then:
              cd \(name)
              swift run Simulator run scenarios/
            """)
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
