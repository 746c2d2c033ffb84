/// The function the simplex method minimizes, kept as one row per priority level.
///
/// Auto Layout's priorities are lexicographic: no number of violated 500s outweighs one 750. A single
/// float with weights like kiwi's (1e6, 1e3, 1) breaks that, so every distinct priority gets its own
/// row (the symbolic weights of the original Cassowary) and symbols compare level by level, each with
/// a tolerance scaled to the level's own coefficients.
struct Objective {
    struct Level {
        let priority: Double
        var row = Row()
        /// The largest coefficient seen at this level; scales its zero tolerance.
        var scale = 1.0

        var tolerance: Double { 1e-9 * scale }

        mutating func add(_ symbol: Int, _ coefficient: Double) {
            row.add(symbol, coefficient)
            scale = max(scale, abs(coefficient))
        }
    }

    /// Strongest first.
    private(set) var levels: [Level] = []
    /// Symbols whose coefficients changed since the last optimality check. Every other parametric
    /// symbol is known not to improve the objective, so the entering search looks only at these
    /// instead of scanning the whole objective on every pivot.
    var touched: Set<Int> = []

    /// The objective with one level, as phase one uses it to drive an artificial variable to zero.
    init(phaseOne row: Row) {
        levels = [Level(priority: .infinity, row: row)]
        touched = Set(row.cells.keys)
    }

    init() {}

    /// Adds `coefficient * symbol` at the level of `priority`.
    mutating func add(_ symbol: Int, _ coefficient: Double, priority: Double) {
        let index = levelIndex(priority)
        levels[index].add(symbol, coefficient)
        touched.insert(symbol)
    }

    /// Adds `coefficient * row` at the level of `priority`.
    mutating func add(_ row: Row, times coefficient: Double, priority: Double) {
        let index = levelIndex(priority)
        levels[index].row.constant += row.constant * coefficient
        for (symbol, value) in row.cells { levels[index].add(symbol, value * coefficient) }
        touched.formUnion(row.cells.keys)
    }

    /// Replaces `symbol` by `row` at every level, as a pivot makes `symbol` basic.
    mutating func substitute(_ symbol: Int, with row: Row) {
        for index in levels.indices {
            guard let coefficient = levels[index].row.cells.removeValue(forKey: symbol) else { continue }
            levels[index].row.constant += row.constant * coefficient
            for (other, value) in row.cells { levels[index].add(other, value * coefficient) }
            touched.formUnion(row.cells.keys)
        }
    }

    /// Drops `symbol`, which is fixed at zero from now on.
    mutating func eliminate(_ symbol: Int) {
        for index in levels.indices { levels[index].row.cells.removeValue(forKey: symbol) }
    }

    /// The sign of `symbol`'s reduced cost, lexicographically: the first level where it is not zero
    /// within tolerance decides. Negative means increasing the symbol improves the objective.
    func sign(of symbol: Int) -> Int {
        for level in levels {
            let value = level.row.cells[symbol] ?? 0
            if value < -level.tolerance { return -1 }
            if value > level.tolerance { return 1 }
        }
        return 0
    }

    /// Whether `a / aDivisor` is lexicographically smaller than `b / bDivisor` (the dual ratio test).
    func ratio(_ a: Int, over aDivisor: Double, isBelow b: Int, over bDivisor: Double) -> Bool {
        for level in levels {
            let left = (level.row.cells[a] ?? 0) / aDivisor
            let right = (level.row.cells[b] ?? 0) / bDivisor
            if left < right - level.tolerance { return true }
            if left > right + level.tolerance { return false }
        }
        return false
    }

    /// Forgets the negligible cost of `symbol` that the ratio test found to be unbounded: with every
    /// error non-negative the objective is bounded below, so such a cost is rounding residue.
    /// Returns false when the cost is too large to be residue.
    mutating func dropResidue(of symbol: Int) -> Bool {
        for level in levels {
            if abs(level.row.cells[symbol] ?? 0) > 1e-6 * level.scale { return false }
        }
        eliminate(symbol)
        return true
    }

    /// The value of the strongest level (phase one's infeasibility).
    var leadingConstant: Double { levels.first?.row.constant ?? 0 }

    /// The symbols with a coefficient at the strongest level.
    var leadingSymbols: Dictionary<Int, Double>.Keys { (levels.first?.row ?? Row()).cells.keys }

    private mutating func levelIndex(_ priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority <= priority }) {
            if levels[index].priority == priority { return index }
            levels.insert(Level(priority: priority), at: index)
            return index
        }
        levels.append(Level(priority: priority))
        return levels.count - 1
    }
}
