import IMSimCore
import XCTest

/// Spaces a person cannot tell from a space are spaces on screen: "7:30 PM" as iOS 17 writes it
/// (a narrow no-break space before PM) is what a scenario types.
final class ScreenTextTests: XCTestCase {
    func testInvisibleSpacesAreSpaces() {
        XCTAssertEqual(ScreenText.plainSpaces("7:30\u{202F}PM"), "7:30 PM")
        XCTAssertEqual(ScreenText.plainSpaces("a\u{00A0}b\u{2009}c\u{2007}d"), "a b c d")
        XCTAssertEqual(ScreenText.plainSpaces("tab\tstays"), "tab\tstays")
        XCTAssertEqual(ScreenElement(kind: .label, text: "June 14 at 7:30\u{202F}PM").text, "June 14 at 7:30 PM")
    }
}
