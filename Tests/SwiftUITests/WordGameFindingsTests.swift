import SwiftUI
@testable import UIKit
import XCTest

/// What a public SwiftUI word game (eddyse7en/Quickory) needed: its own text field style, progress
/// views with a style and a tint, a spinner with a title, and `blur`.
@MainActor
final class WordGameFindingsTests: XCTestCase {
    private struct GameTextFieldStyle: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration
                .padding(12)
                .background(Color.yellow)
                .accessibilityIdentifier("styled")
        }
    }

    private struct AnswerForm: View {
        @State var answer = ""
        var body: some View {
            VStack {
                TextField("Type your answer...", text: $answer).textFieldStyle(GameTextFieldStyle())
                Text("answer: \(answer)")
            }
        }
    }

    func testAnAppsTextFieldStyleWrapsTheFieldInItsModifiers() async throws {
        let hosted = Hosted(AnswerForm(), size: CGSize(width: 300, height: 200))
        let field = try XCTUnwrap(hosted.all(in: hosted.controller.view).compactMap { $0 as? UITextField }.first)
        XCTAssertEqual(field.placeholder, "Type your answer...")
        XCTAssertEqual(field.borderStyle, .none, "the field inside a style of the app's is plain")
        let styled = hosted.frame("styled")
        let inner = field.convert(field.bounds, to: hosted.controller.view)
        XCTAssertEqual(inner.minX - styled.minX, 12, accuracy: 0.5, "padded by the style")
        XCTAssertEqual(styled.height - inner.height, 24, accuracy: 0.5)
        field.text = "hat"
        field.sendActions(for: .editingChanged)
        hosted.update()
        XCTAssertTrue(hosted.texts.contains("answer: hat"), "the binding still works: \(hosted.texts)")
    }

    private struct Login: View {
        @State var password = ""
        var body: some View {
            VStack {
                SecureField("Password", text: $password).textFieldStyle(GameTextFieldStyle())
                TextField("Age", text: $password).keyboardType(.numberPad).textFieldStyle(GameTextFieldStyle())
            }
        }
    }

    func testASecureOrNumericFieldKeepsItsKindInAnAppsStyle() async throws {
        let hosted = Hosted(Login(), size: CGSize(width: 300, height: 300))
        let fields = hosted.all(in: hosted.controller.view).compactMap { $0 as? UITextField }
        XCTAssertEqual(fields.map(\.isSecureTextEntry), [true, false])
        XCTAssertEqual(fields.map(\.keyboardType), [.default, .numberPad])
    }

    private struct Loading: View {
        @State var loaded: Double?
        var body: some View {
            VStack {
                ProgressView(value: loaded)
                Button("Load") { loaded = 0.4 }
            }
        }
    }

    func testASpinnerThatGetsAValueBecomesABar() async throws {
        let hosted = Hosted(Loading(), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(hosted.all(in: hosted.controller.view).compactMap { $0 as? UIActivityIndicatorView }.count, 1)
        hosted.tap("Load")
        let views = hosted.all(in: hosted.controller.view)
        XCTAssertEqual(views.compactMap { $0 as? UIProgressView }.first?.progress, 0.4)
        XCTAssertEqual(views.compactMap { $0 as? UIActivityIndicatorView }.count, 0)
    }

    func testProgressViewsFollowTheirStyleAndTint() async throws {
        let hosted = Hosted(VStack {
            ProgressView(value: 1, total: 2).progressViewStyle(LinearProgressViewStyle(tint: .red))
            ProgressView(value: 0.3).progressViewStyle(.circular)
            ProgressView("Playing...")
        }, size: CGSize(width: 300, height: 300))
        let views = hosted.all(in: hosted.controller.view)
        let bar = try XCTUnwrap(views.compactMap { $0 as? UIProgressView }.first)
        XCTAssertEqual(bar.progress, 0.5)
        XCTAssertEqual(bar.progressTintColor, UIColor.systemRed, "the style's tint")
        let spinners = views.compactMap { $0 as? UIActivityIndicatorView }
        XCTAssertEqual(spinners.count, 2, "a circular style and a progress view without a value are spinners")
        XCTAssertTrue(spinners.allSatisfy(\.isAnimating))
        XCTAssertTrue(hosted.texts.contains("Playing..."), "the title, below the spinner")
        let tinted = Hosted(ProgressView().tint(.red))
        XCTAssertEqual(tinted.all(in: tinted.controller.view).compactMap { $0 as? UIActivityIndicatorView }.first?.color, UIColor.systemRed,
                       "an explicit tint colours the spinner")
    }

    func testASpinnerIsDrawn() async throws {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.color = .black
        spinner.startAnimating()
        let picture = UIGraphicsImageRenderer(bounds: spinner.bounds).image { _ in
            _ = spinner.drawHierarchy(in: spinner.bounds, afterScreenUpdates: true)
        }
        if let path = ProcessInfo.processInfo.environment["IMSIM_SPINNER_PICTURE"] { try picture.pngData()?.write(to: URL(fileURLWithPath: path)) }
        let top = try XCTUnwrap(picture.pixelColor(x: Int(10 * picture.scale), y: Int(2 * picture.scale)))
        XCTAssertGreaterThan(top.alpha, 0.8, "the top spoke, full: \(top)")
        let middle = try XCTUnwrap(picture.pixelColor(x: Int(10 * picture.scale), y: Int(10 * picture.scale)))
        XCTAssertEqual(middle.alpha, 0, accuracy: 0.05, "nothing at the centre")
    }

    func testBlurIsAcceptedAndTheViewShown() async throws {
        let hosted = Hosted(Text("Quickory").blur(radius: 30))
        XCTAssertEqual(hosted.texts, ["Quickory"])
    }
}

/// A settings sheet whose name field was being edited when Done dismissed it.
private struct SettingsSheetOpener: View {
    @State var showSettings = false
    var body: some View {
        Button("Settings") { showSettings = true }
            .sheet(isPresented: $showSettings) { SettingsSheet() }
    }
}

private struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = "Player"
    var body: some View {
        NavigationView {
            TextField("Enter your name", text: $name)
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Done") { dismiss() }
                    }
                }
        }
    }
}

@MainActor
final class SheetEditingTests: XCTestCase {
    func testDismissingASheetEndsTheEditingInIt() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let hosted = Hosted(SettingsSheetOpener(), size: CGSize(width: 390, height: 600))
        window.rootViewController = hosted.controller
        window.makeKeyAndVisible()
        hosted.tap("Settings")
        let sheet = try XCTUnwrap(hosted.controller.presentedViewController)
        sheet.view.frame = window.bounds
        sheet.view.layoutIfNeeded()
        let field = try XCTUnwrap(hosted.all(in: sheet.view).compactMap { $0 as? UITextField }.first)
        XCTAssertTrue(field.simulateTyping("K"))
        XCTAssertTrue(UIResponder.firstResponder === field)
        let done = try XCTUnwrap(Hosted<EmptyView>.controls(in: sheet.view).first { $0.accessibilityLabel == "Done" })
        XCTAssertTrue((done as? UIButton)?.simulateTap() ?? false, "\(done)")
        hosted.update()
        XCTAssertNil(hosted.controller.presentedViewController, "Done dismissed the sheet")
        XCTAssertNil(UIResponder.firstResponder, "and the field's editing ended with it: the keyboard is down")
    }
}
