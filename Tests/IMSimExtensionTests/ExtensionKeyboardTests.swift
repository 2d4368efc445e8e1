import Foundation
import IMSimCore
@testable import IMSimExtension
import Messages
import UIKit
import XCTest

/// A form with one field at its top and a button at its bottom.
private final class FormController: MSMessagesAppViewController {
    let field = UITextField()
    var expandsToEdit = false

    override func viewDidLoad() {
        super.viewDidLoad()
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        let send = UIButton(type: .system)
        send.setTitle("Send", for: .normal)
        let removeField = UIButton(type: .system)
        removeField.setTitle("Remove field", for: .normal)
        removeField.addAction(UIAction { [unowned self] _ in field.removeFromSuperview() }, for: .touchUpInside)
        field.addAction(UIAction { [unowned self] _ in
            if expandsToEdit, presentationStyle == .compact { requestPresentationStyle(.expanded) }
        }, for: .editingDidBegin)
        for view in [field, send, removeField] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            send.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -10),
            send.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            removeField.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 8),
            removeField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        ])
    }
}

/// The keyboard as a scenario meets it: in the screen the phone draws, over what it covers, with
/// Apple's advice when it comes up over a compact extension, and each instance's own in a shared process.
@MainActor
final class ExtensionKeyboardTests: XCTestCase {
    private let screen = (bounds: UIScreen.main.bounds, scale: UIScreen.main.scale)

    override func tearDown() async throws {
        UIScreen.main.bounds = screen.bounds
        UIScreen.main.scale = screen.scale
        UIResponder.restoreFirstResponder(nil)
        SystemKeyboard.reset()
    }

    private func launched(_ style: PresentationStyle, expandsToEdit: Bool = false) -> (ExtensionRuntime, FormController) {
        let form = FormController()
        form.expandsToEdit = expandsToEdit
        let runtime = ExtensionRuntime(attachmentsDirectory: nil) { form }
        let context = ConversationContext(conversationID: "chat", localParticipantIdentifier: UUID(),
                                          remoteParticipantIdentifiers: [UUID()], selectedMessage: nil)
        _ = runtime.handle(.launch(ExtensionLaunch(style: style, conversation: context, device: .default)))
        return (runtime, form)
    }

    private func keyboardLogs(_ report: ExtensionReport) -> [String] {
        report.events.compactMap { event in
            if case let .log(entry) = event, entry.category == LogEntry.keyboardCategory { entry.message } else { nil }
        }
    }

    func testTheKeyboardIsInTheScreenAndCoversTheBottomOfAnExpandedExtension() async throws {
        let (runtime, _) = launched(.expanded)
        let before = runtime.handle(.tap("Name"))
        XCTAssertNil(before.failure)
        // The keys where the compact extension is, and the QuickType row above them (45 points at 390 wide).
        let compact = Device.default.compactFrame
        XCTAssertEqual(before.screen.keyboard, ScreenRect(x: 0, y: compact.y - 45, width: compact.width, height: compact.height + 45))
        XCTAssertEqual(keyboardLogs(before), [], "expanded, the keyboard is where Apple wants it")
        let send = try XCTUnwrap(before.screen.elements.first { $0.text == "Send" })
        XCTAssertEqual(send.obstruction.map { $0.hasPrefix("covered by the keyboard") }, true, send.obstruction ?? "reachable")
        XCTAssertEqual(runtime.handle(.tap("Send")).failure?.hasPrefix("cannot tap the button 'Send': covered by the keyboard"), true)
        XCTAssertNil(runtime.handle(.type("Kate", into: "Name")).failure, "the field being edited takes the typing")
    }

    func testAFieldTakenOutOfTheViewsStopsBeingEditedAndTheKeyboardGoesDown() async throws {
        let (runtime, form) = launched(.expanded)
        XCTAssertNotNil(runtime.handle(.tap("Name")).screen.keyboard)
        let report = runtime.handle(.tap("Remove field"))
        XCTAssertNil(report.failure)
        XCTAssertFalse(form.field.isFirstResponder, "a view that leaves its window resigns, as on iOS")
        XCTAssertNil(report.screen.keyboard)
    }

    func testAKeyboardOverACompactExtensionLogsApplesAdviceUnlessItAsksToExpand() async throws {
        let (runtime, _) = launched(.compact)
        let report = runtime.handle(.type("Kate", into: "Name"))
        XCTAssertNil(report.failure)
        XCTAssertEqual(keyboardLogs(report).count, 1)
        XCTAssertEqual(keyboardLogs(report).first?.hasPrefix("editing UITextField 'Name' brings the keyboard up over the compact extension"), true)
        XCTAssertEqual(keyboardLogs(runtime.handle(.type("Kate2", into: "Name"))), [], "once while the keyboard stays up")

        let (asking, _) = launched(.compact, expandsToEdit: true)
        let expanding = asking.handle(.type("Kate", into: "Name"))
        XCTAssertEqual(expanding.actions, [.requestPresentationStyle(.expanded)])
        XCTAssertEqual(keyboardLogs(expanding), [])
        // Collapsing back puts the keyboard away.
        _ = asking.handle(.transition(to: .expanded))
        XCTAssertNotNil(asking.handle(.gesture(.memoryWarning)).screen.keyboard)
        XCTAssertNil(asking.handle(.transition(to: .compact)).screen.keyboard)
    }

    func testInstancesSharingAProcessKeepTheirOwnEditing() async throws {
        let (kate, kateForm) = launched(.expanded)
        XCTAssertNil(kate.handle(.tap("Name")).failure)
        let (john, johnForm) = launched(.expanded)
        john.claimProcessHooks()
        XCTAssertNil(john.handle(.tap("Name")).failure)
        XCTAssertTrue(johnForm.field.isFirstResponder)
        kate.claimProcessHooks()
        XCTAssertTrue(kateForm.field.isEditing, "John's editing did not end Kate's")
        XCTAssertTrue(kateForm.field.isFirstResponder)
        XCTAssertNotNil(kate.handle(.type("Kate", into: "Name")).screen.keyboard)
    }

    /// The keys follow the field: its Return key's title, or a pad of digits, which has no Return key.
    func testTheKeysAreTheFieldsAndAPadOfDigitsHasNoReturnKey() async throws {
        let (runtime, form) = launched(.expanded)
        form.field.returnKeyType = .send
        XCTAssertEqual(runtime.handle(.tap("Name")).screen.keyboardKeys, KeyboardKeys(layout: .letters, returnKey: "send"))
        form.field.resignFirstResponder()
        form.field.keyboardType = .decimalPad
        let typed = runtime.handle(.type("12\n", into: "Name"))
        XCTAssertEqual(typed.failure, "UITextField 'Name' shows a pad of digits (keyboardType decimalPad), which has no Return key")
        XCTAssertEqual(typed.screen.keyboardKeys, KeyboardKeys(layout: .decimalDigits, returnKey: nil))
        XCTAssertEqual(form.field.text, "12")
    }
}
