import Foundation
internal import IMSimGraphics

/// Setting the colours the current context (`UIGraphicsGetCurrentContext()`) fills and strokes
/// with, and the colour's CoreGraphics form. Outside a context these do nothing. Any thread.
extension UIColor {
    /// Makes this the colour later fills use (`UIBezierPath.fill()`, the context's `fill(_:)`).
    public func setFill() {
        GraphicsContextStack.current?.canvas.fillColor = rgba
    }

    /// Makes this the colour later strokes use (`UIBezierPath.stroke()`, the context's `stroke(_:)`).
    public func setStroke() {
        GraphicsContextStack.current?.canvas.strokeColor = rgba
    }

    /// Makes this the colour of both fills and strokes.
    public func set() {
        setFill()
        setStroke()
    }

    /// The same colour for CoreGraphics: RGB with alpha.
    public var cgColor: CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of `cgColor`, gray or RGB.
    public convenience init(cgColor: CGColor) {
        let rgb = cgColor.rgbComponents
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: rgb.alpha)
    }

    var rgba: RGBA {
        RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}
