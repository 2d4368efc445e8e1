import SwiftUI
import XCTest

private enum Flavour: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: Self { self }
}

private struct FlavourPicker: View {
    @State var flavour = Flavour.vanilla
    let segmented: Bool
    var body: some View {
        VStack {
            if segmented {
                Picker("Flavour", selection: $flavour) {
                    ForEach(Flavour.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.segmented)
            } else {
                Picker("Flavour", selection: $flavour) {
                    Text("Vanilla").tag(Flavour.vanilla)
                    Text("Chocolate").tag(Flavour.chocolate)
                    Text("Mint").tag(Flavour.mint)
                }
            }
            Text("Chosen: \(flavour.rawValue)")
        }
    }
}

private struct Settings: View {
    @State var notify = false
    @State var guests = 2
    @State var name = ""
    var body: some View {
        VStack {
            Toggle("Notify me", isOn: $notify)
            Stepper("Guests: \(guests)", value: $guests, in: 1...8)
            TextField("Name", text: $name)
            Text("\(notify ? "on" : "off"), \(guests), \(name)")
        }
    }
}

/// SwiftUI's controls are UIKit controls underneath: what a person does to those reaches the bindings.
@MainActor
final class ControlTests: XCTestCase {
    func testASegmentedPickerSetsItsSelection() async {
        let hosted = Hosted(FlavourPicker(segmented: true), size: CGSize(width: 320, height: 200))
        let segments = hosted.all(in: hosted.controller.view).compactMap { $0 as? UISegmentedControl }.first
        XCTAssertEqual(segments?.selectedSegmentIndex, 0)
        XCTAssertEqual(segments?.accessibilityLabel, "Flavour")
        segments?.selectedSegmentIndex = 2
        segments?.sendActions(for: .valueChanged)
        hosted.update()
        XCTAssertEqual(hosted.texts.last, "Chosen: mint")
    }

    func testAMenuPickerIsAPickerWithItsOptionsTitles() async {
        let hosted = Hosted(FlavourPicker(segmented: false), size: CGSize(width: 320, height: 200))
        guard let picker = hosted.all(in: hosted.controller.view).compactMap({ $0 as? UIPickerView }).first else {
            return XCTFail("no picker")
        }
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        picker.delegate?.pickerView(picker, didSelectRow: 1, inComponent: 0)
        hosted.update()
        XCTAssertEqual(hosted.texts.last, "Chosen: chocolate")
    }

    func testToggleStepperAndTextFieldWriteTheirBindings() async {
        let hosted = Hosted(Settings(), size: CGSize(width: 320, height: 300))
        let views = hosted.all(in: hosted.controller.view)
        let toggle = views.compactMap { $0 as? UISwitch }.first
        XCTAssertEqual(toggle?.title, "Notify me")
        toggle?.isOn = true
        toggle?.sendActions(for: .valueChanged)
        let stepper = views.compactMap { $0 as? UIStepper }.first
        stepper?.value = 3
        stepper?.sendActions(for: .valueChanged)
        let field = views.compactMap { $0 as? UITextField }.first
        XCTAssertEqual(field?.placeholder, "Name")
        field?.text = "Kate"
        field?.sendActions(for: .editingChanged)
        hosted.update()
        XCTAssertEqual(hosted.texts.last, "on, 3, Kate")
        XCTAssertEqual(hosted.texts.first, "Notify me")
        // The toggle's row spans the width offered, its switch at the trailing edge.
        XCTAssertEqual(toggle.map { $0.convert($0.bounds, to: hosted.controller.view).maxX }, 320)
    }
}

private final class Gauge: UIView {
    var level = 0
    override var intrinsicContentSize: CGSize { CGSize(width: 60, height: UIView.noIntrinsicMetric) }
}

private struct GaugeView: UIViewRepresentable {
    let level: Int
    func makeUIView(context: Context) -> Gauge {
        let gauge = Gauge()
        gauge.accessibilityIdentifier = "gauge"
        return gauge
    }

    func updateUIView(_ uiView: Gauge, context: Context) {
        uiView.level = level
    }
}

private struct GaugeScreen: View {
    @State var level = 1
    var body: some View {
        HStack(spacing: 0) {
            GaugeView(level: level).frame(height: 20)
            Button("Raise") { level += 1 }
        }
    }
}

@MainActor
final class RepresentableTests: XCTestCase {
    func testAUIViewIsMadeOnceUpdatedAndSizedByItsIntrinsicWidth() async {
        let hosted = Hosted(GaugeScreen())
        let gauge = hosted.view("gauge") as? Gauge
        XCTAssertEqual(gauge?.level, 1)
        hosted.tap("Raise")
        XCTAssertTrue(hosted.view("gauge") === gauge, "the same view, updated")
        XCTAssertEqual(gauge?.level, 2)
        XCTAssertEqual(hosted.frame("gauge").size, CGSize(width: 60, height: 20))
    }
}
