/// A coefficient of the objective: one value per priority level, compared from the highest level down
/// (the symbolic weights of the Cassowary paper). Sparse: levels with a near-zero value are absent.
struct Weight {
    struct Part {
        var level: Double
        var value: Double
    }

    /// Highest level first.
    private(set) var parts: [Part] = []

    static let zero = Weight()

    init() {}

    init(level: Double, value: Double) {
        if !value.isNearZero { parts = [Part(level: level, value: value)] }
    }

    var isZero: Bool { parts.isEmpty }
    /// Negative at its highest level.
    var isNegative: Bool { parts.first.map { $0.value < 0 } ?? false }

    /// Adds `k * other`.
    mutating func add(_ other: Weight, times k: Double) {
        if other.parts.count == 1, parts.count == 1, parts[0].level == other.parts[0].level {
            let v = parts[0].value + other.parts[0].value * k
            if v.isNearZero { parts = [] } else { parts[0].value = v }
            return
        }
        var merged: [Part] = []
        merged.reserveCapacity(parts.count + other.parts.count)
        var i = 0, j = 0
        while i < parts.count || j < other.parts.count {
            var part: Part
            if j == other.parts.count || (i < parts.count && parts[i].level > other.parts[j].level) {
                part = parts[i]
                i += 1
            } else if i == parts.count || other.parts[j].level > parts[i].level {
                part = Part(level: other.parts[j].level, value: other.parts[j].value * k)
                j += 1
            } else {
                part = Part(level: parts[i].level, value: parts[i].value + other.parts[j].value * k)
                i += 1
                j += 1
            }
            if !part.value.isNearZero { merged.append(part) }
        }
        parts = merged
    }

    func scaled(_ k: Double) -> Weight {
        var w = Weight()
        w.add(self, times: k)
        return w
    }

    /// Lexicographic `lhs < rhs`; values within a relative 1e-12 of each other at a level tie there,
    /// so rounding at a high level does not hide a real difference at a lower one.
    static func less(_ lhs: Weight, _ rhs: Weight) -> Bool {
        var i = 0, j = 0
        while i < lhs.parts.count || j < rhs.parts.count {
            var a = 0.0, b = 0.0
            if j == rhs.parts.count || (i < lhs.parts.count && lhs.parts[i].level > rhs.parts[j].level) {
                a = lhs.parts[i].value
                i += 1
            } else if i == lhs.parts.count || rhs.parts[j].level > lhs.parts[i].level {
                b = rhs.parts[j].value
                j += 1
            } else {
                a = lhs.parts[i].value
                b = rhs.parts[j].value
                i += 1
                j += 1
            }
            if abs(a - b) > 1e-12 * max(1, abs(a), abs(b)) { return a < b }
        }
        return false
    }
}
