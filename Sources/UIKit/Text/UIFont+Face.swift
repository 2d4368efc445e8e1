import Foundation
internal import IMSimGraphics

extension UIFont {
    /// The face cairo draws this font with: the system fonts (".SFUI-…") as the sans-serif face
    /// (DejaVu Sans on Debian), other names by their family, which fontconfig replaces by the nearest
    /// installed face; bold and italic from the name.
    var face: FontFace {
        let family = fontName.hasPrefix(".") ? "sans-serif" : familyName
        let name = fontName.lowercased()
        let bold = ["bold", "semibold", "heavy", "black"].contains { name.contains($0) }
        let italic = name.contains("italic") || name.contains("oblique")
        return FontFace(family: family, size: Double(pointSize), bold: bold, italic: italic)
    }
}
