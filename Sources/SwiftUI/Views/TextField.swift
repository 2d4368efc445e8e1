import UIKit

/// A text field across the width offered, its text bound to a string: one line, or with the
/// vertical axis (iOS 16) lines that wrap and grow up to the line limit.
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    let onSubmit: (() -> Void)?
    var axis = Axis.horizontal

    func resolve(in context: ResolveContext) -> [Element] {
        if let custom = context.environment.customTextFieldStyle {
            // A style of the app's: its `_body` around this field, which is then drawn plain.
            let configuration = TextField<_TextFieldStyleLabel>(title: title, text: text, onSubmit: onSubmit, axis: axis)
            return context.appending(.child(0)).with { $0.customTextFieldStyle = nil }.resolve(custom.make(configuration))
        }
        if axis == .vertical { return [verticalField(in: context)] }
        let element = context.element { PlatformElement(view: UITextField(), sizing: .fillsWidth(ideal: 100)) }
        let field = element.view as! UITextField
        if field.placeholder != title { field.placeholder = title }
        if field.text != text.wrappedValue { field.text = text.wrappedValue }
        field.font = context.environment.resolvedFont.uiFont
        field.textColor = context.environment.resolvedForeground
        field.isEnabled = context.environment.isEnabled
        field.borderStyle = context.environment.textFieldStyle == .roundedBorder ? .roundedRect : .none
        field.returnKeyType = context.environment.submitLabel.returnKeyType
        if field.isSecureTextEntry != context.environment.secureEntry { field.isSecureTextEntry = context.environment.secureEntry }
        let keyboard = context.environment.keyboardType ?? .default
        if field.keyboardType != keyboard { field.keyboardType = keyboard }
        let binding = text
        ControlActions.set(on: field, for: .editingChanged) { [weak field] in binding.wrappedValue = field?.text ?? "" }
        // Return ends the editing, as SwiftUI's fields do (the keyboard goes down), then runs `onSubmit`.
        let submit = context.environment.submitAction
        ControlActions.set(on: field, for: .editingDidEndOnExit) { submit?() }
        return [element]
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.string, text: text, onSubmit: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text, onSubmit: nil)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: prompt?.string ?? titleKey.string, text: text, onSubmit: nil)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: titleKey.string, text: text, onSubmit: nil, axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: String(title), text: text, onSubmit: nil, axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: prompt?.string ?? titleKey.string, text: text, onSubmit: nil, axis: axis)
    }
}

extension TextField {
    /// The vertical field: a text view whose lines follow `lineLimit` (a range's lower bound is reserved).
    private func verticalField(in context: ResolveContext) -> Element {
        let element = context.element { PlatformElement(view: VerticalFieldView(frame: .zero, textContainer: nil), sizing: .fixed) }
        let field = element.view as! VerticalFieldView
        if field.placeholder != title { field.placeholder = title }
        if field.accessibilityLabel != title { field.accessibilityLabel = title }
        if field.text != text.wrappedValue { field.text = text.wrappedValue }
        field.font = context.environment.resolvedFont.uiFont
        field.textColor = context.environment.resolvedForeground
        field.isEditable = context.environment.isEnabled
        field.returnKeyType = context.environment.submitLabel.returnKeyType
        field.keyboardType = context.environment.keyboardType ?? .default
        field.lineLimit = context.environment.lineLimit
        field.reservedLines = context.environment.reservedLines
        let binding = text
        field.delegate = element.textViewDelegate { binding.wrappedValue = $0 }
        return element
    }
}

/// A text field's look: one SwiftUI provides, or the app's own, whose `_body` wraps the field
/// (`configuration`) in its modifiers, as apps write them for iOS.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
    var _builtIn: _BuiltInTextFieldStyle? { get }
}

extension TextFieldStyle {
    /// nil: the app's own style.
    public var _builtIn: _BuiltInTextFieldStyle? { nil }
}

/// The label of the field a text field style is given.
public struct _TextFieldStyleLabel: View, PrimitiveView {
    public typealias Body = Never
    func resolve(in context: ResolveContext) -> [Element] { [] }
}

public enum _BuiltInTextFieldStyle: Hashable, Sendable { case automatic, plain, roundedBorder }

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _builtIn: _BuiltInTextFieldStyle? { .automatic }
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _builtIn: _BuiltInTextFieldStyle? { .plain }
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _builtIn: _BuiltInTextFieldStyle? { .roundedBorder }
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

/// An app's text field style, as the environment carries it.
struct CustomTextFieldStyle: @unchecked Sendable {
    let make: @MainActor (TextField<_TextFieldStyleLabel>) -> AnyView
}

private struct CustomTextFieldStyleKey: EnvironmentKey { static let defaultValue: CustomTextFieldStyle? = nil }
private struct SecureEntryKey: EnvironmentKey { static let defaultValue = false }
private struct KeyboardTypeKey: EnvironmentKey { static let defaultValue: UIKeyboardType? = nil }

extension EnvironmentValues {
    /// Inside a `SecureField`: its text field hides what is typed.
    var secureEntry: Bool {
        get { self[SecureEntryKey.self] }
        set { self[SecureEntryKey.self] = newValue }
    }

    /// `keyboardType(_:)` around the text fields inside.
    var keyboardType: UIKeyboardType? {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    var customTextFieldStyle: CustomTextFieldStyle? {
        get { self[CustomTextFieldStyleKey.self] }
        set { self[CustomTextFieldStyleKey.self] = newValue }
    }
}

private struct SubmitActionKey: EnvironmentKey { static let defaultValue: SubmitAction? = nil }

/// What `onSubmit` runs when Return is pressed in a text field inside.
struct SubmitAction: Equatable, @unchecked Sendable {
    let run: @MainActor () -> Void
    @MainActor func callAsFunction() { run() }
    static func == (lhs: SubmitAction, rhs: SubmitAction) -> Bool { false }
}

extension EnvironmentValues {
    var submitAction: SubmitAction? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let custom = style._builtIn == nil ? CustomTextFieldStyle { AnyView(style._body(configuration: $0)) } : nil
        return environment(\.textFieldStyle, style._builtIn ?? .automatic).environment(\.customTextFieldStyle, custom)
    }

    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        writingEnvironment { $0.submitAction = SubmitAction(run: action) }
    }
}
