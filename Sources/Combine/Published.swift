/// A property of an `ObservableObject` that announces each change on the object's
/// `objectWillChange` before it happens; `$property` is a publisher of its new values.
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    private let values = Subscribers<Value>()

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public init(initialValue: Value) {
        value = initialValue
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value where EnclosingSelf.ObjectWillChangePublisher == ObservableObjectPublisher {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
            object[keyPath: storageKeyPath].values.send(newValue)
        }
    }

    /// `$property`: its value now and after each change.
    public var projectedValue: Publisher {
        get { Publisher(current: value, values: values) }
        set {}
    }

    /// The values a `@Published` property takes.
    public struct Publisher {
        let current: Value
        let values: Subscribers<Value>

        /// Calls `receiveValue` with the value now, then with each new one.
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(current)
            return values.add(receiveValue)
        }
    }
}
