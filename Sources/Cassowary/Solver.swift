/// An incremental Cassowary solver, after kiwi's: a tableau of rows keyed by basic symbols, an
/// objective with lexicographic (per-level) weights, primal simplex after adds and removes, dual
/// simplex after edit suggestions. A value type: a copy is an independent solver over the same variables.
public struct Solver {
    /// What a constraint added to the tableau: its marker (slack, error or dummy) and its other error symbol.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    struct Edit {
        var tag: Tag
        var constraint: LinearConstraint
        var constant: Double
    }

    var constraints: [LinearConstraint: Tag] = [:]
    var rows = RowTable()
    var variables: [Variable: Symbol] = [:]
    var edits: [Variable: Edit] = [:]
    var infeasibleRows: [Symbol] = []
    var objective = ObjectiveRow()
    /// The objective of `addWithArtificialVariable` while it runs.
    var artificial: ObjectiveRow?
    var tick = 1

    public init() {}

    /// The tableau's rows and their cells in all: what each pivot and substitution works through.
    public var tableauSize: (rows: Int, cells: Int) {
        (rows.count, rows.rows.reduce(0) { $0 + $1.cells.count })
    }

    public func hasConstraint(_ constraint: LinearConstraint) -> Bool { constraints[constraint] != nil }
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Throws `unsatisfiableConstraint` for a required constraint that contradicts the required ones
    /// already added; the solver is then exactly as it was before the call.
    public mutating func addConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        try addRow(for: constraint)
        optimize()
    }

    /// Adds each constraint as `addConstraint` would, in order, but optimizes once at the end: adding a
    /// row keeps the tableau feasible, so the pivots of each intermediate optimum are saved. Returns the
    /// constraints refused, with why. (Adding required constraints first also saves work: each later
    /// one then finds the rows it is substituted into already settled.)
    public mutating func addConstraints(_ constraints: [LinearConstraint]) -> [(LinearConstraint, SolverError)] {
        var refused: [(LinearConstraint, SolverError)] = []
        for constraint in constraints {
            do throws(SolverError) { try addRow(for: constraint) } catch { refused.append((constraint, error)) }
        }
        optimize()
        return refused
    }

    /// Puts the constraint's row in the tableau, feasible but not yet optimal.
    private mutating func addRow(for constraint: LinearConstraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint }
        var newVariables: [Variable] = []
        var (row, tag) = makeRow(for: constraint, newVariables: &newVariables)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.allDummies {
            guard row.constant.isNearZero else {
                forget(newVariables)
                throw .unsatisfiableConstraint
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows.set(subject, row)
        } else {
            let saved = self
            guard addWithArtificialVariable(row) else {
                self = saved
                forget(newVariables)
                throw .unsatisfiableConstraint
            }
        }
        constraints[constraint] = tag
    }

    public mutating func removeConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        try removeRow(of: constraint)
        optimize()
    }

    /// Removes each constraint as `removeConstraint` would, optimizing once at the end; returns those
    /// the solver did not hold.
    @discardableResult
    public mutating func removeConstraints(_ constraints: [LinearConstraint]) -> [LinearConstraint] {
        var unknown: [LinearConstraint] = []
        for constraint in constraints {
            do throws(SolverError) { try removeRow(of: constraint) } catch { unknown.append(constraint) }
        }
        optimize()
        return unknown
    }

    /// Takes the constraint's row out of the tableau, which stays feasible.
    private mutating func removeRow(of constraint: LinearConstraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint }
        // Take the errors out of the objective before pivoting, so substitutions don't carry them.
        let weight = Self.weight(constraint.strength)
        for symbol in [tag.marker, tag.other] {
            guard let symbol, symbol.isError else { continue }
            if let row = rows[symbol] { objective.insert(row, weight.scaled(-1)) } else { objective.insert(symbol, weight.scaled(-1)) }
        }
        if rows.remove(tag.marker) == nil {
            // Pivot the marker into the basis, then drop its row.
            if let leaving = markerLeavingSymbol(tag.marker), var row = rows.remove(leaving) {
                row.solve(for: tag.marker, replacing: leaving)
                substitute(tag.marker, row)
            }
        }
    }

    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable }
        guard !strength.isRequired else { throw .requiredEditVariable }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = Edit(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable }
        try removeConstraint(edit.constraint)
        edits[variable] = nil
    }

    /// Moves an edit variable's target to `value`, then re-solves with the dual simplex.
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        defer { dualOptimize() }
        if let c = rows.add(-delta, to: edit.tag.marker) {
            if c < 0 { infeasibleRows.append(edit.tag.marker) }
            return
        }
        if let other = edit.tag.other, let c = rows.add(delta, to: other) {
            if c < 0 { infeasibleRows.append(other) }
            return
        }
        var infeasible: [Symbol] = []
        for basic in rows.column(edit.tag.marker) {
            let k = rows.row(raw: basic).row.coefficient(for: edit.tag.marker)
            if k != 0 && rows.add(delta * k, toRaw: basic) < 0 && !Symbol(raw: basic).isExternal {
                infeasible.append(Symbol(raw: basic))
            }
        }
        infeasibleRows += infeasible.sorted()
    }

    /// Writes every variable's value (0 for one not basic).
    public mutating func updateVariables() {
        for (variable, symbol) in variables {
            let value = rows[symbol]?.constant ?? 0
            variable.value = value == 0 ? 0 : value
        }
    }

    public mutating func reset() {
        self = Solver()
    }
}
