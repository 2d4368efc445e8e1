/// A sum of terms plus a constant.
public struct LinearExpression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The terms with each variable once (coefficients summed), in order of first appearance.
    func reduced() -> [Term] {
        var position: [Variable: Int] = [:]
        var result: [Term] = []
        for term in terms {
            if let i = position[term.variable] {
                result[i].coefficient += term.coefficient
            } else {
                position[term.variable] = result.count
                result.append(term)
            }
        }
        return result
    }

    public var description: String {
        (terms.map(\.description) + [String(constant)]).joined(separator: " + ")
    }
}
