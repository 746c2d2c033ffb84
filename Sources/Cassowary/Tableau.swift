/// The simplex tableau: one row per basic symbol, plus a column index.
///
/// The column index (for each symbol, the basic symbols whose rows mention it) is what makes the
/// solver scale: a pivot substitutes the entering symbol only into the rows that contain it, where a
/// tableau without it (kiwi's) scans every row on every pivot.
///
/// Every choice (entering symbol, leaving row, infeasible row) breaks ties by the lowest symbol id, so
/// results follow creation order and never hashing order. With lowest-id entering and leaving choices
/// (Bland's rule) the primal simplex cannot cycle.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// The row of each basic symbol, by symbol id; `nil` for parametric symbols.
    private(set) var rows: [Row?] = []
    /// For each symbol, the basic symbols whose rows may contain it: every row that does is listed,
    /// but entries go stale when a cell cancels or a row leaves, and are only weeded out when the
    /// column is read (`column(_:)`) or has grown to its compaction size. That keeps the index free
    /// of deletions on the hot path, and its memory within a constant factor of the tableau's
    /// (without the bound, a long run of pivots on a dense tableau piled up gigabytes of them).
    private var columns: [[Int]] = []
    /// The stored size at which each column is next compacted: twice its live size at the last
    /// compaction, so stale entries never outnumber live ones for long, at amortized O(1) a cell.
    private var compactionSizes: [Int] = []
    /// The optimization objective, one level per priority.
    var objective = Objective()
    /// Phase one's objective while a required constraint is added through an artificial variable.
    var artificial: Objective?
    /// Restricted basic symbols that may have gone negative (after `suggest`), for the dual simplex.
    private var infeasible: [Int] = []
    /// While phase one runs: its pivots, so a failed add can be undone exactly.
    var pivotLog: [(entering: Int, leaving: Int)]?
    /// Scratch buffers for row merges: the symbols a merge added, and the merge's storage.
    private var appeared: [Int] = []
    private var buffer = Row()
    /// Whether a row got a number that is not finite (see `hasOverflowed`).
    private var rowOverflowed = false

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        compactionSizes.append(Tableau.smallestCompaction)
        return kinds.count - 1
    }

    func isBasic(_ symbol: Int) -> Bool { rows[symbol] != nil }

    /// The current value of a symbol: its row's constant when basic, zero when parametric.
    func value(of symbol: Int) -> Double { rows[symbol]?.constant ?? 0 }

    // MARK: Rows and the column index

    /// The basic symbols whose rows contain `symbol`, ascending; compacts the stored column.
    mutating func column(_ symbol: Int) -> [Int] {
        let live = liveColumn(symbol)
        columns[symbol] = live
        compactionSizes[symbol] = max(Tableau.smallestCompaction, 2 * live.count)
        return live
    }

    private static let smallestCompaction = 32

    /// Lists `basic` in the column of `symbol`, compacting the column when stale entries pile up.
    private mutating func index(_ basic: Int, under symbol: Int) {
        columns[symbol].append(basic)
        if columns[symbol].count > compactionSizes[symbol] { _ = column(symbol) }
    }

    /// `column(_:)` without compacting, for read-only queries.
    func liveColumn(_ symbol: Int) -> [Int] {
        var live = columns[symbol].filter { rows[$0]?.coefficient(of: symbol) != nil }
        live.sort()
        var previous = -1
        live.removeAll { basic in
            defer { previous = basic }
            return basic == previous
        }
        return live
    }

    /// Whether a row or an objective holds a number that is not finite, which only overflow makes
    /// from finite input. It stays set: the tableau is beyond repair and must be rebuilt.
    var hasOverflowed: Bool { rowOverflowed || !objective.isFinite || artificial?.isFinite == false }

    /// Makes `basic` basic with `row`.
    mutating func insertRow(_ row: Row, basic: Int) {
        rows[basic] = row
        for symbol in row.symbols { index(basic, under: symbol) }
        if !row.isFinite { rowOverflowed = true }
    }

    /// Makes `basic` parametric and returns its former row (its column entries go stale).
    @discardableResult
    mutating func removeRow(_ basic: Int) -> Row {
        defer { rows[basic] = nil }
        return rows[basic] ?? Row()
    }

    /// Replaces the parametric `symbol` by `row` everywhere: in the rows that mention it (found via the
    /// column index) and in the objectives.
    mutating func substitute(_ symbol: Int, with row: Row) {
        for basic in column(symbol) {
            guard let coefficient = rows[basic]!.remove(symbol) else { continue }
            appeared.removeAll(keepingCapacity: true)
            rows[basic]!.add(row, times: coefficient, appeared: &appeared, buffer: &buffer)
            for other in appeared { index(basic, under: other) }
            if kinds[basic] != .external && rows[basic]!.constant < 0 { infeasible.append(basic) }
            if !rows[basic]!.isFinite { rowOverflowed = true }
        }
        columns[symbol] = []
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Fixes the parametric `symbol` at zero for good by deleting its column.
    mutating func eliminate(_ symbol: Int) {
        for basic in column(symbol) { _ = rows[basic]!.remove(symbol) }
        columns[symbol] = []
        objective.eliminate(symbol)
        artificial?.eliminate(symbol)
    }

    /// Exchanges the basic `leaving` for the parametric `entering`, which must be in its row.
    mutating func pivot(entering: Int, leaving: Int) throws(SolverError) {
        guard rows[leaving]?.coefficient(of: entering) != nil else {
            throw .internalError("pivot on a symbol missing from its row")
        }
        var row = removeRow(leaving)
        row.add(leaving, -1)
        row.solve(for: entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
        pivotLog?.append((entering, leaving))
    }

    /// Shifts a constant the way `suggest` does: `symbol` is replaced by `symbol - delta`.
    mutating func shift(_ symbol: Int, by delta: Double) {
        if isBasic(symbol) {
            rows[symbol]!.constant += delta
            if rows[symbol]!.constant < 0 { infeasible.append(symbol) }
            if !rows[symbol]!.constant.isFinite { rowOverflowed = true }
            return
        }
        for basic in column(symbol) {
            rows[basic]!.constant -= rows[basic]!.coefficient(of: symbol)! * delta
            if kinds[basic] != .external && rows[basic]!.constant < 0 { infeasible.append(basic) }
            if !rows[basic]!.constant.isFinite { rowOverflowed = true }
        }
    }

    // MARK: Simplex

    /// A generous bound on pivots per optimization; hitting it is reported, not looped on (and the
    /// solver then starts over from a fresh tableau).
    private var iterationCap: Int { 500 + kinds.count }

    /// Whether rounding may have grown large enough to fake a contradiction: some row holds numbers
    /// far beyond any layout's (points, and ratios between them).
    var isIllConditioned: Bool {
        rows.contains { row in row.map { abs($0.constant) > 1e9 || $0.magnitude > 1e9 } ?? false }
    }

    /// Primal simplex: pivots until no parametric symbol improves the objective (phase one's
    /// artificial objective when `phaseOne`). Keeps the tableau feasible. A tableau that has become
    /// ill-conditioned is given up early (checked every 64 pivots, as it costs about one pivot):
    /// its pivots no longer converge, and the solver's fresh start is the way out.
    mutating func optimize(phaseOne: Bool = false) throws(SolverError) {
        for iteration in 0..<iterationCap {
            if iteration % 64 == 63, isIllConditioned { throw .internalError("the tableau is ill-conditioned") }
            guard let entering = enteringSymbol(phaseOne: phaseOne) else { return }
            guard let leaving = leavingRow(for: entering) else {
                let dropped = phaseOne ? artificial!.dropResidue(of: entering) : objective.dropResidue(of: entering)
                if !dropped { throw .internalError("objective is unbounded") }
                continue
            }
            try pivot(entering: entering, leaving: leaving)
        }
        throw .internalError("iteration limit reached while optimizing")
    }

    /// The lowest-id parametric symbol with a negative reduced cost, among the touched ones.
    private mutating func enteringSymbol(phaseOne: Bool) -> Int? {
        let improving = phaseOne ? improvingSymbols(artificial!) : improvingSymbols(objective)
        if phaseOne { artificial!.keepTouched(improving) } else { objective.keepTouched(improving) }
        return improving.min()
    }

    private func improvingSymbols(_ function: Objective) -> [Int] {
        function.touched.filter { kinds[$0].isPivotable && !isBasic($0) && function.sign(of: $0) < 0 }
    }

    /// The restricted row that first blocks `entering` from growing; among ties (common: layouts are
    /// degenerate) the lowest id, which with the lowest-id entering symbol is Bland's rule and cannot
    /// cycle. Ties are exact: preferring the largest coefficient, or treating near-equal ratios as
    /// ties, cycled on degenerate random systems.
    private mutating func leavingRow(for entering: Int) -> Int? {
        var candidates: [(ratio: Double, basic: Int)] = []
        for basic in column(entering) where kinds[basic] != .external {
            let row = rows[basic]!
            let coefficient = row.coefficient(of: entering)!
            guard coefficient < 0, !row.isTinyPivot(coefficient) else { continue }
            candidates.append((max(0, -row.constant / coefficient), basic))
        }
        guard let smallest = candidates.map(\.ratio).min() else { return nil }
        return candidates.filter { $0.ratio == smallest }.map(\.basic).min()!
    }

    /// Dual simplex: restores feasibility after `suggest` changed constants, keeping optimality.
    mutating func dualOptimize() throws(SolverError) {
        for _ in 0..<iterationCap {
            infeasible = infeasible.filter { isBasic($0) && rows[$0]!.constant < -1e-9 }
            guard let leaving = infeasible.min() else { return }
            guard let entering = dualEnteringSymbol(for: rows[leaving]!) else {
                throw .internalError("dual simplex found no entering symbol")
            }
            try pivot(entering: entering, leaving: leaving)
        }
        throw .internalError("iteration limit reached in the dual simplex")
    }

    private func dualEnteringSymbol(for row: Row) -> Int? {
        var best: (symbol: Int, coefficient: Double)?
        for (symbol, coefficient) in row.cells
        where coefficient > 0 && kinds[symbol].isPivotable && !row.isTinyPivot(coefficient) {
            guard let current = best else {
                best = (symbol, coefficient)
                continue
            }
            if objective.ratio(symbol, over: coefficient, isBelow: current.symbol, over: current.coefficient)
                || (!objective.ratio(current.symbol, over: current.coefficient, isBelow: symbol, over: coefficient)
                    && symbol < current.symbol)
            {
                best = (symbol, coefficient)
            }
        }
        return best?.symbol
    }

    /// Whether the parametric `symbol` can grow from zero without leaving the feasible region.
    func canIncrease(_ symbol: Int) -> Bool {
        liveColumn(symbol).allSatisfy { basic in
            kinds[basic] == .external || rows[basic]!.coefficient(of: symbol)! >= 0 || rows[basic]!.constant > 1e-9
        }
    }
}

extension Tableau {
    /// The first broken invariant, for tests: the column index lists every row (and its stale entries
    /// stay bounded), basic symbols appear in no row, restricted basic symbols are non-negative, and
    /// user variables that are parametric appear only in rows of user variables.
    func invariantViolation() -> String? {
        for (symbol, column) in columns.enumerated() where column.count > compactionSizes[symbol] {
            return "column \(symbol) holds \(column.count) entries, beyond its compaction size \(compactionSizes[symbol])"
        }
        for (basic, row) in rows.enumerated() {
            guard let row else { continue }
            if kinds[basic] != .external && row.constant < -1e-7 { return "row \(basic) is negative: \(row.constant)" }
            for symbol in row.symbols {
                if isBasic(symbol) { return "basic \(symbol) appears in row \(basic)" }
                if !columns[symbol].contains(basic) { return "column \(symbol) misses row \(basic)" }
                if kinds[symbol] == .external && kinds[basic] != .external {
                    return "parametric variable \(symbol) in restricted row \(basic)"
                }
            }
        }
        return nil
    }
}
