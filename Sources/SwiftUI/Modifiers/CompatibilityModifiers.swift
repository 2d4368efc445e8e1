import UIKit

/// Modifiers extensions use that change nothing imsim shows (there is no keyboard to draw, no
/// focus ring, no list style but the inset grouped one yet): they compile and are kept where a view
/// can keep them; those that would change a picture say once in the extension's output that they do not.
extension View {
    /// The whole frame takes touches, not only what is drawn.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in (element.view as? HostedView)?.takesTouches = true }
    }

    /// With `false`, the view and what it holds take no touches: a finger reaches what is behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in element.view.isUserInteractionEnabled = enabled }
    }

    public func zIndex(_ value: Double) -> some View {
        changingElements { _, _ in if value != 0 { NotYetReport.once("zIndex(_:)", "does not reorder views yet") } }
    }

    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        changingElements { _, _ in NotYetReport.once("ignoresSafeArea(_:edges:)", "keeps the view in the safe area") }
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }

    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        changingElements { _, _ in
            if !(style is InsetGroupedListStyle) && !(style is DefaultListStyle) {
                NotYetReport.once("listStyle(\(S.self))", "is drawn inset grouped")
            }
        }
    }

    public func listRowBackground<V: View>(_ view: V?) -> some View {
        changingElements { _, _ in NotYetReport.once("listRowBackground(_:)", "is not drawn") }
    }

    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        changingElements { _, _ in if visibility == .hidden { NotYetReport.once("listRowSeparator(.hidden)", "still draws the separator") } }
    }

    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        changingElements { _, _ in if visibility == .hidden { NotYetReport.once("scrollContentBackground(.hidden)", "keeps the background") } }
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        changingElements { _, _ in NotYetReport.once("presentationDetents(_:)", "presents the sheet at full size") }
    }

    /// The keyboard of the text fields inside, as the environment carries it on iOS.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }

    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// The Return key's title on the keyboard of the text fields inside.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        writingEnvironment { $0.submitLabel = submitLabel }
    }

    /// How scrolling the scroll views and lists inside puts the keyboard away: every mode but `.never`
    /// ends editing as a drag begins (`.automatic` too, as on iOS 16 and later).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        writingEnvironment { $0.scrollDismissesKeyboard = mode }
    }

    /// Symbols are drawn in one colour here, whatever the mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// The primary style is used; imsim draws symbols in one colour.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }

    /// Hidden from accessibility (VoiceOver); imsim's finger and screen still find the view.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        changingElements { element, _ in element.view.accessibilityElementsHidden = hidden }
    }

    /// The text field inside is focused (edited, the keyboard up) while the state is true; editing it sets it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }

    /// The text field inside is focused while the state equals `value`: setting the state begins or ends
    /// its editing after the update, and editing it (a finger's tap, `type`) sets the state, as on iOS.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        changingElements { element, context in
            guard let field = FocusedField.find(in: element.view) else { return }
            let began = { binding.wrappedValue = value }
            let ended = { if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused } }
            if let lines = field as? VerticalFieldView {
                lines.onEditing = { $0 ? began() : ended() }
            } else if let control = field as? UIControl {
                ControlActions.set(on: control, for: .editingDidBegin, began)
                ControlActions.set(on: control, for: .editingDidEnd, ended)
            }
            let wanted = binding.wrappedValue == value
            context.graph.afterThisUpdate { [weak field] in
                guard let field, wanted != field.isFirstResponder else { return }
                if wanted { field.becomeFirstResponder() } else { field.resignFirstResponder() }
            }
        }
    }

    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        changingElements { element, _ in
            guard let label = (element as? TextElement)?.label else { return }
            label.adjustsFontSizeToFitWidth = factor < 1
            label.minimumScaleFactor = factor
        }
    }
}

public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// A sheet's height on iOS (imsim presents every sheet at full size).
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
}

public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

/// The title of the keyboard's Return key for the text fields inside.
public struct SubmitLabel: Sendable, Equatable {
    let returnKeyType: UIReturnKeyType

    public static let done = SubmitLabel(returnKeyType: .done)
    public static let go = SubmitLabel(returnKeyType: .go)
    public static let send = SubmitLabel(returnKeyType: .send)
    public static let join = SubmitLabel(returnKeyType: .join)
    public static let route = SubmitLabel(returnKeyType: .route)
    public static let search = SubmitLabel(returnKeyType: .search)
    public static let `return` = SubmitLabel(returnKeyType: .default)
    public static let next = SubmitLabel(returnKeyType: .next)
    public static let `continue` = SubmitLabel(returnKeyType: .continue)
}

/// How scrolling puts the keyboard away (iOS 16).
public enum ScrollDismissesKeyboardMode: Hashable, Sendable {
    case automatic, immediately, interactively, never

    /// Apple: "By default, a TextEditor is interactive while other kinds of scrollable content always
    /// dismiss the keyboard on a scroll when linked against iOS 16 or later." `interactively` ends
    /// editing as the drag begins here (the finger is not followed into the keyboard).
    var uiMode: UIScrollView.KeyboardDismissMode {
        switch self {
        case .automatic, .immediately: .onDrag
        case .interactively: .interactive
        case .never: .none
        }
    }
}

/// The styles of `List` (imsim draws every one inset grouped yet).
@MainActor @preconcurrency
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// Which field has the keyboard: `focused(_:equals:)` ties a text field to it both ways (a field a finger taps sets it; setting it begins or ends the editing).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let storage: State<Value>
    /// The value while no field of its own is focused: false, or nil.
    private let unfocused: Value

    public init() where Value == Bool {
        storage = State(wrappedValue: false)
        unfocused = false
    }

    public init<T: Hashable>() where Value == T? {
        storage = State(wrappedValue: nil)
        unfocused = nil
    }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    public var projectedValue: Binding {
        Binding(value: storage.projectedValue, unfocused: unfocused)
    }

    /// `$focused`: what `focused(_:)` takes.
    public struct Binding {
        let value: SwiftUI.Binding<Value>
        let unfocused: Value
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }
    }
}

/// The text field a `focused` modifier's content shows: one line (`UITextField`) or vertical.
@MainActor
enum FocusedField {
    static func find(in view: UIView) -> UIView? {
        if view is UITextField || view is VerticalFieldView { return view }
        for subview in view.subviews {
            if let field = find(in: subview) { return field }
        }
        return nil
    }
}

