@testable import SwiftUI
@testable import UIKit
import XCTest

/// What a public SwiftUI extension written for iOS 15 (a gaming-session planner) needed: the names of
/// iOS 13 to 15 it used compile and behave as on a phone, a bordered overlay lets a finger through to
/// the buttons it frames, and Return puts a text field's keyboard away.
@MainActor
final class GamingSessionFindingsTests: XCTestCase {
    override func tearDown() async throws {
        UIResponder.restoreFirstResponder(nil)
    }

    private struct Planner: View {
        @State var game = ""
        @State var start = Date(timeIntervalSince1970: 0)
        @State var submitted = 0
        @State var note = ""
        var body: some View {
            NavigationView {
                VStack(spacing: 0) {
                    Text("Plan a very long gaming session title").lineLimit(1).truncationMode(.middle)
                        .accessibilityIdentifier("title").frame(width: 120)
                    TextField("Game", text: $game).textFieldStyle(RoundedBorderTextFieldStyle()).onSubmit { submitted += 1 }
                    TextField("Note", text: $note)
                    DatePicker("Start", selection: $start).datePickerStyle(.compact)
                    Text("submitted \(submitted)")
                    Spacer()
                }
                .navigationBarHidden(true)
                .navigationViewStyle(.stack)
            }
        }
    }

    private struct PlannerPreviews: PreviewProvider {
        static var previews: some View {
            Planner().previewLayout(.sizeThatFits).previewDisplayName("Planner").previewDevice("iPhone 15")
        }
    }

    func testOlderNamesCompileAndAHiddenBarGivesItsPlaceToTheScreen() async throws {
        _ = PlannerPreviews.previews
        let hosted = Hosted(Planner(), size: CGSize(width: 320, height: 480))
        XCTAssertEqual(hosted.frame("title").minY, 0, "no navigation bar above the screen")
        let title = try XCTUnwrap(hosted.view("title") as? UILabel)
        XCTAssertEqual(title.lineBreakMode, .byTruncatingMiddle)
        let field = try XCTUnwrap(hosted.all(in: hosted.controller.view).compactMap { $0 as? UITextField }.first)
        XCTAssertEqual(field.borderStyle, .roundedRect)
        XCTAssertTrue(field.becomeFirstResponder())
        _ = field.simulateTyping("Apex")
        XCTAssertTrue(field.simulateReturn())
        hosted.update()
        XCTAssertFalse(field.isFirstResponder, "Return ends a SwiftUI field's editing: the keyboard goes down")
        XCTAssertTrue(hosted.texts.contains("submitted 1"), "then onSubmit runs: \(hosted.texts)")
        let note = try XCTUnwrap(hosted.all(in: hosted.controller.view).compactMap { $0 as? UITextField }.last)
        XCTAssertTrue(note.becomeFirstResponder())
        XCTAssertTrue(note.simulateReturn())
        XCTAssertFalse(note.isFirstResponder, "a field without onSubmit ends its editing on Return too")
    }

    func testAStrokedOverlayLetsAFingerThroughAndAFilledOneDoesNot() async {
        final class Taps { var count = 0 }
        for filled in [false, true] {
            let taps = Taps()
            let card = VStack { Button("Join") { taps.count += 1 }.accessibilityIdentifier("join") }
                .frame(width: 200, height: 100)
            let hosted = filled
                ? Hosted(AnyView(card.overlay(RoundedRectangle(cornerRadius: 12).fill(Color.red.opacity(0.2)))))
                : Hosted(AnyView(card.overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1))))
            let join = hosted.frame("join")
            let delivery = TouchDelivery(root: hosted.controller.view, clock: 100)
            delivery.send([.init(finger: 1, point: CGPoint(x: join.midX, y: join.midY), phase: .began)], after: 0.1)
            delivery.send([.init(finger: 1, point: CGPoint(x: join.midX, y: join.midY), phase: .ended)], after: 0.05)
            delivery.finish()
            XCTAssertEqual(taps.count, filled ? 0 : 1, "filled: \(filled)")
        }
    }
}
