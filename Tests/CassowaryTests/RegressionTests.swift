import Cassowary
import XCTest

final class RegressionTests: XCTestCase {
    /// Each case of RegressionCases.swift gives the same answers, values within 1e-6.
    func testOracleDisagreements() {
        let cases = regressionCases.components(separatedBy: "\n=> ")
        var system = cases[0]
        XCTAssertGreaterThan(cases.count, 100)
        for (n, chunk) in cases.dropFirst().enumerated() {
            let expectedLine = chunk.prefix { $0 != "\n" }
            let expected = expectedLine.split(separator: " ").map { oracleCodes[String($0)] ?? String($0) }
            let got = replay(system)
            XCTAssertEqual(got.count, expected.count, "case \(n)")
            for (g, e) in zip(got, expected) {
                if let a = Double(g), let b = Double(e) {
                    XCTAssertEqual(a, b, accuracy: 1e-6 * max(1, abs(b)), "case \(n)")
                } else {
                    XCTAssertEqual(g, e, "case \(n)")
                }
            }
            system = String(chunk.dropFirst(expectedLine.count))
        }
    }
}
