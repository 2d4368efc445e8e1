import Foundation

/// A field draws its border (a rounded rectangle's grey outline, a line's black one), then its text
/// in its font and colour, or its placeholder in grey, centred vertically with the border's padding.
extension UITextField {
    func drawContent(in rect: CGRect) {
        switch borderStyle {
        case .roundedRect:
            UIColor(white: 0.8, alpha: 1).setStroke()
            let outline = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            outline.lineWidth = 1
            outline.stroke()
        case .line, .bezel:
            UIColor.black.setStroke()
            UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5)).stroke()
        case .none:
            break
        }
        let shown = (text ?? "").isEmpty ? placeholder : text
        guard let shown, !shown.isEmpty else { return }
        let color = (text ?? "").isEmpty ? UIColor.placeholderText : (textColor ?? .label)
        let string = PlainText(shown, attributes: [.font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: color])
        let size = string.textSize
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        let width = bounds.width - 2 * inset
        let x: CGFloat = switch textAlignment {
        case .center: inset + max((width - size.width) / 2, 0)
        case .right: inset + max(width - size.width, 0)
        default: inset
        }
        string.drawText(with: CGRect(x: x, y: (bounds.height - size.height) / 2, width: width, height: size.height),
                    options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
    }
}
