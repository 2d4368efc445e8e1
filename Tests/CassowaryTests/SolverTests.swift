import Cassowary
import XCTest

final class SolverTests: XCTestCase {
    let strong = Strength(level: 750), weak = Strength(level: 250)

    func testEqualityAndInequality() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.addConstraint(LinearConstraint(x + y - 10, .equal))
        try solver.addConstraint(LinearConstraint(x - 3, .greaterThanOrEqual))
        try solver.addConstraint(LinearConstraint(x - 3, .equal, strength: weak))
        try solver.addConstraint(LinearConstraint(y * 2 - x, .greaterThanOrEqual))
        solver.updateVariables()
        XCTAssertEqual(x.value, 3, accuracy: 1e-9)
        XCTAssertEqual(y.value, 7, accuracy: 1e-9)
    }

    func testExpressionOperators() throws {
        let left = Variable("left"), width = Variable("width"), other = Variable("other")
        var solver = Solver()
        try solver.addConstraint(LinearConstraint(width - 40, .equal))
        try solver.addConstraint(LinearConstraint(other - 5, .equal))
        try solver.addConstraint(LinearConstraint(left + width * 0.5 - other - 10, .equal))  // left = 15 - 20
        try solver.addConstraint(LinearConstraint(LinearExpression(constant: 3), .lessThanOrEqual, 2 * other - 1.0 * left))
        solver.updateVariables()
        XCTAssertEqual(left.value, -5, accuracy: 1e-9)
        XCTAssertEqual((-(left - width) + 1).constant, 1)
    }

    func testRequiredBeatsNonRequired() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.addConstraint(LinearConstraint(x - 100, .equal, strength: Strength(level: 999, weight: 1000)))
        try solver.addConstraint(LinearConstraint(x - 10, .lessThanOrEqual))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    /// One level-750 constraint beats ten level-250 ones pulling the other way: collapsed into one
    /// double (750 vs 10 × 250) the ten would win.
    func testHigherLevelBeatsAnyNumberOfLowerOnes() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.addConstraint(LinearConstraint(x - 100, .equal, strength: strong))
        for _ in 0..<10 { try solver.addConstraint(LinearConstraint(x, .equal, strength: weak)) }
        solver.updateVariables()
        XCTAssertEqual(x.value, 100, accuracy: 1e-9)
        // Weights add within a level: the ten weak ones beat a weak one of weight 9.
        var same = Solver()
        try same.addConstraint(LinearConstraint(x - 100, .equal, strength: Strength(level: 250, weight: 9)))
        for _ in 0..<10 { try same.addConstraint(LinearConstraint(x, .equal, strength: weak)) }
        same.updateVariables()
        XCTAssertEqual(x.value, 0, accuracy: 1e-9)
    }

    func testStrengthOrder() {
        XCTAssertLessThan(Strength(level: 250, weight: 1000), Strength(level: 251))
        XCTAssertLessThan(Strength(level: 999, weight: 1e9), Strength.required)
        XCTAssertTrue(Strength.required.isRequired)
        XCTAssertFalse(Strength(level: 1000).isRequired)
    }

    func testEditVariables() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.addConstraint(LinearConstraint(y - x * 2, .equal))
        try solver.addConstraint(LinearConstraint(x - 50, .lessThanOrEqual))
        try solver.addConstraint(LinearConstraint(x - 7, .equal, strength: weak))
        try solver.addEditVariable(x, strength: strong)
        XCTAssertTrue(solver.hasEditVariable(x))
        try solver.suggestValue(x, 20)
        solver.updateVariables()
        XCTAssertEqual(y.value, 40, accuracy: 1e-9)
        try solver.suggestValue(x, 80)  // capped by the required x <= 50
        solver.updateVariables()
        XCTAssertEqual(x.value, 50, accuracy: 1e-9)
        try solver.suggestValue(x, -3)
        solver.updateVariables()
        XCTAssertEqual(y.value, -6, accuracy: 1e-9)
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        solver.updateVariables()
        XCTAssertEqual(x.value, 7, accuracy: 1e-9)
    }

    func testIncrementalAddAndRemoveReturnToEarlierSolution() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        var solver = Solver()
        try solver.addConstraint(LinearConstraint(a - 10, .equal, strength: weak))
        try solver.addConstraint(LinearConstraint(b - a - 5, .greaterThanOrEqual))
        try solver.addConstraint(LinearConstraint(c - (a + b) / 2, .equal))
        solver.updateVariables()
        let before = [a.value, b.value, c.value]
        let extra = [LinearConstraint(a - 30, .equal, strength: strong), LinearConstraint(b - 100, .equal),
                     LinearConstraint(c - 40, .lessThanOrEqual, strength: weak)]
        for x in extra { try solver.addConstraint(x) }
        solver.updateVariables()
        XCTAssertEqual(a.value, 30, accuracy: 1e-9)
        XCTAssertEqual(b.value, 100, accuracy: 1e-9)
        for x in extra.reversed() { try solver.removeConstraint(x) }
        solver.updateVariables()
        XCTAssertEqual([a.value, b.value, c.value], before)
        XCTAssertEqual(before, [10, 15, 12.5])
    }

    func testErrors() throws {
        let x = Variable("x")
        var solver = Solver()
        let c = LinearConstraint(x - 1, .equal)
        try solver.addConstraint(c)
        XCTAssertTrue(solver.hasConstraint(c))
        XCTAssertThrowsError(try solver.addConstraint(c)) { XCTAssertEqual($0 as? SolverError, .duplicateConstraint) }
        XCTAssertThrowsError(try solver.removeConstraint(LinearConstraint(x, .equal))) { XCTAssertEqual($0 as? SolverError, .unknownConstraint) }
        XCTAssertThrowsError(try solver.addConstraint(LinearConstraint(x - 2, .equal))) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiableConstraint)
        }
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .required)) { XCTAssertEqual($0 as? SolverError, .requiredEditVariable) }
        try solver.addEditVariable(x, strength: weak)
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: strong)) { XCTAssertEqual($0 as? SolverError, .duplicateEditVariable) }
        let y = Variable("y")
        XCTAssertThrowsError(try solver.suggestValue(y, 1)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable) }
        XCTAssertThrowsError(try solver.removeEditVariable(y)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable) }
        try solver.removeConstraint(c)
        XCTAssertFalse(solver.hasConstraint(c))
        solver.reset()
        XCTAssertFalse(solver.hasEditVariable(x))
    }

    /// A rejected required constraint leaves the earlier solution, and the solver goes on.
    func testUnsatisfiableLeavesEarlierSolution() throws {
        let left = Variable("left"), right = Variable("right"), width = Variable("width")
        var solver = Solver()
        try solver.addConstraint(LinearConstraint(right - left - width, .equal))
        try solver.addConstraint(LinearConstraint(left, .equal))
        try solver.addConstraint(LinearConstraint(width - 100, .equal, strength: weak))
        try solver.addConstraint(LinearConstraint(right - 320, .lessThanOrEqual))
        try solver.addConstraint(LinearConstraint(width - 80, .greaterThanOrEqual))
        solver.updateVariables()
        let before = [left.value, right.value, width.value]
        // Both need the artificial-variable path (their rows hold no free variable).
        for bad in [LinearConstraint(right - 400, .equal), LinearConstraint(width - 50, .lessThanOrEqual),
                    LinearConstraint(left - 1, .equal)] {
            XCTAssertThrowsError(try solver.addConstraint(bad)) { XCTAssertEqual($0 as? SolverError, .unsatisfiableConstraint) }
            XCTAssertFalse(solver.hasConstraint(bad))
            solver.updateVariables()
            XCTAssertEqual([left.value, right.value, width.value], before)
        }
        try solver.addConstraint(LinearConstraint(width - 200, .equal, strength: strong))
        solver.updateVariables()
        XCTAssertEqual(width.value, 200, accuracy: 1e-9)
        XCTAssertEqual(right.value, 200, accuracy: 1e-9)
    }

    /// Redundant required equalities: removing one leaves the other in force (kiwi 1.5.1 breaks it).
    func testRemovingOneOfTwoRedundantEqualities() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let first = LinearConstraint(2 * x + 26, .equal), second = LinearConstraint(x + 13, .equal)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.addConstraint(LinearConstraint(x + y - 5, .lessThanOrEqual, strength: weak))
        try solver.addConstraint(LinearConstraint(y - 100, .equal, strength: strong))
        try solver.removeConstraint(first)
        solver.updateVariables()
        XCTAssertEqual(x.value, -13, accuracy: 1e-9)
        XCTAssertEqual(y.value, 100, accuracy: 1e-9)
    }

    /// A chain of 400 views (1,600 constraints, rows growing with the chain): ~0.6 s for 1,500 in release.
    func testManyConstraints() throws {
        var solver = Solver()
        var previous = Variable("v0")
        try solver.addConstraint(LinearConstraint(previous, .equal))
        for i in 1..<400 {
            let left = Variable("l\(i)"), width = Variable("w\(i)")
            try solver.addConstraint(LinearConstraint(left - previous - 8, .equal))
            try solver.addConstraint(LinearConstraint(width - 20, .greaterThanOrEqual))
            try solver.addConstraint(LinearConstraint(width - 44, .equal, strength: weak))
            let right = Variable("r\(i)")
            try solver.addConstraint(LinearConstraint(right - left - width, .equal))
            previous = right
        }
        solver.updateVariables()
        XCTAssertEqual(previous.value, 399 * 52, accuracy: 1e-6)
    }
}
