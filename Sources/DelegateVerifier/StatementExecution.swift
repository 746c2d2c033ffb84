import SwiftSyntax

/// Statements: declarations of locals, expressions, `if`, `guard`, `for`,
/// `return`, `break` and `continue`.
extension Interpreter {
    func execute(_ statements: CodeBlockItemListSyntax, in scope: Scope, self instance: Instance?) throws -> Flow {
        for item in statements {
            try spend(item)
            let flow = try execute(item.item, in: scope, self: instance)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func execute(_ item: CodeBlockItemSyntax.Item, in scope: Scope, self instance: Instance?) throws -> Flow {
        switch item {
        case .expr(let expression):
            _ = try value(of: expression, in: scope, self: instance)
            return .normal
        case .decl(let declaration):
            guard let variable = declaration.as(VariableDeclSyntax.self) else {
                throw unsupported(declaration, "a local \(syntaxName(declaration))")
            }
            try declare(variable, in: scope, self: instance)
            return .normal
        case .stmt(let statement):
            return try execute(statement, in: scope, self: instance)
        @unknown default:
            throw unsupported(item, "this statement")
        }
    }

    private func declare(_ variable: VariableDeclSyntax, in scope: Scope, self instance: Instance?) throws {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                if binding.pattern.is(WildcardPatternSyntax.self), let initializer = binding.initializer {
                    _ = try value(of: initializer.value, in: scope, self: instance)
                    continue
                }
                throw unsupported(binding.pattern, "a destructuring pattern")
            }
            if binding.accessorBlock != nil { throw unsupported(binding, "a local computed variable") }
            nameHint = name
            defer { nameHint = nil }
            scope.declare(name, try binding.initializer.map { try value(of: $0.value, in: scope, self: instance) } ?? .null)
        }
    }

    private func execute(_ statement: StmtSyntax, in scope: Scope, self instance: Instance?) throws -> Flow {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            if let ifExpression = expression.expression.as(IfExprSyntax.self) {
                return try execute(ifExpression, in: scope, self: instance)
            }
            if let switchExpression = expression.expression.as(SwitchExprSyntax.self) {
                return try execute(switchExpression, in: scope, self: instance)
            }
            _ = try value(of: expression.expression, in: scope, self: instance)
            return .normal
        }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return .returned(try returned.expression.map { try value(of: $0, in: scope, self: instance) } ?? .void)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            let inner = Scope(parent: scope)
            if try conditionsHold(guardStatement.conditions, in: inner, self: instance) {
                // The bindings of a guard stay visible after it.
                try copyBindings(guardStatement.conditions, from: inner, to: scope)
                return .normal
            }
            let flow = try execute(guardStatement.body.statements, in: Scope(parent: scope), self: instance)
            if case .normal = flow { throw unsupported(guardStatement.elseKeyword, "a guard body that falls through") }
            return flow
        }
        if let loop = statement.as(ForStmtSyntax.self) {
            return try execute(loop, in: scope, self: instance)
        }
        if statement.is(BreakStmtSyntax.self) { return .breakLoop }
        if statement.is(ContinueStmtSyntax.self) { return .continueLoop }
        throw unsupported(statement, "a \(syntaxName(statement))")
    }

    func execute(_ ifExpression: IfExprSyntax, in scope: Scope, self instance: Instance?) throws -> Flow {
        let inner = Scope(parent: scope)
        if try conditionsHold(ifExpression.conditions, in: inner, self: instance) {
            return try execute(ifExpression.body.statements, in: inner, self: instance)
        }
        switch ifExpression.elseBody {
        case .ifExpr(let next): return try execute(next, in: scope, self: instance)
        case .codeBlock(let block): return try execute(block.statements, in: Scope(parent: scope), self: instance)
        case nil: return .normal
        @unknown default: throw unsupported(ifExpression, "this else branch")
        }
    }

    /// `switch` over values that compare with `==` (`case .compass, .reporting:`,
    /// `case true:`, `default:`); `break` leaves the switch.
    private func execute(_ switchExpression: SwitchExprSyntax, in scope: Scope, self instance: Instance?) throws -> Flow {
        let subject = try value(of: switchExpression.subject, in: scope, self: instance)
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else {
                throw unsupported(element, "#if inside a switch")
            }
            if case .case(let label) = switchCase.label {
                var matched = false
                for item in label.caseItems where !matched {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        throw unsupported(item, "a binding or where pattern in a switch")
                    }
                    let candidate = try value(of: pattern.expression, in: scope, self: instance)
                    guard let equal = equals(subject, candidate) else {
                        throw unsupported(pattern, "matching \(subject.kind) against \(candidate.kind)")
                    }
                    matched = equal
                }
                guard matched else { continue }
            }
            switch try execute(switchCase.statements, in: Scope(parent: scope), self: instance) {
            case .breakLoop, .normal: return .normal
            case let other: return other
            }
        }
        return .normal
    }

    private func execute(_ loop: ForStmtSyntax, in scope: Scope, self instance: Instance?) throws -> Flow {
        guard loop.whereClause == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil else {
            throw unsupported(loop, "a for loop with where, try or await")
        }
        guard case .array(let elements) = try value(of: loop.sequence, in: scope, self: instance) else {
            throw unsupported(loop.sequence, "a loop over something other than an array")
        }
        let name: String?
        if let identifier = loop.pattern.as(IdentifierPatternSyntax.self) {
            name = identifier.identifier.text
        } else if loop.pattern.is(WildcardPatternSyntax.self) {
            name = nil
        } else {
            throw unsupported(loop.pattern, "a destructuring loop pattern")
        }
        for element in elements {
            let inner = Scope(parent: scope)
            if let name { inner.declare(name, element) }
            switch try execute(loop.body.statements, in: inner, self: instance) {
            case .returned(let value): return .returned(value)
            case .breakLoop: return .normal
            case .normal, .continueLoop: continue
            }
        }
        return .normal
    }

    /// Evaluates `if`/`guard` conditions: Boolean expressions and `let x = optional`.
    func conditionsHold(_ conditions: ConditionElementListSyntax, in scope: Scope, self instance: Instance?) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                guard try truth(of: expression, in: scope, self: instance) else { return false }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw unsupported(binding.pattern, "a destructuring optional binding")
                }
                let bound = try binding.initializer.map { try value(of: $0.value, in: scope, self: instance) }
                    ?? (scope.lookup(name) ?? (name == "self" ? instance.map(Value.object) : instance?.fields[name]) ?? .null)
                if case .null = bound { return false }
                scope.declare(name, bound)
            default:
                throw unsupported(element, "a pattern-matching condition")
            }
        }
        return true
    }

    private func copyBindings(_ conditions: ConditionElementListSyntax, from inner: Scope, to scope: Scope) throws {
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let bound = inner.lookup(name)
            else { continue }
            scope.declare(name, bound)
        }
    }

    func truth(of expression: ExprSyntax, in scope: Scope, self instance: Instance?) throws -> Bool {
        guard case .bool(let result) = try value(of: expression, in: scope, self: instance) else {
            throw unsupported(expression, "a condition that is not a Bool")
        }
        return result
    }
}
