@testable import SwiftUI
@testable import UIKit
import XCTest

private struct ListActions: View {
    @State private var done = "nothing"
    var body: some View {
        VStack {
            Text("Did: \(done)")
            Menu("Options") {
                Section {
                    Button("Rename") { done = "rename" }
                    Button("Duplicate") { done = "duplicate" }
                }
                Button("Delete", role: .destructive) { done = "delete" }
                Button("Archive") { done = "archive" }.disabled(true)
            }
            .menuStyle(.borderlessButton)
            Text("Card").padding(20).accessibilityIdentifier("card")
                .contextMenu {
                    Button("Pin") { done = "pin" }
                }
        }
    }
}

/// `Menu` and `contextMenu`: their buttons become an action sheet's actions, opened by a tap on the
/// menu or a long press on the view.
@MainActor
final class MenuTests: XCTestCase {
    func testAMenusButtonsInSectionsTooAreItsListOpenedByATap() async {
        let hosted = Hosted(ListActions(), size: CGSize(width: 300, height: 300))
        hosted.tap("Options")
        guard let list = hosted.controller.presentedViewController as? UIAlertController else {
            return XCTFail("no menu shown")
        }
        XCTAssertEqual(list.preferredStyle, .actionSheet)
        XCTAssertNil(list.title)
        XCTAssertEqual(list.actions.map(\.title), ["Rename", "Duplicate", "Delete", "Archive", "Cancel"],
                       "closed by Cancel, as a tap beside iOS's popup")
        XCTAssertEqual(list.actions.map(\.style), [.default, .default, .destructive, .default, .cancel])
        XCTAssertEqual(list.actions.map(\.isEnabled), [true, true, true, false, true], "a disabled button is a disabled item")
        _ = list.simulateTap(list.actions[1])
        hosted.update()
        XCTAssertEqual(hosted.texts.first, "Did: duplicate")
        XCTAssertNil(hosted.controller.presentedViewController)
    }

    func testAContextMenuOpensWhenTheViewIsHeld() async {
        let hosted = Hosted(ListActions(), size: CGSize(width: 300, height: 300))
        let card = hosted.frame("card")
        let delivery = TouchDelivery(root: hosted.controller.view, clock: 100)
        let middle = CGPoint(x: card.midX, y: card.midY)
        delivery.send([.init(finger: 1, point: middle, phase: .began)], after: 0.1)
        delivery.send([.init(finger: 1, point: middle, phase: .ended)], after: 0.05)
        delivery.finish()
        hosted.update()
        XCTAssertNil(hosted.controller.presentedViewController, "a tap is not a press held")
        delivery.send([.init(finger: 1, point: middle, phase: .began)], after: 0.1)
        delivery.send([.init(finger: 1, point: middle, phase: .stationary)], after: 0.6)
        delivery.send([.init(finger: 1, point: middle, phase: .ended)], after: 1.0 / 60)
        delivery.finish()
        hosted.update()
        guard let list = hosted.controller.presentedViewController as? UIAlertController else {
            return XCTFail("no context menu shown")
        }
        XCTAssertEqual(list.actions.map(\.title), ["Pin", "Cancel"])
        _ = list.simulateTap(list.actions[0])
        hosted.update()
        XCTAssertEqual(hosted.texts.first, "Did: pin")
    }
}
