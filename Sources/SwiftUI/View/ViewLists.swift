/// Several views in a row, as a `@ViewBuilder` closure makes them.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public var value: T
    let children: [any View]

    public init(_ value: T) {
        self.value = value
        children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    func resolve(in context: ResolveContext) -> [Element] {
        children.enumerated().flatMap { index, child in context.appending(.child(index)).resolve(any: child) }
    }
}

/// Nothing.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func resolve(in context: ResolveContext) -> [Element] { [] }
}

/// Views gathered for a modifier, with no layout of their own: in a stack, each is a child of the stack.
public struct Group<Content>: View, PrimitiveView where Content: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Element] { context.resolve(content) }
}

/// A view whose type is known only when it runs; a different type is a different view (new state).
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let view: any View

    public init<V: View>(_ view: V) {
        self.view = (view as? AnyView)?.view ?? view
    }

    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    func resolve(in context: ResolveContext) -> [Element] {
        context.appending(.type(ObjectIdentifier(type(of: view)))).resolve(any: view)
    }
}

/// The view of an `if`/`else` (or `switch`) branch: each branch has its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func resolve(in context: ResolveContext) -> [Element] {
        switch storage {
        case let .trueContent(view): context.appending(.branch(0)).resolve(view)
        case let .falseContent(view): context.appending(.branch(1)).resolve(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveContext) -> [Element] {
        guard let view = self else { return [] }
        return context.appending(.branch(0)).resolve(view)
    }
}
