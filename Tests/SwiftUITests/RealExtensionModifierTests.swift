@testable import SwiftUI
@testable import UIKit
import XCTest

/// Views and modifiers a real SwiftUI extension (a bill splitter targeting iOS 16) used that imsim
/// did not compile: gradients, styles at an opacity, tap gestures, iOS 14's `onChange`, the Return
/// key's label, a drag that puts the keyboard away, and a text field in an alert.
@MainActor
final class RealExtensionModifierTests: XCTestCase {
    override func tearDown() async throws {
        UIResponder.restoreFirstResponder(nil)
    }

    private func picture(of view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }

    private func rgb(_ color: UIColor?) -> [Int] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color?.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue].map { Int(($0 * 255).rounded()) }
    }

    func testALinearGradientFillsFromItsStartToItsEnd() async {
        let hosted = Hosted(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom),
                            size: CGSize(width: 20, height: 100))
        let image = picture(of: hosted.controller.view)
        XCTAssertEqual(rgb(image.pixelColor(x: 10, y: 0)), [1, 1, 1], accuracy: 3)
        XCTAssertEqual(rgb(image.pixelColor(x: 10, y: 50))[0], 128, accuracy: 4)
        XCTAssertEqual(rgb(image.pixelColor(x: 10, y: 99)), [254, 254, 254], accuracy: 3)

        let shaped = Hosted(Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)),
                            size: CGSize(width: 100, height: 100))
        let circle = picture(of: shaped.controller.view)
        XCTAssertEqual(rgb(circle.pixelColor(x: 3, y: 50))[0], 255, accuracy: 20, "red at the leading edge")
        XCTAssertEqual(rgb(circle.pixelColor(x: 96, y: 50))[2], 255, accuracy: 20, "blue at the trailing edge")
        XCTAssertEqual(rgb(circle.pixelColor(x: 2, y: 2)), [255, 255, 255], "outside the circle, nothing")
    }

    func testAGradientAtAnOpacityIsStillAGradient() async {
        let hosted = Hosted(Color.clear.background(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
                                                    .opacity(0.5)), size: CGSize(width: 20, height: 100))
        let image = picture(of: hosted.controller.view)
        XCTAssertEqual(rgb(image.pixelColor(x: 10, y: 1)), [128, 128, 128], accuracy: 4)  // half black over white
        XCTAssertEqual(rgb(image.pixelColor(x: 10, y: 98)), [255, 255, 255], accuracy: 4)
    }

    func testAStyleAtAnOpacity() async {
        let style = HierarchicalShapeStyle.secondary.opacity(0.5)
        var environment = EnvironmentValues()
        environment.foregroundColor = .black
        XCTAssertEqual(style.resolvedColor(in: environment).alpha, 0.3, accuracy: 0.001, "0.6 for secondary, halved")
    }

    func testATapGestureAndASimultaneousOneLeaveTheButtonItsTap() async {
        final class Taps { var gesture = 0, button = 0 }
        let taps = Taps()
        let hosted = Hosted(VStack {
            Text("Card").accessibilityIdentifier("card").gesture(TapGesture().onEnded { taps.gesture += 1 })
            Button("Pay") { taps.button += 1 }.simultaneousGesture(TapGesture().onEnded { taps.gesture += 10 })
        })
        let card = hosted.view("card")
        let recognizers = sequence(first: card, next: \.superview).flatMap { $0.gestureRecognizers ?? [] }
        XCTAssertEqual(recognizers.count, 1)
        XCTAssertTrue(recognizers.first?.cancelsTouchesInView == true, "gesture(_:) takes the touches")
        let pay = Hosted<EmptyView>.controls(in: hosted.controller.view).first { $0.accessibilityLabel == "Pay" }
        let payRecognizers = pay.map { sequence(first: $0, next: \.superview).flatMap { $0.gestureRecognizers ?? [] } } ?? []
        XCTAssertEqual(payRecognizers.map(\.cancelsTouchesInView), [false], "simultaneousGesture(_:) leaves the button its tap")
    }

    /// As in SwiftUI, a button inside a view with `gesture(_:)` takes its own taps and the gesture the
    /// others; `highPriorityGesture(_:)` takes them all.
    func testAFingerOnAButtonInsideAGestureTapsTheButton() async {
        final class Taps { var gesture = 0, button = 0 }
        for high in [false, true] {
            let taps = Taps()
            let card = VStack(spacing: 0) {
                Button("Buy") { taps.button += 1 }.accessibilityIdentifier("buy")
                Color.yellow.frame(height: 80)
            }
            let gesture = TapGesture().onEnded { taps.gesture += 1 }
            let hosted = high ? Hosted(AnyView(card.highPriorityGesture(gesture))) : Hosted(AnyView(card.gesture(gesture)))
            let delivery = TouchDelivery(root: hosted.controller.view, clock: 100)
            func tap(_ point: CGPoint) {
                delivery.send([.init(finger: 1, point: point, phase: .began)], after: 0.1)
                delivery.send([.init(finger: 1, point: point, phase: .ended)], after: 0.05)
                delivery.finish()
            }
            let buy = hosted.frame("buy")
            tap(CGPoint(x: buy.midX, y: buy.midY))
            XCTAssertEqual([taps.button, taps.gesture], high ? [0, 1] : [1, 0], "high priority: \(high)")
            tap(CGPoint(x: buy.midX, y: buy.maxY + 40))
            XCTAssertEqual([taps.button, taps.gesture], high ? [0, 2] : [1, 1], "high priority: \(high)")
        }
    }

    /// `@FocusState` and the field being edited follow each other both ways, as on iOS: editing a field
    /// sets the state, and setting the state begins or ends a field's editing (a Done button puts the
    /// keyboard away with `focused = nil`).
    func testFocusStateAndTheFieldBeingEditedFollowEachOther() async {
        enum Field: Hashable { case title, amount }
        struct Expense: View {
            @FocusState var focused: Field?
            var body: some View {
                VStack {
                    TextField("Title", text: .constant("")).focused($focused, equals: .title)
                    TextField("Amount", text: .constant("")).focused($focused, equals: .amount)
                    Button("Next") { focused = .amount }
                    Button("Done") { focused = nil }
                    Text(focused == .title ? "editing title" : focused == .amount ? "editing amount" : "not editing")
                }
            }
        }
        let hosted = Hosted(Expense(), size: CGSize(width: 300, height: 400))
        let fields = hosted.all(in: hosted.controller.view).compactMap { $0 as? UITextField }
        XCTAssertEqual(fields.map(\.placeholder), ["Title", "Amount"])
        XCTAssertTrue(hosted.texts.contains("not editing"))

        XCTAssertTrue(fields[0].becomeFirstResponder())
        hosted.update()
        XCTAssertTrue(hosted.texts.contains("editing title"), "\(hosted.texts)")

        hosted.tap("Next")
        XCTAssertTrue(fields[1].isFirstResponder)
        XCTAssertFalse(fields[0].isFirstResponder)
        XCTAssertTrue(hosted.texts.contains("editing amount"), "\(hosted.texts)")

        hosted.tap("Done")
        XCTAssertNil(UIResponder.firstResponder, "the keyboard goes down")
        XCTAssertTrue(hosted.texts.contains("not editing"), "\(hosted.texts)")
    }

    func testIOS14sOnChangeGetsTheNewValue() async {
        struct Counter: View {
            @State var count = 0
            let seen: (Int) -> Void
            var body: some View {
                Button("Add") { count += 1 }.onChange(of: count) { newValue in seen(newValue) }
            }
        }
        var seen: [Int] = []
        let hosted = Hosted(Counter { seen.append($0) })
        hosted.tap("Add")
        hosted.tap("Add")
        XCTAssertEqual(seen, [1, 2])
    }

    func testTheSubmitLabelIsTheReturnKeysTitle() async {
        let hosted = Hosted(TextField("Amount", text: .constant("")).submitLabel(.done))
        let field = hosted.all(in: hosted.controller.view).compactMap { $0 as? UITextField }.first
        XCTAssertEqual(field?.returnKeyType, .done)
        XCTAssertEqual(SystemKeyboard.keys(for: field).returnKey, "done")
    }

    func testADragPutsTheKeyboardAwayWhenTheScrollViewSaysSo() async {
        let hosted = Hosted(ScrollView {
            VStack {
                TextField("Note", text: .constant(""))
                ForEach(0..<30, id: \.self) { Text("Row \($0)") }
            }
        }.scrollDismissesKeyboard(.immediately))
        let scroll = hosted.all(in: hosted.controller.view).compactMap { $0 as? UIScrollView }.first
        XCTAssertEqual(scroll?.keyboardDismissMode, .onDrag)
        let field = hosted.all(in: hosted.controller.view).compactMap { $0 as? UITextField }.first
        XCTAssertEqual(field?.becomeFirstResponder(), true)
        scroll?.simulateDrag(to: CGPoint(x: 0, y: 80))
        XCTAssertEqual(field?.isFirstResponder, false)
    }

    func testATextFieldInAnAlertIsTheAlertsFieldBoundToTheState() async {
        struct Renamer: View {
            @State var renaming: String?
            @State var draft = "You"
            @State var name = "You"
            var body: some View {
                VStack {
                    Text("Name: \(name)")
                    Button("Rename") { renaming = name }
                }
                .alert("Rename", isPresented: Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } })) {
                    TextField("Name", text: $draft)
                    // Reads what the alert was presented for: set until the action has run.
                    Button("Save") { if renaming != nil { name = draft } }
                    Button("Cancel", role: .cancel) {}
                }
            }
        }
        let hosted = Hosted(Renamer())
        hosted.tap("Rename")
        guard let alert = hosted.controller.presentedViewController as? UIAlertController else { return XCTFail("no alert") }
        XCTAssertEqual(alert.textFields?.map(\.placeholder), ["Name"])
        XCTAssertEqual(alert.textFields?.first?.text, "You")
        XCTAssertEqual(alert.actions.map(\.title), ["Save", "Cancel"])
        let field = alert.textFields![0]
        field.text = "Johnny"
        field.sendActions(for: .editingChanged)
        _ = alert.simulateTap(alert.actions[0])
        hosted.update()
        XCTAssertEqual(hosted.texts.first, "Name: Johnny")
    }
}

private func XCTAssertEqual(_ actual: [Int], _ expected: [Int], accuracy: Int, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.count, expected.count, file: file, line: line)
    for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: accuracy, "\(actual) against \(expected)", file: file, line: line) }
}
