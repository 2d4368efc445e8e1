import UIKit

/// A choice of one of its content's views, each named by its text and told apart by its `tag`
/// (a `ForEach` item's id unless tagged). Segmented, it is a `UISegmentedControl`; otherwise it is
/// drawn as iOS 17's menu picker (the selection, tinted, with up-and-down chevrons; in a list, the
/// label leading and the selection trailing) and a scenario's `pick` chooses in it.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let options = context.appending(.child(0)).resolve(content).map { (tag: $0.tag, title: $0.accessibleName ?? "") }
        let name = context.appending(.child(1)).single(label).accessibleName
        let selected = options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) }
        let binding = selection
        let choose: (Int) -> Void = { index in
            guard options.indices.contains(index), let value = options[index].tag?.base as? SelectionValue else { return }
            binding.wrappedValue = value
        }
        if context.environment.pickerStyle == .segmented {
            let element = context.element { PlatformElement(view: UISegmentedControl(items: nil), sizing: .fillsWidth(ideal: 100)) }
            let segments = element.view as! UISegmentedControl
            if segments.segmentNames != options.map(\.title) {
                segments.removeAllSegments()
                for (index, option) in options.enumerated() { segments.insertSegment(withTitle: option.title, at: index, animated: false) }
            }
            segments.selectedSegmentIndex = selected ?? UISegmentedControl.noSegment
            segments.accessibilityLabel = name
            segments.isEnabled = context.environment.isEnabled
            ControlActions.set(on: segments, for: .valueChanged) { [weak segments] in choose(segments?.selectedSegmentIndex ?? -1) }
            return [element]
        }
        if context.environment.pickerStyle == .wheel || context.environment.pickerStyle == .inline {
            NotYetReport.once("pickerStyle(.\(context.environment.pickerStyle))", "is drawn as a menu picker")
        }
        let element = context.element { PlatformElement(view: MenuPickerView(), sizing: .fixed) }
        let picker = element.view as! MenuPickerView
        picker.update(name: name, titles: options.map(\.title), selected: selected, showsName: context.environment.isInList,
                      tint: context.environment.tintColor, onPick: choose)
        element.sizing = context.environment.isInList ? .fillsWidth(ideal: picker.intrinsicContentSize.width) : .fixed
        return [element]
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The picker styles SwiftUI provides.
@MainActor @preconcurrency
public protocol PickerStyle {
    var _builtIn: _BuiltInPickerStyle { get }
}

public enum _BuiltInPickerStyle: Hashable, Sendable { case automatic, menu, segmented, wheel, inline }

public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _builtIn: _BuiltInPickerStyle { .automatic } }
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _builtIn: _BuiltInPickerStyle { .menu } }
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _builtIn: _BuiltInPickerStyle { .segmented } }
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _builtIn: _BuiltInPickerStyle { .wheel } }
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _builtIn: _BuiltInPickerStyle { .inline } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = _BuiltInPickerStyle.automatic }
private struct InListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var pickerStyle: _BuiltInPickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    /// Inside a `List`: controls draw as rows.
    var isInList: Bool {
        get { self[InListKey.self] }
        set { self[InListKey.self] = newValue }
    }
}

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style._builtIn)
    }

    /// The value a `Picker` chooses when this view is picked.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        changingElements { element, _ in element.tag = AnyHashable(tag) }
    }
}
