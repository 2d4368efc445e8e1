import CIMSimCairo
import Foundation

/// One colour of a gradient at `location`, from 0 (its start) to 1 (its end).
public struct GradientStop: Sendable, Equatable {
    public var location: Double
    public var color: RGBA

    public init(location: Double, color: RGBA) {
        self.location = location
        self.color = color
    }
}

/// Axial and radial gradients, painted within the clip with the state's alpha, blend mode and shadow.
extension Canvas {
    /// Paints the colours of `stops` along the line from `start` to `end` (user space), constant
    /// across it. Only the band between the two perpendiculars is painted unless it extends
    /// before the start or after the end with the first or last colour. It clears the current path.
    public func drawLinearGradient(_ stops: [GradientStop], from start: CGPoint, to end: CGPoint,
                                   extendsBefore: Bool, extendsAfter: Bool) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard !stops.isEmpty, length > 0, length.isFinite else { return }
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        defer { cairo_pattern_destroy(pattern) }
        addStops(stops, to: pattern)

        // A band wide and long enough to cover the clip, in gradient units along (dx, dy).
        let reach = farthestClipDistance(from: start) + length
        let normalX = -dy / length * reach, normalY = dx / length * reach
        let first = extendsBefore ? -reach / length : 0
        let last = extendsAfter ? 1 + reach / length : 1
        cairo_save(context)
        cairo_new_path(context)
        cairo_move_to(context, start.x + dx * first + normalX, start.y + dy * first + normalY)
        cairo_line_to(context, start.x + dx * last + normalX, start.y + dy * last + normalY)
        cairo_line_to(context, start.x + dx * last - normalX, start.y + dy * last - normalY)
        cairo_line_to(context, start.x + dx * first - normalX, start.y + dy * first - normalY)
        cairo_close_path(context)
        cairo_clip(context)
        paintPattern(pattern)
        cairo_restore(context)
    }

    /// Paints the colours of `stops` on the circles blending from the start circle to the end
    /// circle (user space). Extending before the start fills inside the start circle with the first
    /// colour; after the end, outside the end circle with the last. It clears the current path.
    public func drawRadialGradient(_ stops: [GradientStop], startCenter: CGPoint, startRadius: Double,
                                   endCenter: CGPoint, endRadius: Double, extendsBefore: Bool, extendsAfter: Bool) {
        guard !stops.isEmpty, startRadius >= 0, endRadius >= 0, startRadius != endRadius || startCenter != endCenter
        else { return }
        let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius,
                                                  endCenter.x, endCenter.y, endRadius)!
        defer { cairo_pattern_destroy(pattern) }
        addStops(stops, to: pattern)
        cairo_save(context)
        cairo_new_path(context)
        if extendsBefore && !extendsAfter {
            // Only the start side extends: keep inside the end circle (exact for nested circles).
            cairo_arc(context, endCenter.x, endCenter.y, endRadius, 0, 2 * .pi)
            cairo_clip(context)
        }
        // Cairo extends both ways or neither; a one-sided extension is clipped above, or (after the
        // end only) left to the padding, which adds nothing before a start circle of radius zero.
        cairo_pattern_set_extend(pattern, extendsBefore || extendsAfter ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        paintPattern(pattern, padded: extendsBefore || extendsAfter)
        cairo_restore(context)
    }

    /// Paints the colours of `stops` around `center`, from the direction `startAngle` (radians,
    /// towards growing y) once round, as a conic gradient does; a mesh of narrow wedges.
    public func drawConicGradient(_ stops: [GradientStop], center: CGPoint, startAngle: Double) {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return }
        func color(at location: Double) -> RGBA {
            guard let upper = sorted.firstIndex(where: { $0.location >= location }) else { return last.color }
            guard upper > 0 else { return first.color }
            let below = sorted[upper - 1], above = sorted[upper]
            let t = above.location > below.location ? (location - below.location) / (above.location - below.location) : 0
            return RGBA(red: below.color.red + (above.color.red - below.color.red) * t,
                        green: below.color.green + (above.color.green - below.color.green) * t,
                        blue: below.color.blue + (above.color.blue - below.color.blue) * t,
                        alpha: below.color.alpha + (above.color.alpha - below.color.alpha) * t)
        }
        let reach = farthestClipDistance(from: center) * 1.5 + 1
        let wedges = 256
        let mesh = cairo_pattern_create_mesh()!
        defer { cairo_pattern_destroy(mesh) }
        for index in 0..<wedges {
            let from = Double(index) / Double(wedges), to = Double(index + 1) / Double(wedges)
            let angleFrom = startAngle + from * 2 * .pi, angleTo = startAngle + to * 2 * .pi
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(angleFrom), center.y + reach * sin(angleFrom))
            cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(angleTo), center.y + reach * sin(angleTo))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, location) in [(0, from), (1, from), (2, to), (3, to)] {
                let c = color(at: location)
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_save(context)
        cairo_new_path(context)
        paintPattern(mesh, padded: false)
        cairo_restore(context)
    }

    private func addStops(_ stops: [GradientStop], to pattern: OpaquePointer) {
        for stop in stops.sorted(by: { $0.location < $1.location }) {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1),
                                              color.red, color.green, color.blue, color.alpha)
        }
    }

    private func paintPattern(_ pattern: OpaquePointer, padded: Bool = true) {
        if padded { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
        cairo_set_source(context, pattern)
        let alpha = state.alpha
        paint { cairo_paint_with_alpha(context, alpha) }
    }

    /// The distance from `point` to the farthest corner of the clip's bounds, in user space.
    private func farthestClipDistance(from point: CGPoint) -> Double {
        let bounds = clipBounds
        let corners = [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY),
                       (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)]
        return corners.map { ((($0.0 - point.x) * ($0.0 - point.x)) + (($0.1 - point.y) * ($0.1 - point.y))).squareRoot() }
            .max() ?? 0
    }
}
