/// The tableau's rows keyed by their basic symbol, stored densely so a pass over all rows is an array walk.
struct RowTable {
    private(set) var symbols: [Symbol] = []
    var rows: [Row] = []
    private var index: [Symbol: Int] = [:]

    var count: Int { rows.count }

    subscript(symbol: Symbol) -> Row? { index[symbol].map { rows[$0] } }

    func contains(_ symbol: Symbol) -> Bool { index[symbol] != nil }

    mutating func set(_ symbol: Symbol, _ row: Row) {
        if let i = index[symbol] {
            rows[i] = row
        } else {
            index[symbol] = rows.count
            symbols.append(symbol)
            rows.append(row)
        }
    }

    /// Adds `delta` to the constant of `symbol`'s row, returning the new constant (nil without a row).
    mutating func add(_ delta: Double, to symbol: Symbol) -> Double? {
        guard let i = index[symbol] else { return nil }
        return rows[i].add(delta)
    }

    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Row? {
        guard let i = index.removeValue(forKey: symbol) else { return nil }
        let row = rows[i]
        let last = rows.count - 1
        if i != last {
            rows[i] = rows[last]
            symbols[i] = symbols[last]
            index[symbols[i]] = i
        }
        rows.removeLast()
        symbols.removeLast()
        return row
    }
}
