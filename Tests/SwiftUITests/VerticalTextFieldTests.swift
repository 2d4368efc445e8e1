@testable import SwiftUI
@testable import UIKit
import XCTest

/// `TextField(_:text:axis: .vertical)` (iOS 16): the text wraps and the field grows a line at a time
/// from the lines it reserves to its line limit, then scrolls; Return types a line break; its
/// placeholder shows while it is empty; `@FocusState` follows it as it does a one-line field.
@MainActor
final class VerticalTextFieldTests: XCTestCase {
    override func tearDown() async throws {
        UIResponder.restoreFirstResponder(nil)
    }

    private final class Model {
        var note = ""
    }

    private struct Note: View {
        let model: Model
        let limit: ClosedRange<Int>?
        @State private var changes = 0

        var body: some View {
            // The model's note, and a change of state for each edit, as a binding to @State would make.
            let binding = Binding(get: { model.note }, set: { model.note = $0; changes += 1 })
            VStack(alignment: .leading, spacing: 0) {
                if let limit {
                    TextField("Add a note", text: binding, axis: .vertical).lineLimit(limit).accessibilityIdentifier("note")
                } else {
                    TextField("Add a note", text: binding, axis: .vertical).accessibilityIdentifier("note")
                }
                Text("Below").accessibilityIdentifier("below")
                Spacer()
            }
        }
    }

    private func field(in hosted: Hosted<Note>) -> VerticalFieldView {
        hosted.view("note") as? VerticalFieldView ?? VerticalFieldView(frame: .zero, textContainer: nil)
    }

    func testItGrowsALineAtATimeUpToItsLimitThenScrolls() async {
        let model = Model()
        let hosted = Hosted(Note(model: model, limit: 2...4), size: CGSize(width: 200, height: 400))
        let note = field(in: hosted)
        let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
        XCTAssertEqual(hosted.frame("note").height, (2 * line).rounded(.up), "two lines reserved while empty")
        XCTAssertEqual(hosted.frame("below").minY, hosted.frame("note").maxY, "what follows sits below it")

        XCTAssertNil(note.simulateTyping("one two three four five six seven eight nine ten eleven twelve"))
        hosted.update()
        XCTAssertEqual(model.note, "one two three four five six seven eight nine ten eleven twelve", "the binding follows the typing")
        let grown = hosted.frame("note").height
        XCTAssertGreaterThan(grown, (2 * line).rounded(.up), "the text wraps onto a third line and the field grows")
        XCTAssertEqual(hosted.frame("below").minY, hosted.frame("note").maxY)

        XCTAssertNil(note.simulateTyping("\nand\nmore\nlines"))
        hosted.update()
        XCTAssertEqual(hosted.frame("note").height, (4 * line).rounded(.up), "at most four lines")
        XCTAssertTrue(model.note.hasSuffix("\nand\nmore\nlines"), "Return types a line break")
        XCTAssertGreaterThan(note.contentSize.height, note.bounds.height, "the rest scrolls")
        XCTAssertEqual(note.contentOffset.y, note.contentSize.height - note.bounds.height, accuracy: 0.5,
                       "the end of what is typed stays in view")
    }

    func testWithoutALimitItIsOneLineUntilTheTextWraps() async {
        let model = Model()
        let hosted = Hosted(Note(model: model, limit: nil), size: CGSize(width: 200, height: 400))
        let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
        XCTAssertEqual(hosted.frame("note").height, line.rounded(.up))
        XCTAssertEqual(field(in: hosted).placeholder, "Add a note")
        model.note = "a long note that wraps onto several lines in a narrow field"
        hosted.controller.rootView = Note(model: model, limit: nil)
        hosted.update()
        XCTAssertGreaterThanOrEqual(hosted.frame("note").height, (3 * line).rounded(.up) - 1)
    }

    func testTheTextAndThePlaceholderAreDrawn() async {
        let model = Model()
        let hosted = Hosted(Note(model: model, limit: nil), size: CGSize(width: 200, height: 100))
        func darkest() -> CGFloat {
            let note = hosted.frame("note")
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: hosted.controller.view.bounds.size, format: format).image { _ in
                hosted.controller.view.drawHierarchy(in: hosted.controller.view.bounds, afterScreenUpdates: true)
            }
            var darkest: CGFloat = 1
            for x in stride(from: Int(note.minX), to: Int(note.maxX), by: 1) {
                for y in Int(note.minY)..<Int(note.maxY) {
                    var white: CGFloat = 1, alpha: CGFloat = 0
                    _ = image.pixelColor(x: x, y: y)?.getWhite(&white, alpha: &alpha)
                    darkest = min(darkest, white)
                }
            }
            return darkest
        }
        let placeholder = darkest()
        XCTAssertLessThan(placeholder, 0.95, "the placeholder is drawn")
        XCTAssertGreaterThan(placeholder, 0.5, "in grey")
        model.note = "Bring napkins"
        hosted.controller.rootView = Note(model: model, limit: nil)
        hosted.update()
        XCTAssertLessThan(darkest(), 0.3, "the text is drawn in black")
    }

    func testFocusStateFollowsAVerticalField() async {
        struct Form: View {
            @FocusState var editing: Bool
            @State var note = ""
            var body: some View {
                VStack {
                    TextField("Note", text: $note, axis: .vertical).focused($editing).accessibilityIdentifier("note")
                    Text(editing ? "editing" : "idle")
                    Button("Done") { editing = false }
                }
            }
        }
        let hosted = Hosted(Form(), size: CGSize(width: 200, height: 300))
        let note = hosted.view("note") as? UITextView
        XCTAssertNil(note?.simulateTyping("x"))
        hosted.update()
        XCTAssertTrue(hosted.texts.contains("editing"), "\(hosted.texts)")
        hosted.tap("Done")
        hosted.update()
        XCTAssertTrue(hosted.texts.contains("idle"), "\(hosted.texts)")
        XCTAssertEqual(note?.isFirstResponder, false, "setting the state to false ends the editing")
    }
}
