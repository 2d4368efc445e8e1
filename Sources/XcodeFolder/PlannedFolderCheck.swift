import Foundation

/// Whether the `// xcode-folder:` line of a package's target still names the folder its build was
/// planned with. SwiftPM asks a build tool plugin for its commands again only when the package
/// changes (its manifest, its targets' files), not when a file's text does: a moved line would
/// otherwise build the old folder without a word.
public struct PlannedFolderCheck {
    let plannedFolder: String
    let packageDirectory: String

    public init(plannedFolder: String, packageDirectory: String) {
        self.plannedFolder = plannedFolder
        self.packageDirectory = packageDirectory
    }

    /// A compiler-style error naming the file and line whose `// xcode-folder:` names another folder;
    /// nil when the line names the planned one.
    public func problem(in files: [String]) -> String? {
        let prefix = "// xcode-folder:"
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.hasPrefix(prefix) {
                let path = line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
                let named = resolved(path)
                guard named != resolved(plannedFolder) else { return nil }
                return "\(file):\(index + 1): error: this line now names \(named), but SwiftPM planned this build for "
                    + "\(resolved(plannedFolder)) and asks imsim's plugin again only when the package changes: run "
                    + "`touch Package.swift`, then build again"
            }
        }
        guard let first = files.first else { return nil }
        return "\(first):1: error: no Swift file of the target has a `// xcode-folder:` line any more, but SwiftPM "
            + "planned this build for \(resolved(plannedFolder)): put the line back, or run `touch Package.swift` and build again"
    }

    private func resolved(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: packageDirectory, isDirectory: true).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
