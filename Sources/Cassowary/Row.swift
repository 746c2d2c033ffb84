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
/// is being added it is the expression that must equal zero. Cells are kept sorted by symbol, so
/// adding one row to another is a linear merge (no hashing), and iteration order is deterministic.
struct Row {
    /// The symbols with a non-zero coefficient, ascending.
    private(set) var symbols: [Int] = []
    /// The coefficient of each symbol in `symbols`.
    private(set) var coefficients: [Double] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }

    /// The (symbol, coefficient) pairs, ascending by symbol.
    var cells: Zip2Sequence<[Int], [Double]> { zip(symbols, coefficients) }

    /// Where `symbol` is, or where it would be inserted.
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < symbols.count && symbols[low] == symbol)
    }

    /// The coefficient of `symbol`, or `nil` when it is not in the row.
    func coefficient(of symbol: Int) -> Double? {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : nil
    }

    /// Whether `sum` is only cancellation residue of `a + b` (tiny relative to the summands, or below
    /// 1e-11 absolutely): such a zero must not survive as `1e-17` to be pivoted on later.
    static func isResidue(_ sum: Double, of a: Double, _ b: Double) -> Bool {
        abs(sum) <= 1e-10 * max(abs(a), abs(b)) || abs(sum) < 1e-11
    }

    /// Adds `coefficient * symbol`; returns whether the symbol appeared in the row.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else {
            guard coefficient != 0 else { return false }
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
            return true
        }
        let sum = coefficients[index] + coefficient
        if Row.isResidue(sum, of: coefficients[index], coefficient) {
            symbols.remove(at: index)
            coefficients.remove(at: index)
        } else {
            coefficients[index] = sum
        }
        return false
    }

    /// Removes `symbol` and returns its coefficient.
    mutating func remove(_ symbol: Int) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Adds `factor * other` by merging the sorted cells; appends the symbols that are new to this
    /// row to `appeared` (for the tableau's column index). The merge is built in `buffer`, which
    /// then trades storage with the row, so a pivot's many merges reuse memory instead of allocating.
    mutating func add(_ other: Row, times factor: Double, appeared: inout [Int], buffer: inout Row) {
        constant += other.constant * factor
        buffer.symbols.removeAll(keepingCapacity: true)
        buffer.coefficients.removeAll(keepingCapacity: true)
        buffer.symbols.reserveCapacity(symbols.count + other.symbols.count)
        buffer.coefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                buffer.symbols.append(symbols[i])
                buffer.coefficients.append(coefficients[i])
                i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                buffer.symbols.append(other.symbols[j])
                buffer.coefficients.append(other.coefficients[j] * factor)
                appeared.append(other.symbols[j])
                j += 1
            } else {
                let term = other.coefficients[j] * factor
                let sum = coefficients[i] + term
                if !Row.isResidue(sum, of: coefficients[i], term) {
                    buffer.symbols.append(symbols[i])
                    buffer.coefficients.append(sum)
                }
                i += 1
                j += 1
            }
        }
        swap(&symbols, &buffer.symbols)
        swap(&coefficients, &buffer.coefficients)
    }

    /// Adds `factor * other`.
    mutating func add(_ other: Row, times factor: Double) {
        var ignored: [Int] = [], buffer = Row()
        add(other, times: factor, appeared: &ignored, buffer: &buffer)
    }

    /// Multiplies the row, constant included, by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Rewrites `0 = self` as `symbol = result` (the symbol must be in the row).
    mutating func solve(for symbol: Int) {
        guard let coefficient = remove(symbol) else { return }
        scale(by: -1 / coefficient)
    }

    /// Whether every number in the row is finite.
    var isFinite: Bool { constant.isFinite && coefficients.allSatisfy(\.isFinite) }

    /// The largest coefficient magnitude, the yardstick for this row's pivot tolerance.
    var magnitude: Double { coefficients.reduce(0) { max($0, abs($1)) } }

    /// Whether `coefficient` is too small, relative to the row, to divide by safely.
    func isTinyPivot(_ coefficient: Double) -> Bool {
        abs(coefficient) < 1e-5 && abs(coefficient) < 1e-7 * magnitude
    }
}
