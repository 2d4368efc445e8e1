/// Storage a view owns: kept while the view keeps its place in the tree, whatever the view
/// values made for it in between. Setting it updates the views that read it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    private let location: StateLocation<Value>

    public init(wrappedValue value: Value) {
        initialValue = value
        location = StateLocation()
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get {
            guard let cell = location.cell else { return initialValue }
            return cell.read()
        }
        nonmutating set {
            // Outside a view in the tree (before its first body) a set is lost, as on iOS.
            location.cell?.write(newValue)
        }
    }

    public var projectedValue: Binding<Value> {
        let location = location, initialValue = initialValue
        return Binding(get: { location.cell?.read() ?? initialValue }, set: { location.cell?.write($0) },
                       identity: location.cell.map { ObjectIdentifier($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// `@State var selection: Item?`: nil to start with.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: GraphConnectedProperty {
    func connect(to node: ViewNode, slot: String, environment: EnvironmentValues) {
        if let cell = node.storage[slot] as? StateCell<Value> {
            location.cell = cell
        } else {
            let cell = StateCell(initialValue, owner: node)
            node.storage[slot] = cell
            location.cell = cell
        }
    }

    /// A new initial value for a view already in the tree is ignored, so it changes nothing.
    func isSameInput(as other: Any) -> Bool { other is State<Value> }
}

/// Where a `State` value finds its storage once its view is in the tree.
@MainActor
final class StateLocation<Value> {
    var cell: StateCell<Value>?
}

/// One `@State`'s value in the tree, and the views whose bodies read it.
@MainActor
final class StateCell<Value> {
    private var value: Value
    private var readers: [ObjectIdentifier: WeakNode] = [:]

    init(_ value: Value, owner: ViewNode) {
        self.value = value
        readers[ObjectIdentifier(owner)] = WeakNode(owner)
    }

    func read() -> Value {
        if let reader = ViewGraph.evaluatingNode { readers[ObjectIdentifier(reader)] = WeakNode(reader) }
        return value
    }

    func write(_ newValue: Value) {
        value = newValue
        for reader in readers.values { reader.node?.invalidate() }
    }
}

struct WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}
