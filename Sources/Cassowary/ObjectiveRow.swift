/// The row being minimized: `constant + sum(weight * symbol)` with symbolic weights.
struct ObjectiveRow {
    private(set) var cells: [Symbol: Weight] = [:]
    var constant = Weight.zero
    /// The non-dummy symbols whose weight is negative: the candidates to enter the basis.
    private var negatives: Set<Symbol> = []

    init() {}

    /// The row `row` with every coefficient at one level (kiwi's artificial objective).
    init(_ row: Row, level: Double) {
        for cell in row.cells { set(cell.symbol, Weight(level: level, value: cell.coefficient)) }
        constant = Weight(level: level, value: row.constant)
    }

    func weight(for symbol: Symbol) -> Weight { cells[symbol] ?? .zero }

    /// Adds `weight * symbol`.
    mutating func insert(_ symbol: Symbol, _ weight: Weight) {
        var w = cells[symbol] ?? .zero
        w.add(weight, times: 1)
        set(symbol, w)
    }

    /// Adds `weight * row`.
    mutating func insert(_ row: Row, _ weight: Weight) {
        for cell in row.cells {
            var w = cells[cell.symbol] ?? .zero
            w.add(weight, times: cell.coefficient)
            set(cell.symbol, w)
        }
        constant.add(weight, times: row.constant)
    }

    private mutating func set(_ symbol: Symbol, _ weight: Weight) {
        cells[symbol] = weight.isZero ? nil : weight
        if weight.isNegative && !symbol.isDummy { negatives.insert(symbol) } else { negatives.remove(symbol) }
    }

    mutating func remove(_ symbol: Symbol) { set(symbol, .zero) }

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        if let w = cells[symbol] {
            remove(symbol)
            insert(row, w)
        }
    }

    /// The lowest non-dummy symbol with a negative weight: the one to enter the basis (Bland's rule, as kiwi).
    var enteringSymbol: Symbol? {
        negatives.min()
    }
}
