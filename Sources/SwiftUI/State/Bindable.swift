/// An `@Observable` object whose properties views bind controls to: `$model.name`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
                       identity: [AnyHashable(ObjectIdentifier(object as AnyObject)), AnyHashable(keyPath)])
    }
}

extension Bindable: GraphConnectedProperty {
    func connect(to node: ViewNode, slot: String, environment: EnvironmentValues) {}

    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Bindable<Value> else { return false }
        return (other.wrappedValue as AnyObject) === (wrappedValue as AnyObject)
    }
}
