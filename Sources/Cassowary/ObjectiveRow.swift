/// The row being minimized: `constant + sum(weight * symbol)` with symbolic weights.
struct ObjectiveRow {
    var cells: [Symbol: Weight] = [:]
    var constant = Weight.zero

    init() {}

    /// The row `row` with every coefficient at one level (kiwi's artificial objective).
    init(_ row: Row, level: Double) {
        for cell in row.cells { cells[cell.symbol] = Weight(level: level, value: cell.coefficient) }
        constant = Weight(level: level, value: row.constant)
    }

    func weight(for symbol: Symbol) -> Weight { cells[symbol] ?? .zero }

    /// Adds `weight * symbol`.
    mutating func insert(_ symbol: Symbol, _ weight: Weight) {
        var w = cells[symbol] ?? .zero
        w.add(weight, times: 1)
        cells[symbol] = w.isZero ? nil : w
    }

    /// Adds `weight * row`.
    mutating func insert(_ row: Row, _ weight: Weight) {
        for cell in row.cells {
            var w = cells[cell.symbol] ?? .zero
            w.add(weight, times: cell.coefficient)
            cells[cell.symbol] = w.isZero ? nil : w
        }
        constant.add(weight, times: row.constant)
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        if let w = cells.removeValue(forKey: symbol) { insert(row, w) }
    }

    /// The lowest non-dummy symbol with a negative weight: the one to enter the basis (Bland's rule, as kiwi).
    var enteringSymbol: Symbol? {
        var best: Symbol?
        for (symbol, weight) in cells where !symbol.isDummy && weight.isNegative {
            if best.map({ symbol < $0 }) ?? true { best = symbol }
        }
        return best
    }
}
