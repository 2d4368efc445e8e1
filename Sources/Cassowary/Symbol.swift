/// A column of the tableau: a creation tick and a kind packed in one Int, ordered by tick (kiwi's ids).
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        case external = 0, slack, error, dummy
    }

    let raw: Int

    init(_ tick: Int, _ kind: Kind) {
        raw = tick << 2 | kind.rawValue
    }

    init(raw: Int) {
        self.raw = raw
    }

    var isExternal: Bool { raw & 3 == Kind.external.rawValue }
    var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }
    var isError: Bool { raw & 3 == Kind.error.rawValue }
    /// Slack and error symbols: the ones that may leave or enter the basis freely.
    var isPivotable: Bool { raw & 3 == Kind.slack.rawValue || raw & 3 == Kind.error.rawValue }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

extension Double {
    /// kiwi's near-zero: values this small are zero.
    var isNearZero: Bool { abs(self) < 1e-8 }
}
