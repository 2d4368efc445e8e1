import UIKit

/// Screens pushed over a root, with a navigation bar showing the top screen's title and a back
/// button. Its path is its own, or bound: `NavigationStack(path: $path)`.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    let path: Binding<[AnyHashable]>?

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 }, identity: path.identity)
    }

    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data.Element: Hashable {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.map { AnyHashable($0) } },
                            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) }, identity: path.identity)
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let stack = context.element { NavigationStackElement() }
        let graph = context.graph
        stack.titles = [:]
        stack.destinations = [:]
        stack.toolbars = [:]
        stack.hidesBackButton = [:]
        stack.barHidden = [:]
        if let path {
            stack.pop = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
        } else {
            stack.pop = { [weak stack] in
                guard let stack, !stack.pushed.isEmpty else { return }
                stack.pushed.removeLast()
                graph.setNeedsUpdate()
            }
        }
        stack.push = { [weak stack] item in
            if let path, case let .value(value) = item {
                path.wrappedValue.append(value)
            } else {
                stack?.pushed.append(item)
                graph.setNeedsUpdate()
            }
        }
        func screenContext(_ index: Int) -> ResolveContext {
            context.appending(.child(index)).with { $0.navigation = NavigationContext(stack: stack, screen: index) }
        }
        var screens = [screenContext(0).single(root)]
        let pushed: [NavigationStackElement.Pushed] = path.map { $0.wrappedValue.map { .value($0) } } ?? stack.pushed
        for (offset, item) in pushed.enumerated() {
            let view: AnyView
            switch item {
            case let .view(destination): view = destination
            case let .value(value):
                guard let make = stack.destinations[ObjectIdentifier(type(of: value.base))] else {
                    // SwiftUI logs this and shows nothing; imsim says it on the screen too.
                    view = AnyView(Text("No navigationDestination for \(type(of: value.base))"))
                    break
                }
                view = make(value)
            }
            screens.append(screenContext(offset + 1).single(view))
        }
        stack.show(top: screens[screens.count - 1], screenCount: screens.count)
        return [stack]
    }
}

/// A path of values pushed on a `NavigationStack`, of any `Hashable` types.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// A button that pushes a screen on the `NavigationStack` it is in: a view, or a value its
/// `navigationDestination(for:)` turns into one. In a list it shows a chevron, as on iOS.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let target: Target

    enum Target {
        case view(Destination)
        case value(AnyHashable?)
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let navigation = context.environment.navigation
        let inList = context.environment.isInList
        let link = Button(action: {
            switch target {
            case let .view(destination): navigation?.push(.view(AnyView(destination)))
            case let .value(value?): navigation?.push(.value(value))
            case .value(nil): break
            }
        }) {
            if inList {
                HStack {
                    label.foregroundColor(Color(uiColor: .label))
                    Spacer()
                    ListChevron()
                }
            } else {
                label
            }
        }
        return context.resolve(link)
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// The screen of a navigation stack a view is on, and how to push another (kept in the
/// environment, read on the main actor only).
struct NavigationContext: Equatable, @unchecked Sendable {
    weak var stack: NavigationStackElement?
    let screen: Int

    @MainActor func push(_ item: NavigationStackElement.Pushed) {
        stack?.push(item)
    }

    static func == (lhs: NavigationContext, rhs: NavigationContext) -> Bool {
        lhs.stack === rhs.stack && lhs.screen == rhs.screen
    }
}

private struct NavigationKey: EnvironmentKey { static let defaultValue: NavigationContext? = nil }

extension EnvironmentValues {
    var navigation: NavigationContext? {
        get { self[NavigationKey.self] }
        set { self[NavigationKey.self] = newValue }
    }
}

/// How a navigation title is shown (imsim draws every title in the bar, as `.inline`).
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

extension View {
    /// The title of the navigation stack's screen this view is on.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        navigationTitle(title.string)
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        changingElements { _, context in
            guard let navigation = context.environment.navigation else { return }
            navigation.stack?.titles[navigation.screen] = String(title)
        }
    }

    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.string)
    }

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        changingElements { _, _ in
            if displayMode == .large { NotYetReport.once("navigationBarTitleDisplayMode(.large)", "is drawn inline: no large titles yet") }
        }
    }

    /// The screen pushed for a value of type `D` on the stack this view is in.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        changingElements { _, context in
            guard let navigation = context.environment.navigation else { return }
            navigation.stack?.destinations[ObjectIdentifier(D.self)] = { AnyView(destination($0.base as! D)) }
        }
    }
}
