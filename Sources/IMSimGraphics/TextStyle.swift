/// How a run of text looks: its font and colours, extra space after each character, a baseline
/// shift (up) and lines under or through it.
public struct TextStyle: Sendable, Equatable {
    public var font: FontFace
    public var color: RGBA
    public var background: RGBA?
    public var kern: Double
    public var baselineOffset: Double
    public var underline: Bool
    public var strikethrough: Bool

    public init(font: FontFace, color: RGBA = .black, background: RGBA? = nil, kern: Double = 0,
                baselineOffset: Double = 0, underline: Bool = false, strikethrough: Bool = false) {
        self.font = font
        self.color = color
        self.background = background
        self.kern = kern
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// Text in one style.
public struct TextRun: Sendable, Equatable {
    public var text: String
    public var style: TextStyle

    public init(text: String, style: TextStyle) {
        self.text = text
        self.style = style
    }
}

/// Where lines sit between the margins. Justified lines are drawn left-aligned.
public enum TextAlignment: Sendable, Equatable {
    case left, center, right, justified
}

/// Where a line that is too long breaks: between words (a word longer than the line breaks between
/// characters), between any characters, or nowhere (the paragraph is one line).
public enum TextWrapping: Sendable, Equatable {
    case word, character, none
}

/// Where an ellipsis replaces what does not fit.
public enum TextTruncation: Sendable, Equatable {
    case none, head, middle, tail
}

/// A paragraph's layout, as `NSParagraphStyle` describes it (lengths in user-space units).
public struct ParagraphFormat: Sendable, Equatable {
    public var alignment = TextAlignment.left
    public var wrapping = TextWrapping.word
    /// How a line that cannot wrap is cut when it is too long.
    public var truncation = TextTruncation.none
    /// Added between the lines.
    public var lineSpacing = 0.0
    /// Added after the paragraph, and before it.
    public var paragraphSpacing = 0.0
    public var paragraphSpacingBefore = 0.0
    /// Indents from the leading margin: the first line's and the others'.
    public var firstLineHeadIndent = 0.0
    public var headIndent = 0.0
    /// Positive: from the leading margin; zero or negative: back from the trailing one.
    public var tailIndent = 0.0
    public var minimumLineHeight = 0.0
    /// Zero for no maximum.
    public var maximumLineHeight = 0.0
    /// Multiplies the natural line height when positive.
    public var lineHeightMultiple = 0.0

    public init() {}
}

/// Runs of text up to (not including) a line break, and their layout.
public struct TextParagraph: Sendable, Equatable {
    public var runs: [TextRun]
    public var format: ParagraphFormat
    /// The style of an empty paragraph's line, and of an ellipsis with nothing beside it.
    public var defaultStyle: TextStyle

    public init(runs: [TextRun], format: ParagraphFormat, defaultStyle: TextStyle) {
        self.runs = runs
        self.format = format
        self.defaultStyle = defaultStyle
    }
}
