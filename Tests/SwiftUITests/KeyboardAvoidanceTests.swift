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
        SystemKeyboard.place(frame: CGRect(x: 0, y: 553, width: 390, height: 291), rootOrigin: CGPoint(x: 0, y: 113))
        let hosted = Hosted(VStack {
            Spacer()
            Text("Reply").accessibilityIdentifier("reply")
        }, size: CGSize(width: 390, height: 731))
        XCTAssertEqual(hosted.frame("reply").maxY, 731, accuracy: 0.5)
        SystemKeyboard.settle(shown: true)
        hosted.update()
        XCTAssertEqual(hosted.frame("reply").maxY, 553 - 113, accuracy: 0.5, "the keyboard's top, in the view")
        SystemKeyboard.settle(shown: false)
        hosted.update()
        XCTAssertEqual(hosted.frame("reply").maxY, 731, accuracy: 0.5)
    }
}
