import Cassowary

/// Plays one system in tools/solver-oracle's format (Sources/CassowaryOracle/main.swift), returning the
/// answer tokens: ok or an error code per operation, `V` and the values per checkpoint.
func replay(_ system: String) -> [String] {
    var solver = Solver()
    var variables: [Variable] = []
    var constraints: [Int: LinearConstraint] = [:]
    var out: [String] = []
    func strength(_ level: Substring, _ weight: Substring) -> Strength {
        Double(level)! == .infinity ? .required : Strength(level: Double(level)!, weight: Double(weight)!)
    }
    func run(_ body: () throws(SolverError) -> Void) {
        do { try body(); out.append("ok") } catch { out.append("\(error)") }
    }
    for line in system.split(separator: "\n") {
        let f = line.split(separator: " ")
        switch f[0] {
        case "S":
            variables = (0..<Int(f[1])!).map { Variable("x\($0)") }
        case "A":
            var terms: [Term] = []
            for i in stride(from: 6, to: f.count - 1, by: 2) { terms.append(Term(variables[Int(f[i])!], Double(f[i + 1])!)) }
            let relation: Relation = f[4] == "<" ? .lessThanOrEqual : f[4] == ">" ? .greaterThanOrEqual : .equal
            let c = constraints[Int(f[1])!]
                ?? LinearConstraint(LinearExpression(terms, constant: Double(f[5])!), relation, strength: strength(f[2], f[3]))
            constraints[Int(f[1])!] = c
            run { () throws(SolverError) in try solver.addConstraint(c) }
        case "R":
            let c = constraints[Int(f[1])!] ?? LinearConstraint(LinearExpression(), .equal)
            run { () throws(SolverError) in try solver.removeConstraint(c) }
        case "E":
            run { () throws(SolverError) in try solver.addEditVariable(variables[Int(f[1])!], strength: strength(f[2], f[3])) }
        case "X":
            run { () throws(SolverError) in try solver.removeEditVariable(variables[Int(f[1])!]) }
        case "U":
            run { () throws(SolverError) in try solver.suggestValue(variables[Int(f[1])!], Double(f[2])!) }
        case "V":
            solver.updateVariables()
            out.append("V")
            out += variables.map { "\($0.value)" }
        default:
            break
        }
    }
    return out
}

/// The oracle's error codes, as `replay` spells them.
let oracleCodes = ["dup": "duplicateConstraint", "unsat": "unsatisfiableConstraint", "unknown": "unknownConstraint",
                   "dupedit": "duplicateEditVariable", "reqedit": "requiredEditVariable", "unknownedit": "unknownEditVariable"]
