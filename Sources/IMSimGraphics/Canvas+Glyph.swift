import CIMSimCairo
import Foundation

/// One character drawn as a shape rather than as text: an icon font's glyph, a letter in a badge.
extension Canvas {
    /// Fills the glyph of `character` in `font`'s family (bold and italic as `font` asks; its size is
    /// ignored), scaled so that its ink fits `rect` (the larger side touching it) and centred there.
    /// False, with nothing drawn, when the face has no glyph for it or the glyph has no ink.
    @discardableResult
    public func fillGlyph(_ character: Character, font: FontFace, fitting rect: CGRect) -> Bool {
        var probe = font
        probe.size = 100
        let text = String(character)
        guard rect.width > 0, rect.height > 0, lackingCharacters(text, in: probe) == [false] else { return false }
        select(probe)
        var ink = cairo_text_extents_t()
        cairo_text_extents(context, text, &ink)
        guard ink.width > 0, ink.height > 0 else { return false }
        let scale = min(rect.width / ink.width, rect.height / ink.height)
        let origin = CGPoint(x: rect.midX - (ink.x_bearing + ink.width / 2) * scale,
                             y: rect.midY - (ink.y_bearing + ink.height / 2) * scale)
        cairo_set_font_size(context, probe.size * scale)
        setSource(fillColor)
        paint {
            cairo_new_path(context)
            cairo_move_to(context, origin.x, origin.y)
            cairo_show_text(context, text)
            cairo_new_path(context)
        }
        return true
    }
}
