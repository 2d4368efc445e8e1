/// How a constraint's expression compares with zero.
public enum Relation: Sendable, Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}
