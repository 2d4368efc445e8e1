import SwiftUI
@testable import UIKit
import XCTest

/// SwiftUI lays its content out above the keyboard while it is up, as its `.keyboard` safe area region
/// does on iOS, and back down when it goes.
@MainActor
final class KeyboardAvoidanceTests: XCTestCase {
    override func tearDown() async throws {
        UIResponder.restoreFirstResponder(nil)
        SystemKeyboard.reset()
    }

    func testAFieldAtTheBottomRisesAboveTheKeyboard() async {
        // An iPhone 13's expanded extension: 390 × 731 from y 113; the keyboard the screen's bottom 291 points.
        SystemKeyboard.place(keysArea: CGRect(x: 0, y: 553, width: 390, height: 291), rootOrigin: CGPoint(x: 0, y: 113))
        let hosted = Hosted(VStack {
            Spacer()
            Text("Reply").accessibilityIdentifier("reply")
        }, size: CGSize(width: 390, height: 731))
        XCTAssertEqual(hosted.frame("reply").maxY, 731, accuracy: 0.5)
        SystemKeyboard.settle(editing: UITextField())
        hosted.update()
        XCTAssertEqual(hosted.frame("reply").maxY, 553 - 45 - 113, accuracy: 0.5, "the QuickType row's top, in the view")
        SystemKeyboard.settle(editing: nil)
        hosted.update()
        XCTAssertEqual(hosted.frame("reply").maxY, 731, accuracy: 0.5)
    }
}
