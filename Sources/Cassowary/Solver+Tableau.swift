// Building rows, and the simplex steps, as kiwi's SolverImpl does them.

extension Solver {
    static func weight(_ strength: Strength) -> Weight {
        Weight(level: strength.level, value: max(0, strength.weight))
    }

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { tick += 1 }
        return Symbol(tick, kind)
    }

    mutating func symbol(for variable: Variable, newVariables: inout [Variable]) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = newSymbol(.external)
        variables[variable] = symbol
        newVariables.append(variable)
        return symbol
    }

    mutating func forget(_ newVariables: [Variable]) {
        for variable in newVariables { variables[variable] = nil }
    }

    /// The constraint as a row over the current non-basic symbols, with its slack, error or dummy symbols.
    mutating func makeRow(for constraint: LinearConstraint, newVariables: inout [Variable]) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.reduced() where !term.coefficient.isNearZero {
            let symbol = symbol(for: term.variable, newVariables: &newVariables)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, k)
            if strength.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = newSymbol(.error)
                row.insert(error, -k)
                objective.insert(error, Self.weight(strength))
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, Self.weight(strength))
                objective.insert(minus, Self.weight(strength))
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The external symbol that the fewest rows mention (the oldest of those), else a slack or error
    /// marker with a negative coefficient. (kiwi takes the first external symbol; making one that many
    /// rows mention basic rewrites all of them, and in a list of views that costs the square of its length.)
    mutating func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        var best: (symbol: Symbol, rows: Int)?
        for cell in row.cells where cell.symbol.isExternal {
            let count = rows.column(cell.symbol).count
            if best.map({ count < $0.rows }) ?? true { best = (cell.symbol, count) }
            if count == 0 { break }
        }
        if let best { return best.symbol }
        for symbol in [tag.marker, tag.other] {
            if let symbol, symbol.isPivotable, row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Adds a row with no usable subject by minimizing an artificial variable equal to it.
    /// False if that minimum is not zero: the constraint can't be satisfied.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        rows.set(art, row)
        artificial = ObjectiveRow(row, level: 0)
        optimize(artificial: true)
        let success = artificial!.constant.isZero
        artificial = nil
        if var row = rows.remove(art) {
            if row.cells.isEmpty { return success }
            // A row left of dummies only means the constraint is redundant: a dummy takes the row.
            guard let entering = (row.cells.first(where: { $0.symbol.isPivotable }) ?? (success ? row.cells.first : nil))?.symbol
            else { return false }
            row.solve(for: entering, replacing: art)
            substitute(entering, row)
            rows.set(entering, row)
        }
        rows.drop(art)
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` everywhere, noting rows that became infeasible.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        rows.substitute(symbol, row)
        if !rows.negative.isEmpty { infeasibleRows += rows.negative.map { Symbol(raw: $0) }.sorted() }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Primal simplex on the objective (or the artificial one).
    mutating func optimize(artificial useArtificial: Bool = false) {
        while let entering = useArtificial ? artificial!.enteringSymbol : objective.enteringSymbol {
            guard let leaving = leavingSymbol(for: entering), var row = rows.remove(leaving) else {
                // Nothing limits it, so the objective (a sum of non-negative errors) can't really fall
                // along it: its negative weight is rounding (large weights make it bigger than 1e-8).
                if useArtificial { artificial!.remove(entering) } else { objective.remove(entering) }
                continue
            }
            row.solve(for: entering, replacing: leaving)
            substitute(entering, row)
            rows.set(entering, row)
        }
    }

    /// The restricted row that limits `entering` most (least ratio; ties to the lowest symbol).
    mutating func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for basic in rows.column(entering) {
            let (symbol, row) = rows.row(raw: basic)
            guard !symbol.isExternal else { continue }
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && best.map { symbol < $0 } ?? true) {
                bestRatio = ratio
                best = symbol
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility of the rows suggestions made negative, keeping optimality.
    mutating func dualOptimize() {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0, !row.constant.isNearZero,
                  let entering = dualEnteringSymbol(row) else { continue }
            var pivot = rows.remove(leaving)!
            pivot.solve(for: entering, replacing: leaving)
            substitute(entering, pivot)
            rows.set(entering, pivot)
        }
    }

    /// The symbol of `row` with a positive coefficient and the least objective ratio.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Symbol?
        var bestRatio = Weight.zero
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let ratio = objective.weight(for: cell.symbol).scaled(1 / cell.coefficient)
            if best == nil || Weight.less(ratio, bestRatio) {
                best = cell.symbol
                bestRatio = ratio
            }
        }
        return best
    }

    /// The row to pivot a non-basic marker into, as kiwi chooses it, except that a row of dummies comes
    /// first: it records a required equality made redundant by this one, which then takes over. (kiwi
    /// may pick another row, leaving a basic dummy over slack and error symbols that optimizing moves
    /// off zero: the redundant equality is then violated.)
    mutating func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var dummy: Symbol?, first: Symbol?, second: Symbol?, third: Symbol?
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for basic in rows.column(marker) {
            let (symbol, row) = rows.row(raw: basic)
            let c = row.coefficient(for: marker)
            guard c != 0 else { continue }
            if symbol.isDummy {
                if dummy.map({ symbol < $0 }) ?? true { dummy = symbol }
            } else if symbol.isExternal {
                if third.map({ symbol > $0 }) ?? true { third = symbol }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && first.map { symbol < $0 } ?? true) { r1 = r; first = symbol }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && second.map { symbol < $0 } ?? true) { r2 = r; second = symbol }
            }
        }
        return dummy ?? first ?? second ?? third
    }
}
