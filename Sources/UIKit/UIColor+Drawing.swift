import Foundation
internal import IMSimGraphics

/// Setting the colours the current `UIGraphicsImageRenderer` context fills and strokes with.
/// Outside a renderer these do nothing. Main actor only, like the renderer.
extension UIColor {
    /// Makes this the colour later fills use (`UIBezierPath.fill()`, the context's `fill(_:)`).
    @preconcurrency @MainActor
    public func setFill() {
        UIGraphicsImageRendererContext.current?.canvas.fillColor = rgba
    }

    /// Makes this the colour later strokes use (`UIBezierPath.stroke()`, the context's `stroke(_:)`).
    @preconcurrency @MainActor
    public func setStroke() {
        UIGraphicsImageRendererContext.current?.canvas.strokeColor = rgba
    }

    /// Makes this the colour of both fills and strokes.
    @preconcurrency @MainActor
    public func set() {
        setFill()
        setStroke()
    }

    var rgba: RGBA {
        RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}
