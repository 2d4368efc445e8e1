import Foundation

/// A circular arc as cubic Bézier curves of at most a quarter turn each (the control points at
/// 4/3·tan(θ/4) of the radius along the tangents), as CoreGraphics approximates arcs.
struct ArcCurves {
    let center: CGPoint
    let radius: CGFloat
    let startAngle: CGFloat
    /// Radians, positive towards growing angles.
    let sweep: CGFloat

    init(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat) {
        self.center = center
        self.radius = max(radius, 0)
        self.startAngle = startAngle
        self.sweep = sweep
    }

    /// The fillet of `radius` in the corner `from`–`corner`–`to`; nil if the points are in line.
    init?(from: CGPoint, corner: CGPoint, to: CGPoint, radius: CGFloat) {
        func unit(_ x: CGFloat, _ y: CGFloat) -> CGPoint? {
            let length = hypot(x, y)
            return length > 0 ? CGPoint(x: x / length, y: y / length) : nil
        }
        guard radius > 0, let back = unit(from.x - corner.x, from.y - corner.y),
              let ahead = unit(to.x - corner.x, to.y - corner.y) else { return nil }
        let cosine = max(-1, min(1, back.x * ahead.x + back.y * ahead.y))
        let angle = acos(cosine)
        guard angle > 1e-9, angle < .pi - 1e-9, let bisector = unit(back.x + ahead.x, back.y + ahead.y) else { return nil }
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: corner.x + bisector.x * centerDistance, y: corner.y + bisector.y * centerDistance)
        let tangent = radius / tan(angle / 2)
        let start = CGPoint(x: corner.x + back.x * tangent, y: corner.y + back.y * tangent)
        let end = CGPoint(x: corner.x + ahead.x * tangent, y: corner.y + ahead.y * tangent)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        self.init(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }

    /// The turn from `start` to `end` going towards growing angles if `increasing`, else towards
    /// smaller ones: less than a full turn unless the angles are a full turn or more apart.
    static func sweep(from start: CGFloat, to end: CGFloat, increasing: Bool) -> CGFloat {
        let delta = end - start
        let fullTurn = 2 * CGFloat.pi
        if abs(delta) >= fullTurn { return increasing ? fullTurn : -fullTurn }
        if delta == 0 { return 0 }
        var turn = delta.truncatingRemainder(dividingBy: fullTurn)
        if increasing, turn < 0 { turn += fullTurn }
        if !increasing, turn > 0 { turn -= fullTurn }
        return turn
    }

    func point(at angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    var start: CGPoint { point(at: startAngle) }
    var end: CGPoint { point(at: startAngle + sweep) }

    /// The curves from `start` to `end`, transformed.
    func elements(transform: CGAffineTransform = .identity) -> [PathElement] {
        guard sweep != 0, radius > 0 else { return [] }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let handle = 4 / 3 * tan(step / 4) * radius
        return (0..<count).map { index in
            let from = startAngle + step * CGFloat(index), to = from + step
            let start = point(at: from), end = point(at: to)
            let control1 = CGPoint(x: start.x - handle * sin(from), y: start.y + handle * cos(from))
            let control2 = CGPoint(x: end.x + handle * sin(to), y: end.y - handle * cos(to))
            return PathElement.curve(control1: control1, control2: control2, to: end).applying(transform)
        }
    }
}
