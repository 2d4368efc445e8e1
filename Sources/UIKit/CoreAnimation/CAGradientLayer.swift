import Foundation
internal import IMSimGraphics

/// A layer filled with a gradient of `colors` (CGColors) at `locations` (evenly spread if nil),
/// from `startPoint` to `endPoint` in unit coordinates of the bounds: axial (top to bottom at
/// first), radial (an ellipse around the start reaching the end) or conic (round the start, from
/// the end's direction).
open class CAGradientLayer: CALayer {
    open var colors: [Any]? { didSet { Appearance.changed() } }
    open var locations: [NSNumber]? { didSet { Appearance.changed() } }
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { Appearance.changed() } }
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { Appearance.changed() } }
    open var type = CAGradientLayerType.axial { didSet { Appearance.changed() } }

    private var stops: [GradientStop] {
        let colors = (colors ?? []).compactMap { value -> CGColor? in
            if let color = value as? CGColor { return color }
            return (value as? UIColor)?.cgColor
        }
        guard !colors.isEmpty else { return [] }
        let locations = self.locations.map { $0.map(\.doubleValue) }
        return colors.enumerated().map { index, color in
            let spread = colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0
            let location = locations.flatMap { index < $0.count ? $0[index] : nil } ?? spread
            return GradientStop(location: location, color: color.rgba)
        }
    }

    override func drawOwnContent(in ctx: CGContext) {
        super.drawOwnContent(in: ctx)
        let stops = self.stops, bounds = self.bounds
        guard !stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let canvas = ctx.canvas
        func place(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = place(startPoint), end = place(endPoint)
        canvas.saveState()
        defer { canvas.restoreState() }
        canvas.clip(to: bounds)
        switch type {
        case .radial:
            let radiusX = abs(end.x - start.x), radiusY = abs(end.y - start.y)
            let scaleX = radiusX > 0 ? radiusX : radiusY, scaleY = radiusY > 0 ? radiusY : radiusX
            guard scaleX > 0 else { return }
            canvas.translateBy(x: start.x, y: start.y)
            canvas.scaleBy(x: scaleX, y: scaleY)
            canvas.drawRadialGradient(stops, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                      extendsBefore: true, extendsAfter: true)
        case .conic:
            canvas.drawConicGradient(stops, center: start, startAngle: atan2(end.y - start.y, end.x - start.x))
        default:
            if stops.count == 1 || start == end {
                canvas.fillColor = stops[stops.count - 1].color
                canvas.fill(rect: bounds)
            } else {
                canvas.drawLinearGradient(stops, from: start, to: end, extendsBefore: true, extendsAfter: true)
            }
        }
    }
}
