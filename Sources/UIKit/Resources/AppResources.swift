import Foundation

/// The resources of the installed Xcode folder, as an app's bundle has them on iOS: image sets and
/// colour sets of its asset catalogs (`Assets.xcassets`), and image files beside its sources. Read
/// from the folder when first asked for, and kept. Any thread: a lock guards the index.
enum AppResources {
    // nonisolated(unsafe): read and written only under `lock`.
    private nonisolated(unsafe) static var folder: String?
    private nonisolated(unsafe) static var indexedFolder: String?
    private nonisolated(unsafe) static var imageSets: [String: String] = [:]
    private nonisolated(unsafe) static var colorSets: [String: String] = [:]
    private nonisolated(unsafe) static var looseImages: [String: String] = [:]
    private static let lock = NSLock()

    /// The folder resources come from; nil for none.
    static func use(folder path: String?) {
        lock.withLock { folder = path }
    }

    /// The file for image `name` at the scale nearest `scale`, with the scale it is drawn at: an image
    /// set's, or a file beside the sources named `name` with `@2x`/`@3x` before its extension, which
    /// is `.png` when `name` has none (`photo.jpg` names a JPEG).
    static func imageFile(named name: String, scale: CGFloat) -> (path: String, scale: CGFloat)? {
        lock.lock()
        defer { lock.unlock() }
        indexIfNeeded()
        if let set = imageSets[name], let file = AssetCatalog.imageFile(inSet: set, scale: scale) { return file }
        let given = (name as NSString).pathExtension
        let fileExtension = given.isEmpty ? "png" : given
        let base = given.isEmpty ? name : (name as NSString).deletingPathExtension
        for (suffix, fileScale) in [("@\(Int(scale))x", scale), ("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
            if let path = looseImages[base + suffix + "." + fileExtension] { return (path, fileScale) }
        }
        return nil
    }

    /// The colour set `name` in any appearance but dark, as sRGB components.
    static func color(named name: String) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        lock.lock()
        defer { lock.unlock() }
        indexIfNeeded()
        return colorSets[name].flatMap(AssetCatalog.color(inSet:))
    }

    private static func indexIfNeeded() {
        guard folder != indexedFolder else { return }
        indexedFolder = folder
        imageSets = [:]
        colorSets = [:]
        looseImages = [:]
        guard let folder, let walker = FileManager.default.enumerator(atPath: folder) else { return }
        while let relative = walker.nextObject() as? String {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(relative)
            let name = url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "imageset":
                imageSets[name] = imageSets[name] ?? url.path
                walker.skipDescendants()
            case "colorset":
                colorSets[name] = colorSets[name] ?? url.path
                walker.skipDescendants()
            case "png", "jpg", "jpeg":
                guard !relative.contains(".xcassets/") else { continue }
                looseImages[url.lastPathComponent] = looseImages[url.lastPathComponent] ?? url.path
            case "build", "xcodeproj":
                walker.skipDescendants()
            default:
                continue
            }
        }
    }
}
