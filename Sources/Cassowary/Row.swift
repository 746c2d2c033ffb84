/// The solver's internal unknowns: the user's variables plus the slack, error and dummy symbols the
/// simplex method introduces. Symbols are dense integer ids, so tables are arrays, and ids follow
/// creation order, which is what every tie is broken by.
enum SymbolKind: UInt8 {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// Turns an inequality into an equation; never negative.
    case slack
    /// Measures how far a preference is violated; never negative, weighted in the objective.
    case error
    /// Marks a required equality so it can be removed later; always zero, never enters the basis.
    case dummy

    /// Whether the simplex method may move the symbol into the basis.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// A sparse linear combination `constant + sum(coefficient * symbol)`.
///
/// In the tableau a row defines its basic symbol (`basic = constant + cells`); for a constraint that
/// is being added it is the expression that must equal zero.
struct Row {
    /// Non-zero coefficients by symbol id. Order never matters: every use either looks cells up or
    /// updates each cell independently.
    var cells: [Int: Double] = [:]
    var constant: Double = 0

    /// What adding to a cell did to the row's set of symbols, for the tableau's column index.
    enum CellChange { case appeared, vanished, changed }

    /// Adds `coefficient * symbol`, dropping the cell when the sum is only cancellation residue
    /// (tiny relative to the summands, or below 1e-11 absolutely), so that a zero never survives as
    /// `1e-17` to be pivoted on later.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> CellChange {
        guard let index = cells.index(forKey: symbol) else {
            if coefficient == 0 { return .changed }
            cells[symbol] = coefficient
            return .appeared
        }
        let old = cells.values[index]
        let sum = old + coefficient
        if abs(sum) <= 1e-10 * max(abs(old), abs(coefficient)) || abs(sum) < 1e-11 {
            cells.remove(at: index)
            return .vanished
        }
        cells.values[index] = sum
        return .changed
    }

    /// Rewrites `0 = self` as `symbol = result` (the symbol's coefficient must be non-zero).
    mutating func solve(for symbol: Int) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells.values[index] *= factor }
    }

    /// The largest coefficient magnitude, the yardstick for this row's pivot tolerance.
    var magnitude: Double { cells.values.reduce(0) { max($0, abs($1)) } }

    /// Whether `coefficient` is too small, relative to the row, to divide by safely.
    func isTinyPivot(_ coefficient: Double) -> Bool {
        abs(coefficient) < 1e-5 && abs(coefficient) < 1e-7 * magnitude
    }
}
