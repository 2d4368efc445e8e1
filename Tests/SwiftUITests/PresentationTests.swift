import SwiftUI
import XCTest

private struct Deleter: View {
    @State private var asking = false
    @State private var deleted = false
    var body: some View {
        VStack {
            Text(deleted ? "Deleted" : "Kept")
            Button("Delete") { asking = true }
        }
        .alert("Delete the list?", isPresented: $asking) {
            Button("Delete", role: .destructive) { deleted = true }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It cannot be undone.")
        }
    }
}

private struct SheetOpener: View {
    @State private var editing = false
    @State private var name = "Kate"
    var body: some View {
        VStack {
            Text("Name: \(name)")
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $editing) { Editor(name: $name) }
    }
}

private struct Editor: View {
    @Binding var name: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Rename and close") {
            name = "John"
            dismiss()
        }
    }
}

/// Alerts and sheets are UIKit presentations from the hosting controller, as a scenario sees them.
@MainActor
final class PresentationTests: XCTestCase {
    func testAnAlertIsAnAlertControllerWhoseActionsRunTheButtons() async {
        let hosted = Hosted(Deleter())
        hosted.tap("Delete")
        guard let alert = hosted.controller.presentedViewController as? UIAlertController else {
            return XCTFail("no alert presented")
        }
        XCTAssertEqual(alert.title, "Delete the list?")
        XCTAssertEqual(alert.message, "It cannot be undone.")
        XCTAssertEqual(alert.actions.map(\.title), ["Delete", "Cancel"])
        XCTAssertEqual(alert.actions.map(\.style), [.destructive, .cancel])
        _ = alert.simulateTap(alert.actions[0])
        hosted.update()
        XCTAssertEqual(hosted.texts.first, "Deleted")
        XCTAssertNil(hosted.controller.presentedViewController, "the alert went away")
    }

    func testASheetIsPresentedAndDismissedWithItsEnvironment() async {
        let hosted = Hosted(SheetOpener())
        hosted.tap("Edit")
        guard let sheet = hosted.controller.presentedViewController else { return XCTFail("no sheet presented") }
        sheet.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        sheet.view.layoutIfNeeded()
        let button = Hosted<EmptyView>.controls(in: sheet.view).first { $0.accessibilityLabel == "Rename and close" }
        button?.sendActions(for: .touchUpInside)
        hosted.update()
        XCTAssertEqual(hosted.texts.first, "Name: John")
        XCTAssertNil(hosted.controller.presentedViewController, "dismiss closed the sheet")
    }
}

extension Hosted {
    static func controls(in view: UIView) -> [UIControl] {
        ((view as? UIControl).map { [$0] } ?? []) + view.subviews.flatMap { controls(in: $0) }
    }
}

private struct Loader: View {
    @State private var status = "loading"
    var body: some View {
        Text(status).task {
            await Task.yield()
            status = "loaded"
        }
    }
}

private struct Sized: View {
    @State private var rows = 1
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { _ in Color.red.frame(width: 100, height: 20) }
            Button("More") { rows += 1 }.frame(height: 30)
        }
    }
}

@MainActor
final class HostingTests: XCTestCase {
    /// `.task` runs on the main actor when the view appears; its change reaches the screen.
    func testATaskRunsOnAppearAndItsChangeIsShown() async {
        let hosted = Hosted(Loader())
        XCTAssertEqual(hosted.texts, ["loading"])
        for _ in 0..<20 where hosted.texts != ["loaded"] {
            await Task.yield()
            hosted.update()
        }
        XCTAssertEqual(hosted.texts, ["loaded"])
    }

    /// `sizingOptions: .preferredContentSize` follows the content's ideal size as it changes.
    func testPreferredContentSizeFollowsTheContent() async {
        let controller = UIHostingController(rootView: Sized())
        controller.sizingOptions = .preferredContentSize
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.preferredContentSize, CGSize(width: 100, height: 50))
        let more = Hosted<EmptyView>.controls(in: controller.view).first { $0.accessibilityLabel == "More" }
        more?.sendActions(for: .touchUpInside)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.preferredContentSize, CGSize(width: 100, height: 70))
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 320, height: 400)), CGSize(width: 100, height: 70))
    }
}

private struct Animated: View {
    @State private var big = false
    @FocusState private var nameFocused: Bool
    @State private var name = ""
    var body: some View {
        VStack {
            Text(big ? "Big" : "Small")
                .scaleEffect(big ? 2 : 1)
                .animation(.spring, value: big)
                .transition(.opacity)
                .accessibilityIdentifier("label")
            TextField("Name", text: $name)
                .focused($nameFocused)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
            Button("Grow") {
                withAnimation(.easeInOut(duration: 0.3)) { big = true }
                nameFocused = true
            }
            Text(nameFocused ? "focused" : "not focused")
        }
    }
}

@MainActor
final class AnimationTests: XCTestCase {
    /// Animations show their end at once; a scale effect draws the view scaled, its layout unchanged.
    func testWithAnimationShowsTheChangeAtOnceAndScaleEffectTransformsTheView() async {
        let hosted = Hosted(Animated())
        hosted.tap("Grow")
        XCTAssertEqual(hosted.texts.first, "Big")
        XCTAssertEqual(hosted.texts.last, "focused")
        // The identifier is on the effect's view; the text it scales is inside it.
        let effect = hosted.view("label")
        let label = effect.subviews.first { $0 is UILabel }
        XCTAssertEqual(label?.transform.a, 2)
        XCTAssertEqual(label?.bounds.size, effect.bounds.size, "laid out at its own size, drawn twice as large")
    }
}
