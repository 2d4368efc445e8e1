import Foundation

/// The pieces iOS 17's value controls are drawn from, in light mode: a grey fill for tracks and
/// backgrounds, a white knob with a soft shadow. A disabled control is drawn at half opacity.
extension UIControl {
    static let trackFill = UIColor(red: 0.914, green: 0.914, blue: 0.922, alpha: 1)
    static let segmentFill = UIColor(red: 0.933, green: 0.933, blue: 0.937, alpha: 1)

    /// `color` as this control draws it: half as opaque when disabled.
    func drawingColor(_ color: UIColor) -> UIColor {
        isEnabled ? color : color.withAlphaComponent(color.alpha * 0.5)
    }

    /// A white knob (a switch's or a slider's thumb) in `rect`, with the shadow iOS gives it.
    func drawKnob(in rect: CGRect, cornerRadius: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor(white: 0, alpha: 0.2).cgColor)
        drawingColor(.white).setFill()
        UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius).fill()
        context.restoreGState()
    }
}
