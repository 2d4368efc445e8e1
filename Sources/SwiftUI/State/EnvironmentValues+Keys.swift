import UIKit

/// Light or dark, from the phone's appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

/// Dismisses what presented the view (a sheet) or, in an extension, asks Messages to dismiss it.
public struct DismissAction: Equatable, Sendable {
    let identity: ObjectIdentifier?
    let action: @MainActor @Sendable () -> Void

    @MainActor public func callAsFunction() { action() }

    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.identity == rhs.identity }
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 1 }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction(identity: nil, action: {}) }
private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: UIColor? = nil }
private struct TintColorKey: EnvironmentKey { static let defaultValue: UIColor? = nil }
private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = _BuiltInButtonStyle.automatic }
private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = _BuiltInTextFieldStyle.automatic }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct SubmitLabelKey: EnvironmentKey { static let defaultValue = SubmitLabel.return }
private struct ScrollDismissesKeyboardKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }

extension EnvironmentValues {
    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }

    var scrollDismissesKeyboard: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] }
        set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where text too long for its lines is cut: at its end, by default.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The lines a vertical text field is at least tall (`lineLimit(_:)` with a range, or reserving space).
    var reservedLines: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    var foregroundColor: UIColor? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// The accent colour (`.tint`), blue unless set.
    var tintColor: UIColor {
        get { self[TintColorKey.self] ?? .systemBlue }
        set { self[TintColorKey.self] = newValue }
    }

    var buttonStyle: _BuiltInButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    var textFieldStyle: _BuiltInTextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The font text is drawn in here: the environment's, else body.
    var resolvedFont: Font { font ?? .body }

    /// The colour text and symbols are drawn in here.
    var resolvedForeground: UIColor {
        foregroundColor ?? .label
    }
}

/// How lines of a multiline text line up.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    var nsTextAlignment: NSTextAlignment {
        switch self {
        case .leading: .left
        case .center: .center
        case .trailing: .right
        }
    }
}
