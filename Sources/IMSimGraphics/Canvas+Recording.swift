import CIMSimCairo
import Foundation

/// Drawing now, pixels later: a canvas that records what is drawn into it (a cairo recording
/// surface) and turns it into pixels afterwards, on any one thread, as a Core Animation commit hands
/// a layer tree to the render server. Recording costs a fraction of drawing the pixels.
extension Canvas {
    /// A canvas of `width` × `height` pixels that records; `rasterized()` gives its pixels. Reading
    /// its pixels directly (`pixel`, `pngData`) finds none.
    public static func recording(width: Int, height: Int, opaque: Bool = false) -> Canvas {
        precondition((0...maximumSide).contains(width) && (0...maximumSide).contains(height),
                     "canvas size \(width)×\(height) outside 0...\(maximumSide)")
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        let content = opaque ? CAIRO_CONTENT_COLOR : CAIRO_CONTENT_COLOR_ALPHA
        let canvas = Canvas(surface: cairo_recording_surface_create(content, &extents), width: width, height: height, opaque: opaque)
        canvas.isRecording = true
        return canvas
    }

    /// What was drawn into this canvas, painted into a new pixel canvas of its size. Call it when
    /// nothing more is drawn into this one; the two may then be used on another thread.
    public func rasterized() -> Canvas {
        cairo_surface_flush(surface)
        let pixels = Canvas(width: width, height: height, opaque: isOpaque)
        cairo_set_source_surface(pixels.context, surface, 0, 0)
        cairo_set_operator(pixels.context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(pixels.context)
        cairo_set_operator(pixels.context, CAIRO_OPERATOR_OVER)
        cairo_surface_flush(pixels.surface)
        return pixels
    }
}
