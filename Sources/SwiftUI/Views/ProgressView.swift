import UIKit

/// A bar of progress (with a value) or a spinner (without one), with a title: below a spinner, above
/// a bar, as iOS lays them out. `progressViewStyle(.circular)` makes it a spinner, `.linear` a bar
/// (empty without a value: iOS animates one, drawn still here).
public struct ProgressView: View {
    let fraction: Double?
    let title: String?

    public init() {
        fraction = nil
        title = nil
    }

    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        title = titleKey.string
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        self.title = String(title)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        fraction = value.map { total > 0 ? Double($0 / total) : 0 }
        title = nil
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
        fraction = value.map { total > 0 ? Double($0 / total) : 0 }
        title = titleKey.string
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        fraction = value.map { total > 0 ? Double($0 / total) : 0 }
        self.title = String(title)
    }

    public var body: some View {
        ProgressLayout(fraction: fraction, title: title)
    }
}

/// The title and the indicator the style asks for.
private struct ProgressLayout: View {
    let fraction: Double?
    let title: String?
    @Environment(\.progressViewStyle) private var style

    var body: some View {
        let spinner = style == .circular || (style == .automatic && fraction == nil)
        if let title {
            if spinner {
                VStack(spacing: 8) {
                    ProgressIndicator(fraction: nil, spinner: true)
                    Text(title).foregroundColor(.secondary)
                }
            } else {
                VStack(alignment: .leading, spacing: 4) {
                    Text(title)
                    ProgressIndicator(fraction: fraction ?? 0, spinner: false)
                }
            }
        } else {
            ProgressIndicator(fraction: spinner ? nil : fraction ?? 0, spinner: spinner)
        }
    }
}

/// UIKit's spinner or bar, in the style's tint, else the environment's.
private struct ProgressIndicator: View, PrimitiveView {
    typealias Body = Never
    let fraction: Double?
    let spinner: Bool

    func resolve(in context: ResolveContext) -> [Element] {
        let tint = context.environment.progressTint?.uiColor
        guard let fraction, !spinner else {
            // A place of its own for each kind, so a spinner that gets a value becomes a bar.
            let element = context.appending(.child(0)).element { PlatformElement(view: UIActivityIndicatorView(style: .medium), sizing: .fixed) }
            let indicator = element.view as? UIActivityIndicatorView
            indicator?.startAnimating()
            if let tint { indicator?.color = tint }
            return [element]
        }
        let element = context.appending(.child(1)).element {
            PlatformElement(view: UIProgressView(progressViewStyle: .default), sizing: .fillsWidth(ideal: 100))
        }
        (element.view as? UIProgressView)?.progress = Float(min(1, max(0, fraction)))
        (element.view as? UIProgressView)?.progressTintColor = tint ?? context.environment.tintColor
        return [element]
    }
}

/// A progress view's look, as `progressViewStyle(_:)` names it.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    var _builtIn: _BuiltInProgressViewStyle { get }
    var _tint: Color? { get }
}

extension ProgressViewStyle {
    public var _tint: Color? { nil }
}

public enum _BuiltInProgressViewStyle: Hashable, Sendable { case automatic, linear, circular }

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _builtIn: _BuiltInProgressViewStyle { .automatic }
}

public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    @available(iOS, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }
    public var _builtIn: _BuiltInProgressViewStyle { .linear }
    public var _tint: Color? { tint }
}

public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    @available(iOS, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }
    public var _builtIn: _BuiltInProgressViewStyle { .circular }
    public var _tint: Color? { tint }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = _BuiltInProgressViewStyle.automatic }
private struct ProgressTintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    var progressViewStyle: _BuiltInProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }

    /// The tint given to progress views: `tint(_:)`, or a style's (`LinearProgressViewStyle(tint:)`).
    var progressTint: Color? {
        get { self[ProgressTintKey.self] }
        set { self[ProgressTintKey.self] = newValue }
    }
}

extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        writingEnvironment {
            $0.progressViewStyle = style._builtIn
            if let tint = style._tint { $0.progressTint = tint }
        }
    }
}
