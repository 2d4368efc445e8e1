/// One row of the tableau: `basic = constant + sum(coefficient * symbol)`, cells sorted by symbol.
/// (Before it has a basic symbol, a row means `0 = constant + sum`.)
struct Row {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    var cells: [Cell] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Where `symbol` is, or where it would go.
    private func search(_ symbol: Symbol) -> (found: Bool, index: Int) {
        let key = symbol.raw
        return cells.withUnsafeBufferPointer { cells in
            var low = 0, high = cells.count
            if high == 0 || key > cells[high - 1].symbol.raw { return (false, high) }
            while low < high {
                let mid = (low + high) >> 1
                let s = cells[mid].symbol.raw
                if s == key { return (true, mid) }
                if s < key { low = mid + 1 } else { high = mid }
            }
            return (false, low)
        }
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, i) = search(symbol)
        return found ? cells[i].coefficient : 0
    }

    var allDummies: Bool { cells.allSatisfy { $0.symbol.isDummy } }

    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient * symbol`; drops the cell if it becomes near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, i) = search(symbol)
        if found {
            let sum = cells[i].coefficient + coefficient
            if sum.isNearZero { cells.remove(at: i) } else { cells[i].coefficient = sum }
        } else if !coefficient.isNearZero {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
        }
    }

    /// Adds `coefficient * row` (cells and constant), skipping `skip` in self.
    mutating func insert(_ row: Row, _ coefficient: Double = 1, skipping skip: Symbol? = nil) {
        constant += row.constant * coefficient
        let a = cells, b = row.cells
        let skipRaw = skip?.raw ?? -1
        var merged: [Cell] = []
        merged.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                if a[i].symbol.raw != skipRaw { merged.append(a[i]) }
                i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let c = b[j].coefficient * coefficient
                if !c.isNearZero { merged.append(Cell(symbol: b[j].symbol, coefficient: c)) }
                j += 1
            } else {
                let c = a[i].symbol.raw == skipRaw ? b[j].coefficient * coefficient : a[i].coefficient + b[j].coefficient * coefficient
                if !c.isNearZero { merged.append(Cell(symbol: a[i].symbol, coefficient: c)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: Symbol) {
        let (found, i) = search(symbol)
        if found { cells.remove(at: i) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = ... + c * symbol + ...` as `symbol = ...`.
    mutating func solve(for symbol: Symbol) {
        let (found, i) = search(symbol)
        precondition(found, "solving a row for a symbol it lacks")
        let k = -1 / cells[i].coefficient
        cells.remove(at: i)
        constant *= k
        for i in cells.indices { cells[i].coefficient *= k }
    }

    /// Rewrites `lhs = ... + c * rhs + ...` as `rhs = ...`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` (whose basic symbol it is).
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let (found, i) = search(symbol)
        if found { insert(row, cells[i].coefficient, skipping: symbol) }
    }

    func contains(_ symbol: Symbol) -> Bool { search(symbol).found }

    /// `substitute(symbol, row)`, noting the symbols that gained a cell, for the column index; false if
    /// the row lacks `symbol`. The same arithmetic, cell for cell; the cells are merged into `scratch`,
    /// which is then swapped with them (so buffers are reused, not allocated, row after row).
    mutating func substitute(_ symbol: Symbol, _ row: Row, added: inout [Symbol], scratch merged: inout [Cell]) -> Bool {
        let (found, at) = search(symbol)
        guard found else { return false }
        let coefficient = cells[at].coefficient
        constant += row.constant * coefficient
        let skipRaw = symbol.raw
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(cells.count + row.cells.count)
        cells.withUnsafeBufferPointer { a in
            row.cells.withUnsafeBufferPointer { b in Self.merge(a, b, coefficient, skipRaw, into: &merged, added: &added) }
        }
        swap(&cells, &merged)
        return true
    }

    /// Merges `a` and `coefficient * b` (sorted cells) into `out`, dropping near-zero sums and `skipRaw` from `a`.
    @inline(__always)
    private static func merge(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, _ coefficient: Double, _ skipRaw: Int,
                              into out: inout [Cell], added: inout [Symbol]) {
        var i = 0, j = 0
        while i < a.count && j < b.count {
            let sa = a[i].symbol.raw, sb = b[j].symbol.raw
            if sa < sb {
                if sa != skipRaw { out.append(a[i]) }
                i += 1
            } else if sb < sa {
                let c = b[j].coefficient * coefficient
                if !c.isNearZero { out.append(Cell(symbol: b[j].symbol, coefficient: c)); added.append(b[j].symbol) }
                j += 1
            } else {
                let c = sa == skipRaw ? b[j].coefficient * coefficient : a[i].coefficient + b[j].coefficient * coefficient
                if !c.isNearZero { out.append(Cell(symbol: a[i].symbol, coefficient: c)) }
                i += 1
                j += 1
            }
        }
        while i < a.count {
            if a[i].symbol.raw != skipRaw { out.append(a[i]) }
            i += 1
        }
        while j < b.count {
            let c = b[j].coefficient * coefficient
            if !c.isNearZero { out.append(Cell(symbol: b[j].symbol, coefficient: c)); added.append(b[j].symbol) }
            j += 1
        }
    }
}
