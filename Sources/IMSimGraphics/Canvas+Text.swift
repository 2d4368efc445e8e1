import CIMSimCairo
import Foundation

/// Text with cairo's text API: a face found by fontconfig, glyphs by FreeType, placed with the face's
/// pair kerning as HarfBuzz gives it (TextShaping.c; without ligatures, a glyph for each character).
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
        if let line = font.lineMetrics {
            return FontMetrics(ascent: line.ascent * font.size, descent: line.descent * font.size, leading: 0,
                               capHeight: inkHeight("H"), xHeight: inkHeight("x"))
        }
        return FontMetrics(ascent: extents.ascent, descent: extents.descent,
                           leading: max(extents.height - extents.ascent - extents.descent, 0),
                           capHeight: inkHeight("H"), xHeight: inkHeight("x"))
    }

    /// How far `text` advances the pen in `font`, with the face's pair kerning (HarfBuzz's
    /// placement), without `kern`.
    public func advance(of text: String, font: FontFace) -> Double {
        guard !text.isEmpty else { return 0 }
        return pieces(of: text, in: font).reduce(0) { total, piece in
            if let glyphs = Self.emojiGlyphs(of: piece.text, font: piece.font) { return total + glyphs.advance }
            if let advances = Self.shapedAdvances(of: piece.text, font: piece.font) { return total + advances.reduce(0, +) }
            select(piece.font)
            var extents = cairo_text_extents_t()
            cairo_text_extents(context, piece.text, &extents)
            return total + extents.x_advance
        }
    }

    /// How far each Unicode scalar of `text` moves the pen, kerning included, in user units; nil when
    /// HarfBuzz cannot shape it one glyph a scalar (cairo's own advances are used then).
    static func shapedAdvances(of text: String, font: FontFace) -> [Double]? {
        let count = text.unicodeScalars.count
        guard count > 0 else { return [] }
        let key = ShapedText(text: text, family: font.family, bold: font.bold, italic: font.italic)
        if let known = ShapedText.known.withLock({ $0[key] }) { return known?.map { $0 * font.size } }
        var advances = [Double](repeating: 0, count: count)
        let shaped = advances.withUnsafeMutableBufferPointer { buffer in
            imsim_shaped_advances(font.family, font.bold ? 1 : 0, font.italic ? 1 : 0, text, buffer.baseAddress, Int32(count))
        }
        let result = shaped == 1 ? advances : nil
        ShapedText.known.withLock { known in
            // Words come back again and again (every layout pass measures them); a bound keeps it small.
            if known.count >= ShapedText.capacity { known.removeAll(keepingCapacity: true) }
            known[key] = result
        }
        return result?.map { $0 * font.size }
    }

    /// Fills `text` in `font` with `fillColor`, the pen starting at `baseline` (user space), each
    /// character followed by `kern` extra units when it is not zero. It clears the current path.
    /// Characters the face has no glyph for are drawn in the fallback face.
    public func showText(_ text: String, font: FontFace, baseline: CGPoint, kern: Double = 0) {
        guard !text.isEmpty, font.size > 0 else { return }
        let pieces = pieces(of: text, in: font)
        guard pieces.count == 1, pieces[0].font == font else {
            var x = baseline.x
            for piece in pieces {
                showText(piece.text, font: piece.font, baseline: CGPoint(x: x, y: baseline.y), kern: kern)
                // The kern of the characters the piece was made of (an emoji's joiners are left out of it).
                x += advance(of: piece.text, font: piece.font) + kern * Double(piece.characters)
            }
            return
        }
        select(font)
        setSource(fillColor)
        if let glyphs = Self.emojiGlyphs(of: text, font: font) {
            return showGlyphs(glyphs, baseline: baseline, kern: kern)
        }
        let advances = Self.shapedAdvances(of: text, font: font)
        paint {
            cairo_new_path(context)
            if kern == 0, advances == nil, !text.unicodeScalars.contains(where: \.properties.isDefaultIgnorableCodePoint) {
                cairo_move_to(context, baseline.x, baseline.y)
                cairo_show_text(context, text)
            } else if !showPlaced(text, baseline: baseline, kern: kern, advances: advances) {
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

    /// An emoji run's glyphs as HarfBuzz makes them with the face's ligatures: a sequence joined with
    /// U+200D (👨‍👩‍👧), a flag's two regional letters and a skin tone are one picture each, as iOS draws
    /// them. Nil for another face, or when HarfBuzz cannot shape it.
    static func emojiGlyphs(of text: String, font: FontFace) -> EmojiGlyphs? {
        guard font.family == emojiFamily, !text.isEmpty else { return nil }
        let capacity = text.unicodeScalars.count
        var indices = [UInt](repeating: 0, count: capacity)
        var xs = [Double](repeating: 0, count: capacity), ys = [Double](repeating: 0, count: capacity)
        var advance = 0.0
        let count = imsim_shaped_glyphs(font.family, font.bold ? 1 : 0, font.italic ? 1 : 0, text, &indices, &xs, &ys, &advance, Int32(capacity))
        guard count >= 0 else { return nil }
        let glyphs = (0..<Int(count)).map { (index: indices[$0], x: xs[$0] * font.size, y: ys[$0] * font.size) }
        return EmojiGlyphs(glyphs: glyphs, advance: advance * font.size, characters: text.count)
    }

    /// Whether HarfBuzz shapes the emoji face in this process (asked once, not for every emoji measured).
    static let shapesEmoji = emojiGlyphs(of: "\u{1F600}", font: FontFace(family: emojiFamily, size: 1)) != nil

    /// Draws shaped glyphs in the selected font from `baseline`, each moved `kern` further per
    /// character before it (a joined sequence counts as the characters it was made of, evenly).
    private func showGlyphs(_ shaped: EmojiGlyphs, baseline: CGPoint, kern: Double) {
        var glyphs = shaped.glyphs.enumerated().map { offset, glyph in
            let before = shaped.glyphs.isEmpty ? 0 : Double(offset * shaped.characters) / Double(shaped.glyphs.count)
            return cairo_glyph_t(index: glyph.index, x: baseline.x + glyph.x + kern * before.rounded(.down), y: baseline.y + glyph.y)
        }
        paint {
            cairo_new_path(context)
            cairo_show_glyphs(context, &glyphs, Int32(glyphs.count))
            cairo_new_path(context)
        }
    }

    /// Shows `text` in the selected font in one call: each scalar's glyph where `advances` (HarfBuzz's,
    /// kerning included) put it, else where cairo does, moved `kern` units further per character
    /// before it. False (nothing drawn) when the glyphs are not one per Unicode scalar.
    private func showPlaced(_ text: String, baseline: CGPoint, kern: Double, advances: [Double]?) -> Bool {
        var characterOfScalar: [Int] = []
        var ignorable: [Bool] = []
        for (index, character) in text.enumerated() {
            characterOfScalar.append(contentsOf: repeatElement(index, count: character.unicodeScalars.count))
            ignorable.append(contentsOf: character.unicodeScalars.map(\.properties.isDefaultIgnorableCodePoint))
        }
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(cairo_get_scaled_font(context), baseline.x, baseline.y, text, -1,
                                                      &glyphs, &count, nil, nil, nil)
        defer { cairo_glyph_free(glyphs) }
        guard status == CAIRO_STATUS_SUCCESS, let glyphs, Int(count) == characterOfScalar.count,
              advances.map({ $0.count == characterOfScalar.count }) ?? true else { return false }
        var pen = baseline.x
        var shown = 0
        for index in 0..<Int(count) {
            var glyph = glyphs[index]
            if let advances {
                glyph.x = pen
                pen += advances[index]
            }
            glyph.x += kern * Double(characterOfScalar[index])
            // What takes no room and shows nothing (a soft hyphen, a joiner, a mark of direction) is not drawn.
            if ignorable[index] { continue }
            glyphs[shown] = glyph
            shown += 1
        }
        cairo_show_glyphs(context, glyphs, Int32(shown))
        return true
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

    /// The families drawn, in turn, for characters a face lacks: cairo's text API draws with one face,
    /// which fontconfig picks for the whole family, and never looks further for a missing glyph.
    /// DejaVu Sans has most scripts and symbols; Noto Color Emoji the emoji, in colour.
    static let fallbackFamilies = ["DejaVu Sans", "Noto Color Emoji"]
    static let emojiFamily = "Noto Color Emoji"

    /// A run of `text` in one face: what is drawn, and how many of the text's characters it stands
    /// for (an emoji's variation selector and joiners, which no face here draws, are left out of it).
    struct Piece {
        var text: String
        var font: FontFace
        var characters: Int
    }

    /// `text` in runs of `font` and of the fallback faces, each character in the first face that has
    /// its glyph (in `font` when none has). An emoji (a character asking for emoji presentation, or
    /// one that has it by default) goes to the emoji face first, as iOS draws it in colour. Latin
    /// (below U+0250) and visible punctuation are taken to be in every face.
    func pieces(of text: String, in font: FontFace) -> [Piece] {
        guard !Self.fallbackFamilies.contains(font.family),
              !text.unicodeScalars.allSatisfy(Self.isInEveryFace),
              let lacking = lackingCharacters(text, in: font) else {
            return [Piece(text: text, font: font, characters: text.count)]
        }
        var pieces: [Piece] = []
        for (character, lacks) in zip(text, lacking) {
            var face = font
            var shown = String(character)
            let emoji = Self.asksForEmoji(character)
            if lacks || emoji {
                let stripped = String(String.UnicodeScalarView(character.unicodeScalars.filter {
                    !(0xFE00...0xFE0F).contains($0.value) && $0.value != 0x200D
                }))
                let candidate = stripped.isEmpty ? shown : stripped
                let order = emoji ? [Self.emojiFamily] + Self.fallbackFamilies.filter { $0 != Self.emojiFamily } : Self.fallbackFamilies
                if let family = order.first(where: { family in
                    var fallback = font
                    fallback.family = family
                    return lackingCharacters(candidate, in: fallback)?.contains(true) == false
                }) {
                    face.family = family
                    // The emoji face is shaped with its ligatures (`emojiGlyphs`): its joiners stay.
                    shown = family == Self.emojiFamily && Self.shapesEmoji ? shown : candidate
                }
            }
            if let last = pieces.last, last.font == face {
                pieces[pieces.count - 1].text += shown
                pieces[pieces.count - 1].characters += 1
            } else {
                pieces.append(Piece(text: shown, font: face, characters: 1))
            }
        }
        return pieces
    }

    /// Whether every face here is taken to have `scalar`: Latin below U+0250 and the visible general
    /// punctuation, none of them ignorable (a soft hyphen, a joiner, a mark of direction).
    private static func isInEveryFace(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x250 || (0x2010...0x2027).contains(scalar.value) || (0x2030...0x205E).contains(scalar.value))
            && !scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Whether `character` is an emoji iOS draws in colour: it asks for emoji presentation (U+FE0F),
    /// or has it by default and does not ask for text presentation (U+FE0E).
    private static func asksForEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value >= 0x203C else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        return scalars.contains { $0.value == 0xFE0F } || first.properties.isEmojiPresentation
    }

    /// For each character of `text`, whether `font`'s face has no glyph for one of its scalars (an
    /// ignorable one aside); nil when cairo does not give a glyph per scalar.
    func lackingCharacters(_ text: String, in font: FontFace) -> [Bool]? {
        select(font)
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(cairo_get_scaled_font(context), 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
        defer { cairo_glyph_free(glyphs) }
        guard status == CAIRO_STATUS_SUCCESS, let glyphs, Int(count) == text.unicodeScalars.count else { return nil }
        var scalar = 0
        return text.map { character in
            // An ignorable scalar (a joiner, a variation selector) needs no glyph of its own.
            character.unicodeScalars.contains { unicodeScalar in
                defer { scalar += 1 }
                return glyphs[scalar].index == 0 && !unicodeScalar.properties.isDefaultIgnorableCodePoint
            }
        }
    }

    func select(_ font: FontFace) {
        cairo_select_font_face(context, font.family, font.italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                               font.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, max(font.size, 0.01))
    }
}

/// An emoji run as HarfBuzz shapes it: each glyph's index and pen from the run's start (user units),
/// the run's advance, and how many characters it stands for.
struct EmojiGlyphs {
    var glyphs: [(index: UInt, x: Double, y: Double)]
    var advance: Double
    var characters: Int
}
