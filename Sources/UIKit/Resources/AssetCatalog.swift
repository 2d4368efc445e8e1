import Foundation

/// How an asset catalog's sets are read: each set is a folder with a `Contents.json` that names its
/// files per scale (image sets) or its components per appearance (colour sets). Pure but for files.
enum AssetCatalog {
    /// The image file of the set for `scale`: the one of that scale, else the largest, else a
    /// single-scale (vector or universal) file.
    static func imageFile(inSet set: String, scale: CGFloat) -> (path: String, scale: CGFloat)? {
        guard let images = contents(of: set)?["images"] as? [[String: Any]] else { return nil }
        let files: [(name: String, scale: CGFloat)] = images.compactMap { image in
            guard let file = image["filename"] as? String, (image["idiom"] as? String ?? "universal") != "mac",
                  image["appearances"] == nil else { return nil }
            let text = (image["scale"] as? String ?? "1x").dropLast()
            return (file, CGFloat(Double(text) ?? 1))
        }
        let chosen = files.first { $0.scale == scale } ?? files.max { $0.scale < $1.scale }
        return chosen.map { (URL(fileURLWithPath: set).appendingPathComponent($0.name).path, $0.scale) }
    }

    /// The colour of the set for the light (any) appearance.
    static func color(inSet set: String) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        guard let colors = contents(of: set)?["colors"] as? [[String: Any]],
              let entry = colors.first(where: { $0["appearances"] == nil }) ?? colors.first,
              let color = entry["color"] as? [String: Any],
              let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            guard let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue else { return nil }
            if text.hasPrefix("0x") { return Double(Int(text.dropFirst(2), radix: 16) ?? 0) / 255 }
            if text.contains(".") { return Double(text) }
            return Double(text).map { $0 > 1 ? $0 / 255 : $0 }
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
            if let white = component("white") { return (white, white, white, component("alpha") ?? 1) }
            return nil
        }
        return (red, green, blue, component("alpha") ?? 1)
    }

    private static func contents(of set: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: set + "/Contents.json") else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
