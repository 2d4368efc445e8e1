/// A font as cairo finds it through fontconfig and FreeType: a family name (or a generic one:
/// "sans-serif", "serif", "monospace"), a weight, a slant and a size in user-space units (its em).
public struct FontFace: Sendable, Hashable {
    public var family: String
    public var size: Double
    public var bold: Bool
    public var italic: Bool

    public init(family: String, size: Double, bold: Bool = false, italic: Bool = false) {
        self.family = family
        self.size = size
        self.bold = bold
        self.italic = italic
    }
}

/// A font's vertical measures in user-space units, all positive: above and below the baseline,
/// the gap the font asks for between lines, and the heights of a capital H and a lowercase x.
public struct FontMetrics: Sendable, Equatable {
    public var ascent: Double
    public var descent: Double
    public var leading: Double
    public var capHeight: Double
    public var xHeight: Double

    /// From the top of the ascenders to the bottom of the descenders.
    public var lineHeight: Double { ascent + descent }
}
