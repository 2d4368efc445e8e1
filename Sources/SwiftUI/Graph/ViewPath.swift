/// A view's structural identity: the way down from the root to it (which child of a row of views,
/// which branch of an `if`, which item of a `ForEach`). State lives as long as its path is on screen.
struct ViewPath: Hashable, CustomStringConvertible {
    enum Component: Hashable {
        /// The n-th view of a row of views (`TupleView`), or a part of a view (a button's label).
        case child(Int)
        /// The branch of an `if`/`else` or `switch`, or an optional's value.
        case branch(Int)
        /// An item of `ForEach`, by its id (and its count, if an id repeats).
        case item(AnyHashable, Int)
        /// What an `AnyView` holds, by its type.
        case type(ObjectIdentifier)
        /// A custom view's body; a modifier's.
        case body
        case modifier(Int)
    }

    private(set) var components: [Component] = []

    func appending(_ component: Component) -> ViewPath {
        var path = self
        path.components.append(component)
        return path
    }

    var description: String {
        "/" + components.map { component in
            switch component {
            case let .child(index): "\(index)"
            case let .branch(index): "branch\(index)"
            case let .item(id, count): count == 0 ? "[\(id.base)]" : "[\(id.base)#\(count)]"
            case .type: "any"
            case .body: "body"
            case let .modifier(index): "m\(index)"
            }
        }.joined(separator: "/")
    }
}
