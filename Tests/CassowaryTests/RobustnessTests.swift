import Foundation
import Testing

@testable import Cassowary

/// Systems kiwisolver 1.5.1 gets wrong or aborts on; answers derived by hand or by construction.
@Suite struct RobustnessTests {
    /// A deterministic generator, so the systems are the same on every run.
    struct Generator {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// Required equalities with general coefficients, each over three variables, built around a known
    /// solution; weak pins far away must not move it.
    @Test func satisfiableRequiredEqualitiesWithGeneralCoefficients() throws {
        var random = Generator(state: 7)
        let count = 60
        let variables = (0..<count).map { Variable("v\($0)") }
        let solution = (0..<count).map { _ in (random.next() * 1000).rounded() / 4 }
        let solver = Solver()
        for index in 0..<count {
            let others = [index, (index + 1) % count, (index + 7) % count]
            let coefficients = others.map { _ in (random.next() * 4 - 2).rounded(toPlaces: 3) + 0.001 }
            var expression = Expression()
            for (variable, coefficient) in zip(others, coefficients) {
                expression = expression + variables[variable] * coefficient
            }
            let value = zip(others, coefficients).reduce(0) { $0 + solution[$1.0] * $1.1 }
            // Diagonal dominance keeps the system non-singular.
            try solver.add(Constraint(expression + variables[index] * 5 - (value + 5 * solution[index]), .equal))
            try solver.add(Constraint(variables[index] - 10_000, .equal, priority: .defaultLow))
        }
        for (variable, expected) in zip(variables, solution) {
            #expect(abs(solver.value(of: variable) - expected) < 1e-6)
        }
        #expect(solver.ambiguousVariables(variables).isEmpty)
    }

    /// A coefficient that is only rounding residue (0.1 + 0.2 - 0.3) must count as zero, not as a
    /// direction in which the objective is unbounded.
    @Test func residueCoefficientsAreZero() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x * 0.1 + x * 0.2 - x * 0.3 + y - 5, .equal))
        try solver.add(Constraint(Expression(y), .equal, priority: .defaultHigh))
        try solver.add(Constraint((x * 0.1 + x * 0.2 - x * 0.3) * 1e6, .greaterThanOrEqual, priority: .defaultLow))
        #expect(solver.value(of: y) == 5)
        #expect(solver.ambiguousVariables([x, y]) == [x])
    }

    /// Many equal-looking preferences make every reduced cost at a level a near-tie.
    @Test func nearZeroReducedCostsStillReachTheOptimum() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x + y - 1, .equal))
        for step in 1...30 {
            let weight = 1 + Double(step) * 1e-9
            try solver.add(Constraint((x - 0.3) * weight, .equal, priority: 500))
            try solver.add(Constraint((y - 0.7) * weight, .equal, priority: 500))
        }
        #expect(abs(solver.value(of: x) - 0.3) < 1e-9)
        #expect(abs(solver.value(of: y) - 0.7) < 1e-9)
        #expect(solver.tableau.invariantViolation() == nil)
    }
}

extension Double {
    fileprivate func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}

/// Systems from the differential test's generator (`scripts/differential_kiwi.py`, seed 20261130)
/// on which a long run of incremental pivots fills the tableau with rounding residue: adding
/// constraint 468 of the first found an "unbounded" objective, and suggesting the first edit value
/// of the second left the dual simplex without an entering symbol. The solver must start over from a
/// fresh tableau and reach the optimum the generator built the system around.
@Suite struct IllConditionedSystemTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    struct Answer: Decodable {
        struct Step: Decodable { let values: [String: Double] }
        let steps: [Step]
    }

    @Test(arguments: ["unbounded-objective", "dual-simplex"])
    func reachesTheOptimumAfterStartingOver(name: String) throws {
        let base = Self.fixtures.appendingPathComponent("ill-conditioned-\(name)")
        let (output, exitCode) = SolveDocument.run(try Data(contentsOf: base.appendingPathExtension("json")))
        #expect(exitCode == 0, "\(output.prefix(300))")
        let answer = try JSONDecoder().decode(Answer.self, from: Data(output.utf8))
        let expected = try JSONDecoder().decode(
            Answer.self, from: Data(contentsOf: base.appendingPathExtension("expected.json")))
        try #require(answer.steps.count == expected.steps.count)
        for (step, want) in zip(answer.steps, expected.steps) {
            for (name, value) in want.values {
                let got = try #require(step.values[name])
                #expect(abs(got - value) <= 1e-6 * max(1, abs(value)), "\(name): \(got), expected \(value)")
            }
        }
    }
}
