import UIKit

/// A switch with its label before it, across the width offered (as in a form row).
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let binding = isOn
        let (row, control) = ControlRowElement.resolve(UISwitch.init, label: label, in: context) { control in
            binding.wrappedValue = control.isOn
        }
        control.title = control.accessibilityLabel
        if control.isOn != isOn.wrappedValue { control.isOn = isOn.wrappedValue }
        return [row]
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// A stepper with its label before it.
public struct Stepper<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let value: Binding<Double>
    let range: ClosedRange<Double>
    let step: Double
    let label: Label

    public init<V: Strideable & BinaryInteger>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                               @ViewBuilder label: () -> Label) {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V(exactly: $0.rounded()) ?? value.wrappedValue },
                             identity: value.identity)
        range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(bounds.lowerBound.advanced(by: step)) - Double(bounds.lowerBound)
        self.label = label()
    }

    public init<V: Strideable & BinaryInteger>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: V(Int32.min)...V(Int32.max), step: step, label: label)
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let binding = value
        let (row, control) = ControlRowElement.resolve(UIStepper.init, label: label, in: context) { control in
            binding.wrappedValue = control.value
        }
        control.minimumValue = range.lowerBound
        control.maximumValue = range.upperBound
        control.stepValue = step
        if control.value != value.wrappedValue { control.value = value.wrappedValue }
        return [row]
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable & BinaryInteger>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
}

/// A slider across the width offered.
public struct Slider: View, PrimitiveView {
    public typealias Body = Never
    let value: Binding<Double>
    let range: ClosedRange<Double>
    var labelView: AnyView?

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }, identity: value.identity)
        range = Double(bounds.lowerBound)...Double(bounds.upperBound)
    }

    /// The label names the slider (its accessibility label); a slider shows no label of its own.
    public init<V: BinaryFloatingPoint, Label: View>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
        labelView = AnyView(label())
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let element = context.element { PlatformElement(view: UISlider(), sizing: .fillsWidth(ideal: 100)) }
        let control = element.view as! UISlider
        control.minimumValue = Float(range.lowerBound)
        control.maximumValue = Float(range.upperBound)
        if Double(control.value) != value.wrappedValue { control.value = Float(value.wrappedValue) }
        control.isEnabled = context.environment.isEnabled
        if let labelView { control.accessibilityLabel = context.appending(.child(0)).single(labelView).accessibleName }
        let binding = value
        ControlActions.set(on: control, for: .valueChanged) { [weak control] in if let control { binding.wrappedValue = Double(control.value) } }
        return [element]
    }
}

/// The closure actions the controls of a screen run, one per control and event.
@MainActor
enum ControlActions {
    static func set(on control: UIControl, for event: UIControl.Event, _ action: @escaping () -> Void) {
        control.addAction(UIAction(identifier: UIAction.Identifier("swiftui.\(event.rawValue)")) { _ in action() }, for: event)
    }
}

/// A row: a label leading, a UIKit control trailing, across the width offered (a `Toggle`, a `Stepper`).
final class ControlRowElement: Element {
    let control: UIControl
    private let controlElement: PlatformElement
    private var label: Element?

    init(control: UIControl, sizing: PlatformElement.Sizing) {
        self.control = control
        controlElement = PlatformElement(view: control, sizing: sizing)
        super.init(view: HostedView())
    }

    func update(label: Element?) {
        self.label = label
    }

    /// The row of a control made by `make` at this place, its label resolved (and named on the
    /// control), enabled as the environment says, `changed` run on each `.valueChanged`.
    static func resolve<Control: UIControl, Label: View>(_ make: @escaping () -> Control, label: Label, in context: ResolveContext,
                                                          changed: @escaping (Control) -> Void) -> (ControlRowElement, Control) {
        let row = context.element { ControlRowElement(control: make(), sizing: .fixed) }
        let control = row.control as! Control
        let labelElement = context.appending(.child(0)).single(label)
        row.update(label: context.environment.labelsHidden ? nil : labelElement)
        control.accessibilityLabel = labelElement.accessibleName
        control.isEnabled = context.environment.isEnabled
        ControlActions.set(on: control, for: .valueChanged) { [weak control] in if let control { changed(control) } }
        return (row, control)
    }

    override var children: [Element] { (label.map { [$0] } ?? []) + [controlElement] }
    override var containerView: UIView? { view }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let controlSize = controlElement.size(fitting: .unspecified)
        guard let label else { return controlSize }
        let labelWidth = proposal.width.map { max(0, $0 - controlSize.width - StackElement.defaultSpacing) }
        let labelSize = label.size(fitting: ProposedViewSize(width: labelWidth, height: nil))
        let ideal = labelSize.width + StackElement.defaultSpacing + controlSize.width
        let width = proposal.width.map { $0.isFinite ? $0 : ideal } ?? ideal
        return CGSize(width: width, height: max(labelSize.height, controlSize.height))
    }

    override func placeChildren(in size: CGSize) {
        let controlSize = controlElement.size(fitting: .unspecified)
        controlElement.place(CGRect(x: size.width - controlSize.width, y: (size.height - controlSize.height) / 2,
                                    width: controlSize.width, height: controlSize.height))
        guard let label else { return }
        let labelProposal = ProposedViewSize(width: max(0, size.width - controlSize.width - StackElement.defaultSpacing), height: nil)
        let labelSize = label.size(fitting: labelProposal)
        label.place(CGRect(x: 0, y: (size.height - labelSize.height) / 2, width: labelSize.width, height: labelSize.height),
                    proposal: labelProposal)
    }
}
