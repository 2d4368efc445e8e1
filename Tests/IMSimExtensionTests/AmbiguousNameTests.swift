import Foundation
@testable import IMSimExtension
import SwiftUI
import UIKit
import XCTest

/// Two controls a finger can reach with one name are for the scenario to tell apart, as XCUITest
/// refuses "multiple matching elements"; a name a button shows comes before one it is only read by.
@MainActor
final class AmbiguousNameTests: XCTestCase {
    private struct Settings: View {
        @State var rounds = 3
        @State var categories = 6
        @State var first = ""
        @State var second = ""
        var body: some View {
            VStack {
                HStack {
                    Button("5") { rounds = 5 }
                    Button("5") { categories = 5 }.accessibilityIdentifier("categories-5")
                }
                Text("rounds \(rounds), categories \(categories)")
                TextField("Type your answer...", text: $first)
                TextField("Type your answer...", text: $second).accessibilityIdentifier("second")
            }
        }
    }

    private func labels(in view: UIView) -> [String] {
        ((view as? UILabel)?.text).map { [$0] } ?? view.subviews.flatMap { labels(in: $0) }
    }

    private func hosted() -> UIHostingController<Settings> {
        let host = UIHostingController(rootView: Settings())
        host.loadViewIfNeeded()
        host.view.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        host.view.layoutIfNeeded()
        return host
    }

    func testTwoButtonsWithOneNameAreNotGuessedBetween() async throws {
        let host = hosted()
        let finder = ControlFinder(root: host)
        let failure = try XCTUnwrap(finder.tap("5"))
        XCTAssertTrue(failure.hasPrefix("'5' names 2 buttons on screen (") && failure.contains("'categories-5' at ("), failure)
        XCTAssertTrue(failure.hasSuffix("tap one by its accessibility identifier, or with tap-at"), failure)
        XCTAssertNil(finder.tap("categories-5"))
        host.view.layoutIfNeeded()
        XCTAssertTrue(labels(in: host.view).contains("rounds 3, categories 5"), "\(labels(in: host.view))")
    }

    func testTwoFieldsWithOnePlaceholderAreNotGuessedBetween() async throws {
        let host = hosted()
        let finder = ControlFinder(root: host)
        let failure = try XCTUnwrap(finder.type("hat", into: "Type your answer..."))
        XCTAssertTrue(failure.hasPrefix("'Type your answer...' names 2 text fields on screen"), failure)
        XCTAssertNil(finder.type("hat", into: "second"))
    }

    private struct Notes: View {
        @State var first = ""
        @State var second = ""
        var body: some View {
            VStack {
                TextField("Note", text: $first, axis: .vertical)
                TextField("Note", text: $second, axis: .vertical)
            }
        }
    }

    func testTwoTextViewsWithOnePlaceholderAreNotGuessedBetween() async throws {
        let host = UIHostingController(rootView: Notes())
        host.loadViewIfNeeded()
        host.view.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        host.view.layoutIfNeeded()
        let failure = try XCTUnwrap(ControlFinder(root: host).type("hello", into: "Note"))
        XCTAssertTrue(failure.hasPrefix("'Note' names 2 text views on screen"), failure)
    }

    func testAScreensOwnBackButtonComesBeforeTheNavigationBars() async throws {
        let root = UIViewController()
        root.title = "Controls"
        let navigation = UINavigationController(rootViewController: root)
        let details = UIViewController()
        var popped = ""
        details.view.addSubview(UIButton(type: .system, primaryAction: UIAction(title: "Back") { _ in popped = "screen's" }))
        details.view.subviews[0].frame = CGRect(x: 100, y: 200, width: 100, height: 44)
        navigation.pushViewController(details, animated: false)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        navigation.view.layoutIfNeeded()
        XCTAssertNil(ControlFinder(root: navigation).tap("Back"))
        XCTAssertEqual(popped, "screen's")
    }
}
