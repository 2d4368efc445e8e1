/// A property of an `ObservableObject` that announces each change on the object's
/// `objectWillChange` before it happens; `$property` is a publisher of its values (in any class).
@propertyWrapper
public struct Published<Value> {
    fileprivate let box: PublishedBox<Value>

    public init(wrappedValue: Value) {
        box = PublishedBox(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.find(owner: object)
            return box.value
        }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.find(owner: object)
            box.set(newValue)
        }
    }

    /// `$property` read through its object (which it announces changes on, as `assign(to:)` makes them).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.find(owner: object)
            return Publisher(box: box)
        }
        set {}
    }

    /// `$property`: its value when subscribed to, then each new one, sent before the property
    /// changes (as Apple's, from the property's `willSet`).
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
    }

    /// The values a `@Published` property takes.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        fileprivate let box: PublishedBox<Value>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.changes.prepend(box.value).receive(subscriber: subscriber)
        }
    }
}

extension Publisher where Failure == Never {
    /// Sets a `@Published` property to each value, announced as the property's own changes are;
    /// the subscription lasts as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        box.assigned = sink { [weak box] value in box?.set(value) }
    }
}

/// A `@Published` property's storage, shared by the property and its publishers.
final class PublishedBox<Value> {
    var value: Value
    let changes = PassthroughSubject<Value, Never>()
    /// The object it is a property of, once read or set through it, if an `ObservableObject`: whom
    /// a change is announced on.
    private weak var owner: AnyObject?
    private var announce: ((AnyObject) -> Void)?
    private var ownerFound = false
    var assigned: AnyCancellable?

    init(_ value: Value) {
        self.value = value
    }

    func find(owner object: AnyObject) {
        guard !ownerFound else { return }
        ownerFound = true
        guard let observable = object as? any ObservableObject else { return }
        owner = object
        announce = Self.announcer(for: observable)
    }

    private static func announcer<Owner: ObservableObject>(for _: Owner) -> (AnyObject) -> Void {
        { object in ((object as? Owner)?.objectWillChange as? ObservableObjectPublisher)?.send() }
    }

    func set(_ newValue: Value) {
        if let owner, let announce { announce(owner) }
        changes.send(newValue)
        value = newValue
    }
}
