/// The function the simplex method minimizes, kept as one row per priority level.
///
/// Auto Layout's priorities are lexicographic: no number of violated 500s outweighs one 750. A single
/// float with weights like kiwi's (1e6, 1e3, 1) breaks that, so every distinct priority gets its own
/// row (the symbolic weights of the original Cassowary) and symbols compare level by level, each with
/// a tolerance scaled to the level's own coefficients. Levels are dense arrays by symbol id: the
/// objective mentions most error symbols, and every pivot updates it.
struct Objective {
    struct Level {
        let priority: Double
        var coefficients: [Double] = []
        var constant = 0.0
        /// The largest weight put in directly (not through substitution, whose transient blow-ups
        /// would make every small cost look like zero); scales the level's zero tolerance.
        var scale = 1.0
        /// Whether every cell stayed finite (see `Objective.isFinite`).
        private(set) var cellsAreFinite = true

        /// Reduced costs are sums of weight times coefficient ratios; residue left by rounding reached
        /// 4e-9 on random systems (and then two levels disagreed and the simplex cycled), while real
        /// costs of layouts are far larger.
        var tolerance: Double { 1e-7 * scale }

        func coefficient(of symbol: Int) -> Double { symbol < coefficients.count ? coefficients[symbol] : 0 }

        /// Adds to a cell, snapping cancellation residue to zero.
        mutating func add(_ symbol: Int, _ value: Double) {
            if symbol >= coefficients.count {
                coefficients.append(contentsOf: repeatElement(0, count: symbol + 1 - coefficients.count))
            }
            let old = coefficients[symbol]
            let sum = old + value
            coefficients[symbol] = Row.isResidue(sum, of: old, value) ? 0 : sum
            if !sum.isFinite { cellsAreFinite = false }
        }
    }

    /// Strongest first.
    private(set) var levels: [Level] = []
    /// Symbols whose coefficients changed since the last optimality check. Every other parametric
    /// symbol is known not to improve the objective, so the entering search looks only at these
    /// instead of scanning the whole objective on every pivot.
    private(set) var touched: [Int] = []
    private var isTouched: [Bool] = []

    init() {}

    /// The objective with one level, as phase one uses it to drive an artificial variable to zero.
    init(phaseOne row: Row) {
        levels = [Level(priority: .infinity, scale: max(1, row.magnitude))]
        add(row, times: 1, priority: .infinity)
    }

    private mutating func touch(_ symbol: Int) {
        if symbol >= isTouched.count {
            isTouched.append(contentsOf: repeatElement(false, count: symbol + 1 - isTouched.count))
        }
        if !isTouched[symbol] {
            isTouched[symbol] = true
            touched.append(symbol)
        }
    }

    /// Replaces the touched list with `symbols` (a subset of it), after an optimality check.
    mutating func keepTouched(_ symbols: [Int]) {
        for symbol in touched { isTouched[symbol] = false }
        touched = symbols
        for symbol in symbols { isTouched[symbol] = true }
    }

    /// Adds `coefficient * symbol` at the level of `priority`.
    mutating func add(_ symbol: Int, _ coefficient: Double, priority: Double) {
        let index = levelIndex(priority)
        levels[index].add(symbol, coefficient)
        levels[index].scale = max(levels[index].scale, abs(coefficient))
        touch(symbol)
    }

    /// Adds `coefficient * row` at the level of `priority`.
    mutating func add(_ row: Row, times coefficient: Double, priority: Double) {
        let index = levelIndex(priority)
        levels[index].constant += row.constant * coefficient
        for (symbol, value) in row.cells {
            levels[index].add(symbol, value * coefficient)
            touch(symbol)
        }
    }

    /// Replaces `symbol` by `row` at every level, as a pivot makes `symbol` basic.
    mutating func substitute(_ symbol: Int, with row: Row) {
        for index in levels.indices {
            let coefficient = levels[index].coefficient(of: symbol)
            guard coefficient != 0 else { continue }
            levels[index].coefficients[symbol] = 0
            levels[index].constant += row.constant * coefficient
            for (other, value) in row.cells {
                levels[index].add(other, value * coefficient)
                touch(other)
            }
        }
    }

    /// Drops `symbol`, which is fixed at zero from now on.
    mutating func eliminate(_ symbol: Int) {
        for index in levels.indices where symbol < levels[index].coefficients.count {
            levels[index].coefficients[symbol] = 0
        }
    }

    /// The sign of `symbol`'s reduced cost, lexicographically: the first level where it is not zero
    /// within tolerance decides. Negative means increasing the symbol improves the objective.
    ///
    /// The tolerance also grows with the symbol's costs at the other levels: rounding leaves residue
    /// proportional to them (a true zero read as -6e-7 next to a cost of 6.6 made two symbols swap
    /// places forever), and levels are compared, never added, so a level's cost that small relative to
    /// another's carries no information.
    func sign(of symbol: Int) -> Int {
        let values = levels.map { $0.coefficient(of: symbol) }
        let largest = values.reduce(0) { max($0, abs($1)) }
        for (level, value) in zip(levels, values) {
            let tolerance = max(level.tolerance, 1e-7 * largest)
            if value < -tolerance { return -1 }
            if value > tolerance { return 1 }
        }
        return 0
    }

    /// Whether `a / aDivisor` is lexicographically smaller than `b / bDivisor` (the dual ratio test).
    func ratio(_ a: Int, over aDivisor: Double, isBelow b: Int, over bDivisor: Double) -> Bool {
        for level in levels {
            let left = level.coefficient(of: a) / aDivisor
            let right = level.coefficient(of: b) / bDivisor
            if left < right - level.tolerance { return true }
            if left > right + level.tolerance { return false }
        }
        return false
    }

    /// Forgets the negligible cost of `symbol` that the ratio test found to be unbounded: with every
    /// error non-negative the objective is bounded below, so such a cost is rounding residue.
    /// Returns false when the cost is too large to be residue.
    mutating func dropResidue(of symbol: Int) -> Bool {
        for level in levels where abs(level.coefficient(of: symbol)) > 1e-6 * level.scale { return false }
        eliminate(symbol)
        return true
    }

    /// Whether every cost and constant is finite; huge coefficients overflow when rows are substituted.
    var isFinite: Bool { levels.allSatisfy { $0.cellsAreFinite && $0.constant.isFinite } }

    /// The value of the strongest level (phase one's infeasibility).
    var leadingConstant: Double { levels.first?.constant ?? 0 }

    /// The symbols with a coefficient at the strongest level.
    var leadingSymbols: [Int] { (levels.first?.coefficients ?? []).indices.filter { levels[0].coefficients[$0] != 0 } }

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
