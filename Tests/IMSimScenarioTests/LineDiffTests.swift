@testable import IMSimScenario
import XCTest

/// A diff of lines that print alike shows what differs: an invisible character is escaped.
final class LineDiffTests: XCTestCase {
    func testLinesThatPrintAlikeShowTheirInvisibleCharacters() {
        let diff = LineDiff.render(expected: ["date: 7:30\u{202F}PM", "same"], actual: ["date: 7:30 PM", "same"])
        XCTAssertEqual(diff, "− date: 7:30\\u{202F}PM\n+ date: 7:30 PM\n  same")
        let joiner = LineDiff.render(expected: ["a\u{200D}b"], actual: ["ab"])
        XCTAssertEqual(joiner, "− a\\u{200D}b\n+ ab")
    }

    func testLinesThatPrintDifferentlyAreLeftAsTheyAre() {
        XCTAssertEqual(LineDiff.render(expected: ["7:30\u{202F}PM"], actual: ["7:31 PM"]), "− 7:30\u{202F}PM\n+ 7:31 PM")
    }

    /// A single value that prints like the one expected shows its invisible characters too.
    func testAMismatchOfValuesThatPrintAlikeShowsTheirInvisibleCharacters() {
        let mismatch = Mismatch(location: SourceLocation(file: "party.yaml", line: 3, column: 5), what: "Kate's caption",
                                expected: "9:00 PM", actual: "9:00\u{202F}PM")
        XCTAssertEqual(mismatch.description, "party.yaml:3:5: error: Kate's caption: expected 9:00 PM, found 9:00\\u{202F}PM")
    }
}
