import CIMSimCairo
import Foundation

/// Drawing one canvas into another.
extension Canvas {
    /// Draws all of `canvas`, scaled to fill `rect` (user space), over what is there with `alpha`
    /// and the state's alpha, blend mode and shadow. `flipped` puts its first row at the bottom of
    /// `rect`, as CoreGraphics draws images in a y-up user space.
    ///
    /// With `tint`, the canvas is a mask: `tint` is painted where it is opaque (a template image).
    public func draw(_ canvas: Canvas, in rect: CGRect, alpha: Double = 1, flipped: Bool = false,
                     smooth: Bool = true, tint: RGBA? = nil) {
        let rect = rect.standardized
        guard canvas.width > 0, canvas.height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_surface_flush(canvas.surface)
        if isRecording { recordedSources.append(canvas) }
        cairo_save(context)
        cairo_new_path(context)
        if flipped {
            cairo_translate(context, rect.minX, rect.maxY)
            cairo_scale(context, rect.width / Double(canvas.width), -rect.height / Double(canvas.height))
        } else {
            cairo_translate(context, rect.minX, rect.minY)
            cairo_scale(context, rect.width / Double(canvas.width), rect.height / Double(canvas.height))
        }
        let opacity = min(max(alpha, 0), 1) * state.alpha
        cairo_rectangle(context, 0, 0, Double(canvas.width), Double(canvas.height))
        cairo_clip(context)
        if let tint {
            // The image's shape in the tint: drawn in a group, the tint kept only where it is (IN).
            cairo_push_group(context)
            setImageSource(canvas, smooth: smooth)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_IN)
            cairo_set_source_rgba(context, tint.red, tint.green, tint.blue, tint.alpha)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            guard let group = cairo_pop_group(context) else { return cairo_restore(context) }
            cairo_set_source(context, group)
            cairo_pattern_destroy(group)
        } else {
            setImageSource(canvas, smooth: smooth)
        }
        paint { cairo_paint_with_alpha(context, opacity) }
        cairo_restore(context)
    }

    private func setImageSource(_ canvas: Canvas, smooth: Bool) {
        cairo_set_source_surface(context, canvas.surface, 0, 0)
        if let source = cairo_get_source(context) {
            cairo_pattern_set_filter(source, smooth ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
            // Edges stay sharp instead of fading into transparency.
            cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
        }
    }
}
