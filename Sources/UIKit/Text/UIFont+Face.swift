import Foundation
internal import IMSimGraphics

extension UIFont {
    /// The face cairo draws this font with. The system font (".SFUI-…", San Francisco) is Inter, whose
    /// widths with San Francisco's tracking (`systemTracking`) are San Francisco's within about 2 %
    /// (docs/DECISIONS.md, "San Francisco's widths"): Inter below 20 points and Inter Display from 20,
    /// as iOS changes from SF Pro Text to SF Pro Display, in the face of the font's weight. Other names
    /// go by their family, which fontconfig replaces by the nearest installed face; bold and italic
    /// from the name.
    var face: FontFace {
        let name = fontName.lowercased()
        let italic = name.contains("italic") || name.contains("oblique")
        guard isSystemFont else {
            let bold = ["bold", "semibold", "heavy", "black"].contains { name.contains($0) }
            return FontFace(family: familyName, size: Double(pointSize), bold: bold, italic: italic)
        }
        let family = pointSize >= 20 ? "Inter Display" : "Inter"
        // Inter's faces by weight; its Bold through cairo's bold weight.
        let faces = [("ultralight", " ExtraLight"), ("thin", " Thin"), ("light", " Light"), ("medium", " Medium"),
                     ("semibold", " SemiBold"), ("heavy", " ExtraBold"), ("black", " Black")]
        let weight = faces.first { name.contains($0.0) }?.1 ?? ""
        return FontFace(family: family + weight, size: Double(pointSize), bold: weight.isEmpty && name.contains("bold"), italic: italic,
                        lineMetrics: Self.sanFranciscoLine)
    }

    /// San Francisco's ascent and descent (1950 and 494 of its 2048 units): a 17-point line is 20.29
    /// points, as `UIFont.systemFont(ofSize: 17).lineHeight` is on iOS.
    private static let sanFranciscoLine = FontFace.LineMetrics(ascent: 1950.0 / 2048, descent: 494.0 / 2048)

    /// Whether this is the system font (San Francisco), which iOS names with a leading dot.
    var isSystemFont: Bool { fontName.hasPrefix(".") }

    /// The tracking iOS gives the system font at this size (points added after each character), from
    /// Apple's table for SF Pro (Human Interface Guidelines, "Typography", tracking values), less
    /// 0.01 em for the regular weights so that text measured here is not wider than on iOS (Inter's
    /// bold faces are narrower than San Francisco's already); zero for other fonts.
    var systemTracking: Double {
        guard isSystemFont else { return 0 }
        let name = fontName.lowercased()
        let heavy = ["semibold", "bold", "heavy", "black"].contains { name.contains($0) }
        return Self.tracking(atSize: Double(pointSize)) - (heavy ? 0 : 0.01 * Double(pointSize))
    }

    /// Apple's SF Pro tracking (points) by point size: SF Pro Text to 19, SF Pro Display from 20.
    private static let trackingTable: [(size: Double, tracking: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39),
        (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (40, 0.37), (44, 0.36),
        (48, 0.35), (50, 0.33), (53, 0.31), (56, 0.30), (60, 0.28), (64, 0.26), (70, 0.23), (72, 0.22), (76, 0.20),
        (80, 0.18), (88, 0.14), (96, 0.10),
    ]

    /// The table's tracking at `size`, linear between its sizes and flat beyond its ends.
    static func tracking(atSize size: Double) -> Double {
        let table = trackingTable
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        let upper = table.firstIndex { $0.size >= size } ?? table.count - 1
        let (high, low) = (table[upper], table[upper - 1])
        let fraction = (size - low.size) / (high.size - low.size)
        return low.tracking + (high.tracking - low.tracking) * fraction
    }
}
