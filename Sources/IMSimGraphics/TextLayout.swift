import Foundation

/// Paragraphs of styled text broken into lines within a width and placed from the top left
/// (user space, y down): what `NSString` and `NSAttributedString` drawing and measuring do.
/// A value, so it can be made on one thread and drawn on another.
public struct TextLayout: Sendable {
    /// A piece of a line in one style.
    public struct Fragment: Sendable, Equatable {
        public var text: String
        public var style: TextStyle
        /// From the layout's left edge.
        public var x: Double
        public var width: Double
    }

    /// One line: its fragments, its box and its baseline.
    public struct Line: Sendable, Equatable {
        public var fragments: [Fragment]
        /// The top of the line's box and its height, from the layout's top.
        public var top: Double
        public var height: Double
        public var baseline: Double
        /// Where the first fragment starts and how wide the line is without trailing spaces.
        public var x: Double
        public var width: Double
    }

    /// What limits the layout and how text that does not fit is cut.
    public struct Limits: Sendable, Equatable {
        /// The width lines wrap within; nil for no limit (each paragraph one line, unless it breaks).
        public var width: Double?
        /// Lines whose bottom is below this are left out (the first line always stays); nil for no limit.
        public var height: Double?
        /// At most this many lines; 0 for no limit.
        public var maximumLines = 0
        /// True to end the last line kept with an ellipsis when text was left out.
        public var truncatesLastVisibleLine = false
        /// True to add the fonts' leading to each line's height.
        public var usesFontLeading = false

        public init(width: Double? = nil, height: Double? = nil) {
            self.width = width
            self.height = height
        }
    }

    public let lines: [Line]
    /// The size the lines cover: the widest line (with its indent) and the total height.
    public let size: CGSize

    /// Lays out `paragraphs` within `limits`.
    public init(paragraphs: [TextParagraph], limits: Limits) {
        var breaker = LineBreaker(limits: limits)
        lines = breaker.layOut(paragraphs)
        let width = lines.map { $0.x + $0.width }.max() ?? 0
        size = CGSize(width: max(width, 0), height: breaker.totalHeight)
    }
}

extension TextLayout {
    /// Draws the lines with their top left at `origin` (user space): backgrounds, then text, then
    /// underlines and strikethroughs. The canvas's fill colour is restored afterwards.
    public func draw(on canvas: Canvas, at origin: CGPoint) {
        let savedColor = canvas.fillColor
        defer { canvas.fillColor = savedColor }
        for line in lines {
            for fragment in line.fragments {
                guard let background = fragment.style.background else { continue }
                canvas.fillColor = background
                canvas.fill(rect: CGRect(x: origin.x + fragment.x, y: origin.y + line.top,
                                         width: fragment.width, height: line.height))
            }
            for fragment in line.fragments where !fragment.text.isEmpty {
                let style = fragment.style
                canvas.fillColor = style.color
                let baselineY = origin.y + line.baseline - style.baselineOffset
                canvas.showText(fragment.text, font: style.font, baseline: CGPoint(x: origin.x + fragment.x, y: baselineY),
                                kern: style.kern)
                let thickness = max(style.font.size / 14, 0.5)
                if style.underline {
                    canvas.fill(rect: CGRect(x: origin.x + fragment.x, y: baselineY + thickness * 1.5,
                                             width: fragment.width, height: thickness))
                }
                if style.strikethrough {
                    let middle = canvas.metrics(of: style.font).xHeight / 2
                    canvas.fill(rect: CGRect(x: origin.x + fragment.x, y: baselineY - middle - thickness / 2,
                                             width: fragment.width, height: thickness))
                }
            }
        }
    }
}
