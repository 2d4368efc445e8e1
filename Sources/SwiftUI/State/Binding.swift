/// A value owned elsewhere, read and written through: `$count` of a `@State`, a model's property
/// through `@Bindable`, or one made with `get` and `set`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// What the binding reaches (a state's storage, an object's property): two bindings to the same
    /// place are the same input to a view. Nil for bindings made from closures.
    let identity: AnyHashable?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, identity: nil)
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, identity: AnyHashable?) {
        getter = get
        setter = set
        self.identity = identity
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = getter, setter = setter
        return Binding<Subject>(get: { getter()[keyPath: keyPath] },
                                set: { var value = getter(); value[keyPath: keyPath] = $0; setter(value) },
                                identity: identity.map { [$0, AnyHashable(keyPath)] })
    }

    /// A binding to an optional's value, or nil while it is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 }, identity: base.identity)
    }

    /// A binding to the same value, seen as optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } }, identity: base.identity)
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: GraphConnectedProperty {
    func connect(to node: ViewNode, slot: String, environment: EnvironmentValues) {}

    func isSameInput(as other: Any) -> Bool {
        guard let identity, let other = other as? Binding<Value> else { return false }
        return other.identity == identity
    }
}
