import CIMSimCairo
import Foundation

/// One line of text with cairo's "toy" text API: a sans-serif face, no layout, no shaping.
extension Canvas {
    /// Fills `text` with `fillColor` in a sans-serif face `size` units high (its em size);
    /// `point` is the top left of the line, as in UIKit, and the baseline sits one ascent below it.
    /// It clears the current path.
    public func drawText(_ text: String, at point: CGPoint, size: Double, bold: Bool = false) {
        guard !text.isEmpty, size > 0 else { return }
        selectFont(size: size, bold: bold)
        var extents = cairo_font_extents_t()
        cairo_font_extents(context, &extents)
        cairo_new_path(context)
        cairo_move_to(context, point.x, point.y + extents.ascent)
        setSource(fillColor)
        cairo_show_text(context, text)
        cairo_new_path(context)
    }

    /// The size `drawText(_:at:size:bold:)` would cover: the advance width and the line height.
    public func measureText(_ text: String, size: Double, bold: Bool = false) -> CGSize {
        guard size > 0 else { return .zero }
        selectFont(size: size, bold: bold)
        var font = cairo_font_extents_t()
        cairo_font_extents(context, &font)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        return CGSize(width: extents.x_advance, height: font.ascent + font.descent)
    }

    private func selectFont(size: Double, bold: Bool) {
        cairo_select_font_face(context, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
    }
}
