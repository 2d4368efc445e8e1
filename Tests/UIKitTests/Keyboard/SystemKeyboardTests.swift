import Foundation
@testable import UIKit
import XCTest

/// The keyboard as an extension sees it: UIKit's notifications, in iOS's order, with its frames, and
/// the keyboard layout guide that keeps content above it.
@MainActor
final class SystemKeyboardTests: XCTestCase {
    /// An iPhone 13's expanded extension: 390 × 731 from y 113, the keyboard the bottom 291 points.
    private let keyboardFrame = CGRect(x: 0, y: 553, width: 390, height: 291)

    /// A field whose keyboard has no QuickType row: its top is the keys'.
    static func fieldWithoutSuggestions() -> UITextField {
        let field = UITextField()
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        return field
    }

    override func tearDown() async throws {
        _ = UIResponder.firstResponder?.resignFirstResponder()
        SystemKeyboard.reset()
    }

    func testTheKeyboardComesUpAndGoesDownWithUIKitsNotificationsAndFrames() async {
        SystemKeyboard.place(keysArea: keyboardFrame, rootOrigin: CGPoint(x: 0, y: 113))
        var seen: [String] = []
        var ends: [CGRect] = []
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                     UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                MainActor.assumeIsolated {
                    seen.append(name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: ""))
                    ends.append(end)
                }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let field = UITextField()
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(SystemKeyboard.editingResponder === field)
        SystemKeyboard.settle(editing: field)
        SystemKeyboard.settle(editing: field)
        XCTAssertEqual(seen, ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        // The keys and the QuickType row above them: 336 points, as developers log it on a 390-wide iPhone.
        let shown = CGRect(x: 0, y: 553 - 45, width: 390, height: 336)
        XCTAssertEqual(ends, Array(repeating: shown, count: 4))
        seen = []
        ends = []
        field.resignFirstResponder()
        XCTAssertNil(SystemKeyboard.editingResponder)
        SystemKeyboard.settle(editing: nil)
        XCTAssertEqual(seen, ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        // Down, the keyboard's frame is below the screen's bottom edge.
        XCTAssertEqual(ends.first, CGRect(x: 0, y: 844, width: 390, height: 336))
    }

    func testTheQuickTypeRowFollowsTheFieldAndTheScreensWidth() async {
        let field = UITextField()
        XCTAssertEqual(SystemKeyboard.suggestionBarHeight(for: field, width: 320), 37)
        XCTAssertEqual(SystemKeyboard.suggestionBarHeight(for: field, width: 375), 44)
        XCTAssertEqual(SystemKeyboard.suggestionBarHeight(for: field, width: 390), 45)
        XCTAssertEqual(SystemKeyboard.suggestionBarHeight(for: field, width: 430), 45)
        field.autocorrectionType = .no
        XCTAssertEqual(SystemKeyboard.suggestionBarHeight(for: field, width: 390), 45, "spell checking still shows it (iOS 15)")
        field.spellCheckingType = .no
        XCTAssertEqual(SystemKeyboard.suggestionBarHeight(for: field, width: 390), 0)
        let code = UITextView()
        code.keyboardType = .numberPad
        XCTAssertEqual(SystemKeyboard.suggestionBarHeight(for: code, width: 390), 0, "a pad of digits has none")
    }

    func testMovingToAFieldWithAnotherKeyboardPostsTheNewFrame() async {
        SystemKeyboard.place(keysArea: keyboardFrame, rootOrigin: CGPoint(x: 0, y: 113))
        let name = UITextField(), amount = UITextField()
        amount.keyboardType = .decimalPad
        XCTAssertTrue(name.becomeFirstResponder())
        SystemKeyboard.settle(editing: name)
        var frames: [(begin: CGRect, end: CGRect)] = []
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                              queue: nil) { note in
            let begin = (note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
            MainActor.assumeIsolated { frames.append((begin, end)) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        XCTAssertTrue(amount.becomeFirstResponder())
        SystemKeyboard.settle(editing: amount)
        XCTAssertEqual(frames.map(\.begin), [CGRect(x: 0, y: 508, width: 390, height: 336)])
        XCTAssertEqual(frames.map(\.end), [keyboardFrame], "the pad has no QuickType row")
    }

    func testAViewPinnedToTheKeyboardGuideStaysAboveTheKeyboard() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 731))
        root.hostSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        ])
        SystemKeyboard.place(keysArea: keyboardFrame, rootOrigin: CGPoint(x: 0, y: 113))
        root.layoutIfNeeded()
        // Down: the guide rests on the safe area's bottom.
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 731 - 34 - 44, width: 390, height: 44))
        XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 697, width: 390, height: 34))
        SystemKeyboard.settle(editing: Self.fieldWithoutSuggestions())
        root.setNeedsLayout()
        root.layoutIfNeeded()
        // Up: the keyboard's top is at 553 on the screen, 440 in the view.
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 440 - 44, width: 390, height: 44))
        XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 440, width: 390, height: 291))
        root.keyboardLayoutGuide.usesBottomSafeArea = false
        SystemKeyboard.settle(editing: nil)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 731 - 44, width: 390, height: 44))
    }
}
