/// One `coefficient * variable` summand of an ``Expression``.
public struct Term: Hashable, Sendable {
    /// The variable multiplied.
    public var variable: Variable
    /// Its multiplier.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `sum(coefficient * variable) + constant`, the left side of every constraint.
///
/// Terms are kept as written (repeated variables are summed by the solver), so printing a constraint
/// shows what its author wrote.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    /// The summands, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }

    /// Creates the constant expression `constant`.
    public init(constant: Double) { self.init(terms: [], constant: constant) }

    /// For messages: `2.0 * a + -1.0 * b + 8.0`.
    public var description: String {
        let parts = terms.map { "\($0.coefficient) * \($0.variable.name)" } + (constant != 0 || terms.isEmpty ? ["\(constant)"] : [])
        return parts.joined(separator: " + ")
    }
}

// MARK: Operators building expressions, so constraints read like equations.

/// `coefficient * variable`.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, rhs)]) }
/// `coefficient * variable`.
public func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }
/// Sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// Difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
/// A variable shifted by a constant.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
/// A variable shifted by a constant.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
/// Sum of two expressions.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// Difference of two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
/// An expression shifted by a constant.
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(terms: lhs.terms, constant: lhs.constant + rhs) }
/// An expression shifted by a constant.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
/// An expression scaled by a constant.
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
/// An expression scaled by a constant.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
/// The negated expression.
public prefix func - (operand: Expression) -> Expression { operand * -1 }
/// The negated variable.
public prefix func - (operand: Variable) -> Expression { operand * -1 }
/// A variable plus an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
/// An expression plus a variable.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// An expression minus a variable.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
