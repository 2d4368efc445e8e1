import Foundation

/// A link from a page in one folder to a file: the path from that folder, as `href` and `src` take it.
public enum RelativeLink {
    public static func to(_ target: URL, from folder: URL) -> String {
        let to = target.standardizedFileURL.pathComponents, from = folder.standardizedFileURL.pathComponents
        var common = 0
        while common < min(to.count, from.count), to[common] == from[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }
}
