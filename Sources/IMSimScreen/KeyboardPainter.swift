import Foundation
import IMSimCore
import IMSimGraphics

/// The system keyboard in light mode as it stands while a text field is edited: English (US) letters
/// with the field's Return key, or a pad of digits; four rows of keys in its top 216 points (the same
/// on every iPhone), and on Face ID phones the globe and dictation keys in the room below them. Close
/// to iOS's, without chasing its pixels.
struct KeyboardPainter {
    let device: Device

    static let background = ScreenStyle.color(0xD1D3D9)
    static let letterKey = RGBA.white
    static let functionKey = ScreenStyle.color(0xABB0BA)
    static let keyShadow = ScreenStyle.color(0x898A8D)

    /// The keys' rows from the top: height, gap below, margins and gap between keys, in points.
    private static let keyHeight = 42.0
    private static let rowGap = 12.0
    private static let topInset = 8.0
    private static let sideInset = 3.0
    private static let keyGap = 6.0

    func draw(on canvas: Canvas, in whole: ScreenRect, keys: KeyboardKeys = .letters) {
        canvas.fillColor = Self.background
        canvas.fill(rect: CGRect(whole))
        // Taller than the compact area: the QuickType row is on top (empty: imsim predicts nothing).
        let bar = max(0, whole.height - device.compactFrame.height)
        if bar > 0 { drawSuggestionBar(on: canvas, in: ScreenRect(x: whole.x, y: whole.y, width: whole.width, height: bar)) }
        let frame = ScreenRect(x: whole.x, y: whole.y + bar, width: whole.width, height: whole.height - bar)
        if keys.layout != .letters {
            drawDigits(on: canvas, in: frame, layout: keys.layout)
            if !device.hasHomeButton { drawGlobeAndDictation(on: canvas, below: frame.y + 216, in: frame) }
            return
        }
        let width = frame.width
        let letter = (width - 2 * Self.sideInset - 9 * Self.keyGap) / 10
        let pitch = letter + Self.keyGap
        func top(_ row: Int) -> Double { frame.y + Self.topInset + Double(row) * (Self.keyHeight + Self.rowGap) }
        func key(_ x: Double, _ row: Int, _ keyWidth: Double, _ label: String, function: Bool = false) {
            drawKey(on: canvas, CGRect(x: frame.x + x, y: top(row), width: keyWidth, height: Self.keyHeight), label: label,
                    function: function)
        }
        for (index, name) in "QWERTYUIOP".enumerated() {
            key(Self.sideInset + Double(index) * pitch, 0, letter, String(name))
        }
        for (index, name) in "ASDFGHJKL".enumerated() {
            key(Self.sideInset + (Double(index) + 0.5) * pitch, 1, letter, String(name))
        }
        let firstOfThird = Self.sideInset + 1.5 * pitch
        for (index, name) in "ZXCVBNM".enumerated() {
            key(firstOfThird + Double(index) * pitch, 2, letter, String(name))
        }
        let shiftWidth = firstOfThird - 2 * Self.keyGap - Self.sideInset
        key(Self.sideInset, 2, shiftWidth, "⇧", function: true)
        key(width - Self.sideInset - shiftWidth, 2, shiftWidth, "⌫", function: true)
        let small = (letter * 1.3).rounded()
        let returnWidth = 2 * small + Self.keyGap
        key(Self.sideInset, 3, small, "123", function: true)
        key(Self.sideInset + small + Self.keyGap, 3, small, device.hasHomeButton ? "⊕" : "☺", function: true)
        let spaceLeft = Self.sideInset + 2 * (small + Self.keyGap)
        let spaceRight = width - Self.sideInset - returnWidth - Self.keyGap
        key(spaceLeft, 3, spaceRight - spaceLeft, "space")
        key(width - Self.sideInset - returnWidth, 3, returnWidth, keys.returnKey ?? "return", function: true)
        if !device.hasHomeButton { drawGlobeAndDictation(on: canvas, below: top(3) + Self.keyHeight, in: frame) }
    }

    /// The QuickType row: three slots for suggestions, parted by thin lines.
    private func drawSuggestionBar(on canvas: Canvas, in frame: ScreenRect) {
        canvas.fillColor = ScreenStyle.color(0xB4B7BE)
        for third in 1...2 {
            let x = frame.x + frame.width * Double(third) / 3
            canvas.fill(rect: CGRect(x: x - 0.5, y: frame.y + 10, width: 1, height: frame.height - 20))
        }
    }

    /// A pad of digits: three columns of four rows, the letters of a phone's keys under each digit, and
    /// at the bottom the decimal point (decimal pad), `+*#` (phone pad) or nothing, 0, and delete.
    private func drawDigits(on canvas: Canvas, in frame: ScreenRect, layout: KeyboardKeys.Layout) {
        let gap = 6.0, height = 46.0
        let width = (frame.width - 4 * gap) / 3
        let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        for row in 0..<4 {
            for column in 0..<3 {
                let rect = CGRect(x: frame.x + gap + Double(column) * (width + gap), y: frame.y + 6 + Double(row) * (height + 7),
                                  width: width, height: height)
                if row < 3 {
                    let digit = row * 3 + column + 1
                    drawKey(on: canvas, rect, label: "\(digit)", function: false, under: letters[digit - 1])
                } else if column == 1 {
                    drawKey(on: canvas, rect, label: "0", function: false, under: layout == .phoneDigits ? "+" : "")
                } else if column == 2 {
                    drawLabel("⌫", in: rect, on: canvas, size: 22)
                } else if layout == .decimalDigits {
                    drawLabel(".", in: rect, on: canvas, size: 25)
                } else if layout == .phoneDigits {
                    drawLabel("+*#", in: rect, on: canvas, size: 18)
                }
            }
        }
    }

    private func drawLabel(_ label: String, in rect: CGRect, on canvas: Canvas, size: Double) {
        let text = textLayout(label, font: ScreenStyle.font(size), color: .black, width: nil)
        text.draw(on: canvas, at: CGPoint(x: rect.midX - text.size.width / 2, y: rect.midY - text.size.height / 2))
    }

    private func drawKey(on canvas: Canvas, _ rect: CGRect, label: String, function: Bool, under: String) {
        canvas.fillColor = Self.keyShadow
        canvas.fillRoundedRect(rect.offsetBy(dx: 0, dy: 1), cornerRadius: 5)
        canvas.fillColor = Self.letterKey
        canvas.fillRoundedRect(rect, cornerRadius: 5)
        let digit = textLayout(label, font: ScreenStyle.font(25), color: .black, width: nil)
        let small = textLayout(under, font: ScreenStyle.font(10, bold: true), color: .black, width: nil)
        let top = rect.midY - (digit.size.height + (under.isEmpty ? 0 : small.size.height - 4)) / 2
        digit.draw(on: canvas, at: CGPoint(x: rect.midX - digit.size.width / 2, y: top))
        if !under.isEmpty {
            small.draw(on: canvas, at: CGPoint(x: rect.midX - small.size.width / 2, y: top + digit.size.height - 4))
        }
    }

    private func drawKey(on canvas: Canvas, _ rect: CGRect, label: String, function: Bool) {
        canvas.fillColor = Self.keyShadow
        canvas.fillRoundedRect(rect.offsetBy(dx: 0, dy: 1), cornerRadius: 5)
        canvas.fillColor = function ? Self.functionKey : Self.letterKey
        canvas.fillRoundedRect(rect, cornerRadius: 5)
        let size = label.count == 1 ? 22.0 : 16.0
        let text = textLayout(label, font: ScreenStyle.font(size), color: .black, width: nil)
        text.draw(on: canvas, at: CGPoint(x: rect.midX - text.size.width / 2, y: rect.midY - text.size.height / 2))
    }

    /// The globe at the left and the microphone at the right, in the row under the keys.
    private func drawGlobeAndDictation(on canvas: Canvas, below keysBottom: Double, in frame: ScreenRect) {
        let centreY = keysBottom + 26
        canvas.strokeColor = ScreenStyle.color(0x50555C)
        canvas.lineWidth = 1.5
        let globe = CGRect(x: frame.x + 28, y: centreY - 11, width: 22, height: 22)
        canvas.beginPath()
        canvas.addEllipse(in: globe)
        canvas.addEllipse(in: globe.insetBy(dx: 6, dy: 0))
        canvas.move(to: CGPoint(x: globe.minX, y: globe.midY))
        canvas.addLine(to: CGPoint(x: globe.maxX, y: globe.midY))
        canvas.strokePath()
        canvas.fillColor = ScreenStyle.color(0x50555C)
        let microphone = CGRect(x: frame.x + frame.width - 40, y: centreY - 11, width: 10, height: 16)
        canvas.fillRoundedRect(microphone, cornerRadius: 5)
        canvas.beginPath()
        canvas.addArc(center: CGPoint(x: microphone.midX, y: microphone.maxY - 6), radius: 8, startAngle: 0, endAngle: .pi,
                      clockwise: false)
        canvas.move(to: CGPoint(x: microphone.midX, y: microphone.maxY + 2))
        canvas.addLine(to: CGPoint(x: microphone.midX, y: microphone.maxY + 6))
        canvas.strokePath()
    }
}
