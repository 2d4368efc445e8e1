import Foundation

/// A spinner as iOS 13 and later draws one, still: eight rounded spokes around its centre (twelve for
/// the large style) in its colour, the one at the top full and each further one clockwise fainter.
extension UIActivityIndicatorView {
    func drawSpokes() {
        let spokes = style == .large || style.rawValue == 0 ? 12 : 8
        let radius = min(bounds.width, bounds.height) / 2
        guard radius > 0 else { return }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let inner = radius * 0.45, outer = radius * 0.95
        let width = radius * (spokes == 8 ? 0.22 : 0.16)
        for spoke in 0..<spokes {
            // Counter-clockwise from the top, fading: the trail of a spin that goes clockwise.
            let angle = -Double.pi / 2 - Double(spoke) * 2 * .pi / Double(spokes)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: centre.x + inner * cos(angle), y: centre.y + inner * sin(angle)))
            path.addLine(to: CGPoint(x: centre.x + outer * cos(angle), y: centre.y + outer * sin(angle)))
            path.lineWidth = width
            path.lineCapStyle = .round
            (color ?? .gray).withAlphaComponent(1 - 0.75 * Double(spoke) / Double(spokes - 1)).setStroke()
            path.stroke()
        }
    }
}
