import Foundation
@testable import UIKit
import XCTest

/// The smaller APIs extensions call, as iOS answers them: colours by hue, the device, haptics,
/// animations that end at once and complete later, undo, a button's insets and background, and a
/// presented controller that knows it is being presented.
@MainActor
final class DeviceAndMotionTests: XCTestCase {
    func testHueSaturationAndBrightnessRoundTrip() async {
        let orange = UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 1)
        XCTAssertEqual(orange.red, 1, accuracy: 0.001)
        XCTAssertEqual(orange.green, 0.5, accuracy: 0.001)
        XCTAssertEqual(orange.blue, 0, accuracy: 0.001)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        XCTAssertEqual(hue, 220.0 / 360, accuracy: 0.001)
        XCTAssertEqual(saturation, 0.75, accuracy: 0.001)
        XCTAssertEqual(brightness, 0.8, accuracy: 0.001)
        XCTAssertEqual(alpha, 0.5)
    }

    func testTheDeviceIsAnIPhoneInPortrait() async {
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(UIDevice.current.systemName, "iOS")
        XCTAssertEqual(UIDevice.current.orientation, .portrait)
        XCTAssertEqual(UIDevice.current.identifierForVendor, UIDevice.current.identifierForVendor)
        XCTAssertEqual(UIDevice.current.batteryLevel, -1)
    }

    func testHapticsAreWrittenForTheTimeline() async {
        var played: [String] = []
        UIFeedbackGenerator.observer = { played.append($0) }
        defer { UIFeedbackGenerator.observer = nil }
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        UISelectionFeedbackGenerator().selectionChanged()
        XCTAssertEqual(played, ["haptic: success", "haptic: impact heavy", "haptic: selection changed"])
    }

    func testAnAnimationEndsAtOnceAndCompletesAfterItsDuration() async {
        let view = UIView(frame: .zero)
        let completed = expectation(description: "the completion ran")
        var finished: Bool?
        UIView.animate(withDuration: 0.05, animations: { view.alpha = 0.25 }, completion: { finished = $0; completed.fulfill() })
        XCTAssertEqual(view.alpha, 0.25, "the final value at once")
        XCTAssertNil(finished, "the completion waits for the duration, as on iOS")
        await fulfillment(of: [completed], timeout: 5)
        XCTAssertEqual(finished, true)
    }

    func testUndoGroupsRedoAndActionNames() async {
        let undo = UndoManager()
        let list = NumberList()
        undo.beginUndoGrouping()
        list.add(1, undo)
        list.add(2, undo)
        undo.endUndoGrouping()
        undo.setActionName("Add Two")
        undo.beginUndoGrouping()
        list.add(3, undo)
        undo.endUndoGrouping()
        XCTAssertEqual(list.numbers, [1, 2, 3])
        undo.undo()
        XCTAssertEqual(list.numbers, [1, 2])
        XCTAssertEqual(undo.undoActionName, "Add Two")
        undo.undo()
        XCTAssertEqual(list.numbers, [])
        XCTAssertFalse(undo.canUndo)
        undo.redo()
        XCTAssertEqual(list.numbers, [1, 2])
        XCTAssertTrue(undo.canRedo)
    }

    func testAButtonsInsetsAndBackgroundImage() async {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let plain = button.intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        XCTAssertEqual(button.intrinsicContentSize.width, plain.width + 20, accuracy: 0.5)
        XCTAssertEqual(button.intrinsicContentSize.height, plain.height + 10, accuracy: 0.5)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        button.setBackgroundImage(image, for: .normal)
        XCTAssertTrue(button.currentBackgroundImage === image)
    }

    func testAPresentedControllerKnowsItIsBeingPresentedWhileItAppears() async {
        let presenter = UIViewController()
        presenter.beginAppearanceTransition(true, animated: false)
        presenter.endAppearanceTransition()
        let presented = WatchingController()
        presenter.present(presented, animated: false)
        XCTAssertEqual(presented.seen, [true])
        XCTAssertFalse(presented.isBeingPresented, "only while it appears")
    }
}

@MainActor
private final class NumberList {
    var numbers: [Int] = []
    func add(_ number: Int, _ undo: UndoManager) {
        numbers.append(number)
        undo.registerUndo(withTarget: self) { list in list.remove(number, undo) }
    }
    func remove(_ number: Int, _ undo: UndoManager) {
        numbers.removeAll { $0 == number }
        undo.registerUndo(withTarget: self) { list in list.add(number, undo) }
    }
}

@MainActor
private final class WatchingController: UIViewController {
    var seen: [Bool] = []
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        seen.append(isBeingPresented)
    }
}
