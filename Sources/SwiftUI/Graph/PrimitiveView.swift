/// A view imsim lays out itself: it becomes elements, not a body.
@MainActor
protocol PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element]
}

/// A modifier imsim applies itself: it wraps its content's elements or changes their environment.
@MainActor
protocol PrimitiveModifier {
    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [Element]
}
