// Solves systems read from stdin and prints one line of answers per system, for tools/solver-oracle.
//
// Input, one operation a line; a system starts with `S n` (n variables, 0..<n) and ends with `Z`:
//   A id level weight rel constant (var coef)*   add constraint `id`: sum + constant rel 0; rel is < = >; level inf = required
//   R id                                         remove constraint `id`
//   E var level weight                           add an edit variable
//   X var                                        remove an edit variable
//   U var value                                  suggest a value
//   V                                            update variables and print their values
// With `--batch`, consecutive A lines are added with one `addConstraints` and consecutive R lines
// removed with one `removeConstraints` (the answers must not change).
// Output per system: one token per A/R/E/X/U (ok, dup, unsat, unknown, dupedit, reqedit, unknownedit),
// and `V v0 v1 ...` per V, space-separated on one line.
import Cassowary

func code(_ error: SolverError) -> String {
    switch error {
    case .duplicateConstraint: "dup"
    case .unsatisfiableConstraint: "unsat"
    case .unknownConstraint: "unknown"
    case .duplicateEditVariable: "dupedit"
    case .requiredEditVariable: "reqedit"
    case .unknownEditVariable: "unknownedit"
    }
}

func strength(_ level: Substring, _ weight: Substring) -> Strength {
    let l = Double(level)!
    return l == .infinity ? .required : Strength(level: l, weight: Double(weight)!)
}

var solver = Solver()
var variables: [Variable] = []
var constraints: [Int: LinearConstraint] = [:]
var out: [String] = []
let batch = CommandLine.arguments.contains("--batch")
/// Batched adds or removes not yet given to the solver.
var pendingAdds: [LinearConstraint] = [], pendingRemoves: [LinearConstraint] = []
var pendingIDs: Set<ObjectIdentifier> = []

@MainActor func flushAdds() {
    guard !pendingAdds.isEmpty else { return }
    var refused: [ObjectIdentifier: SolverError] = [:]
    for (c, error) in solver.addConstraints(pendingAdds) { refused[ObjectIdentifier(c)] = error }
    out += pendingAdds.map { refused[ObjectIdentifier($0)].map(code) ?? "ok" }
    pendingAdds = []
    pendingIDs = []
}

@MainActor func flushRemoves() {
    guard !pendingRemoves.isEmpty else { return }
    let unknown = Set(solver.removeConstraints(pendingRemoves).map(ObjectIdentifier.init))
    out += pendingRemoves.map { unknown.contains(ObjectIdentifier($0)) ? "unknown" : "ok" }
    pendingRemoves = []
    pendingIDs = []
}

@MainActor func run(_ body: () throws(SolverError) -> Void) {
    do { try body(); out.append("ok") } catch { out.append(code(error)) }
}

while let line = readLine() {
    let f = line.split(separator: " ")
    guard let op = f.first else { continue }
    if op != "A" { flushAdds() }
    if op != "R" { flushRemoves() }
    switch op {
    case "S":
        solver = Solver()
        variables = (0..<Int(f[1])!).map { Variable("x\($0)") }
        constraints = [:]
        out = []
    case "A":
        let id = Int(f[1])!
        var terms: [Term] = []
        var i = 6
        while i + 1 < f.count {
            terms.append(Term(variables[Int(f[i])!], Double(f[i + 1])!))
            i += 2
        }
        let relation: Relation = switch f[4] { case "<": .lessThanOrEqual; case ">": .greaterThanOrEqual; default: .equal }
        let c = constraints[id] ?? LinearConstraint(LinearExpression(terms, constant: Double(f[5])!), relation, strength: strength(f[2], f[3]))
        constraints[id] = c
        if !batch {
            run { () throws(SolverError) in try solver.addConstraint(c) }
        } else {
            // A constraint twice in one batch: the second is a duplicate of a constraint the solver holds.
            if pendingIDs.contains(ObjectIdentifier(c)) { flushAdds() }
            pendingAdds.append(c)
            pendingIDs.insert(ObjectIdentifier(c))
        }
    case "R":
        let c = constraints[Int(f[1])!] ?? LinearConstraint(LinearExpression(), .equal)
        if !batch {
            run { () throws(SolverError) in try solver.removeConstraint(c) }
        } else {
            if pendingIDs.contains(ObjectIdentifier(c)) { flushRemoves() }
            pendingRemoves.append(c)
            pendingIDs.insert(ObjectIdentifier(c))
        }
    case "E":
        let v = variables[Int(f[1])!], s = strength(f[2], f[3])
        run { () throws(SolverError) in try solver.addEditVariable(v, strength: s) }
    case "X":
        let v = variables[Int(f[1])!]
        run { () throws(SolverError) in try solver.removeEditVariable(v) }
    case "U":
        let v = variables[Int(f[1])!], value = Double(f[2])!
        run { () throws(SolverError) in try solver.suggestValue(v, value) }
    case "V":
        solver.updateVariables()
        out.append("V")
        out += variables.map { "\($0.value)" }
    case "Z":
        print(out.joined(separator: " "))
    default:
        fatalError("solver-oracle: bad line \(line)")
    }
}
