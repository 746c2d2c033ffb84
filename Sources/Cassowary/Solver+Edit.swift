extension Solver {
    /// Makes `variable` an edit variable: a preference at `priority` for the values `suggest` gives,
    /// as Auto Layout uses for the container size. Edits must not be required.
    ///
    /// `value` is the first suggestion: a variable that many rows depend on (a container's width)
    /// added at the value it will be suggested costs one placement, where adding it at 0 and then
    /// suggesting the real value moves every dependent row twice.
    public func addEditVariable(_ variable: Variable, priority: Priority, value: Double = 0) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable) }
        let constraint = Constraint(Expression(variable) - value, .equal, priority: priority, label: "edit \(variable.name)")
        try add(constraint)
        edits[variable] = Edit(constraint: constraint, value: value, initial: value)
    }

    /// Stops editing `variable`; its suggestions no longer apply.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Suggests a value for an edit variable and re-solves incrementally with the dual simplex: only
    /// the constants change, so the old basis stays optimal and usually needs few pivots to become
    /// feasible again.
    public func suggest(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var edit = edits[variable], let record = records[edit.constraint], let minus = record.other else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable) }
        // The edit row is `variable - value - plus + minus = 0`; a new value is the old system with
        // `minus` shifted by the difference.
        let previous = edit.value
        tableau.shift(minus, by: value - previous)
        edit.value = value
        edits[variable] = edit
        do {
            try checkingFinite(.nonFiniteSuggestion(variable)) { () throws(SolverError) in try tableau.dualOptimize() }
        } catch {
            try recover(from: error, rebuilding: constraintsInOrder, otherwise: constraintsInOrder) {
                self.edits[variable]!.value = previous
            }
        }
    }
}
