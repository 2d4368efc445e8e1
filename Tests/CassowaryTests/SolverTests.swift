import Cassowary
import XCTest

final class SolverTests: XCTestCase {
    func testEqualityAndInequality() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.addConstraint(LinearConstraint(x + y - 10, .equal))
        try solver.addConstraint(LinearConstraint(x - 3, .greaterThanOrEqual))
        try solver.addConstraint(LinearConstraint(x - 3, .equal, strength: Strength(level: 1)))
        try solver.addConstraint(LinearConstraint(y * 2 - x, .greaterThanOrEqual))
        solver.updateVariables()
        XCTAssertEqual(x.value, 3, accuracy: 1e-9)
        XCTAssertEqual(y.value, 7, accuracy: 1e-9)
    }
}
