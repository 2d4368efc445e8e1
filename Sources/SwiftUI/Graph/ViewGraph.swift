import UIKit

/// The views of one hosting controller: it turns the root view into elements, keeps each custom
/// view's state by its place in the tree, and reads a body again only when what it read changed
/// (its state, a binding's state, an `@Observable` model) or its inputs did.
@MainActor
final class ViewGraph {
    private var root: any View
    var environment: EnvironmentValues
    /// Told when the screen must be updated (the host asks for a layout pass).
    var onNeedsUpdate: () -> Void = {}
    /// The controller showing these views: what alerts and sheets are presented from.
    weak var host: UIViewController?
    private(set) var needsUpdate = true
    private(set) var rootElement: Element?
    private var generation = 0
    private var nodes: [ViewPath: ViewNode] = [:]
    private var elements: [ViewPath: Element] = [:]
    private var elementSeen: [ViewPath: Int] = [:]
    private var lifecycle = Lifecycle()
    private var receivers = Receivers()
    /// The values `onChange` watches, by place, and the actions to run once the update is done.
    private var watchedValues: [ViewPath: (value: Any, seen: Int)] = [:]
    private var afterUpdate: [() -> Void] = []

    /// The node whose body is being read: what it reads, it depends on.
    private(set) static var evaluatingNode: ViewNode?

    init(root: any View, environment: EnvironmentValues = EnvironmentValues()) {
        self.root = root
        self.environment = environment
    }

    func setRoot(_ view: any View) {
        root = view
        setNeedsUpdate()
    }

    func setNeedsUpdate() {
        guard !needsUpdate else { return }
        needsUpdate = true
        onNeedsUpdate()
    }

    /// How many bodies have been read, in all: what tests and the benchmark count.
    var bodyEvaluations: Int { nodes.values.reduce(0) { $0 + $1.evaluations } }

    /// Brings the elements up to date with the views; appearing views' `onAppear` run after.
    /// A change they make is taken in the same update (at most a few rounds, as a frame would).
    func updateIfNeeded() {
        var rounds = 0
        while needsUpdate && rounds < 8 {
            rounds += 1
            needsUpdate = false
            generation += 1
            let context = ResolveContext(graph: self, path: ViewPath(), environment: environment)
            rootElement = context.single(root)
            nodes = nodes.filter { $0.value.seen == generation }
            elements = elements.filter { elementSeen[$0.key] == generation }
            elementSeen = elementSeen.filter { $0.value == generation }
            // What `onChange` watched goes with its view, as nodes and elements do.
            watchedValues = watchedValues.filter { $0.value.seen == generation }
            lifecycle.finishUpdate(generation: generation)
            receivers.finishUpdate(generation: generation)
            let actions = afterUpdate
            afterUpdate = []
            for action in actions { action() }
        }
    }

    func noteLifecycle(at path: ViewPath, appear: (() -> Void)?, disappear: (() -> Void)?,
                       task: (@MainActor @Sendable () async -> Void)?) {
        lifecycle.note(path, generation: generation, appear: appear, disappear: disappear, task: task)
    }

    /// Subscribes `action` to `publisher` for the view at `path`, or keeps its subscription.
    func noteReceiver<P: Publisher>(_ publisher: P, at path: ViewPath, action: @escaping (P.Output) -> Void) where P.Failure == Never {
        receivers.note(publisher, at: path, generation: generation, action: action) { afterUpdate.append($0) }
    }

    /// Remembers `value` at `path`; when it differs from the last update's, `action` runs after this one.
    func noteValue<Value: Equatable>(_ value: Value, at path: ViewPath, initial: Bool, action: @escaping (Value, Value) -> Void) {
        let old = watchedValues[path]?.value as? Value
        watchedValues[path] = (value, generation)
        if let old, old != value {
            afterUpdate.append { action(old, value) }
        } else if old == nil, initial {
            afterUpdate.append { action(value, value) }
        }
    }

    /// Runs `action` once this update is done (a presentation, which must not happen mid-layout).
    func afterThisUpdate(_ action: @escaping () -> Void) {
        afterUpdate.append(action)
    }

    func element<E: Element>(at path: ViewPath, _ make: () -> E) -> E {
        elementSeen[path] = generation
        if let element = elements[path] as? E { return element }
        let element = make()
        elements[path] = element
        return element
    }

    /// A custom view's elements: its body's, read again only if needed.
    func resolveBody<V: View>(of view: V, in context: ResolveContext) -> [Element] {
        let node = node(at: context.path)
        DynamicProperties.connect(view, to: node, environment: context.environment)
        let body = evaluate(node, view: view, environment: context.environment) { view.body }
        return context.appending(.body).resolve(any: body)
    }

    /// A custom modifier's elements: its body around its content.
    func resolveBody<M: ViewModifier, Content: View>(of modifier: M, content: Content, in context: ResolveContext) -> [Element] {
        let path = context.path.appending(.modifier(0))
        let node = node(at: path)
        DynamicProperties.connect(modifier, to: node, environment: context.environment)
        let slot = node.storage["content"] as? ModifierContentSlot ?? ModifierContentSlot()
        node.storage["content"] = slot
        slot.content = { $0.resolve(content) }
        let body = evaluate(node, view: modifier, environment: context.environment) {
            modifier.body(content: _ViewModifier_Content(slot: slot))
        }
        var inner = context
        inner.path = path.appending(.body)
        return inner.resolve(any: body)
    }

    private func node(at path: ViewPath) -> ViewNode {
        let node = nodes[path] ?? ViewNode(path: path, graph: self)
        nodes[path] = node
        node.seen = generation
        return node
    }

    private func evaluate(_ node: ViewNode, view: Any, environment: EnvironmentValues, body: () -> any View) -> any View {
        if !node.isDirty, let lastBody = node.lastBody, let lastView = node.lastView, InputComparison.same(view, lastView),
           !node.readsEnvironment || node.lastEnvironment.isSame(as: environment) {
            return lastBody
        }
        node.isDirty = false
        let outer = Self.evaluatingNode
        Self.evaluatingNode = node
        defer { Self.evaluatingNode = outer }
        let made = withObservationTracking(body) { [weak node] in
            ViewGraph.onMain { node?.invalidate() }
        }
        node.noteEvaluated()
        node.lastBody = made
        node.lastView = view
        node.lastEnvironment = environment
        return made
    }

    /// Runs `work` on the main actor: now if this is the main thread, else when the main queue next runs.
    nonisolated static func onMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated(work)
        } else {
            DispatchQueue.main.async(execute: work)
        }
    }
}

/// Where a custom modifier's `content` finds what it stands for.
@MainActor
final class ModifierContentSlot {
    var content: (ResolveContext) -> [Element] = { _ in [] }
}
