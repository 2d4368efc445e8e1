/// A value read from the environment the view is in: `@Environment(\.colorScheme)`,
/// `@Environment(\.dismiss)`, or an `@Observable` object: `@Environment(Model.self)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: @MainActor (EnvironmentValues) -> Value
    private let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// An object put in the environment with `.environment(object)`; reading it where none was put
    /// stops the extension, as on iOS, with the type's name.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(objectType) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// An object put in the environment, or nil.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        read = { $0.object(objectType) }
    }

    public var wrappedValue: Value {
        guard let environment = box.environment else { return read(EnvironmentValues()) }
        return read(environment)
    }
}

extension Environment: GraphConnectedProperty {
    func connect(to node: ViewNode, slot: String, environment: EnvironmentValues) {
        box.environment = environment
        node.readsEnvironment = true
    }

    /// What the environment holds is compared by the node, not by this property.
    func isSameInput(as other: Any) -> Bool { other is Environment<Value> }
}

@MainActor
final class EnvironmentBox {
    var environment: EnvironmentValues?
}
