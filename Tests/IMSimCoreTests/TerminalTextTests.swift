import IMSimCore
import XCTest

final class TerminalTextTests: XCTestCase {
    func testControlCharactersAndBidiOverridesAreEscaped() {
        XCTAssertEqual(TerminalText.escaped("twin\u{1B}[2J\nrow\t\u{7F}\u{9B}\u{202E}"), #"twin\u{1B}[2J\nrow\t\u{7F}\u{9B}\u{202E}"#)
        XCTAssertEqual(TerminalText.escaped("Fête des moules 🦪"), "Fête des moules 🦪")
    }
}
