extension Solver {
    /// The constraints in the solver, in the order they were placed.
    var constraintsInOrder: [Constraint] {
        records.sorted { $0.value.sequence < $1.value.sequence }.map(\.key)
    }

    /// Recovers from numerical trouble met while changing the constraints: on ill-conditioned
    /// systems, rounding left by a long run of incremental pivots can make the simplex report an
    /// unbounded objective, cycle, or see a contradiction that is not there. A fresh tableau has none
    /// of that residue, so the solver starts over with `constraints`. If that fails as well it
    /// starts over with `fallback` (the constraints before the change), so the solver holds what it
    /// held before (the same constraints, the same optimum), and throws: `unsatisfiable` when the
    /// fresh start found `culprit` contradicting the others, else the original error. `undo` reverts
    /// what the change did outside the constraints (a suggested value) before that second start.
    func recover(
        from error: SolverError, rebuilding constraints: [Constraint], otherwise fallback: [Constraint],
        culprit: Constraint? = nil, undo: () -> Void = {}
    ) throws(SolverError) {
        // A fresh start costs as much as placing every constraint again; trying the change again
        // only after a quarter as many placements keeps that cost amortized (at most 4x), where a
        // system in trouble on every add would otherwise be rebuilt twice on every add.
        var failure = error
        if 4 * placedSinceRebuild >= records.count {
            do {
                return try rebuild(with: constraints)
            } catch {
                failure = error
            }
        }
        undo()
        do {
            try rebuild(with: fallback)
        } catch let restoring {
            throw .internalError("\(error.description); the solver could not be restored: \(restoring)")
        }
        if let culprit, case .unsatisfiable = failure, culprit.priority.isRequired { throw .unsatisfiable(culprit) }
        throw error
    }

    /// Replaces the tableau with a fresh one holding `constraints`, placed required first and then
    /// by priority (so that each level is settled before weaker ones pull on it, which keeps the
    /// intermediate solutions small), in their given order within a level, with the edit variables'
    /// current suggestions applied again.
    func rebuild(with constraints: [Constraint]) throws(SolverError) {
        tableau = Tableau()
        records = [:]
        owners = [:]
        symbols = [:]
        placed = 0
        let order = Dictionary(uniqueKeysWithValues: constraints.enumerated().map { ($0.element, $0.offset) })
        for constraint in constraints.sorted(by: { ($1.priority, order[$0]!) < ($0.priority, order[$1]!) }) {
            try place(constraint, strictly: true)
        }
        for edit in edits.values.sorted(by: { $0.constraint.id < $1.constraint.id }) where edit.value != edit.initial {
            guard let minus = records[edit.constraint]?.other else { continue }
            tableau.shift(minus, by: edit.value - edit.initial)
        }
        try checkingFinite(.internalError("the suggested values overflow")) { () throws(SolverError) in
            try tableau.dualOptimize()
        }
        placedSinceRebuild = 0
    }
}
