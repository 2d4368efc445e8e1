/// Where in the tree a view is being turned into elements, and the environment it inherits.
@MainActor
struct ResolveContext {
    let graph: ViewGraph
    var path: ViewPath
    var environment: EnvironmentValues

    func appending(_ component: ViewPath.Component) -> ResolveContext {
        var context = self
        context.path = path.appending(component)
        return context
    }

    func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var context = self
        change(&context.environment)
        return context
    }

    /// The view's elements: its own if imsim lays it out, else its body's.
    func resolve<V: View>(_ view: V) -> [Element] {
        if let primitive = view as? any PrimitiveView { return primitive.resolve(in: self) }
        if let representable = view as? any UIViewRepresentable { return representable.resolveRepresentable(in: self) }
        if let representable = view as? any UIViewControllerRepresentable { return representable.resolveRepresentable(in: self) }
        return graph.resolveBody(of: view, in: self)
    }

    func resolve(any view: any View) -> [Element] {
        resolve(view)
    }

    /// The view as one element: several in a row stack vertically (as SwiftUI does where one view
    /// is expected); none leaves an empty element.
    func single<V: View>(_ view: V) -> Element {
        let elements = resolve(view)
        if elements.count == 1 { return elements[0] }
        if elements.isEmpty { return element { EmptyElement() } }
        let stack = appending(.modifier(-1)).element { StackElement(axis: .vertical) }
        stack.update(alignment: .center, spacing: nil, items: elements)
        return stack
    }

    /// The element kept at this path, or a new one.
    func element<E: Element>(_ make: () -> E) -> E {
        graph.element(at: path, make)
    }
}
