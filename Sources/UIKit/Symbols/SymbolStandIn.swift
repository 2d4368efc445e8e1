import Foundation
internal import IMSimGraphics

/// What an SF Symbol is drawn as on Linux, where Apple's artwork is not: the Material Icons glyph of
/// the same meaning (`materialNames`), else one read from the name's parts as SF Symbols builds its
/// names: `.fill` (the filled icon, or a filled enclosure with the icon cut out of it), `.circle`,
/// `.square` and `.app` (an enclosure around the rest), `.slash` (a stroke across), `.badge.*`
/// (left out), a digit or letter (`1.circle`, `a.square`), else the name without its last part. A
/// name with nothing known in it is a disc. docs/DECISIONS.md, "SF Symbols drawn by meaning".
struct SymbolStandIn: Equatable {
    enum Mark: Equatable {
        /// A Material Icons code point.
        case icon(UInt32)
        /// A character drawn in the system font, bold.
        case character(Character)
        case disc
    }

    enum Enclosure: String, Equatable {
        case circle, square, app
    }

    var mark: Mark
    var enclosure: Enclosure?
    var filled: Bool
    var slashed: Bool

    init(mark: Mark, enclosure: Enclosure? = nil, filled: Bool = false, slashed: Bool = false) {
        self.mark = mark
        self.enclosure = enclosure
        self.filled = filled
        self.slashed = slashed
    }

    /// The stand-in for the symbol `name` (a name `UIImage.isSymbolName` accepts).
    init(name: String) {
        var parts = name.split(separator: ".").map(String.init)
        filled = parts.contains("fill")
        parts.removeAll { $0 == "fill" }
        slashed = false
        enclosure = nil
        if let icon = Self.icon(parts, filled: filled) {
            mark = icon
            return
        }
        if parts.contains("slash") {
            parts.removeAll { $0 == "slash" }
            slashed = true
        }
        if let badge = parts.firstIndex(of: "badge") { parts.removeSubrange(badge...) }
        if parts.count > 1, let last = parts.last, let around = Enclosure(rawValue: last) {
            // `checkmark.circle` is Material's own icon; `person.2.circle` is drawn in a circle.
            if let icon = Self.icon(parts, filled: filled) {
                mark = icon
                return
            }
            enclosure = around
            parts.removeLast()
        }
        while !parts.isEmpty {
            if let icon = Self.icon(parts, filled: filled && enclosure == nil) {
                mark = icon
                return
            }
            if parts.count == 1, parts[0].count == 1, let character = parts[0].first {
                mark = .character(character)
                return
            }
            parts.removeLast()
        }
        mark = .disc
    }

    /// The Material icon named for `parts` joined, if any, its filled variant for `filled`.
    private static func icon(_ parts: [String], filled: Bool) -> Mark? {
        guard !parts.isEmpty, let names = materialNames[parts.joined(separator: ".")],
              let codePoint = MaterialIcons.codePoints[filled ? names.filled : names.outline] else { return nil }
        return .icon(codePoint)
    }

    /// Draws the stand-in in black on a clear `canvas`, filling its `side` × `side` pixels as SF
    /// Symbols fill their point size; false when Material Icons is not installed (nothing is drawn).
    func draw(on canvas: Canvas, side: Double) -> Bool {
        let whole = CGRect(x: 0, y: 0, width: side, height: side)
        guard let enclosure else {
            if slashed { return drawSlashed(on: canvas, side: side) { drawMark(on: canvas, in: whole.insetBy(dx: side * 0.09, dy: side * 0.09)) } }
            return drawMark(on: canvas, in: whole.insetBy(dx: side * 0.09, dy: side * 0.09))
        }
        let line = side * 0.075
        let outline = whole.insetBy(dx: side * 0.04 + line / 2, dy: side * 0.04 + line / 2)
        canvas.lineWidth = line
        canvas.beginPath()
        switch enclosure {
        case .circle: canvas.addEllipse(in: outline)
        case .square, .app: canvas.addRoundedRect(outline, cornerRadius: side * (enclosure == .app ? 0.22 : 0.14))
        }
        if filled {
            canvas.fillPath()
            canvas.blendMode = .destinationOut
        } else {
            canvas.strokePath()
        }
        let inside = whole.insetBy(dx: side * 0.27, dy: side * 0.27)
        let drawn = slashed ? drawSlashed(on: canvas, side: side) { drawMark(on: canvas, in: inside) } : drawMark(on: canvas, in: inside)
        canvas.blendMode = .normal
        return drawn
    }

    private func drawMark(on canvas: Canvas, in rect: CGRect) -> Bool {
        switch mark {
        case let .icon(codePoint):
            guard let scalar = Unicode.Scalar(codePoint) else { return false }
            return canvas.fillGlyph(Character(scalar), font: FontFace(family: MaterialIcons.family, size: 1), fitting: rect)
        case let .character(character):
            // A digit or letter is as tall as the space inside; a wide one is narrowed to fit.
            return canvas.fillGlyph(character, font: FontFace(family: "sans-serif", size: 1, bold: true),
                                    fitting: rect.insetBy(dx: 0, dy: rect.height * 0.08))
        case .disc:
            canvas.fillEllipse(in: rect)
            return true
        }
    }

    /// `drawMark`, then a stroke from its top left to its bottom right with a gap cut either side.
    private func drawSlashed(on canvas: Canvas, side: Double, _ drawMark: () -> Bool) -> Bool {
        guard drawMark() else { return false }
        let from = CGPoint(x: side * 0.16, y: side * 0.12), to = CGPoint(x: side * 0.84, y: side * 0.88)
        let mode = canvas.blendMode
        canvas.lineCap = .round
        for (width, blend) in [(side * 0.2, BlendMode.destinationOut), (side * 0.08, mode)] {
            canvas.lineWidth = width
            canvas.blendMode = blend
            canvas.beginPath()
            canvas.move(to: from)
            canvas.addLine(to: to)
            canvas.strokePath()
        }
        canvas.blendMode = mode
        return true
    }
}
