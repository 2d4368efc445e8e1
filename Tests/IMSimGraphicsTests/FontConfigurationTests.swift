import Foundation
@testable import IMSimGraphics
import XCTest

/// Text is found through imsim's own fontconfig configuration, not the machine's: a family Apple or
/// Microsoft ship is its metric-compatible Liberation face, any other family Inter (San Francisco's
/// stand-in), whatever else the machine has installed or its user configured; a character Inter lacks
/// is drawn and measured in DejaVu Sans.
final class FontConfigurationTests: XCTestCase {
    private func width(_ family: String, bold: Bool = false) throws -> Double {
        let canvas = Canvas(width: 10, height: 10)
        return canvas.advance(of: "The quick brown fox, 0123456789", font: FontFace(family: family, size: 20, bold: bold))
    }

    func testImsimsConfigurationIsTheOneInUse() throws {
        _ = try width("sans-serif")
        XCTAssertTrue(FontFace.usesImsimConfiguration)
    }

    func testFamiliesMapToTheFontsTheSetupInstalls() throws {
        let inter = try width("Inter"), dejaVu = try width("DejaVu Sans"), liberation = try width("Liberation Sans")
        XCTAssertNotEqual(inter, dejaVu, "two faces of different widths")
        XCTAssertNotEqual(dejaVu, liberation, "two faces of different widths")
        XCTAssertEqual(try width("sans-serif"), inter)
        XCTAssertEqual(try width(".SFUI-Regular"), inter)
        XCTAssertEqual(try width("Avenir Next"), inter)
        XCTAssertEqual(try width("Noto Sans"), inter)
        XCTAssertNotEqual(try width("Inter Display"), inter, "the display cut is another face")
        XCTAssertNotEqual(try width("Inter SemiBold"), inter, "a weight's face by its family name")
        XCTAssertEqual(try width("Helvetica"), liberation)
        XCTAssertEqual(try width("Arial"), liberation)
        XCTAssertEqual(try width("Times New Roman"), try width("Liberation Serif"))
        XCTAssertEqual(try width("Courier"), try width("Liberation Mono"))
        XCTAssertEqual(try width("serif"), try width("DejaVu Serif"))
        XCTAssertEqual(try width("monospace"), try width("DejaVu Sans Mono"))
        XCTAssertEqual(try width("Helvetica", bold: true), try width("Liberation Sans", bold: true))
        XCTAssertNotEqual(try width("Helvetica", bold: true), liberation)
    }

    func testACharacterInterLacksIsInDejaVuSans() throws {
        let canvas = Canvas(width: 10, height: 10)
        let inter = FontFace(family: "Inter", size: 20)
        let pieces = canvas.pieces(of: "a☺b", in: inter)
        XCTAssertEqual(pieces.map(\.text), ["a", "☺", "b"])
        XCTAssertEqual(pieces.map(\.font.family), ["Inter", "DejaVu Sans", "Inter"])
        XCTAssertEqual(canvas.advance(of: "a☺b", font: inter),
                       canvas.advance(of: "ab", font: inter) + canvas.advance(of: "☺", font: FontFace(family: "DejaVu Sans", size: 20)),
                       accuracy: 0.001)
        XCTAssertEqual(canvas.pieces(of: "Ж→é", in: inter).count, 1, "Inter has Cyrillic, arrows and accents")
        func drawn(_ font: FontFace) -> [UInt32] {
            let canvas = Canvas(width: 40, height: 40, opaque: true)
            canvas.fillColor = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
            canvas.fill(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
            canvas.fillColor = .black
            canvas.showText("☺", font: font, baseline: CGPoint(x: 5, y: 30))
            return canvas.argbWords()
        }
        XCTAssertEqual(drawn(inter), drawn(FontFace(family: "DejaVu Sans", size: 20)), "drawn alone, it is drawn in DejaVu Sans too")
        XCTAssertEqual(canvas.pieces(of: "☺", in: FontFace(family: "sans-serif", size: 22)).map(\.font.family), ["DejaVu Sans"])
    }

    /// Pairs are kerned as the face says (HarfBuzz's placement): "Yo" is narrower than "Y" and "o" apart.
    func testPairsAreKerned() throws {
        let canvas = Canvas(width: 10, height: 10)
        let inter = FontFace(family: "Inter", size: 17)
        XCTAssertLessThan(canvas.advance(of: "Yo", font: inter), canvas.advance(of: "Y", font: inter) + canvas.advance(of: "o", font: inter) - 0.5)
        XCTAssertEqual(canvas.advance(of: "ab", font: inter), canvas.advance(of: "a", font: inter) + canvas.advance(of: "b", font: inter),
                       accuracy: 0.01, "a pair the face does not kern")
    }

    /// A flag, a skin tone and a sequence joined by U+200D are one glyph, as Noto draws them.
    func testJoinedEmojiFlagsAndSkinTonesAreOneGlyphEach() throws {
        let canvas = Canvas(width: 10, height: 10)
        let emoji = FontFace(family: "Noto Color Emoji", size: 20)
        for sequence in ["🇫🇷", "👍🏽", "👨‍👩‍👧", "❤️", "🏳️‍🌈"] {
            XCTAssertEqual(Canvas.emojiGlyphs(of: sequence, font: emoji)?.glyphs.count, 1, sequence)
        }
        XCTAssertEqual(Canvas.emojiGlyphs(of: "🍕🇫🇷", font: emoji)?.glyphs.count, 2)
        let inter = FontFace(family: "Inter", size: 20)
        let pizza = canvas.advance(of: "🍕", font: inter)
        XCTAssertEqual(canvas.advance(of: "🇫🇷", font: inter), pizza, accuracy: 0.5, "a flag is as wide as one emoji, not two letters")
        XCTAssertEqual(canvas.advance(of: "👨‍👩‍👧", font: inter), pizza, accuracy: 0.5, "a family is one picture")
        XCTAssertEqual(canvas.pieces(of: "Go 👍🏽!", in: inter).map(\.text), ["Go ", "👍🏽", "!"])

        let drawn = Canvas(width: 140, height: 40, opaque: true)
        drawn.fillColor = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        drawn.fill(rect: CGRect(x: 0, y: 0, width: 140, height: 40))
        drawn.showText("🇫🇷👍🏽👨‍👩‍👧", font: inter, baseline: CGPoint(x: 5, y: 30))
        let inked = (0..<140).filter { x in (0..<40).contains { y in drawn.pixel(x: x, y: y) != RGBA(red: 1, green: 1, blue: 1, alpha: 1) } }
        XCTAssertLessThan(inked.last ?? 0, 5 + Int(3 * pizza) + 2, "three pictures wide, no more")
        if let path = ProcessInfo.processInfo.environment["IMSIM_EMOJI_PICTURE"] { try drawn.pngData().write(to: URL(fileURLWithPath: path)) }
    }

    /// An emoji neither Inter nor DejaVu Sans has is drawn in colour from Noto Color Emoji, its
    /// variation selector kept for HarfBuzz rather than drawn as a box.
    func testAnEmojiIsDrawnInColour() throws {
        let canvas = Canvas(width: 10, height: 10)
        let inter = FontFace(family: "Inter", size: 20)
        XCTAssertEqual(canvas.pieces(of: "Pizza 🍕", in: inter).map(\.font.family), ["Inter", "Noto Color Emoji"])
        let heart = canvas.pieces(of: "I ❤️ it", in: inter)
        XCTAssertEqual(heart.map(\.font.family), ["Inter", "Noto Color Emoji", "Inter"],
                       "a heart asking for emoji presentation is an emoji, though Inter has a text heart")
        XCTAssertEqual(heart.map(\.characters), [2, 1, 3])
        XCTAssertEqual(heart[1].text, "❤️", "its variation selector is kept for HarfBuzz, which draws one glyph")
        XCTAssertEqual(canvas.pieces(of: "☕", in: inter).map(\.font.family), ["Noto Color Emoji"], "an emoji by default")
        let drawn = Canvas(width: 40, height: 40, opaque: true)
        drawn.fillColor = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        drawn.fill(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
        drawn.fillColor = .black
        drawn.showText("🍕", font: inter, baseline: CGPoint(x: 5, y: 30))
        let colourful = drawn.argbWords().contains { word in
            let red = Int((word >> 16) & 0xFF), green = Int((word >> 8) & 0xFF), blue = Int(word & 0xFF)
            return max(red, green, blue) - min(red, green, blue) > 60
        }
        XCTAssertTrue(colourful, "the pizza is drawn in its colours, not as a black box")
        XCTAssertGreaterThan(canvas.advance(of: "🍕", font: inter), 15, "as wide as an emoji is")
    }

    /// What takes no room and shows nothing (a soft hyphen, a zero-width joiner, a mark of direction)
    /// is neither measured nor drawn, as on iOS; before, Inter's missing-glyph box was drawn for it.
    func testIgnorableCharactersTakeNoRoomAndAreNotDrawn() throws {
        let canvas = Canvas(width: 10, height: 10)
        let inter = FontFace(family: "Inter", size: 17)
        for ignorable in ["\u{AD}", "\u{200D}", "\u{200E}", "\u{2060}"] {
            XCTAssertEqual(canvas.advance(of: "ab" + ignorable + "cd", font: inter), canvas.advance(of: "abcd", font: inter), accuracy: 0.01,
                           "U+\(String(ignorable.unicodeScalars.first!.value, radix: 16))")
            func drawn(_ text: String) -> [UInt32] {
                let canvas = Canvas(width: 80, height: 30, opaque: true)
                canvas.fillColor = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
                canvas.fill(rect: CGRect(x: 0, y: 0, width: 80, height: 30))
                canvas.fillColor = .black
                canvas.showText(text, font: inter, baseline: CGPoint(x: 5, y: 22))
                return canvas.argbWords()
            }
            XCTAssertEqual(drawn("ab" + ignorable + "cd"), drawn("abcd"), "U+\(String(ignorable.unicodeScalars.first!.value, radix: 16)) is not drawn")
        }
    }
}
