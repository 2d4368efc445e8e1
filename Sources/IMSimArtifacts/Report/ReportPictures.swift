import Foundation
import IMSimModel
import IMSimGraphics

/// The pictures a report shows, each once: small JPEGs embedded in the page, up to a budget; past
/// it, or when a file cannot be read, the picture is a link to its file beside the report.
struct ReportPictures {
    /// Embedded pictures at most, phones' and bubbles' together (about 25 KB each).
    static let embeddedLimit = 300
    /// A phone's picture is embedded at this width in pixels (a third of a 3x screen: its points).
    static let phoneWidth = PicturePaths.smallWidth
    static let bubbleWidth = 240

    let folder: String
    private(set) var pictures: [RunReport.Picture] = []
    private(set) var notEmbedded = 0
    private var byFile: [String: Int] = [:]
    private var embedded = 0
    /// Small pictures made ahead, on every core, by file identity (`prepare`).
    private var prepared: [String: Data] = [:]

    init(folder: String) {
        self.folder = folder
    }

    /// The picture at `path` (absolute, or from the working directory) in the report, embedded at
    /// `width`; its link is from the run's folder when it is inside it.
    mutating func add(_ path: String, width: Int) -> Int {
        let key = Self.identity(of: path) ?? path
        if let index = byFile[key] { return index }
        let relative = path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
        var picture = RunReport.Picture(file: relative, source: nil)
        if embedded < Self.embeddedLimit, let jpeg = prepared.removeValue(forKey: key) ?? Self.thumbnail(of: path, width: width) {
            picture.source = "data:image/jpeg;base64," + jpeg.base64EncodedString()
            embedded += 1
        } else {
            notEmbedded += 1
        }
        pictures.append(picture)
        byFile[key] = pictures.count - 1
        return pictures.count - 1
    }

    /// Makes the small pictures of `paths` (the first the budget embeds, each file once) on every
    /// core, for `add` to take: decoding and shrinking a phone's picture is most of a report's cost.
    mutating func prepare(_ paths: [String], width: Int) {
        var seen = Set(byFile.keys)
        var files: [(key: String, path: String)] = []
        for path in paths where files.count + embedded < Self.embeddedLimit {
            let key = Self.identity(of: path) ?? path
            if seen.insert(key).inserted { files.append((key, path)) }
        }
        let made = ConcurrentSlots<Data>(count: files.count)
        let sources = files.map(\.path)
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            made.put(Self.thumbnail(of: sources[index], width: width), at: index)
        }
        for (index, file) in files.enumerated() { prepared[file.key] = made.values[index] }
    }

    /// Device and inode: a step's picture of an unchanged screen is a hard link to the last one.
    private static func identity(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }

    /// The PNG or JPEG at `path` scaled to `width` pixels (never up), as a JPEG: the small picture the
    /// phone made beside a step's picture when it drew it (`PicturePaths.small`), or else made here.
    static func thumbnail(of path: String, width: Int) -> Data? {
        if width == PicturePaths.smallWidth, let small = FileManager.default.contents(atPath: PicturePaths.small(of: path)) {
            return small
        }
        guard let data = FileManager.default.contents(atPath: path),
              let image = Canvas.decode(png: data) ?? Canvas.decode(jpeg: data) else { return nil }
        return image.smallPicture(width: width)
    }
}
