import Combine

/// An `ObservableObject` the view makes and owns: made once, when the view first appears, and
/// kept while the view keeps its place; the view is updated after each change the object announces.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let location = ObjectLocation<ObjectType>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    public var wrappedValue: ObjectType {
        if let object = location.object { return object }
        // Read outside a view in the tree (in an initializer): a new object each time, as SwiftUI warns.
        return make()
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: GraphConnectedProperty {
    func connect(to node: ViewNode, slot: String, environment: EnvironmentValues) {
        if let kept = node.storage[slot] as? ObjectSubscription<ObjectType> {
            location.object = kept.object
            return
        }
        let subscription = ObjectSubscription(make(), node: node)
        node.storage[slot] = subscription
        location.object = subscription.object
    }

    func isSameInput(as other: Any) -> Bool { other is StateObject<ObjectType> }
}

/// An `ObservableObject` the view is given: the view is updated after each change it announces.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// `$model.name`: a binding to a property of the object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
                           identity: [AnyHashable(ObjectIdentifier(object)), AnyHashable(keyPath)])
        }
    }
}

extension ObservedObject: GraphConnectedProperty {
    func connect(to node: ViewNode, slot: String, environment: EnvironmentValues) {
        if let kept = node.storage[slot] as? ObjectSubscription<ObjectType>, kept.object === wrappedValue { return }
        node.storage[slot] = ObjectSubscription(wrappedValue, node: node)
    }

    func isSameInput(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}

/// An `ObservableObject` put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let location = ObjectLocation<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = location.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: GraphConnectedProperty {
    func connect(to node: ViewNode, slot: String, environment: EnvironmentValues) {
        guard let object = environment.object(ObjectType.self) else { return }
        location.object = object
        node.readsEnvironment = true
        if let kept = node.storage[slot] as? ObjectSubscription<ObjectType>, kept.object === object { return }
        node.storage[slot] = ObjectSubscription(object, node: node)
    }

    func isSameInput(as other: Any) -> Bool { other is EnvironmentObject<ObjectType> }
}

extension View {
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        writingEnvironment { $0.setObject(object) }
    }
}

@MainActor
final class ObjectLocation<ObjectType: AnyObject> {
    var object: ObjectType?
}

/// A node's subscription to an object's announcements: each one updates the node.
@MainActor
final class ObjectSubscription<ObjectType: ObservableObject> {
    let object: ObjectType
    private var cancellable: AnyCancellable?

    init(_ object: ObjectType, node: ViewNode) {
        self.object = object
        cancellable = object.objectWillChange.sink { [weak node] _ in
            ViewGraph.onMain { node?.invalidate() }
        }
    }
}
