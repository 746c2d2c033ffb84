import Testing
@testable import Cassowary

@Suite struct SolverBasicsTests {
    @Test func requiredEqualitiesAndPreferences() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x + y, .equal, Expression(constant: 10)))
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 3), priority: .defaultLow))
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 7)
    }
}
