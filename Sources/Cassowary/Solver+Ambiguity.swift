extension Solver {
    /// The candidates whose value is not uniquely determined by the current constraints at the
    /// optimum (Auto Layout's "ambiguous layout"), in creation order.
    ///
    /// A variable is ambiguous when it can move without changing the objective or violating a
    /// constraint: it is parametric (free), never constrained, or its row contains a symbol that is
    /// unrestricted, or has zero reduced cost and room to grow.
    public func ambiguousVariables(_ candidates: [Variable]) -> [Variable] {
        Set(candidates).sorted { $0.id < $1.id }.filter(isAmbiguous)
    }

    private func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = symbols[variable], let row = tableau.rows[symbol] else { return true }
        return row.symbols.contains { other in
            switch tableau.kinds[other] {
            case .external: true
            case .dummy: false
            case .slack, .error: tableau.objective.sign(of: other) == 0 && tableau.canIncrease(other)
            }
        }
    }
}
