import Cassowary
import XCTest

final class RegressionTests: XCTestCase {
    /// Each case of RegressionCases.swift gives the same answers, and values within 1e-6 or, where the
    /// system has several optima, another optimum: the same error at each level, required constraints held.
    func testOracleDisagreements() {
        let cases = regressionCases.components(separatedBy: "\n=> ")
        var system = cases[0]
        XCTAssertGreaterThan(cases.count, 100)
        for (n, chunk) in cases.dropFirst().enumerated() {
            let expectedLine = chunk.prefix { $0 != "\n" }
            let expected = expectedLine.split(separator: " ").map { oracleCodes[String($0)] ?? String($0) }
            let got = replay(system)
            XCTAssertEqual(got.count, expected.count, "case \(n)")
            XCTAssertEqual(got.filter { Double($0) == nil }, expected.filter { Double($0) == nil }, "case \(n)")
            let sameValues = zip(got, expected).allSatisfy { g, e in
                guard let a = Double(g), let b = Double(e) else { return true }
                return abs(a - b) <= 1e-6 * max(1, abs(b))
            }
            if !sameValues {
                let check = ObjectiveCheck(system: system, answers: got)
                for (ours, theirs) in zip(check.errors(values: Self.checkpoints(got)), check.errors(values: Self.checkpoints(expected))) {
                    XCTAssertLessThan(ours.requiredViolation, 1e-6, "case \(n)")
                    for level in Set(ours.perLevel.keys).union(theirs.perLevel.keys) {
                        let a = ours.perLevel[level] ?? 0, b = theirs.perLevel[level] ?? 0
                        let tolerance = 1e-6 * max(1, abs(a), abs(b)) + (ours.rounding[level] ?? 0)
                        XCTAssertEqual(a, b, accuracy: tolerance, "case \(n) level \(level)")
                    }
                }
            }
            system = String(chunk.dropFirst(expectedLine.count))
        }
    }

    /// The values at each `V` of an answers line.
    static func checkpoints(_ answers: [String]) -> [[Double]] {
        var result: [[Double]] = []
        for token in answers {
            if token == "V" { result.append([]) } else if let value = Double(token), !result.isEmpty { result[result.count - 1].append(value) }
        }
        return result
    }
}
