// Times the Cassowary solver on systems shaped like UIKit layouts (tools/bench-solver runs it in release).
// Each view has 4 variables (left, top, width, height) and about 5 constraints: pinned edges, equal
// widths, an intrinsic size at levels 250/750. Two shapes: a chain (each view right of the previous one)
// and a tree (three children per view, side by side inside their parent). For each N it times
//   add     adding every constraint (and the root's edit variable) to an empty solver
//   update  updateVariables()
//   churn   removing 1% of the constraints and adding them back with new constants
//   suggest one suggestValue on the root's width edit variable, then updateVariables()
// Usage: CassowaryBench [N ...] (default 100 1000 5000); prints one line per shape and N, then ratios.
import Cassowary
import Foundation

struct View {
    let left: Variable, top: Variable, width: Variable, height: Variable
    init(_ i: Int) {
        left = Variable("v\(i).left"); top = Variable("v\(i).top")
        width = Variable("v\(i).width"); height = Variable("v\(i).height")
    }
    var right: LinearExpression { left + width }
}

let required = Strength.required, high = Strength(level: 750), low = Strength(level: 250)

/// A constraint with a constant that churn can change: `expression + constant relation 0`.
struct Spec {
    var expression: LinearExpression
    var relation: Relation
    var strength: Strength
    func make(shift: Double = 0) -> LinearConstraint {
        LinearConstraint(expression + shift, relation, strength: strength)
    }
}

/// The root's constraints, then each view's: N views, the root being view 0.
func chain(_ n: Int) -> (views: [View], specs: [Spec]) {
    let views = (0..<n).map(View.init)
    var specs: [Spec] = []
    let root = views[0]
    specs.append(Spec(expression: LinearExpression(root.left), relation: .equal, strength: required))
    specs.append(Spec(expression: LinearExpression(root.top), relation: .equal, strength: required))
    specs.append(Spec(expression: root.height - 30, relation: .equal, strength: high))
    specs.append(Spec(expression: root.width - 20, relation: .greaterThanOrEqual, strength: required))
    for i in 1..<n {
        let v = views[i], p = views[i - 1]
        specs.append(Spec(expression: v.left - p.right - 8, relation: .equal, strength: required))
        specs.append(Spec(expression: v.top - p.top, relation: .equal, strength: required))
        specs.append(Spec(expression: v.width - p.width, relation: .equal, strength: i % 2 == 0 ? required : high))
        specs.append(Spec(expression: v.width - 44, relation: .equal, strength: low))
        specs.append(Spec(expression: v.height - 20, relation: .greaterThanOrEqual, strength: required))
        specs.append(Spec(expression: v.height - 30, relation: .equal, strength: high))
    }
    return (views, specs)
}

/// Three children per view, left to right with 8-point gaps, equal widths, inside their parent if they fit.
func tree(_ n: Int) -> (views: [View], specs: [Spec]) {
    let views = (0..<n).map(View.init)
    var specs: [Spec] = []
    let root = views[0]
    specs.append(Spec(expression: LinearExpression(root.left), relation: .equal, strength: required))
    specs.append(Spec(expression: LinearExpression(root.top), relation: .equal, strength: required))
    specs.append(Spec(expression: root.height - 812, relation: .equal, strength: required))
    specs.append(Spec(expression: root.width - 20, relation: .greaterThanOrEqual, strength: required))
    for i in 1..<n {
        let v = views[i], p = views[(i - 1) / 3], k = (i - 1) % 3
        if k == 0 {
            specs.append(Spec(expression: v.left - p.left - 8, relation: .equal, strength: required))
        } else {
            let prev = views[i - 1]
            specs.append(Spec(expression: v.left - prev.right - 8, relation: .equal, strength: required))
            specs.append(Spec(expression: v.width - prev.width, relation: .equal, strength: required))
        }
        if k == 2 || i == n - 1 {
            specs.append(Spec(expression: v.right - p.right + 8, relation: .lessThanOrEqual, strength: high))
        }
        specs.append(Spec(expression: v.top - p.top - 8, relation: .equal, strength: required))
        specs.append(Spec(expression: v.height - p.height + 16, relation: .lessThanOrEqual, strength: high))
        specs.append(Spec(expression: v.width - 100, relation: .equal, strength: low))
        specs.append(Spec(expression: v.height - 30, relation: .equal, strength: high))
        specs.append(Spec(expression: v.height - 20, relation: .greaterThanOrEqual, strength: required))
    }
    return (views, specs)
}

let clock = ContinuousClock()
func ms(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}
func time(_ body: () throws -> Void) rethrows -> Double {
    let start = clock.now
    try body()
    return ms(clock.now - start)
}

struct Result { var add = 0.0, update = 0.0, churn = 0.0, suggest = 0.0, constraints = 0 }

func run(_ shape: (Int) -> (views: [View], specs: [Spec]), _ n: Int) throws -> Result {
    let (views, specs) = shape(n)
    var constraints = specs.map { $0.make() }
    var solver = Solver()
    var r = Result(constraints: constraints.count)
    r.add = try time {
        for c in constraints { try solver.addConstraint(c) }
        try solver.addEditVariable(views[0].width, strength: Strength(level: 999))
        try solver.suggestValue(views[0].width, 375)
    }
    r.update = time { solver.updateVariables() }
    // 1% of the constraints, spread evenly, with new constants.
    let step = 100
    r.churn = try time {
        for i in stride(from: step / 2, to: constraints.count, by: step) {
            try solver.removeConstraint(constraints[i])
            constraints[i] = specs[i].make(shift: i % 2 == 0 ? -2 : 3)
            try solver.addConstraint(constraints[i])
        }
        solver.updateVariables()
    }
    r.suggest = try time {
        try solver.suggestValue(views[0].width, 320)
        solver.updateVariables()
    }
    return r
}

var sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
if sizes.isEmpty { sizes = [100, 1000, 5000] }
func f(_ x: Double) -> String {
    String(format: x < 10 ? "%9.2f" : "%9.1f", x)
}
print("shape  views  constraints     add ms  update ms   churn ms  suggest ms")
for (name, shape) in [("chain", chain as (Int) -> (views: [View], specs: [Spec])), ("tree ", tree)] {
    var results: [Result] = []
    for n in sizes {
        let r = try run(shape, n)
        results.append(r)
        print("\(name) \(String(repeating: " ", count: max(0, 6 - String(n).count)))\(n)  \(String(repeating: " ", count: max(0, 11 - String(r.constraints).count)))\(r.constraints)  \(f(r.add))  \(f(r.update))  \(f(r.churn))  \(f(r.suggest))")
    }
    for i in 1..<max(1, results.count) {
        let a = results[i - 1], b = results[i]
        print("\(name) ratio \(sizes[i])/\(sizes[i - 1]):     add \(f(b.add / a.add))x  update \(f(b.update / a.update))x  churn \(f(b.churn / a.churn))x  suggest \(f(b.suggest / a.suggest))x")
    }
}
