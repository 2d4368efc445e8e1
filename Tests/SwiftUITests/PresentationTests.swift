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
