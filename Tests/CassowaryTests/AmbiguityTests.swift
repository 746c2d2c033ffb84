import Testing

@testable import Cassowary

/// Auto Layout's "ambiguous layout": variables the constraints do not pin down.
@Suite struct AmbiguityTests {
    let x = Variable("x"), width = Variable("width"), y = Variable("y")

    @Test func underconstrainedVariablesAreAmbiguous() throws {
        let solver = Solver()
        try solver.add(Constraint(x + width - 100, .equal))
        #expect(solver.ambiguousVariables([width, x, y]) == [x, width, y])
        try solver.add(Constraint(width - 30, .equal, priority: .defaultLow))
        #expect(solver.ambiguousVariables([width, x, y]) == [y])
    }

    @Test func aRangeWithoutPreferenceIsAmbiguous() throws {
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual))
        try solver.add(Constraint(x - 10, .lessThanOrEqual))
        #expect(solver.ambiguousVariables([x]) == [x])
        try solver.add(Constraint(x - 50, .equal, priority: .fittingSizeLevel))
        #expect(solver.ambiguousVariables([x]).isEmpty)
        #expect(solver.value(of: x) == 10)
    }

    @Test func equalPreferencesPullingApartAreAmbiguous() throws {
        // |x - 0| + |x - 10| is minimal anywhere in [0, 10].
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, priority: 500))
        try solver.add(Constraint(x - 10, .equal, priority: 500))
        #expect(solver.ambiguousVariables([x]) == [x])
        try solver.add(Constraint(x - 3, .equal, priority: 250))
        #expect(solver.ambiguousVariables([x]).isEmpty)
        #expect(solver.value(of: x) == 3)
    }

    @Test func degenerateBoundsPinAVariable() throws {
        let solver = Solver()
        try solver.add(Constraint(x - 10, .greaterThanOrEqual))
        try solver.add(Constraint(x - 10, .lessThanOrEqual))
        #expect(solver.ambiguousVariables([x]).isEmpty)
        #expect(solver.value(of: x) == 10)
    }
}
