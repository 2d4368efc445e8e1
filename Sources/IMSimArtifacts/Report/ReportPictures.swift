import Foundation
import IMSimModel
import IMSimGraphics

/// The pictures a report shows, each once: small JPEGs embedded in the page, up to a budget; past
/// it, or when a file cannot be read, the picture is a link to its file beside the report.
struct ReportPictures {
    /// Embedded pictures at most, phones' and bubbles' together (about 25 KB each).
    static let embeddedLimit = 300
    /// A phone's picture is embedded at this width in pixels (a third of a 3x screen: its points).
    static let phoneWidth = 390
    static let bubbleWidth = 240

    let folder: String
    private(set) var pictures: [RunReport.Picture] = []
    private(set) var notEmbedded = 0
    private var byFile: [String: Int] = [:]
    private var embedded = 0

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
        if embedded < Self.embeddedLimit, let jpeg = Self.thumbnail(of: path, width: width) {
            picture.source = "data:image/jpeg;base64," + jpeg.base64EncodedString()
            embedded += 1
        } else {
            notEmbedded += 1
        }
        pictures.append(picture)
        byFile[key] = pictures.count - 1
        return pictures.count - 1
    }

    /// Device and inode: a step's picture of an unchanged screen is a hard link to the last one.
    private static func identity(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }

    /// The PNG or JPEG at `path` scaled to `width` pixels (never up), as a JPEG.
    static func thumbnail(of path: String, width: Int) -> Data? {
        guard let data = FileManager.default.contents(atPath: path),
              let image = Canvas.decode(png: data) ?? Canvas.decode(jpeg: data),
              image.width > 0, image.height > 0 else { return nil }
        let scale = min(1, Double(width) / Double(image.width))
        let small = Canvas(width: max(1, Int((Double(image.width) * scale).rounded())),
                           height: max(1, Int((Double(image.height) * scale).rounded())), opaque: true)
        small.fillColor = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        small.fill(rect: CGRect(x: 0, y: 0, width: small.width, height: small.height))
        small.draw(image, in: CGRect(x: 0, y: 0, width: small.width, height: small.height))
        return small.jpegData(quality: 0.8)
    }
}
