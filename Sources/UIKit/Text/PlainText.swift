import Foundation
internal import IMSimGraphics

/// A string in one set of attributes, measured and drawn as `NSAttributedString(string:attributes:)`
/// would be, without making one: swift-corelibs-foundation never frees an attributed string's
/// attribute runs (about 400 bytes each), and labels and buttons are measured at every layout pass
/// and every reading of the screen, so an extension grew with each command (docs/DECISIONS.md).
struct PlainText: LaidOutText {
    let string: String
    let attributes: [NSAttributedString.Key: Any]

    init(_ string: String, attributes: [NSAttributedString.Key: Any]? = nil) {
        self.string = string
        self.attributes = attributes ?? [:]
    }

    /// The paragraphs `NSAttributedString.paragraphs()` makes of one run: one a line break.
    var paragraphs: [TextParagraph] {
        guard !string.isEmpty else {
            return [TextParagraph(runs: [], format: ParagraphFormat(), defaultStyle: TextStyle(attributes: [:]))]
        }
        let style = TextStyle(attributes: attributes)
        let format = (attributes[.paragraphStyle] as? NSParagraphStyle)?.values.format ?? ParagraphFormat()
        return string.components(separatedBy: CharacterSet(charactersIn: "\n\r\u{2029}")).map { piece in
            TextParagraph(runs: piece.isEmpty ? [] : [TextRun(text: piece, style: style)], format: format, defaultStyle: style)
        }
    }

    func layout(limits: TextLayout.Limits) -> TextLayout {
        TextLayout(paragraphs: paragraphs, limits: limits)
    }
}
