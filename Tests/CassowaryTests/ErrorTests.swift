import Testing

@testable import Cassowary

/// Unsatisfiable constraints, transactional adds, recovering mode and misuse errors.
@Suite struct ErrorTests {
    let x = Variable("x"), y = Variable("y")

    @Test func contradictoryEqualityIsUnsatisfiableAndChangesNothing() throws {
        let solver = Solver()
        let first = Constraint(x - 1, .equal, label: "first")
        let second = Constraint(x - 2, .equal, label: "second")
        try solver.add(first)
        #expect(throws: SolverError.unsatisfiable(second)) { try solver.add(second) }
        #expect(!solver.contains(second))
        #expect(solver.value(of: x) == 1)
        #expect("\(SolverError.unsatisfiable(second))".contains("second"))
    }

    /// Goes through phase one; kiwi leaves its phase-one pivots in place here and stays corrupted.
    @Test func failedAddThroughPhaseOneIsRolledBack() throws {
        let solver = Solver()
        try solver.add(Constraint(x + y - 10, .lessThanOrEqual))
        try solver.add(Constraint(x - 2, .greaterThanOrEqual))
        try solver.add(Constraint(y - 3, .equal, priority: .defaultHigh))
        try solver.add(Constraint(x - 7, .equal, priority: .defaultLow))
        #expect(solver.value(of: x) == 7 && solver.value(of: y) == 3)
        let impossible = Constraint(y - 9, .greaterThanOrEqual)
        #expect(throws: SolverError.unsatisfiable(impossible)) { try solver.add(impossible) }
        #expect(solver.value(of: x) == 7 && solver.value(of: y) == 3)
        #expect(solver.tableau.invariantViolation() == nil)
        // The solver goes on: a satisfiable add after the failure behaves as on a fresh solver.
        try solver.add(Constraint(y - 6, .greaterThanOrEqual))
        #expect(solver.value(of: x) == 4 && solver.value(of: y) == 6)
    }

    @Test func recoveringModeDropsAndReports() throws {
        let solver = Solver(mode: .recovering)
        let width = Constraint(x - 100, .equal, label: "width")
        let left = Constraint(Expression(y), .equal, label: "left")
        let right = Constraint(x + y - 80, .lessThanOrEqual, label: "right")
        try solver.add(width)
        try solver.add(left)
        try solver.add(right)
        #expect(!solver.contains(right))
        #expect(solver.conflicts.map(\.dropped) == [right])
        #expect(solver.conflicts.first?.conflictingWith == [width, left])
        #expect(solver.value(of: x) == 100)
    }

    @Test func strictModeHasNoConflictLog() throws {
        let solver = Solver()
        try solver.add(Constraint(x - 1, .equal))
        #expect(throws: SolverError.self) { try solver.add(Constraint(x - 2, .equal)) }
        #expect(solver.conflicts.isEmpty)
    }

    @Test func misuseErrorsNameTheCulprit() throws {
        let solver = Solver()
        let constraint = Constraint(x - 1, .equal)
        try solver.add(constraint)
        #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
        let stranger = Constraint(y - 1, .equal)
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
        #expect(throws: SolverError.requiredEditVariable(y)) { try solver.addEditVariable(y, priority: .required) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try solver.suggest(y, 3) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
        try solver.addEditVariable(y, priority: .defaultHigh)
        #expect(throws: SolverError.duplicateEditVariable(y)) { try solver.addEditVariable(y, priority: 500) }
    }

    @Test func nonFiniteInputIsAnErrorNotATrap() throws {
        let solver = Solver()
        let nan = Constraint(x * .nan, .equal), infinite = Constraint(x - .infinity, .equal)
        #expect(throws: SolverError.nonFinite(nan)) { try solver.add(nan) }
        #expect(throws: SolverError.nonFinite(infinite)) { try solver.add(infinite) }
        try solver.addEditVariable(x, priority: 500)
        #expect(throws: SolverError.nonFiniteSuggestion(x)) { try solver.suggest(x, .nan) }
        #expect(throws: SolverError.nonFiniteSuggestion(x)) { try solver.suggest(x, -.infinity) }
        #expect(!solver.contains(nan) && !solver.contains(infinite))
    }

    /// Finite input whose solution is beyond a Double (y = 1e200 * 1e200) is refused, in both modes,
    /// and the solver keeps what it had.
    @Test(arguments: [Solver.Mode.strict, .recovering])
    func overflowingConstraintIsRefusedAndChangesNothing(mode: Solver.Mode) throws {
        let solver = Solver(mode: mode)
        try solver.add(Constraint(x - 1e200, .equal))
        let overflowing = Constraint(y - x * 1e200, .equal)
        #expect(throws: SolverError.nonFinite(overflowing)) { try solver.add(overflowing) }
        #expect(!solver.contains(overflowing) && solver.conflicts.isEmpty)
        #expect(solver.value(of: x) == 1e200 && solver.value(of: y) == 0)
        #expect(solver.tableau.invariantViolation() == nil)
        try solver.add(Constraint(y - x * 2, .equal))
        #expect(solver.value(of: y) == 2e200)
    }

    @Test func overflowingSuggestionIsRefusedAndKeepsThePreviousOne() throws {
        let solver = Solver()
        try solver.add(Constraint(x - y * 4, .equal))
        try solver.addEditVariable(y, priority: .defaultHigh)
        try solver.suggest(y, 1)
        #expect(throws: SolverError.nonFiniteSuggestion(y)) { try solver.suggest(y, 1e308) }
        #expect(solver.value(of: x) == 4 && solver.value(of: y) == 1)
        try solver.suggest(y, 2)
        #expect(solver.value(of: x) == 8 && solver.value(of: y) == 2)
    }
}
