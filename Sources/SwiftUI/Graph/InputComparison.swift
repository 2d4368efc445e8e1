/// Whether two versions of a view value would give the same body, as SwiftUI decides whether to
/// read a body again: field by field, with `==` where a field is Equatable, objects by identity,
/// state and environment properties as the same, and closures always as different.
@MainActor
enum InputComparison {
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if let connected = lhs as? any GraphConnectedProperty { return connected.isSameInput(as: rhs) }
        if let equatable = lhs as? any Equatable { return equal(equatable, rhs) }
        let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .class:
            return type(of: lhs) is AnyObject.Type && (lhs as AnyObject) === (rhs as AnyObject)
        case .struct, .tuple, .optional, .enum:
            guard left.displayStyle == right.displayStyle, left.subjectType == right.subjectType,
                  left.children.count == right.children.count else { return false }
            // An enum's one child is its payload, labelled with its case.
            return zip(left.children, right.children).allSatisfy { $0.label == $1.label && same($0.value, $1.value) }
        default:
            // Closures, metatypes: nothing to compare them by.
            return false
        }
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}
