import UIKit

/// What a button is for, which changes how it looks (a destructive one is red).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that runs an action when tapped.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let button = context.element { ButtonElement() }
        let environment = context.environment
        let configuration = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(view: AnyView(label)), role: role)
        let styled = environment.buttonStyle.body(configuration, environment: environment)
        let labelElement = context.appending(.child(0)).with { $0.buttonStyle = .automatic }.single(styled)
        button.update(label: labelElement, action: action, isEnabled: environment.isEnabled)
        button.role = role
        return [button]
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a button style is given: the button's label and role (a finger down on it is not shown).
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let view: AnyView
        func resolve(in context: ResolveContext) -> [Element] { context.resolve(view) }
    }

    public let label: Label
    public let role: ButtonRole?
    public var isPressed: Bool { false }
}

/// A style of your own: `makeBody` draws the label as the button shows it.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The styles SwiftUI provides, as `.buttonStyle(.borderedProminent)` names them.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    var _builtIn: _BuiltInButtonStyle { get }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {}; public var _builtIn: _BuiltInButtonStyle { .automatic } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {}; public var _builtIn: _BuiltInButtonStyle { .borderless } }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {}; public var _builtIn: _BuiltInButtonStyle { .plain } }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {}; public var _builtIn: _BuiltInButtonStyle { .bordered } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public var _builtIn: _BuiltInButtonStyle { .borderedProminent } }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// How a button's label is drawn: one of SwiftUI's styles, or a `ButtonStyle` of the app's (kept
/// in the environment, read on the main actor only).
public enum _BuiltInButtonStyle: Equatable, @unchecked Sendable {
    case automatic, borderless, plain, bordered, borderedProminent
    case custom(ObjectIdentifier, @MainActor (ButtonStyleConfiguration) -> AnyView)

    public static func == (lhs: _BuiltInButtonStyle, rhs: _BuiltInButtonStyle) -> Bool {
        switch (lhs, rhs) {
        case (.automatic, .automatic), (.borderless, .borderless), (.plain, .plain), (.bordered, .bordered),
             (.borderedProminent, .borderedProminent): true
        case let (.custom(left, _), .custom(right, _)): left == right
        default: false
        }
    }

    /// The label as this style draws it: tinted text for the borderless styles; padded on a tinted
    /// rounded rectangle for the bordered ones (filled with the tint, white text, when prominent).
    @MainActor
    func body(_ configuration: ButtonStyleConfiguration, environment: EnvironmentValues) -> AnyView {
        let enabled = environment.isEnabled
        // A foreground style set around the button colours its label, as on iOS; else the tint.
        let tint = configuration.role == .destructive ? UIColor.systemRed : environment.foregroundColor ?? environment.tintColor
        switch self {
        case .automatic, .borderless:
            return AnyView(configuration.label.foregroundColor(Color(uiColor: enabled ? tint : .tertiaryLabel)))
        case .plain:
            return AnyView(configuration.label.opacity(enabled ? 1 : 0.4))
        case .bordered:
            return AnyView(configuration.label.foregroundColor(Color(uiColor: enabled ? tint : .tertiaryLabel))
                .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
                .background(RoundedRectangle(cornerRadius: 8).fill(Color(uiColor: (enabled ? tint : .systemGray).withAlphaComponent(0.15)))))
        case .borderedProminent:
            return AnyView(configuration.label.foregroundColor(Color(uiColor: enabled ? .white : .tertiaryLabel))
                .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
                .background(RoundedRectangle(cornerRadius: 8).fill(Color(uiColor: enabled ? tint : UIColor.systemGray5))))
        case let .custom(_, make):
            return make(configuration)
        }
    }
}

extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, style._builtIn)
    }

    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .custom(ObjectIdentifier(S.self)) { AnyView(style.makeBody(configuration: $0)) })
    }
}
