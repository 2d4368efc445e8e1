import Foundation
import IMSimCore
@testable import IMSimExtension
import UIKit
import XCTest

/// Untitled buttons as the screen reader names them: by identifier, accessibility label or image, with
/// their enabled and selected state; and a tap by accessibility label.
@MainActor
final class ButtonScreenTests: XCTestCase {
    private final class BoardController: UIViewController {
        var tapped: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let cell = UIButton(type: .custom)
            cell.accessibilityIdentifier = "cell-0"
            cell.isSelected = true
            let undo = UIButton(type: .system)
            undo.setImage(UIImage(systemName: "arrow.uturn.backward"), for: .normal)
            undo.accessibilityLabel = "Undo move"
            undo.isEnabled = false
            let reset = UIButton(type: .system)
            reset.accessibilityLabel = "Reset"
            reset.addAction(UIAction { [unowned self] _ in tapped.append("Reset") }, for: .touchUpInside)
            for button in [cell, undo, reset] { view.addSubview(button) }
        }
    }

    func testUntitledButtonsAreNamedWithTheirState() async {
        let controller = BoardController()
        controller.loadViewIfNeeded()
        let buttons = ScreenReader.snapshot(of: controller).elements.filter { $0.kind == .button }
        XCTAssertEqual(buttons.map(\.name), ["cell-0", "Undo move", "Reset"])
        XCTAssertEqual(buttons.map(\.selected), [true, nil, nil])
        XCTAssertEqual(buttons.map(\.enabled), [nil, false, nil])
        XCTAssertEqual(buttons.map(\.image), [nil, "arrow.uturn.backward", nil])
        XCTAssertEqual(buttons.map(\.text), [nil, nil, nil])
    }

    func testATapFindsAButtonByItsAccessibilityLabel() async {
        let controller = BoardController()
        controller.loadViewIfNeeded()
        XCTAssertNil(ControlFinder(root: controller).tap("Reset"))
        XCTAssertEqual(controller.tapped, ["Reset"])
        XCTAssertEqual(ControlFinder(root: controller).tap("Undo move"), "the button 'Undo move' is disabled")
    }
}
