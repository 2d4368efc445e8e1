import Foundation
import IMSimGraphics
@testable import UIKit
import XCTest

/// SF Symbols are drawn as Material Icons of the same meaning, read from their names' parts.
final class SymbolStandInTests: XCTestCase {
    private func icon(_ material: String) throws -> SymbolStandIn.Mark {
        .icon(try XCTUnwrap(MaterialIcons.codePoints[material], material))
    }

    func testANameInTheTableIsItsIconAndFillChoosesTheFilledOne() throws {
        XCTAssertEqual(SymbolStandIn(name: "heart"), SymbolStandIn(mark: try icon("favorite_border")))
        XCTAssertEqual(SymbolStandIn(name: "heart.fill"), SymbolStandIn(mark: try icon("favorite"), filled: true))
        XCTAssertEqual(SymbolStandIn(name: "checkmark.circle.fill").mark, try icon("check_circle"))
        XCTAssertEqual(SymbolStandIn(name: "mic.slash"), SymbolStandIn(mark: try icon("mic_off")))
        XCTAssertEqual(SymbolStandIn(name: "chevron.backward").mark, try icon("chevron_left"))
    }

    func testUnknownNamesAreReadByTheirParts() throws {
        XCTAssertEqual(SymbolStandIn(name: "person.2.circle"), SymbolStandIn(mark: try icon("people_outline"), enclosure: .circle))
        XCTAssertEqual(SymbolStandIn(name: "person.2.circle.fill"),
                       SymbolStandIn(mark: try icon("people_outline"), enclosure: .circle, filled: true),
                       "in a filled enclosure the icon is cut out, so it is the outlined one")
        XCTAssertEqual(SymbolStandIn(name: "1.circle.fill"), SymbolStandIn(mark: .character("1"), enclosure: .circle, filled: true))
        XCTAssertEqual(SymbolStandIn(name: "a.square"), SymbolStandIn(mark: .character("a"), enclosure: .square))
        XCTAssertEqual(SymbolStandIn(name: "cart.badge.minus").mark, try icon("shopping_cart"))
        XCTAssertEqual(SymbolStandIn(name: "speaker.wave.2.circle.fill").mark, try icon("volume_up"))
        XCTAssertEqual(SymbolStandIn(name: "calendar.day.timeline.left").mark, try icon("calendar_today"), "its first part")
        XCTAssertEqual(SymbolStandIn(name: "pencil.slash"), SymbolStandIn(mark: try icon("edit"), slashed: true))
        XCTAssertEqual(SymbolStandIn(name: "zzz.unheardof"), SymbolStandIn(mark: .disc))
    }

    func testEveryIconNamedHasItsCodePointInTheInstalledFont() throws {
        let variables = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
        let text = try String(contentsOfFile: variables, encoding: .utf8)
        var installed: [String: UInt32] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\"")
            guard parts.count == 3, let value = UInt32(parts[2].drop { $0 == ":" || $0 == " " }.prefix { $0 != "," }, radix: 16) else { continue }
            installed[String(parts[1])] = value
        }
        XCTAssertGreaterThan(installed.count, 2000, "the package's list of icons was read")
        for (name, codePoint) in MaterialIcons.codePoints {
            XCTAssertEqual(installed[name], codePoint, name)
        }
        for (symbol, names) in SymbolStandIn.materialNames {
            XCTAssertNotNil(MaterialIcons.codePoints[names.outline], symbol)
            XCTAssertNotNil(MaterialIcons.codePoints[names.filled], symbol)
        }
    }

    func testAnOutlinedHeartIsEmptyInsideAndAFilledOneIsNot() throws {
        func middle(_ name: String) throws -> Double {
            let canvas = Canvas(width: 48, height: 48)
            XCTAssertTrue(SymbolStandIn(name: name).draw(on: canvas, side: 48), name)
            return canvas.pixel(x: 24, y: 26).alpha
        }
        XCTAssertEqual(try middle("heart"), 0, accuracy: 0.05)
        XCTAssertEqual(try middle("heart.fill"), 1, accuracy: 0.05)
        XCTAssertEqual(try middle("circle.fill"), 1, accuracy: 0.05)
        XCTAssertEqual(try middle("zzz.unheardof"), 1, accuracy: 0.05, "a disc")
    }

    func testAFilledEnclosureHasItsMarkCutOut() throws {
        let canvas = Canvas(width: 60, height: 60)
        XCTAssertTrue(SymbolStandIn(name: "plus.circle.fill").draw(on: canvas, side: 60))
        XCTAssertEqual(canvas.pixel(x: 30, y: 30).alpha, 0, accuracy: 0.05, "the plus's middle is cut out")
        XCTAssertEqual(canvas.pixel(x: 14, y: 14).alpha, 1, accuracy: 0.05, "the disc around it")
        XCTAssertEqual(canvas.pixel(x: 1, y: 1).alpha, 0, accuracy: 0.05, "outside the circle")
    }

    /// Each stand-in draws ink; with IMSIM_SYMBOL_GALLERY set, they are written there as one picture to look at.
    func testEveryStandInDrawsSomething() throws {
        let names = SymbolStandIn.materialNames.keys.sorted()
            + ["heart.fill", "person.2.circle", "1.circle.fill", "a.square", "pencil.slash", "star.circle.fill", "zzz.unheardof"]
        let cell = 40, columns = 24
        let gallery = Canvas(width: cell * columns, height: cell * ((names.count + columns - 1) / columns), opaque: true)
        gallery.fillColor = .white
        gallery.fill(rect: CGRect(x: 0, y: 0, width: gallery.width, height: gallery.height))
        for (index, name) in names.enumerated() {
            let canvas = Canvas(width: 32, height: 32)
            XCTAssertTrue(SymbolStandIn(name: name).draw(on: canvas, side: 32), name)
            let ink = (0..<32).flatMap { y in (0..<32).map { x in canvas.pixel(x: x, y: y).alpha } }.filter { $0 > 0.5 }.count
            XCTAssertGreaterThan(ink, 8, name)
            gallery.draw(canvas, in: CGRect(x: index % columns * cell + 4, y: index / columns * cell + 4, width: 32, height: 32))
        }
        if let path = ProcessInfo.processInfo.environment["IMSIM_SYMBOL_GALLERY"] {
            try gallery.pngData().write(to: URL(fileURLWithPath: path))
        }
    }
}
