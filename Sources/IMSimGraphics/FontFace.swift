import CIMSimCairo

/// A font as cairo finds it through fontconfig and FreeType: a family name (or a generic one:
/// "sans-serif", "serif", "monospace"), a weight, a slant and a size in user-space units (its em).
public struct FontFace: Sendable, Hashable {
    public var family: String
    public var size: Double
    public var bold: Bool
    public var italic: Bool
    /// The ascent and descent (in ems) lines are laid out with, when not the face's own: the system
    /// font drawn in another face keeps San Francisco's line height.
    public var lineMetrics: LineMetrics?

    /// Ascent and descent in ems, both positive.
    public struct LineMetrics: Sendable, Hashable {
        public var ascent: Double
        public var descent: Double

        public init(ascent: Double, descent: Double) {
            self.ascent = ascent
            self.descent = descent
        }
    }

    public init(family: String, size: Double, bold: Bool = false, italic: Bool = false, lineMetrics: LineMetrics? = nil) {
        self.family = family
        self.size = size
        self.bold = bold
        self.italic = italic
        self.lineMetrics = lineMetrics
    }
}

extension FontFace {
    /// Whether fonts are found through imsim's own fontconfig configuration (Inter, DejaVu and
    /// Liberation only, CIMSimCairo/FontConfiguration.c): false before anything was drawn or measured, or when
    /// those fonts are not where tools/ensure-deps installs them (the system's configuration then).
    public static var usesImsimConfiguration: Bool { imsim_own_fonts_in_use() != 0 }
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
