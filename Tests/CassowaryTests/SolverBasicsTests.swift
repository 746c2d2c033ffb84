import Testing

@testable import Cassowary

/// Hand-derived answers for the solver's core behaviour.
@Suite struct SolverBasicsTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func requiredEqualityAndPreference() throws {
        let solver = Solver()
        try solver.add(Constraint(x + y, .equal, Expression(constant: 10)))
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 3), priority: .defaultLow))
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 7)
    }

    @Test func requiredInequalityBeatsPreference() throws {
        let solver = Solver()
        try solver.add(Constraint(x - 10, .greaterThanOrEqual))
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 0), priority: .defaultHigh))
        #expect(solver.value(of: x) == 10)
        try solver.add(Constraint(x - 20, .lessThanOrEqual))
        try solver.add(Constraint(x - 15, .equal, priority: 800))
        #expect(solver.value(of: x) == 15)
    }

    /// kiwi sums 1e6 * strong + 1e3 * medium, so 2,000 mediums would beat one strong there.
    @Test func higherPriorityBeatsAnyNumberOfLowerOnes() throws {
        let solver = Solver()
        try solver.add(Constraint(x - 10, .equal, priority: .defaultHigh))
        for _ in 0..<2_000 { try solver.add(Constraint(x - 20, .equal, priority: 500)) }
        #expect(solver.value(of: x) == 10)
    }

    @Test func adjacentPrioritiesAreDistinctLevels() throws {
        let solver = Solver()
        for _ in 0..<5 { try solver.add(Constraint(x - 100, .equal, priority: 750)) }
        try solver.add(Constraint(Expression(x), .equal, priority: 751))
        #expect(solver.value(of: x) == 0)
    }

    @Test func withinALevelErrorsAreSummed() throws {
        // 2x == 10 and x == 8 at the same level: x = 5 violates by 3, x = 8 violates by 6.
        let solver = Solver()
        try solver.add(Constraint(x * 2 - 10, .equal, priority: 500))
        try solver.add(Constraint(x - 8, .equal, priority: 500))
        #expect(solver.value(of: x) == 5)
    }

    @Test func removingAConstraintResolves() throws {
        let solver = Solver()
        let pin = Constraint(x - 4, .equal)
        try solver.add(Constraint(x + y - 10, .equal))
        try solver.add(pin)
        try solver.add(Constraint(Expression(y), .equal, priority: .defaultLow))
        #expect(solver.value(of: y) == 6)
        try solver.remove(pin)
        #expect(!solver.contains(pin))
        #expect(solver.value(of: y) == 0)
        #expect(solver.value(of: x) == 10)
        try solver.add(pin)
        #expect(solver.value(of: y) == 6)
    }

    @Test func removingEveryKindOfConstraintLeavesAnEmptyTableau() throws {
        let solver = Solver()
        let constraints = [
            Constraint(x + y - 10, .equal), Constraint(x - 2, .greaterThanOrEqual),
            Constraint(y - 1, .lessThanOrEqual, priority: 300), Constraint(x - z, .equal, priority: 600),
            Constraint(z * 3 - 4, .lessThanOrEqual),
        ]
        for constraint in constraints { try solver.add(constraint) }
        // x >= 2 and z <= 4/3 are required, so x == z (600) is best at x = 2, z = 4/3; y <= 1 (300)
        // cannot pull x up without costing the stronger level.
        #expect(solver.value(of: x) == 2 && solver.value(of: y) == 8)
        #expect(abs(solver.value(of: z) - 4.0 / 3.0) < 1e-12)
        for constraint in constraints.reversed() { try solver.remove(constraint) }
        #expect(solver.tableau.rows.allSatisfy { $0 == nil || $0!.isEmpty })
        #expect(solver.tableau.invariantViolation() == nil)
    }

    @Test func operatorsBuildTheExpectedExpression() {
        let constraint = Constraint(x * 2 + 3, .lessThanOrEqual, y - z, priority: 250, label: "demo")
        #expect(constraint.expression.constant == 3)
        #expect(constraint.expression.terms.map(\.coefficient) == [2, -1, 1])
        #expect(constraint.description == "demo: 2.0 * x + -1.0 * y + 1.0 * z + 3.0 <= 0 @250")
        #expect((-(x + y)).terms.map(\.coefficient) == [-1, -1])
        #expect(Priority(2000) == .required && Priority(0).rawValue == 1)
    }

    @Test func unknownVariablesAreZero() {
        #expect(Solver().value(of: x) == 0)
    }

    @Test func sameSystemGivesBitIdenticalResults() throws {
        func solve() throws -> [Double] {
            let vars = (0..<20).map { Variable("v\($0)") }
            let solver = Solver()
            for (index, variable) in vars.enumerated() {
                try solver.add(Constraint(variable - Double(index), .greaterThanOrEqual))
                if index > 0 {
                    try solver.add(Constraint(variable - vars[index - 1] * 0.7 - 3, .equal, priority: 500))
                    try solver.add(Constraint(variable + vars[index - 1] - 40, .lessThanOrEqual, priority: 250))
                }
            }
            return vars.map(solver.value(of:))
        }
        #expect(try solve().map(\.bitPattern) == solve().map(\.bitPattern))
    }
}
