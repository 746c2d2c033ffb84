/// An incremental Cassowary solver (Badros, Borning and Stuckey) for Auto Layout systems.
///
/// Constraints are added and removed one at a time and the solution is kept optimal after each
/// change; edit variables take suggested values and are re-solved with the dual simplex, which is what
/// makes a screen resize cheap. Required constraints are hard; preferences are minimized
/// lexicographically by priority. Every operation is transactional: when it throws, the solver is as
/// it was before the call.
public final class Solver {
    /// What `add` does with a required constraint that contradicts the ones already added.
    public enum Mode: Sendable {
        /// Throw ``SolverError/unsatisfiable(_:)``.
        case strict
        /// Like Auto Layout: record a ``Conflict``, leave the constraint out and go on.
        case recovering
    }

    /// The symbols a constraint added to the tableau.
    struct Record {
        /// When the constraint was placed, so a rebuild can place them again in the same order.
        let sequence: Int
        /// The slack or dummy (required) or error (preference) symbol that identifies its row.
        let marker: Int
        /// The second error symbol of a preference.
        let other: Int?
    }

    struct Edit {
        let constraint: Constraint
        var value: Double
        /// The value the edit constraint was added at (its row holds it; suggestions shift from it).
        let initial: Double
    }

    /// How the solver treats unsatisfiable required constraints.
    public let mode: Mode
    /// Every required constraint recovering mode dropped, in order.
    public private(set) var conflicts: [Conflict] = []

    var tableau = Tableau()
    var records: [Constraint: Record] = [:]
    /// The constraint each marker symbol belongs to, for conflict reports.
    var owners: [Int: Constraint] = [:]
    var symbols: [Variable: Int] = [:]
    var edits: [Variable: Edit] = [:]
    /// How many constraints have been placed; the next one's `Record.sequence`.
    var placed = 0
    /// Placements since the tableau was last rebuilt, which pay for the next rebuild.
    var placedSinceRebuild = 0
    /// Whether required equalities put their dummy symbol into the rows. A dummy is always zero, so it
    /// changes no value; its column only says how each row depends on the equality, which removing
    /// the equality and explaining a conflict need. Every row of a chain of equalities depends on all
    /// the links before it, so keeping the column makes such systems quadratic in time and memory:
    /// the solver leaves dummies out, rebuilds to remove a required equality, and explains a conflict
    /// with a witness solver that keeps them (``contradicted(by:)``).
    var keepsDummyColumns = false

    /// Creates an empty solver.
    public init(mode: Mode = .strict) { self.mode = mode }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { records[constraint] != nil }

    /// The variable's value in the current optimal solution; 0 for a variable the solver never saw.
    public func value(of variable: Variable) -> Double {
        symbols[variable].map(tableau.value(of:)) ?? 0
    }

    // MARK: Adding and removing constraints

    /// Adds a constraint and re-solves. A required constraint that contradicts the required ones
    /// already added throws ``SolverError/unsatisfiable(_:)`` (strict mode) or becomes a ``Conflict``
    /// (recovering mode); either way the solver is left unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard records[constraint] == nil else { throw .duplicateConstraint(constraint) }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFinite(constraint)
        }
        do {
            try place(constraint)
        } catch {
            guard error.isNumerical else { throw error }
            let others = constraintsInOrder.filter { $0 !== constraint }
            try recover(from: error, rebuilding: others + [constraint], otherwise: others, culprit: constraint)
        }
    }

    /// `add` without the checks and the recovery: puts the constraint into the tableau and
    /// re-solves. A contradiction found in an ill-conditioned tableau may be rounding, so it is
    /// reported as an internal error, which makes `add` start over from a fresh tableau.
    func place(_ constraint: Constraint, strictly: Bool = false) throws(SolverError) {
        let (row, record) = makeRow(for: constraint)
        do {
            try insert(row, record: record, for: constraint)
        } catch let failure {
            retract(record, of: constraint)
            try checkFinite(.nonFinite(constraint))
            guard case .contradicts(let others) = failure else { throw .internalError(failure.message) }
            guard mode == .recovering, !strictly else {
                if !strictly, tableau.isIllConditioned { throw .internalError("unsatisfiable in an ill-conditioned tableau") }
                throw .unsatisfiable(constraint)
            }
            let culprits = keepsDummyColumns ? others : contradicted(by: constraint)
            conflicts.append(Conflict(dropped: constraint, conflictingWith: culprits.sorted { $0.id < $1.id }))
            return
        }
        records[constraint] = record
        owners[record.marker] = constraint
        placed += 1
        placedSinceRebuild += 1
        try checkingFinite(.nonFinite(constraint)) { () throws(SolverError) in try tableau.optimize() }
    }

    /// Throws `overflow` when the tableau holds a number that is not finite: huge coefficients
    /// overflow a Double when rows are combined. The simplex then fails in arbitrary ways (NaN
    /// compares false), or not at all, so this is checked after every change, before its own error.
    func checkFinite(_ overflow: SolverError) throws(SolverError) {
        if tableau.hasOverflowed { throw overflow }
    }

    /// Runs `body`, then `checkFinite(overflow)`, which also takes precedence over `body`'s error.
    func checkingFinite(_ overflow: SolverError, _ body: () throws(SolverError) -> Void) throws(SolverError) {
        do { try body() } catch {
            try checkFinite(overflow)
            throw error
        }
        try checkFinite(overflow)
    }

    /// The required constraints that, together, contradict `constraint`, best effort. This tableau
    /// has no dummy columns to read them from, so a witness solver that keeps them places the
    /// constraints again, in the same order, and then `constraint`: a cost paid only on a conflict.
    private func contradicted(by constraint: Constraint) -> [Constraint] {
        let witness = Solver(mode: .recovering)
        witness.keepsDummyColumns = true
        for other in constraintsInOrder { try? witness.place(other, strictly: true) }
        try? witness.place(constraint)
        return witness.conflicts.first?.conflictingWith ?? []
    }

    /// Removes a constraint and re-solves.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard records[constraint] != nil else { throw .unknownConstraint(constraint) }
        let others = constraintsInOrder.filter { $0 !== constraint }
        do {
            // Without its dummy's column, nothing says which rows a required equality shaped.
            if constraint.isRequiredEquality {
                try rebuild(with: others)
            } else {
                try unplace(constraint)
            }
        } catch {
            try recover(from: error, rebuilding: others, otherwise: others + [constraint])
        }
    }

    /// `remove` without the check and the recovery.
    private func unplace(_ constraint: Constraint) throws(SolverError) {
        let record = records.removeValue(forKey: constraint)!
        owners[record.marker] = nil
        let priority = constraint.priority.rawValue
        for error in [record.marker, record.other].compactMap({ $0 }) where tableau.kinds[error] == .error {
            if let row = tableau.rows[error] {
                tableau.objective.add(row, times: -1, priority: priority)
            } else {
                tableau.objective.add(error, -1, priority: priority)
            }
        }
        if !tableau.isBasic(record.marker), let leaving = markerLeavingRow(record.marker) {
            try tableau.pivot(entering: record.marker, leaving: leaving)
        }
        retract(record, of: constraint)
        try checkingFinite(.nonFinite(constraint)) { () throws(SolverError) in try tableau.optimize() }
    }

    /// Builds the row `expression (+/- slack, error or dummy) = 0` in terms of the current
    /// parametric symbols, with a non-negative constant. Preferences put their errors in the objective.
    private func makeRow(for constraint: Constraint) -> (Row, Record) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            let symbol = symbol(for: term.variable)
            if let basicRow = tableau.rows[symbol] {
                row.add(basicRow, times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let priority = constraint.priority
        let record: Record
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // e <= 0 becomes e + slack = 0; a preference also gets e + slack - error = 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.newSymbol(.slack)
            row.add(slack, sign)
            var error: Int?
            if !priority.isRequired {
                error = tableau.newSymbol(.error)
                row.add(error!, -sign)
                tableau.objective.add(error!, 1, priority: priority.rawValue)
            }
            record = Record(sequence: placed, marker: slack, other: error)
        case .equal where priority.isRequired:
            let dummy = tableau.newSymbol(.dummy)
            if keepsDummyColumns { row.add(dummy, 1) }
            record = Record(sequence: placed, marker: dummy, other: nil)
        case .equal:
            // e = plus - minus, both errors weighted.
            let plus = tableau.newSymbol(.error), minus = tableau.newSymbol(.error)
            row.add(plus, -1)
            row.add(minus, 1)
            tableau.objective.add(plus, 1, priority: priority.rawValue)
            tableau.objective.add(minus, 1, priority: priority.rawValue)
            record = Record(sequence: placed, marker: plus, other: minus)
        }
        if row.constant < 0 { row.scale(by: -1) }
        return (row, record)
    }

    /// Why inserting a row failed.
    private enum InsertFailure: Error {
        /// The required constraints that, together, contradict the new one.
        case contradicts([Constraint])
        case numerical(SolverError)

        var message: String {
            if case .numerical(let error) = self { return error.description }
            return "unsatisfiable"
        }
    }

    /// Puts the new row into the tableau: directly when it has a subject that can be basic, else
    /// through phase one with an artificial variable.
    private func insert(_ row: Row, record: Record, for constraint: Constraint) throws(InsertFailure) {
        if let subject = subject(of: row, record: record) {
            var definition = row
            definition.solve(for: subject)
            tableau.substitute(subject, with: definition)
            tableau.insertRow(definition, basic: subject)
            return
        }
        // How far from zero a required constraint may be left: rounding drifts by far more than an
        // ulp on ill-conditioned systems, and 1e-5 of a layout point is invisible.
        let tolerance = 1e-5 * max(1, abs(constraint.expression.constant))
        if row.symbols.allSatisfy({ tableau.kinds[$0] == .dummy }) {
            // A required equality among required equalities: redundant (then its dummy becomes basic,
            // to be found when the constraint is removed) or contradictory. Without dummy columns
            // the row is just its constant.
            guard abs(row.constant) <= tolerance else {
                throw .contradicts(row.symbols.compactMap { owners[$0] })
            }
            var definition = row
            definition.solve(for: record.marker)
            tableau.substitute(record.marker, with: definition)
            tableau.insertRow(definition, basic: record.marker)
            return
        }
        try insertThroughPhaseOne(row, record: record, tolerance: tolerance)
    }

    /// The symbol to solve the new row for: a user variable (they are unrestricted; the one with the
    /// largest coefficient, to divide by the stablest number, the oldest among equals), else a
    /// slack or error with a negative coefficient (then its value, constant / -coefficient, is
    /// non-negative). `nil` when neither exists.
    ///
    /// Preferring, among equal coefficients, the variable in the fewest rows makes adding a chain
    /// pinned at its end linear instead of quadratic, but it reached spurious contradictions on
    /// ill-conditioned systems of the kiwi differential test that this rule solves; see
    /// Benchmarks/solver/README.md.
    private func subject(of row: Row, record: Record) -> Int? {
        let externals = row.cells.filter { tableau.kinds[$0.0] == .external }
        if let largest = externals.max(by: { (abs($0.1), -$0.0) < (abs($1.1), -$1.0) }) { return largest.0 }
        for candidate in [record.marker, record.other].compactMap({ $0 })
        where tableau.kinds[candidate].isPivotable && (row.coefficient(of: candidate) ?? 0) < 0 {
            return candidate
        }
        return nil
    }

    /// Phase one: adds `artificial = row`, minimizes the artificial variable, and keeps the row only if
    /// it reached zero. On failure, replays the pivots backwards so the tableau is exactly as before
    /// (kiwi leaves them in and corrupts the solver).
    private func insertThroughPhaseOne(_ row: Row, record: Record, tolerance: Double) throws(InsertFailure) {
        let artificial = tableau.newSymbol(.slack)
        tableau.insertRow(row, basic: artificial)
        tableau.artificial = Objective(phaseOne: row)
        tableau.pivotLog = []
        defer {
            tableau.artificial = nil
            tableau.pivotLog = nil
        }
        var failure: InsertFailure?
        do {
            try tableau.optimize(phaseOne: true)
            if tableau.artificial!.leadingConstant > tolerance {
                failure = .contradicts(tableau.artificial!.leadingSymbols.compactMap { owners[$0] })
            }
        } catch {
            failure = .numerical(error)
        }
        if let failure {
            for (entering, leaving) in tableau.pivotLog!.reversed() {
                try? tableau.pivot(entering: leaving, leaving: entering)
            }
            tableau.removeRow(artificial)
            throw failure
        }
        if let basicRow = tableau.rows[artificial], !basicRow.isEmpty {
            // Still basic at zero: swap in a slack or error of its row (the largest coefficient, for
            // stability), so the row keeps holding them to the new constraint. A dummy is a last
            // resort: basic dummies are only checked for sign, harmless only in a row of dummies.
            let cells = Array(basicRow.cells)
            let pivotable = cells.filter { tableau.kinds[$0.0].isPivotable }
            let entering = (pivotable.isEmpty ? cells : pivotable).max { (abs($0.1), -$0.0) < (abs($1.1), -$1.0) }!.0
            do { try tableau.pivot(entering: entering, leaving: artificial) } catch { throw .numerical(error) }
        }
        if tableau.isBasic(artificial) { tableau.removeRow(artificial) }
        tableau.eliminate(artificial)
    }

    /// Removes what `makeRow` added for a constraint that is leaving (or never made it in).
    private func retract(_ record: Record, of constraint: Constraint) {
        for symbol in [record.marker, record.other].compactMap({ $0 }) {
            if tableau.isBasic(symbol) { tableau.removeRow(symbol) }
            tableau.eliminate(symbol)
        }
    }

    /// The row to pivot a parametric marker into before its constraint's row is dropped: the one that
    /// keeps the tableau feasible (restricted rows by ratio), else any unrestricted row.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var negative: (ratio: Double, basic: Int)?
        var positive: (ratio: Double, basic: Int)?
        var unrestricted: Int?
        for basic in tableau.column(marker) {
            let row = tableau.rows[basic]!
            let coefficient = row.coefficient(of: marker)!
            if row.isTinyPivot(coefficient) { continue }
            if tableau.kinds[basic] == .external {
                unrestricted = min(unrestricted ?? basic, basic)
                continue
            }
            let ratio = abs(row.constant / coefficient)
            if coefficient < 0 {
                if negative == nil || (ratio, basic) < (negative!.ratio, negative!.basic) { negative = (ratio, basic) }
            } else if positive == nil || (ratio, basic) < (positive!.ratio, positive!.basic) {
                positive = (ratio, basic)
            }
        }
        return negative?.basic ?? positive?.basic ?? unrestricted
    }

    /// The tableau symbol of a user variable, created on first use.
    func symbol(for variable: Variable) -> Int {
        if let symbol = symbols[variable] { return symbol }
        let symbol = tableau.newSymbol(.external)
        symbols[variable] = symbol
        return symbol
    }
}
