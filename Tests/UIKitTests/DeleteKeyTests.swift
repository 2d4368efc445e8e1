import Foundation
@testable import UIKit
import XCTest

/// U+0008 typed into a field is the keyboard's delete key, as XCUITest's `XCUIKeyboardKey.delete`:
/// the character before the cursor goes, asked of the delegate as a replacement by nothing.
@MainActor
final class DeleteKeyTests: XCTestCase {
    private final class Watcher: NSObject, UITextFieldDelegate, UITextViewDelegate {
        var asked: [String] = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            asked.append("\(range.location),\(range.length) '\(string)'")
            return true
        }
    }

    func testTheDeleteKeyRemovesWhatWasThereBeforeTheNewText() async {
        let field = UITextField()
        field.text = "Player👍🏽"
        let watcher = Watcher()
        field.delegate = watcher
        XCTAssertTrue(field.simulateTyping(String(repeating: "\u{8}", count: 7) + "Kate"))
        XCTAssertEqual(field.text, "Kate")
        XCTAssertEqual(watcher.asked.first, "6,4 ''", "an emoji with its skin tone goes at once")
        XCTAssertTrue(field.simulateTyping("\u{8}\u{8}\u{8}\u{8}\u{8}"), "more deletes than characters do nothing more")
        XCTAssertEqual(field.text, "")

        let view = UITextView()
        view.text = "notes"
        XCTAssertNil(view.simulateTyping("\u{8}\u{8}\u{8}\u{8}\u{8}Done"))
        XCTAssertEqual(view.text, "Done")
    }
}
