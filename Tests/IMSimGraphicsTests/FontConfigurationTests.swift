import IMSimGraphics
import XCTest

/// Text is found through imsim's own fontconfig configuration, not the machine's: a family Apple or
/// Microsoft ship is its metric-compatible Liberation face, any other family DejaVu Sans, whatever
/// else the machine has installed or its user configured.
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
        let dejaVu = try width("DejaVu Sans"), liberation = try width("Liberation Sans")
        XCTAssertNotEqual(dejaVu, liberation, "two faces of different widths")
        XCTAssertEqual(try width("sans-serif"), dejaVu)
        XCTAssertEqual(try width(".SFUI-Regular"), dejaVu)
        XCTAssertEqual(try width("Avenir Next"), dejaVu)
        XCTAssertEqual(try width("Noto Sans"), dejaVu)
        XCTAssertEqual(try width("Helvetica"), liberation)
        XCTAssertEqual(try width("Arial"), liberation)
        XCTAssertEqual(try width("Times New Roman"), try width("Liberation Serif"))
        XCTAssertEqual(try width("Courier"), try width("Liberation Mono"))
        XCTAssertEqual(try width("serif"), try width("DejaVu Serif"))
        XCTAssertEqual(try width("monospace"), try width("DejaVu Sans Mono"))
        XCTAssertEqual(try width("Helvetica", bold: true), try width("Liberation Sans", bold: true))
        XCTAssertNotEqual(try width("Helvetica", bold: true), liberation)
    }
}
