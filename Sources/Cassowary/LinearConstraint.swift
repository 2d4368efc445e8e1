/// `expression relation 0`, at a strength. Two constraints are the same only if they are the same object.
public final class LinearConstraint: Hashable, CustomStringConvertible {
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs`.
    public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// `variable relation 0`.
    public convenience init(_ variable: Variable, _ relation: Relation, strength: Strength = .required) {
        self.init(LinearExpression(variable), relation, strength: strength)
    }

    public static func == (lhs: LinearConstraint, rhs: LinearConstraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let op = switch relation { case .lessThanOrEqual: "<="; case .equal: "=="; case .greaterThanOrEqual: ">=" }
        return "\(expression) \(op) 0 (\(strength))"
    }
}
