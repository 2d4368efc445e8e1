/// The tableau's rows keyed by their basic symbol, stored densely so a pass over all rows is an array
/// walk, with a column index: for each symbol, the basic symbols of the rows that may mention it. Every
/// change to a row's cells goes through here, so substituting a symbol, or looking for the rows that
/// limit it, visits only the rows in its column, not the whole tableau. Columns are kept lazily: a row
/// that gains a cell is appended to the cell's column, but losing one (or leaving the tableau) doesn't
/// remove it; a column is checked against the rows, and compacted, when it is used or has doubled.
struct RowTable {
    private(set) var symbols: [Symbol] = []
    private(set) var rows: [Row] = []
    /// By symbol tick: the position of the symbol's row in `rows`, or -1 if it is not basic.
    private var position: [Int32] = []
    /// By symbol tick: raw basic symbols whose rows may mention it (each row that does is there).
    private var columns: [[Int]] = []
    /// By symbol tick: the length at which its column is next compacted.
    private var limits: [Int] = []
    /// By symbol tick: the last compaction that saw it, to drop repeated entries.
    private var stamps: [Int] = []
    private var stamp = 0

    /// The raw basic symbols, not external, whose row's constant is negative (beyond rounding): the rows
    /// a substitution reports as infeasible.
    private(set) var negative: Set<Int> = []

    var count: Int { rows.count }

    private mutating func note(_ basic: Int, _ constant: Double) {
        if constant < 0 && !constant.isNearZero && basic & 3 != Symbol.Kind.external.rawValue {
            negative.insert(basic)
        } else if !negative.isEmpty {
            negative.remove(basic)
        }
    }

    private func index(_ symbol: Symbol) -> Int? {
        let t = symbol.raw >> 2
        guard t < position.count else { return nil }
        let i = position[t]
        return i < 0 ? nil : Int(i)
    }

    private mutating func grow(to tick: Int) {
        if tick >= position.count {
            let n = max(tick + 1, position.count * 2, 64)
            position += repeatElement(-1, count: n - position.count)
            columns += repeatElement([], count: n - columns.count)
            limits += repeatElement(16, count: n - limits.count)
            stamps += repeatElement(0, count: n - stamps.count)
        }
    }

    subscript(symbol: Symbol) -> Row? { index(symbol).map { rows[$0] } }

    func contains(_ symbol: Symbol) -> Bool { index(symbol) != nil }

    /// The raw basic symbols of the rows that may mention `symbol` (every row that does), each once, in
    /// no particular order.
    mutating func column(_ symbol: Symbol) -> [Int] {
        let t = symbol.raw >> 2
        guard t < columns.count else { return [] }
        compact(t, symbol)
        return columns[t]
    }

    /// Keeps in column `t` (of `symbol`) only rows in the tableau, each once (some may no longer mention
    /// it: users check the coefficient).
    private mutating func compact(_ t: Int, _ symbol: Symbol) {
        stamp += 1
        var kept: [Int] = []
        swap(&kept, &columns[t])
        var n = 0
        for k in kept.indices {
            let basic = kept[k], bt = basic >> 2
            let i = position[bt]
            guard i >= 0, symbols[Int(i)].raw == basic, stamps[bt] != stamp else { continue }
            stamps[bt] = stamp
            kept[n] = basic
            n += 1
        }
        kept.removeLast(kept.count - n)
        limits[t] = max(32, 4 * n)
        columns[t] = kept
    }

    private mutating func append(_ basic: Int, to symbol: Symbol) {
        let t = symbol.raw >> 2
        grow(to: t)
        columns[t].append(basic)
        if columns[t].count > limits[t] { compact(t, symbol) }
    }

    /// The row of basic symbol `basic` (raw), with its position.
    func row(raw basic: Int) -> (symbol: Symbol, row: Row) {
        let i = Int(position[basic >> 2])
        return (symbols[i], rows[i])
    }

    private mutating func link(_ row: Row, _ basic: Int) {
        for cell in row.cells { append(basic, to: cell.symbol) }
    }

    mutating func set(_ symbol: Symbol, _ row: Row) {
        grow(to: symbol.raw >> 2)
        if let i = index(symbol) {
            rows[i] = row
        } else {
            position[symbol.raw >> 2] = Int32(rows.count)
            symbols.append(symbol)
            rows.append(row)
        }
        link(row, symbol.raw)
        note(symbol.raw, row.constant)
    }

    /// Adds `delta` to the constant of `symbol`'s row, returning the new constant (nil without a row).
    mutating func add(_ delta: Double, to symbol: Symbol) -> Double? {
        guard let i = index(symbol) else { return nil }
        let c = rows[i].add(delta)
        note(symbol.raw, c)
        return c
    }

    /// Adds `delta` to the constant of basic symbol `basic`'s row (which exists), returning the new constant.
    mutating func add(_ delta: Double, toRaw basic: Int) -> Double {
        let c = rows[Int(position[basic >> 2])].add(delta)
        note(basic, c)
        return c
    }

    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Row? {
        guard let i = index(symbol) else { return nil }
        position[symbol.raw >> 2] = -1
        let row = rows[i]
        negative.remove(symbol.raw)
        let last = rows.count - 1
        if i != last {
            rows.swapAt(i, last)
            symbols[i] = symbols[last]
            position[symbols[i].raw >> 2] = Int32(i)
        }
        rows.removeLast()
        symbols.removeLast()
        return row
    }

    /// Removes the cell of `symbol` from every row (it is in none afterwards).
    mutating func drop(_ symbol: Symbol) {
        let t = symbol.raw >> 2
        guard t < columns.count else { return }
        for basic in column(symbol) { rows[Int(position[basic >> 2])].remove(symbol) }
        columns[t] = []
    }

    /// Replaces `symbol` by `row` (whose basic symbol it is becoming) in every row that mentions it,
    /// (Each row once: after its substitution it no longer mentions `symbol`.)
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let t = symbol.raw >> 2
        guard t < columns.count, !columns[t].isEmpty else { return }
        let candidates = columns[t]
        columns[t] = []
        for basic in candidates {
            let i = position[basic >> 2]
            guard i >= 0, symbols[Int(i)].raw == basic else { continue }
            added.removeAll(keepingCapacity: true)
            guard rows[Int(i)].substitute(symbol, row, added: &added, scratch: &scratch) else { continue }
            for s in added { append(basic, to: s) }
            note(basic, rows[Int(i)].constant)
        }
    }

    /// Buffers reused by `substitute`.
    private var added: [Symbol] = []
    private var scratch: [Row.Cell] = []
}

extension RowTable {
    /// What is wrong with the column index and the negative rows, if anything (for tests): each row's
    /// cells are in their symbols' columns, positions match, and `negative` is exactly the negative rows.
    func invariantViolation() -> String? {
        for (i, symbol) in symbols.enumerated() {
            guard position[symbol.raw >> 2] == Int32(i) else { return "position of \(symbol.raw) is not \(i)" }
            for cell in rows[i].cells where !columns[cell.symbol.raw >> 2].contains(symbol.raw) {
                return "row \(symbol.raw) mentions \(cell.symbol.raw) but is not in its column"
            }
            let c = rows[i].constant
            let shouldBeNegative = c < 0 && !c.isNearZero && !symbol.isExternal
            if shouldBeNegative != negative.contains(symbol.raw) { return "row \(symbol.raw) negative: \(shouldBeNegative)" }
        }
        if negative.count > rows.count { return "stale negative rows" }
        for (t, p) in position.enumerated() where p >= 0 && symbols[Int(p)].raw >> 2 != t { return "stale position \(t)" }
        return nil
    }
}
