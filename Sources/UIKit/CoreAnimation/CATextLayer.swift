import Foundation

/// A layer that draws a string (plain or attributed) in its bounds: `font` (a UIFont, or a font
/// name) at `fontSize` (36 at first) in `foregroundColor` (white at first), aligned and wrapped
/// as set.
open class CATextLayer: CALayer {
    /// A String or an NSAttributedString.
    open var string: Any? { didSet { Appearance.changed() } }
    open var font: Any? { didSet { Appearance.changed() } }
    open var fontSize: CGFloat = 36 { didSet { Appearance.changed() } }
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { Appearance.changed() } }
    open var isWrapped = false { didSet { Appearance.changed() } }
    open var truncationMode = CATextLayerTruncationMode.none { didSet { Appearance.changed() } }
    open var alignmentMode = CATextLayerAlignmentMode.natural { didSet { Appearance.changed() } }
    open var allowsFontSubpixelQuantization = false

    private var resolvedFont: UIFont {
        if let font = font as? UIFont { return font.withSize(fontSize) }
        if let name = font as? String, let font = UIFont(name: name, size: fontSize) { return font }
        return .systemFont(ofSize: fontSize)
    }

    override func drawOwnContent(in ctx: CGContext) {
        super.drawOwnContent(in: ctx)
        let text: NSAttributedString
        if let attributed = string as? NSAttributedString {
            text = attributed
        } else if let plain = string as? String {
            let style = NSMutableParagraphStyle()
            style.alignment = switch alignmentMode {
            case .center: .center
            case .right: .right
            case .justified: .justified
            case .left: .left
            default: .natural
            }
            style.lineBreakMode = isWrapped ? .byWordWrapping : truncationMode == .end ? .byTruncatingTail
                : truncationMode == .start ? .byTruncatingHead : truncationMode == .middle ? .byTruncatingMiddle : .byClipping
            var attributes: [NSAttributedString.Key: Any] = [.font: resolvedFont, .paragraphStyle: style]
            if let foregroundColor { attributes[.foregroundColor] = UIColor(cgColor: foregroundColor) }
            text = NSAttributedString(string: plain, attributes: attributes)
        } else {
            return
        }
        text.draw(with: bounds, options: .usesLineFragmentOrigin, context: nil)
    }
}
