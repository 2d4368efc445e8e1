import Foundation
import IMSimModel

/// The scenario files that command-line paths name: files as given, folders searched recursively for
/// `.yaml` and `.yml` files (sorted). Runs on any thread.
enum ScenarioPaths {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "imsim: no such file or folder: \(path)" }
    }

    static func expand(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Missing(path: path) }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = (FileManager.default.subpaths(atPath: folder) ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
                .sorted()
            files += found.map { folder + "/" + $0 }
        }
        return files
    }
}
