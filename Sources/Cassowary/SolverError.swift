/// Why a solver operation was refused. Every failure is a value; the solver never traps.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    case unsatisfiable(Constraint)
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have a non-required priority, as suggestions are preferences.
    case requiredEditVariable(Variable)
    /// A coefficient or the constant is not finite, or the solution overflows a Double once the
    /// constraint is added or removed (products of huge coefficients do); the solver is unchanged.
    case nonFinite(Constraint)
    /// The suggested value is not finite, or the solution overflows a Double with it; the solver
    /// keeps the previous suggestion.
    case nonFiniteSuggestion(Variable)
    /// Numerical trouble or an exhausted iteration cap.
    case internalError(String)

    /// A one-line message naming the constraint or variable.
    public var description: String {
        switch self {
        case .unsatisfiable(let c): "unsatisfiable required constraint: \(c)"
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v)"
        case .requiredEditVariable(let v): "edit variable must not be required: \(v)"
        case .nonFinite(let c): "non-finite coefficient, constant or result (overflow) with constraint: \(c)"
        case .nonFiniteSuggestion(let v): "non-finite suggestion or result (overflow) for edit variable: \(v)"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }

    /// A stable machine-readable name (`unsatisfiable`, `duplicateConstraint`, ...).
    public var kind: String {
        switch self {
        case .unsatisfiable: "unsatisfiable"
        case .duplicateConstraint: "duplicateConstraint"
        case .unknownConstraint: "unknownConstraint"
        case .duplicateEditVariable: "duplicateEditVariable"
        case .unknownEditVariable: "unknownEditVariable"
        case .requiredEditVariable: "requiredEditVariable"
        case .nonFinite: "nonFinite"
        case .nonFiniteSuggestion: "nonFiniteSuggestion"
        case .internalError: "internalError"
        }
    }

    /// Whether the failure may be numerical trouble that a fresh tableau avoids.
    var isNumerical: Bool {
        switch self {
        case .internalError, .nonFinite, .nonFiniteSuggestion: true
        default: false
        }
    }
}

/// A required constraint that recovering mode dropped, as Auto Layout's "Unable to simultaneously
/// satisfy constraints" log reports it.
public struct Conflict: CustomStringConvertible {
    /// The constraint that was not added.
    public let dropped: Constraint
    /// Required constraints already in the solver that together contradict `dropped`, best effort,
    /// sorted by creation.
    public let conflictingWith: [Constraint]

    /// Multi-line: the dropped constraint, then the ones it contradicts.
    public var description: String {
        (["dropped \(dropped)"] + conflictingWith.map { "  conflicts with \($0)" }).joined(separator: "\n")
    }
}
