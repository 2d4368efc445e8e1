/// The error a system's solution leaves, per priority level, as tools/solver-oracle measures it: a
/// system with several optima (degenerate) is checked by its objective, not by the values one optimum has.
struct ObjectiveCheck {
    private struct Constraint {
        var level: Double, weight: Double, relation: Substring, constant: Double
        var terms: [(variable: Int, coefficient: Double)]
    }

    /// For each `V` of `system` (replayed with the operations `answers` accepted): the active
    /// constraints and edit variables (level, weight, suggested value).
    private var checkpoints: [([Constraint], [Int: (Double, Double, Double)])] = []

    init(system: String, answers: [String]) {
        var defined: [Int: Constraint] = [:], active: [Int: Constraint] = [:]
        var edits: [Int: (Double, Double, Double)] = [:]
        var tokens = answers.makeIterator()
        var variableCount = 0
        for line in system.split(separator: "\n") {
            let f = line.split(separator: " ")
            if f[0] == "S" { variableCount = Int(f[1])!; continue }
            if f[0] == "V" {
                checkpoints.append((active.keys.sorted().map { active[$0]! }, edits))
                for _ in 0...variableCount { _ = tokens.next() }
                continue
            }
            guard ["A", "R", "E", "X", "U"].contains(f[0]) else { continue }
            let ok = tokens.next() == "ok"
            let id = Int(f[1])!
            if f[0] == "A", defined[id] == nil {
                var terms: [(Int, Double)] = []
                for i in stride(from: 6, to: f.count - 1, by: 2) { terms.append((Int(f[i])!, Double(f[i + 1])!)) }
                defined[id] = Constraint(level: Double(f[2])!, weight: Double(f[3])!, relation: f[4], constant: Double(f[5])!, terms: terms)
            }
            guard ok else { continue }
            switch f[0] {
            case "A": active[id] = defined[id]
            case "R": active[id] = nil
            case "E": edits[id] = (Double(f[2])!, Double(f[3])!, 0)
            case "X": edits[id] = nil
            default: edits[id]?.2 = Double(f[2])!
            }
        }
    }

    /// Per checkpoint: the weighted error at each level, the rounding that error may carry at each level
    /// (1e-10 of each constraint's size times its weight), and the worst required violation (relative).
    func errors(values: [[Double]]) -> [(perLevel: [Double: Double], rounding: [Double: Double], requiredViolation: Double)] {
        zip(checkpoints, values).map { checkpoint, x in
            var perLevel: [Double: Double] = [:], rounding: [Double: Double] = [:], worst = 0.0
            for c in checkpoint.0 {
                let e = c.terms.reduce(c.constant) { $0 + $1.coefficient * x[$1.variable] }
                let scale = c.terms.reduce(1 + abs(c.constant)) { $0 + abs($1.coefficient * x[$1.variable]) }
                let error = c.relation == "=" ? abs(e) : c.relation == "<" ? max(0, e) : max(0, -e)
                if c.level == .infinity {
                    worst = max(worst, error / scale)
                } else {
                    perLevel[c.level, default: 0] += c.weight * error
                    rounding[c.level, default: 0] += 1e-10 * c.weight * scale
                }
            }
            for (variable, (level, weight, suggested)) in checkpoint.1 {
                perLevel[level, default: 0] += weight * abs(x[variable] - suggested)
                rounding[level, default: 0] += 1e-10 * weight * (1 + abs(suggested) + abs(x[variable]))
            }
            return (perLevel, rounding, worst)
        }
    }
}
