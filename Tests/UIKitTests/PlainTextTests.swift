import Foundation
@testable import UIKit
import XCTest

/// Plain strings are measured without an `NSAttributedString` (swift-corelibs-foundation never frees
/// one's attribute runs), and must measure as one would.
final class PlainTextTests: XCTestCase {
    func testAPlainStringMeasuresAsTheAttributedStringOfIt() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.paragraphSpacing = 6
        let attributes: [[NSAttributedString.Key: Any]] = [
            [:], [.font: UIFont.systemFont(ofSize: 17)], [.font: UIFont.boldSystemFont(ofSize: 13), .kern: 1.5],
            [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: style],
        ]
        let texts = ["", "Send text", "Two\nlines", "a\r\nb\u{2029}c\n", "A longer sentence that wraps at a narrow width."]
        for attributes in attributes {
            for text in texts {
                let attributed = NSAttributedString(string: text, attributes: attributes)
                let plain = PlainText(text, attributes: attributes)
                XCTAssertEqual(plain.textSize, attributed.size(), "\(text.debugDescription) \(attributes.keys)")
                for options: NSStringDrawingOptions in [[], .usesLineFragmentOrigin, [.usesLineFragmentOrigin, .truncatesLastVisibleLine]] {
                    let size = CGSize(width: 60, height: 40)
                    XCTAssertEqual(plain.textBounds(with: size, options: options, context: nil),
                                   attributed.boundingRect(with: size, options: options, context: nil),
                                   "\(text.debugDescription) \(options)")
                }
            }
        }
    }

    /// A label's measurements make no attributed string: reading the screen at each command grew an
    /// extension by about 400 bytes a label before.
    @MainActor
    func testMeasuringALabelAgainAndAgainTakesNoMemory() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        label.text = "A label too long for its frame"
        for _ in 0..<200 { _ = label.isTruncated }
        let before = ResidentMemory.bytes
        for _ in 0..<5000 { _ = label.isTruncated }
        XCTAssertLessThan(ResidentMemory.bytes - before, 512 << 10, "5,000 measurements of a label")
    }
}

/// The process's resident set, from `/proc/self/statm`.
enum ResidentMemory {
    static var bytes: Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
