@testable import Cassowary
import XCTest

/// The tableau's column index (RowTable) against its rows after random adds, removes, edits and suggestions.
final class ColumnIndexTests: XCTestCase {
    func testColumnIndexMatchesRowsAfterRandomOperations() throws {
        var rng = SplitMix(seed: 7)
        for _ in 0..<40 {
            let variables = (0..<8).map { Variable("x\($0)") }
            var solver = Solver()
            var added: [LinearConstraint] = []
            var edits: [Variable] = []
            for _ in 0..<60 {
                switch rng.next() % 10 {
                case 0..<6:
                    var e = LinearExpression(constant: Double(Int(rng.next() % 41) - 20))
                    for _ in 0..<(1 + Int(rng.next() % 3)) {
                        e.terms.append(Term(variables[Int(rng.next() % 8)], [-2.0, -1, 1, 1, 2, 3][Int(rng.next() % 6)]))
                    }
                    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
                    let strength = [Strength.required, Strength(level: 750), Strength(level: 250, weight: 2)][Int(rng.next() % 3)]
                    let c = LinearConstraint(e, relation, strength: strength)
                    if (try? solver.addConstraint(c)) != nil { added.append(c) }
                case 6, 7:
                    if !added.isEmpty { try solver.removeConstraint(added.remove(at: Int(rng.next() % UInt64(added.count)))) }
                case 8:
                    let v = variables[Int(rng.next() % 8)]
                    if !solver.hasEditVariable(v) { try solver.addEditVariable(v, strength: Strength(level: 500)); edits.append(v) }
                default:
                    if let v = edits.randomElement(using: &rng) { try solver.suggestValue(v, Double(Int(rng.next() % 61) - 30)) }
                }
                if let why = solver.rows.invariantViolation() { return XCTFail(why) }
            }
        }
    }
}

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
