import Testing

@testable import Cassowary

/// Edit variables and the dual simplex.
@Suite struct EditTests {
    @Test func suggestionsPropagateThroughRequiredConstraints() throws {
        let width = Variable("width"), left = Variable("left"), right = Variable("right")
        let solver = Solver()
        try solver.add(Constraint(left - 8, .equal))
        try solver.add(Constraint(right - width + 8, .equal))
        try solver.addEditVariable(width, priority: .defaultHigh)
        for value in [390.0, 10, 1024, 0] {
            try solver.suggest(width, value)
            #expect(solver.value(of: width) == value)
            #expect(solver.value(of: right) == value - 8)
        }
    }

    @Test func requiredBoundsClampSuggestions() throws {
        let w = Variable("w"), a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.add(Constraint(a - b - 8, .equal))
        try solver.add(Constraint(a - w * 0.5, .equal, priority: .defaultHigh))
        try solver.add(Constraint(b - 1, .greaterThanOrEqual))
        try solver.addEditVariable(w, priority: .defaultHigh)
        try solver.suggest(w, 390)
        #expect(solver.value(of: a) == 195 && solver.value(of: b) == 187)
        // a = 5 would need b = -3; with b >= 1, a = 9 and the edit (error 0) beats a = w / 2 (error 4).
        try solver.suggest(w, 10)
        #expect(solver.value(of: w) == 10 && solver.value(of: a) == 9 && solver.value(of: b) == 1)
        try solver.suggest(w, 390)
        #expect(solver.value(of: a) == 195 && solver.value(of: b) == 187)
    }

    /// Why kiwi ignored a strong edit on a 10,000-view layout: weaker preferences outweighed it
    /// (there, thousands of them; here three with large coefficients, 1,500 times medium's weight).
    @Test func aStrongEditBeatsHeavyMediumPreferences() throws {
        let w = Variable("w")
        let solver = Solver()
        for _ in 0..<3 { try solver.add(Constraint((w - 320) * 500, .equal, priority: 500)) }
        try solver.addEditVariable(w, priority: .defaultHigh)
        try solver.suggest(w, 1024)
        #expect(solver.value(of: w) == 1024)
    }

    @Test func removingAnEditReleasesTheVariable() throws {
        let w = Variable("w")
        let solver = Solver()
        try solver.add(Constraint(w - 100, .equal, priority: .defaultLow))
        try solver.addEditVariable(w, priority: .defaultHigh)
        try solver.suggest(w, 50)
        #expect(solver.value(of: w) == 50)
        try solver.removeEditVariable(w)
        #expect(solver.value(of: w) == 100)
        #expect(throws: SolverError.unknownEditVariable(w)) { try solver.suggest(w, 1) }
    }

    /// An edit added at its first value gives what adding it at 0 and suggesting gives, before and
    /// after further suggestions, and keeps its current value when the tableau is rebuilt (removing a
    /// required equality rebuilds it).
    @Test func anEditAddedAtItsFirstValueMatchesOneSuggestedAfterwards() throws {
        func layout(startingAt first: Double?) throws -> (Solver, Variable, Variable, Constraint) {
            let width = Variable("width"), right = Variable("right"), pin = Variable("pin")
            let solver = Solver()
            try solver.add(Constraint(right - width + 8, .equal))
            try solver.add(Constraint(right - 100, .greaterThanOrEqual))
            let pinning = Constraint(pin - 3, .equal)
            try solver.add(pinning)
            if let first {
                try solver.addEditVariable(width, priority: .defaultHigh, value: first)
            } else {
                try solver.addEditVariable(width, priority: .defaultHigh)
                try solver.suggest(width, 390)
            }
            return (solver, width, right, pinning)
        }
        let (early, earlyWidth, earlyRight, earlyPin) = try layout(startingAt: 390)
        let (late, lateWidth, lateRight, _) = try layout(startingAt: nil)
        #expect(early.value(of: earlyWidth) == 390 && early.value(of: earlyRight) == 382)
        for value in [50.0, 1024, 390] {
            try early.suggest(earlyWidth, value)
            try late.suggest(lateWidth, value)
            #expect(early.value(of: earlyWidth) == late.value(of: lateWidth))
            #expect(early.value(of: earlyRight) == late.value(of: lateRight))
        }
        try early.suggest(earlyWidth, 640)
        try early.remove(earlyPin)
        #expect(early.value(of: earlyWidth) == 640 && early.value(of: earlyRight) == 632)
        let unbounded = Variable("unbounded")
        #expect(throws: SolverError.nonFiniteSuggestion(unbounded)) {
            try Solver().addEditVariable(unbounded, priority: .defaultHigh, value: .infinity)
        }
    }
}
