import SwiftUI
@testable import UIKit
import XCTest

private struct Counted: View {
    @AppStorage("imsim.tests.sent") private var sent = 0
    @State private var resets = 0
    var body: some View {
        VStack {
            LabeledContent("Sent", value: "\(sent)")
            Text("Grey").foregroundStyle(.secondary).accessibilityIdentifier("grey")
            Button("Send") { sent += 1 }
            Child().id(resets)
            Button("Reset child") { resets += 1 }
        }
    }
}

private struct Child: View {
    @State private var taps = 0
    var body: some View {
        Button("Child \(taps)") { taps += 1 }
    }
}

/// What a newcomer's first SwiftUI extension used and found missing or wrong.
@MainActor
final class NewcomerFindingsTests: XCTestCase {
    func testSecondaryTextIsGreyAppStorageKeepsItsValueAndIDResetsState() async {
        UserDefaults.standard.removeObject(forKey: "imsim.tests.sent")
        let hosted = Hosted(Counted(), size: CGSize(width: 320, height: 400))
        let grey = hosted.view("grey") as? UILabel
        XCTAssertEqual(grey?.textColor, .secondaryLabel, "foregroundStyle(.secondary) on a Text")
        hosted.tap("Send")
        XCTAssertTrue(hosted.texts.contains("1"), "LabeledContent's value: \(hosted.texts)")
        XCTAssertEqual(UserDefaults.standard.integer(forKey: "imsim.tests.sent"), 1)
        hosted.tap("Child 0")
        XCTAssertTrue(hosted.texts.contains("Child 1"))
        hosted.tap("Reset child")
        XCTAssertTrue(hosted.texts.contains("Child 0"), "a new id is a new view: \(hosted.texts)")
        UserDefaults.standard.removeObject(forKey: "imsim.tests.sent")
    }

    func testARelativeDateIsWrittenInEnglish() async {
        let hosted = Hosted(Text(Date(timeIntervalSinceNow: -300), style: .relative))
        XCTAssertEqual(hosted.texts, ["5 minutes ago"])
    }

    func testAConfirmationDialogIsAnActionSheet() async {
        struct Screen: View {
            @State var asking = true
            var body: some View {
                Text("Screen").confirmationDialog("Clear all?", isPresented: $asking) {
                    Button("Clear", role: .destructive) {}
                }
            }
        }
        let hosted = Hosted(Screen())
        let sheet = hosted.controller.presentedViewController as? UIAlertController
        XCTAssertEqual(sheet?.preferredStyle, .actionSheet)
        XCTAssertEqual(sheet?.actions.map(\.title), ["Clear"])
    }
}
