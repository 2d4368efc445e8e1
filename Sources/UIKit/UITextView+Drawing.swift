import Foundation

/// A text view draws its text wrapped at its width inside `textContainerInset` and the text
/// container's line padding (5 points), in its font, colour and alignment, or its placeholder in
/// grey; as a scroll view it shows the part at `contentOffset`, and its `contentSize` is its text's height.
extension UITextView {
    /// A text view's font when none is set: "the body style of the system font" (Apple's `UITextView.font`).
    static var defaultFont: UIFont { .preferredFont(forTextStyle: .body) }

    func drawContent(in rect: CGRect) {
        let shown = text?.isEmpty == false ? laidOutText : placeholder.map { laidOut($0, color: .placeholderText) }
        guard let shown else { return }
        let box = textBox
        shown.drawText(with: CGRect(x: box.minX, y: box.minY, width: box.width, height: .greatestFiniteMagnitude),
                       options: .usesLineFragmentOrigin, context: nil)
    }

    /// The text with its attributes, as drawn and measured.
    var laidOutText: PlainText {
        laidOut(text ?? "", color: textColor ?? .label)
    }

    private func laidOut(_ string: String, color: UIColor) -> PlainText {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return PlainText(string, attributes: [.font: font ?? Self.defaultFont, .foregroundColor: color, .paragraphStyle: style])
    }

    /// Where lines go: inside the insets and the line padding, in content coordinates.
    private var textBox: CGRect {
        CGRect(x: textContainerInset.left + linePadding, y: textContainerInset.top,
               width: max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * linePadding),
               height: max(0, bounds.height - textContainerInset.top - textContainerInset.bottom))
    }

    /// The height the text takes at `width`, with the insets.
    func textHeight(fittingWidth width: CGFloat) -> CGFloat {
        let lines = max(0, width - textContainerInset.left - textContainerInset.right - 2 * linePadding)
        let measured = text?.isEmpty == false
            ? laidOutText.textBounds(with: CGSize(width: lines, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                     context: nil).height
            : (font ?? Self.defaultFont).lineHeight
        return (measured + textContainerInset.top + textContainerInset.bottom).rounded(.up)
    }
}
