import Foundation
import IMSimCore
import IMSimGraphics

/// The colours, fonts and spacings of Messages' light mode, close to iOS's without chasing its pixels.
enum ScreenStyle {
    static func color(_ hex: UInt32, alpha: Double = 1) -> RGBA {
        RGBA(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
             blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    static let background = RGBA.white
    static let chrome = color(0xF7F7F7)
    static let hairline = color(0xC6C6C8)
    static let sentBubble = color(0x0B84FE)
    static let receivedBubble = color(0xE9E9EB)
    static let captionArea = color(0xE9E9EB)
    static let secondaryText = color(0x8E8E93)
    static let placeholderText = color(0xC7C7CC)
    static let avatar = color(0xA4A9B3)
    static let extensionPlaceholder = color(0xF2F2F7)
    static let liveBubble = RGBA.white

    static let sansSerif = "sans-serif"
    static func font(_ size: Double, bold: Bool = false) -> FontFace {
        FontFace(family: sansSerif, size: size, bold: bold)
    }

    /// The side margin of the transcript.
    static let margin = 12.0
    static let bubbleRadius = 18.0
    /// Space between two items of one sender, and between senders.
    static let tightSpacing = 3.0
    static let spacing = 10.0

    /// The widest text bubble on a screen `width` points wide.
    static func textBubbleWidth(screen width: Double) -> Double { (width * 0.75).rounded() }
    /// The width of an interactive message's bubble (template layout).
    static func templateWidth(screen width: Double) -> Double { min(width - 2 * margin - 50, 300) }
}

/// Lays out text in one style, wrapped within `width` (nil: one line per paragraph).
func textLayout(_ text: String, font: FontFace, color: RGBA, width: Double?, maximumLines: Int = 0,
                alignment: TextAlignment = .left) -> TextLayout {
    var format = ParagraphFormat()
    format.alignment = alignment
    format.wrapping = width == nil ? .none : .word
    format.truncation = maximumLines > 0 ? .tail : .none
    let style = TextStyle(font: font, color: color)
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        TextParagraph(runs: [TextRun(text: String($0), style: style)], format: format, defaultStyle: style)
    }
    var limits = TextLayout.Limits(width: width)
    limits.maximumLines = maximumLines
    limits.truncatesLastVisibleLine = maximumLines > 0
    return TextLayout(paragraphs: paragraphs, limits: limits)
}

extension CGRect {
    init(_ rect: ScreenRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
