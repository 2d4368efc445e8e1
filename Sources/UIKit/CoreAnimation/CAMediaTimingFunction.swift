import Foundation

/// A cubic Bézier easing curve from (0, 0) to (1, 1), as Core Animation's named ones are defined.
public final class CAMediaTimingFunction: NSObject, Sendable {
    private let controlPoints: [Float]

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [c1x, c1y, c2x, c2y]
        super.init()
    }

    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// Control point `idx` (0 to 3: the start, the two controls, the end) written to `ptr`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Float, Float)] = [(0, 0), (controlPoints[0], controlPoints[1]), (controlPoints[2], controlPoints[3]), (1, 1)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = points[idx].0
        ptr[1] = points[idx].1
    }
}
