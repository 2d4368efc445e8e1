// Arithmetic that builds linear expressions: `left + width * 0.5 - other - 10`.

extension LinearExpression {
    public static prefix func - (e: LinearExpression) -> LinearExpression { e * -1 }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }

    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
}

extension Variable {
    public static prefix func - (v: Variable) -> LinearExpression { LinearExpression([Term(v, -1)]) }

    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, rhs)]) }
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }
    public static func / (lhs: Variable, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs)]) }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs, -1)]) }

    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: rhs) }
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: -rhs) }
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression { rhs + lhs }
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression { -rhs + lhs }
}
