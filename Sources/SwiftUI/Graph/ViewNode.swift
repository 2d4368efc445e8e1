/// A custom view (or modifier) at one place in the tree: its `@State` storage, its last body, and
/// whether that body must be read again (state it read changed, a model it read changed).
@MainActor
final class ViewNode {
    let path: ViewPath
    weak var graph: ViewGraph?
    /// `@State` storage by property name.
    var storage: [String: AnyObject] = [:]
    var isDirty = true
    var readsEnvironment = false
    var lastView: Any?
    var lastBody: (any View)?
    var lastEnvironment = EnvironmentValues()
    /// How many times its body was read: what tests and benchmarks count.
    private(set) var evaluations = 0
    var seen = 0

    init(path: ViewPath, graph: ViewGraph) {
        self.path = path
        self.graph = graph
    }

    /// Something the body read changed: read it at the next update.
    func invalidate() {
        guard !isDirty else { return }
        isDirty = true
        graph?.setNeedsUpdate()
    }

    func noteEvaluated() {
        evaluations += 1
    }
}
