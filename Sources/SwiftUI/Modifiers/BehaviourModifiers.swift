import Combine

extension View {
    /// Runs `action` after the update that first shows the view.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(appear: action, disappear: nil, task: nil))
    }

    /// Runs `action` after the update that no longer shows the view.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(appear: nil, disappear: action, task: nil))
    }

    /// Starts `action` on the main actor when the view appears; cancels it when it disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(LifecycleModifier(appear: nil, disappear: nil, task: action))
    }

    /// Runs `action` with the old and new value after an update in which `value` changed.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` with the new value after an update in which `value` changed (iOS 14's form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Runs `action` with no arguments after an update in which `value` changed.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with each value `publisher` sends while the view is shown.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }

    public func accessibilityIdentifier(_ identifier: String) -> some View {
        changingElements { element, _ in element.view.accessibilityIdentifier = identifier }
    }

    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityLabel(label.string)
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        changingElements { element, _ in element.view.accessibilityLabel = String(label) }
    }

    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
        accessibilityLabel(label.string)
    }

    public func accessibilityHint(_ hint: Text) -> some View {
        changingElements { element, _ in element.view.accessibilityHint = hint.string }
    }
}

struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
    let task: (@MainActor @Sendable () async -> Void)?

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [Element] {
        context.graph.noteLifecycle(at: context.path, appear: appear, disappear: disappear, task: task)
        return context.appending(.child(0)).resolve(content)
    }
}

struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [Element] {
        context.graph.noteReceiver(publisher, at: context.path, action: action)
        return context.appending(.child(0)).resolve(content)
    }
}

struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [Element] {
        context.graph.noteValue(value, at: context.path, initial: initial, action: action)
        return context.appending(.child(0)).resolve(content)
    }
}
