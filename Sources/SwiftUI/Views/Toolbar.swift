import UIKit

/// Where a toolbar item goes: the navigation bar's leading or trailing side.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let leading: Bool

    public static let automatic = ToolbarItemPlacement(leading: false)
    public static let topBarLeading = ToolbarItemPlacement(leading: true)
    public static let topBarTrailing = ToolbarItemPlacement(leading: false)
    public static let navigationBarLeading = ToolbarItemPlacement(leading: true)
    public static let navigationBarTrailing = ToolbarItemPlacement(leading: false)
    public static let cancellationAction = ToolbarItemPlacement(leading: true)
    public static let confirmationAction = ToolbarItemPlacement(leading: false)
    public static let primaryAction = ToolbarItemPlacement(leading: false)
    public static let destructiveAction = ToolbarItemPlacement(leading: false)
}

/// A button (or buttons) in the navigation bar of the stack the view is on.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    func resolve(in context: ResolveContext) -> [Element] {
        context.environment.toolbar?.add(context.resolve(content), at: placement)
        return []
    }
}

extension ToolbarItem where ID == Void {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Element] {
        context.environment.toolbar?.add(context.resolve(content), at: placement)
        return []
    }
}

/// The buttons a `toolbar` modifier gathers for its screen's bar, by side.
@MainActor
final class ToolbarCollector {
    private(set) var leading: [ButtonElement] = []
    private(set) var trailing: [ButtonElement] = []

    func add(_ elements: [Element], at placement: ToolbarItemPlacement) {
        for case let button as ButtonElement in elements {
            if placement.leading { leading.append(button) } else { trailing.append(button) }
        }
        for element in elements where !(element is ButtonElement) {
            NotYetReport.once("toolbar content other than buttons", "is not shown in the bar")
            _ = element
        }
    }

    /// The bar's items for the buttons: named by their labels, doing what the buttons do.
    static func barItems(_ buttons: [ButtonElement]) -> [UIBarButtonItem] {
        buttons.map { button in
            let item = UIBarButtonItem(title: button.button.accessibilityLabel, primaryAction: UIAction { _ in button.action() })
            item.isEnabled = button.button.isEnabled
            return item
        }
    }
}

private struct ToolbarKey: EnvironmentKey { static let defaultValue: ToolbarBox? = nil }

/// The collector in the environment (compared by identity).
struct ToolbarBox: Equatable, @unchecked Sendable {
    let collector: ToolbarCollector
    static func == (lhs: ToolbarBox, rhs: ToolbarBox) -> Bool { lhs.collector === rhs.collector }
    @MainActor func add(_ elements: [Element], at placement: ToolbarItemPlacement) { collector.add(elements, at: placement) }
}

extension EnvironmentValues {
    var toolbar: ToolbarBox? {
        get { self[ToolbarKey.self] }
        set { self[ToolbarKey.self] = newValue }
    }
}

struct ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let items: Items

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [Element] {
        let elements = context.appending(.child(0)).resolve(content)
        let collector = ToolbarCollector()
        let loose = context.appending(.child(1)).with { $0.toolbar = ToolbarBox(collector: collector) }.resolve(items)
        collector.add(loose, at: .automatic)
        if let navigation = context.environment.navigation {
            navigation.stack?.toolbars[navigation.screen] = (collector.leading, collector.trailing)
        }
        return elements
    }
}

extension View {
    /// Buttons in the navigation bar of the stack this view is on: `ToolbarItem`s, or buttons (trailing).
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        modifier(ToolbarModifier(items: content()))
    }

    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        changingElements { _, context in
            guard let navigation = context.environment.navigation else { return }
            navigation.stack?.hidesBackButton[navigation.screen] = hidesBackButton
        }
    }
}
