import Foundation
@testable import IMSimExtension
import SwiftUI
import UIKit
import XCTest

/// A scenario's `tap NAME` on a button that a gesture surrounds is a finger's tap, so the gesture
/// takes it as it would on a phone: along with the button (`simultaneousGesture`), instead of it
/// (`highPriorityGesture`), or not at all (`onTapGesture`, `gesture`: the button has its own taps).
@MainActor
final class ButtonGestureTests: XCTestCase {
    private final class Taps {
        var button = 0, gesture = 0
    }

    private enum Attachment: CaseIterable {
        case simultaneous, highPriority, below, none
    }

    private struct Card: View {
        let attachment: Attachment
        let taps: Taps

        var body: some View {
            let button = Button("Pay") { taps.button += 1 }
            let gesture = TapGesture().onEnded { taps.gesture += 1 }
            VStack {
                switch attachment {
                case .simultaneous: button.simultaneousGesture(gesture)
                case .highPriority: VStack { button }.highPriorityGesture(gesture)
                case .below: VStack { button }.onTapGesture { taps.gesture += 1 }
                case .none: button
                }
                Spacer()
            }
        }
    }

    func testATapOnAButtonByNameGoesToTheGesturesAroundItAsAFingersWould() async {
        var outcomes: [Attachment: [Int]] = [:]
        for attachment in Attachment.allCases {
            let taps = Taps()
            let host = UIHostingController(rootView: Card(attachment: attachment, taps: taps))
            host.loadViewIfNeeded()
            host.view.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
            host.view.layoutIfNeeded()
            var finder = ControlFinder(root: host)
            var touched: [String] = []
            finder.record = { touched.append($0) }
            XCTAssertNil(finder.tap("Pay"), "\(attachment)")
            outcomes[attachment] = [taps.button, taps.gesture]
            XCTAssertEqual(touched.isEmpty, attachment == .none, "only a button a gesture surrounds is tapped by a finger: \(touched)")
        }
        XCTAssertEqual(outcomes, [.simultaneous: [1, 1], .highPriority: [0, 1], .below: [1, 0], .none: [1, 0]])
    }
}
