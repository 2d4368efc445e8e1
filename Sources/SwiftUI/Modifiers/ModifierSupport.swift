/// A modifier that only changes the environment of its content.
struct EnvironmentWritingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let change: (inout EnvironmentValues) -> Void

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [Element] {
        context.appending(.child(0)).with(change).resolve(content)
    }
}

/// A modifier that wraps each of its content's elements in an element of its own.
struct WrappingModifier<Wrapper: Element>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let make: (Element) -> Wrapper
    let update: (Wrapper, ResolveContext) -> Void

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [Element] {
        let elements = context.appending(.child(0)).resolve(content)
        return elements.enumerated().map { index, element in
            let place = elements.count == 1 ? context : context.appending(.modifier(index))
            let wrapper = place.element { make(element) }
            if let wrapping = wrapper as? WrapperElement { wrapping.content = element }
            update(wrapper, place)
            return wrapper
        }
    }
}

/// A modifier that changes each of its content's elements in place (their views' accessibility, say).
struct ElementChangingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let change: (Element, ResolveContext) -> Void

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [Element] {
        let elements = context.appending(.child(0)).resolve(content)
        for element in elements { change(element, context) }
        return elements
    }
}

extension View {
    func writingEnvironment(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, EnvironmentWritingModifier> {
        modifier(EnvironmentWritingModifier(change: change))
    }

    func wrapped<W: Element>(_ make: @escaping (Element) -> W, update: @escaping (W, ResolveContext) -> Void)
        -> ModifiedContent<Self, WrappingModifier<W>> {
        modifier(WrappingModifier(make: make, update: update))
    }

    func changingElements(_ change: @escaping (Element, ResolveContext) -> Void) -> ModifiedContent<Self, ElementChangingModifier> {
        modifier(ElementChangingModifier(change: change))
    }
}
