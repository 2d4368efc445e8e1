import UIKit

/// The size a view is given, for content that depends on it: it takes the whole space offered and
/// puts its content at its top leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let element = context.element { GeometryElement(graph: context.graph) }
        element.inner = context.appending(.child(0)).single(content(GeometryProxy(size: element.size)))
        return [element]
    }
}

/// What a `GeometryReader` knows of its place: its size (its place on the screen is not known yet).
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's rectangle in its own coordinates (other spaces are not known to imsim yet).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A named space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

/// A `GeometryReader` on the screen: it keeps the size it was last given, and asks for another
/// update when a layout gives it a new one, so its content is built for the size it has.
final class GeometryElement: Element {
    private weak var graph: ViewGraph?
    private(set) var size = CGSize.zero
    var inner: Element = EmptyElement()

    init(graph: ViewGraph) {
        self.graph = graph
        super.init(view: HostedView())
    }

    override var children: [Element] { [inner] }
    override var containerView: UIView? { view }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }

    override func placeChildren(in size: CGSize) {
        if size != self.size {
            self.size = size
            graph?.setNeedsUpdate()
        }
        let proposal = ProposedViewSize(size)
        inner.place(CGRect(origin: .zero, size: inner.size(fitting: proposal)), proposal: proposal)
    }
}
