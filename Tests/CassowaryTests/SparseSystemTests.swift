import Testing

@testable import Cassowary

/// Long chains and trees, the shapes whose rows filled in (and took quadratic to cubic time) while
/// required equalities kept their dummy columns. Values only: timings live in Benchmarks/solver.
@Suite struct SparseSystemTests {
    static let length = 3_000

    /// `x[i + 1] - x[i] == gap(i)`, the pin on `x[0]` added last, so the chain is built unpinned.
    @Test func longChainPinnedLast() throws {
        let xs = (0..<Self.length).map { Variable("x\($0)") }
        let gap = { (i: Int) in Double(i % 5 + 1) }
        let solver = Solver()
        for i in 0..<(Self.length - 1) { try solver.add(Constraint(xs[i + 1] - xs[i] - gap(i), .equal)) }
        let pin = Constraint(xs[0] - 7, .equal)
        try solver.add(pin)
        var expected = 7.0
        for i in 0..<Self.length {
            #expect(solver.value(of: xs[i]) == expected)
            expected += gap(i)
        }
        // Removing a required equality rebuilds the tableau; a new pin moves the whole chain.
        try solver.remove(pin)
        try solver.add(Constraint(xs[Self.length - 1] - 1, .equal))
        #expect(solver.value(of: xs[0]) == 1 - (expected - 7 - gap(Self.length - 1)))
        #expect(solver.tableau.invariantViolation() == nil)
    }

    /// An edit variable at the end of the chain moves every link.
    @Test func chainFollowsAnEditAtItsEnd() throws {
        let xs = (0..<Self.length).map { Variable("x\($0)") }
        let solver = Solver()
        for i in 0..<(Self.length - 1) { try solver.add(Constraint(xs[i + 1] - xs[i] - 8, .equal)) }
        try solver.addEditVariable(xs[Self.length - 1], priority: .defaultHigh)
        for last in [100.0, -50.5] {
            try solver.suggest(xs[Self.length - 1], last)
            for i in 0..<Self.length { #expect(solver.value(of: xs[i]) == last - 8 * Double(Self.length - 1 - i)) }
        }
    }

    /// Each node is its parent (in a binary heap's numbering) plus a constant.
    @Test func treeOfEqualities() throws {
        let xs = (0..<Self.length).map { Variable("x\($0)") }
        let offset = { (i: Int) in Double(i % 7 + 1) }
        let solver = Solver()
        try solver.add(Constraint(xs[0] - 3, .equal))
        for i in 1..<Self.length { try solver.add(Constraint(xs[i] - xs[(i - 1) / 2] - offset(i), .equal)) }
        var expected = [3.0]
        for i in 1..<Self.length { expected.append(expected[(i - 1) / 2] + offset(i)) }
        #expect(xs.map(solver.value(of:)) == expected)
    }
}
