/// A change to a view that can be given a name and reused: `content.padding().background(...)`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by imsim and has no body") }
}

/// What a modifier's `body` is given: the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let slot: ModifierContentSlot

    func resolve(in context: ResolveContext) -> [Element] { slot.content(context) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        if let primitive = modifier as? any PrimitiveModifier { return primitive.resolve(content: content, in: context) }
        return context.graph.resolveBody(of: modifier, content: content, in: context)
    }
}

extension View {
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
