import CIMSimCairo
import Foundation

/// The current path, built in user space and consumed by `fillPath()` or `strokePath()`.
extension Canvas {
    /// The control-point distance, as a fraction of the radius, of a cubic Bézier quarter circle.
    private static let kappa = 0.5522847498307936

    /// Discards the current path.
    public func beginPath() {
        cairo_new_path(context)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        cairo_move_to(context, point.x, point.y)
    }

    /// Adds a straight line from the current point (or starts at `point` if there is none).
    public func addLine(to point: CGPoint) {
        cairo_line_to(context, point.x, point.y)
    }

    /// Adds a cubic Bézier curve from the current point to `point`.
    public func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
    }

    /// Adds an arc of the circle around `center`, preceded by a line from the current point to its start.
    /// Angles are in radians from the positive x axis; `clockwise` is as seen on screen (y down),
    /// that is, towards growing angles, as in UIKit.
    public func addArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius > 0 else {
            addLine(to: center)
            return
        }
        if clockwise {
            cairo_arc(context, center.x, center.y, radius, startAngle, endAngle)
        } else {
            cairo_arc_negative(context, center.x, center.y, radius, startAngle, endAngle)
        }
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() {
        cairo_close_path(context)
    }

    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four Bézier curves, clockwise from the right.
    public func addEllipse(in rect: CGRect) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let kx = rx * Canvas.kappa, ky = ry * Canvas.kappa
        cairo_move_to(context, cx + rx, cy)
        cairo_curve_to(context, cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry)
        cairo_curve_to(context, cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy)
        cairo_curve_to(context, cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry)
        cairo_curve_to(context, cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy)
        cairo_close_path(context)
    }

    /// Adds `rect` with circular corners of `cornerRadius`, at most half its shorter side.
    public func addRoundedRect(_ rect: CGRect, cornerRadius: Double) {
        let rect = rect.standardized
        let radius = min(max(cornerRadius, 0), rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            addRect(rect)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(context)
        cairo_arc(context, rect.maxX - radius, rect.minY + radius, radius, -half, 0)
        cairo_arc(context, rect.maxX - radius, rect.maxY - radius, radius, 0, half)
        cairo_arc(context, rect.minX + radius, rect.maxY - radius, radius, half, 2 * half)
        cairo_arc(context, rect.minX + radius, rect.minY + radius, radius, 2 * half, 3 * half)
        cairo_close_path(context)
    }

    /// The current point in user space, or nil if the path has none.
    public var currentPoint: CGPoint? {
        guard cairo_has_current_point(context) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(context, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The smallest user-space rectangle holding the current path's drawn area (stroke width
    /// ignored); `.null` for an empty path.
    public var pathBounds: CGRect {
        guard cairo_has_current_point(context) != 0 else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(context, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Fills the current path with `fillColor` (non-zero winding, or even-odd), then discards it.
    public func fillPath(evenOdd: Bool = false) {
        setSource(fillColor)
        cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        paint { cairo_fill(context) }
    }

    /// Strokes the current path with `strokeColor` and the line style, then discards it.
    public func strokePath() {
        setSource(strokeColor)
        paint { cairo_stroke(context) }
    }

    /// Fills the current path, strokes it over the fill, then discards it; one shadow for both.
    public func fillAndStrokePath(evenOdd: Bool = false) {
        cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        setSource(fillColor)
        paint {
            cairo_fill_preserve(context)
            setSource(strokeColor)
            cairo_stroke(context)
        }
    }
}
