import CIMSimCairo
import Foundation

/// Text with cairo's text API: a face found by fontconfig, glyphs by FreeType, no shaping or
/// kerning pairs (each character advances by its own width), so widths add up exactly.
extension Canvas {
    /// The metrics of `font`.
    public func metrics(of font: FontFace) -> FontMetrics {
        select(font)
        var extents = cairo_font_extents_t()
        cairo_font_extents(context, &extents)
        func inkHeight(_ sample: String) -> Double {
            var ink = cairo_text_extents_t()
            cairo_text_extents(context, sample, &ink)
            return ink.height
        }
        return FontMetrics(ascent: extents.ascent, descent: extents.descent,
                           leading: max(extents.height - extents.ascent - extents.descent, 0),
                           capHeight: inkHeight("H"), xHeight: inkHeight("x"))
    }

    /// How far `text` advances the pen in `font`, without kerning.
    public func advance(of text: String, font: FontFace) -> Double {
        guard !text.isEmpty else { return 0 }
        select(font)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        return extents.x_advance
    }

    /// Fills `text` in `font` with `fillColor`, the pen starting at `baseline` (user space), each
    /// character followed by `kern` extra units when it is not zero. It clears the current path.
    public func showText(_ text: String, font: FontFace, baseline: CGPoint, kern: Double = 0) {
        guard !text.isEmpty, font.size > 0 else { return }
        select(font)
        setSource(fillColor)
        paint {
            cairo_new_path(context)
            if kern == 0 {
                cairo_move_to(context, baseline.x, baseline.y)
                cairo_show_text(context, text)
            } else {
                var x = baseline.x
                for character in text {
                    let glyphs = String(character)
                    cairo_move_to(context, x, baseline.y)
                    cairo_show_text(context, glyphs)
                    x += advance(of: glyphs, font: font) + kern
                }
            }
            cairo_new_path(context)
        }
    }

    /// Fills `text` in a sans-serif face `size` units high (its em size); `point` is the top left of
    /// the line and the baseline sits one ascent below it. It clears the current path.
    public func drawText(_ text: String, at point: CGPoint, size: Double, bold: Bool = false) {
        let font = FontFace(family: "sans-serif", size: size, bold: bold)
        guard size > 0 else { return }
        showText(text, font: font, baseline: CGPoint(x: point.x, y: point.y + metrics(of: font).ascent))
    }

    /// The size `drawText(_:at:size:bold:)` would cover: the advance width and the line height.
    public func measureText(_ text: String, size: Double, bold: Bool = false) -> CGSize {
        guard size > 0 else { return .zero }
        let font = FontFace(family: "sans-serif", size: size, bold: bold)
        return CGSize(width: advance(of: text, font: font), height: metrics(of: font).lineHeight)
    }

    private func select(_ font: FontFace) {
        cairo_select_font_face(context, font.family, font.italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                               font.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, max(font.size, 0.01))
    }
}
