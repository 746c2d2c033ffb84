/// How a constraint's expression compares with zero.
public enum Relation: String, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A linear constraint `expression RELATION 0` with an Auto Layout priority.
///
/// Constraints have identity semantics, like `NSLayoutConstraint`: adding two equal-looking
/// constraints adds two constraints. The creation `id` orders them in conflict reports.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The left side; the right side is zero.
    public let expression: Expression
    /// How `expression` compares with zero.
    public let relation: Relation
    /// Required (hard) or a preference at its level.
    public let priority: Priority
    /// A name for error messages, such as the view and anchor it came from.
    public var label: String? { makeLabel?() }
    /// Made only when a message needs it: layouts build thousands of constraints per run and
    /// name almost none of them.
    private let makeLabel: (() -> String)?
    /// Creation order; conflicts list constraints by it.
    public let id: Int

    /// Creates `expression RELATION 0`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.makeLabel = label.map { label in { label } }
        self.id = CreationCounter.shared.next()
    }

    /// Creates `lhs RELATION rhs`, i.e. `lhs - rhs RELATION 0`, named by `label` when a message needs it.
    public init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required,
        label: @escaping () -> String
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.makeLabel = label
        self.id = CreationCounter.shared.next()
    }

    /// Creates `lhs RELATION rhs`, i.e. `lhs - rhs RELATION 0`.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required, label: String? = nil
    ) {
        self.init(lhs - rhs, relation, priority: priority, label: label)
    }

    /// A required `==`: the kind the solver rebuilds to remove (see `Solver.keepsDummyColumns`).
    var isRequiredEquality: Bool { relation == .equal && priority.isRequired }

    /// Identity: a constraint equals only itself.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `label: expression OP 0 @priority`, for error messages.
    public var description: String {
        (label.map { "\($0): " } ?? "") + "\(expression) \(relation.rawValue) 0 @\(priority)"
    }
}
