/// A key for a value views inherit from their ancestors, with the value used where none was set.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// What views inherit from their ancestors: fonts, colours, whether controls are enabled, the
/// colour scheme, `dismiss`, custom keys, and `@Observable` objects put there with `.environment(_:)`.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    mutating func setObject<Object: AnyObject>(_ object: Object?) {
        objects[ObjectIdentifier(Object.self)] = object
    }

    /// Whether a view reading either would see the same: values compared with `==` where they are
    /// Equatable, objects by identity; values that cannot be compared count as different.
    @MainActor
    func isSame(as other: EnvironmentValues) -> Bool {
        guard values.count == other.values.count, objects.count == other.objects.count else { return false }
        for (key, object) in objects where other.objects[key] !== object { return false }
        for (key, value) in values {
            guard let otherValue = other.values[key], InputComparison.same(value, otherValue) else { return false }
        }
        return true
    }

    public var description: String { "EnvironmentValues(\(values.count) values, \(objects.count) objects)" }
}
