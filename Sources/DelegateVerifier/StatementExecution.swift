import LayoutModel
import SwiftSyntax

/// An error thrown by interpreted code (`throw`), caught by `do/catch` or `try?`.
/// It never leaves the interpreter's thread (`Error` asks for `Sendable`).
struct Thrown: Error, @unchecked Sendable {
    let value: Value
    /// The `throw` statement, for a run that stops because nothing caught it.
    var tag: SourceTag? = nil
}

/// Statements: declarations of locals (with destructuring), expressions, `if`,
/// `guard`, `switch` (patterns, bindings, `where`, `fallthrough`), `for`
/// (patterns, `where`, any sequence), `while`, `repeat`, `defer`, `do/catch`,
/// `throw`, `return`, `break` and `continue`.
extension Interpreter {
    func execute(_ statements: CodeBlockItemListSyntax, in scope: Scope, self instance: Instance?) throws -> Flow {
        let keepsFrame = source.tracksLiveFrames
        if keepsFrame { enterFrame(scope, instance) }
        defer { if keepsFrame { leaveFrame() } }
        var deferred: [CodeBlockItemListSyntax] = []
        // `defer` bodies run on the way out, last first: after a `return`, a
        // `break` or a thrown error. What they do is checked like any code (a
        // raise there is reported); a run that stopped does not run them.
        func runDeferred() throws {
            for body in deferred.reversed() { _ = try execute(body, in: Scope(parent: scope), self: instance) }
        }
        do {
            for (index, item) in statements.enumerated() {
                try spend(item)
                if case .stmt(let statement) = item.item, let deferStatement = statement.as(DeferStmtSyntax.self) {
                    deferred.append(deferStatement.body.statements)
                    continue
                }
                let flow = try execute(item.item, in: scope, self: instance)
                if !droppedObjects.isEmpty { try releaseDroppedObjects(at: item) }  // as the statement ends, ARC releases what it dropped
                if case .normal = flow { continue }
                try runDeferred()
                if source.declaresDeinitializers { try releaseLocals(of: statements, in: scope, exitingAt: index, flow: flow) }
                return flow
            }
        } catch let error as Thrown {
            try runDeferred()
            throw error
        }
        try runDeferred()
        if source.declaresDeinitializers { try releaseLocals(of: statements, in: scope, exitingAt: statements.count - 1, flow: .normal) }
        return .normal
    }

    private func execute(_ item: CodeBlockItemSyntax.Item, in scope: Scope, self instance: Instance?) throws -> Flow {
        switch item {
        case .expr(let expression):
            return try execute(expressionStatement: expression, in: scope, self: instance)
        case .decl(let declaration):
            if let variable = declaration.as(VariableDeclSyntax.self) {
                try declare(variable, in: scope, self: instance)
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                // A local function: like a closure over the scope, by its name.
                scope.declare(function.name.text, .function(LocalFunction(syntax: function, scope: scope, selfInstance: instance)))
            } else if let named = declaration.asProtocol(NamedDeclSyntax.self), declaration.asProtocol(DeclGroupSyntax.self) != nil,
                source.types[named.name.text]?.nameNode.id == named.name.id
            {
                // A local type: one of the files' types (`DelegateSource`), declared once for every run.
            } else {
                throw unsupported(declaration, "a local \(syntaxName(declaration))")
            }
            return .normal
        case .stmt(let statement):
            return try execute(statement, in: scope, self: instance)
        @unknown default:
            throw unsupported(item, "this statement")
        }
    }

    private func execute(expressionStatement expression: ExprSyntax, in scope: Scope, self instance: Instance?) throws -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) { return try execute(ifExpression, in: scope, self: instance) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return try execute(switchExpression, in: scope, self: instance)
        }
        // What the statement gives and nothing keeps goes as it ends (`Leases.place(...)` discarded).
        noteDropped(try value(of: expression, in: scope, self: instance), replacedBy: .void)
        return .normal
    }

    private func declare(_ variable: VariableDeclSyntax, in scope: Scope, self instance: Instance?) throws {
        for binding in variable.bindings {
            if binding.accessorBlock != nil { throw unsupported(binding, "a local computed variable") }
            guard let initializer = binding.initializer else {
                declareUninitialized(binding.pattern, binding.typeAnnotation?.type, in: scope)
                continue
            }
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            nameHint = name
            defer { nameHint = nil }
            let declared = binding.typeAnnotation?.type
            let value = try coerce(self.value(of: initializer.value, expecting: declared, in: scope, self: instance), to: declared)
            noteMove(from: initializer.value, of: value, in: scope)
            guard try match(binding.pattern, value, binding: true, in: scope, self: instance) else {
                throw unsupported(binding.pattern, "a destructuring pattern that does not match")
            }
            if let name { scope.declareType(name, declared ?? typeMade(by: initializer.value) ?? Self.collectionType(of: initializer.value) ?? geometryComponentType(of: initializer.value)) }
        }
    }

    /// `let x: CGFloat` or `let (a, b): (CGFloat, CGFloat)` assigned later: the names exist, unset.
    private func declareUninitialized(_ pattern: PatternSyntax, _ type: TypeSyntax?, in scope: Scope) {
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            scope.declare(name, .null)
            scope.declareType(name, type)
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            let types = type?.as(TupleTypeSyntax.self).map { Array($0.elements) }
            for (index, element) in tuple.elements.enumerated() {
                declareUninitialized(element.pattern, types.flatMap { index < $0.count ? $0[index].type : nil }, in: scope)
            }
        }
    }

    /// A statement; `label` is the one it is labelled with (`sections: for ...`).
    private func execute(_ statement: StmtSyntax, in scope: Scope, self instance: Instance?, label: String? = nil) throws -> Flow {
        if let labeled = statement.as(LabeledStmtSyntax.self) {
            let label = labeled.label.text
            let flow = try execute(labeled.statement, in: scope, self: instance, label: label)
            // `break label` ends the labelled statement (a loop, or an `if`, `do` or `switch`).
            if case .breakLoop(label) = flow { return .normal }
            return flow
        }
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return try execute(expressionStatement: expression.expression, in: scope, self: instance)
        }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return .returned(try returned.expression.map { expression in
                // `return "\(logo).top == \(guide).bottom"` from `-> Pin`: made by the files' interpolating type.
                let result = hasInterpolatingTypes && expression.holdsInterpolatedLiteral ? Self.declaredResultType(around: Syntax(returned)) : nil
                return try value(of: expression, expecting: result, in: scope, self: instance)
            } ?? .void)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            ranBodies.insert(guardStatement.id)
            let inner = Scope(parent: scope)
            if try conditionsHold(guardStatement.conditions, in: inner, self: instance) {
                // The bindings of a guard stay visible after it.
                inner.copyVariables(to: scope)
                return .normal
            }
            ranBodies.insert(guardStatement.body.statements.id)
            let flow = try execute(guardStatement.body.statements, in: Scope(parent: scope), self: instance)
            if case .normal = flow { throw unsupported(guardStatement.elseKeyword, "a guard body that falls through") }
            return flow
        }
        if let loop = statement.as(ForStmtSyntax.self) { return try execute(loop, in: scope, self: instance, label: label) }
        if let loop = statement.as(WhileStmtSyntax.self) {
            while true {
                let inner = Scope(parent: scope)
                guard try conditionsHold(loop.conditions, in: inner, self: instance) else { return .normal }
                if let exit = try loopFlow(execute(loop.body.statements, in: inner, self: instance), label: label) { return exit }
            }
        }
        if let loop = statement.as(RepeatStmtSyntax.self) {
            repeat {
                if let exit = try loopFlow(execute(loop.body.statements, in: Scope(parent: scope), self: instance), label: label) { return exit }
            } while try truth(of: loop.condition, in: scope, self: instance)
            return .normal
        }
        if let doStatement = statement.as(DoStmtSyntax.self) { return try execute(doStatement, in: scope, self: instance) }
        if let throwStatement = statement.as(ThrowStmtSyntax.self) {
            throw Thrown(value: try value(of: throwStatement.expression, in: scope, self: instance), tag: tag(throwStatement))
        }
        if let breakStatement = statement.as(BreakStmtSyntax.self) { return .breakLoop(label: breakStatement.label?.text) }
        if let continueStatement = statement.as(ContinueStmtSyntax.self) { return .continueLoop(label: continueStatement.label?.text) }
        if statement.is(FallThroughStmtSyntax.self) { return .fallthroughCase }
        if let discardStatement = statement.as(DiscardStmtSyntax.self) {
            try discard(instance, at: discardStatement)
            return .normal
        }
        throw unsupported(statement, "a \(syntaxName(statement))")
    }

    /// What a loop body's flow means for the loop labelled `label`: `nil`
    /// to go on; a `break` or `continue` naming another label leaves it for that statement.
    private func loopFlow(_ flow: Flow, label: String?) -> Flow? {
        switch flow {
        case .returned: flow
        case .breakLoop(let target): target == nil || target == label ? .normal : flow
        case .continueLoop(let target): target == nil || target == label ? nil : flow
        case .normal, .fallthroughCase: nil
        }
    }

    private func execute(_ doStatement: DoStmtSyntax, in scope: Scope, self instance: Instance?) throws -> Flow {
        do {
            return try execute(doStatement.body.statements, in: Scope(parent: scope), self: instance)
        } catch let thrown as Thrown {
            for clause in doStatement.catchClauses {
                let inner = Scope(parent: scope)
                if clause.catchItems.isEmpty {
                    inner.declare("error", thrown.value)
                    return try execute(clause.body.statements, in: inner, self: instance)
                }
                for item in clause.catchItems {
                    let matched = try item.pattern.map { try match($0, thrown.value, in: inner, self: instance) } ?? true
                    let accepted = try matched && (item.whereClause.map { try truth(of: $0.condition, in: inner, self: instance) } ?? true)
                    if accepted { return try execute(clause.body.statements, in: inner, self: instance) }
                }
            }
            throw thrown
        }
    }

    /// `if`; as an expression (`asValue`), a one-expression branch gives its value.
    func execute(_ ifExpression: IfExprSyntax, in scope: Scope, self instance: Instance?, asValue: Bool = false) throws -> Flow {
        ranBodies.insert(ifExpression.id)  // with the branch taken, for the branches no scenario takes (`UnrunCode`)
        let inner = Scope(parent: scope)
        if try conditionsHold(ifExpression.conditions, in: inner, self: instance) {
            return try execute(branch: ifExpression.body.statements, in: inner, self: instance, asValue: asValue)
        }
        switch ifExpression.elseBody {
        case .ifExpr(let next): return try execute(next, in: scope, self: instance, asValue: asValue)
        case .codeBlock(let block): return try execute(branch: block.statements, in: Scope(parent: scope), self: instance, asValue: asValue)
        case nil: return .normal
        @unknown default: throw unsupported(ifExpression, "this else branch")
        }
    }

    private func execute(branch statements: CodeBlockItemListSyntax, in scope: Scope, self instance: Instance?, asValue: Bool) throws -> Flow {
        ranBodies.insert(statements.id)
        if asValue, statements.count == 1, let expression = statements.first!.item.expression {
            if let nested = expression.as(IfExprSyntax.self) { return try execute(nested, in: scope, self: instance, asValue: true) }
            if let nested = expression.as(SwitchExprSyntax.self) { return try execute(nested, in: scope, self: instance, asValue: true) }
            return .returned(try value(of: expression, in: scope, self: instance))
        }
        return try execute(statements, in: scope, self: instance)
    }

    /// A body that is one `if` or `switch` (`var side: Edge { switch self { case .a: .leading ... } }`):
    /// its branch's value is the body's (SE-0380), as a single expression's is; a branch that gives none is `Void`.
    func runIfOrSwitchBody(_ statements: CodeBlockItemListSyntax, in scope: Scope, self instance: Instance?) throws -> Value? {
        guard statements.count == 1, let expression = statements.first!.item.expression else { return nil }
        let flow: Flow
        if let ifExpression = expression.as(IfExprSyntax.self) {
            flow = try execute(ifExpression, in: scope, self: instance, asValue: true)
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            flow = try execute(switchExpression, in: scope, self: instance, asValue: true)
        } else {
            return nil
        }
        if case .returned(let value) = flow { return value }
        return .void
    }

    /// `switch`: the first case whose pattern matches (and whose `where`
    /// holds) runs with its bindings; `fallthrough` runs the next body;
    /// `break` leaves the switch.
    func execute(_ switchExpression: SwitchExprSyntax, in scope: Scope, self instance: Instance?, asValue: Bool = false) throws -> Flow {
        ranBodies.insert(switchExpression.id)
        let subject = try value(of: switchExpression.subject, in: scope, self: instance)
        var falling = false
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else {
                throw unsupported(element, "#if inside a switch")
            }
            let inner = Scope(parent: scope)
            if !falling, !(try caseMatches(switchCase, subject, binding: inner, self: instance)) { continue }
            switch try execute(branch: switchCase.statements, in: inner, self: instance, asValue: asValue) {
            case .fallthroughCase: falling = true
            case .breakLoop(label: nil), .normal: return .normal
            case let other: return other
            }
        }
        throw noCaseMatches(switchExpression, subject)
    }

    /// A Swift switch is exhaustive: no case matching means a value the interpreter modelled wrongly.
    func noCaseMatches(_ switchExpression: SwitchExprSyntax, _ subject: Value) -> Unsupported {
        unsupported(switchExpression.subject, "a switch none of whose cases matches the \(subject.kind) it got")
    }

    /// Whether one of the case's patterns (with its `where`) matches; its
    /// bindings are declared in `scope`. `default` always matches.
    func caseMatches(_ switchCase: SwitchCaseSyntax, _ subject: Value, binding scope: Scope, self instance: Instance?) throws -> Bool {
        guard case .case(let label) = switchCase.label else { return true }
        for item in label.caseItems {
            let itemScope = Scope(parent: scope.parent)
            guard try match(item.pattern, subject, in: itemScope, self: instance) else { continue }
            if let whereClause = item.whereClause, !(try truth(of: whereClause.condition, in: itemScope, self: instance)) { continue }
            itemScope.copyVariables(to: scope)
            return true
        }
        return false
    }

    private func execute(_ loop: ForStmtSyntax, in scope: Scope, self instance: Instance?, label: String?) throws -> Flow {
        var next: () throws -> Value?
        if loop.awaitKeyword != nil {
            next = try asyncElements(of: value(of: loop.sequence, in: scope, self: instance), at: loop.sequence)
        } else if let lazy = try lazyElements(of: loop.sequence, in: scope, self: instance) {
            next = lazy
        } else {
            let sequence = try value(of: loop.sequence, in: scope, self: instance)
            noteSetOrder(sequence, stackedBy: loop)
            var elements = try self.sequence(sequence, at: loop.sequence).makeIterator()
            next = { elements.next() }
        }
        while let element = try next() {
            let inner = Scope(parent: scope)
            guard try match(loop.pattern, element, binding: loop.caseKeyword == nil, in: inner, self: instance) else { continue }
            if let whereClause = loop.whereClause, !(try truth(of: whereClause.condition, in: inner, self: instance)) { continue }
            if let exit = try loopFlow(execute(loop.body.statements, in: inner, self: instance), label: label) { return exit }
        }
        return .normal
    }

    /// Evaluates `if`/`guard`/`while` conditions: Boolean expressions,
    /// `let x = optional` (and `let x`), `case pattern = value`, `#available`.
    func conditionsHold(_ conditions: ConditionElementListSyntax, in scope: Scope, self instance: Instance?) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                guard try truth(of: expression, in: scope, self: instance) else { return false }
            case .optionalBinding(let binding):
                let bound: Value
                if let initializer = binding.initializer {
                    let annotated = binding.typeAnnotation?.type  // `if let stack: StackView = registry["buttons"]` types a generic result
                    bound = try coerce(value(of: initializer.value, expecting: annotated, in: scope, self: instance), to: annotated)
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    if name == "self" {
                        bound = scope.lookup("self") ?? instance.map { $0.base ?? .object($0) } ?? .null
                    } else if let local = scope.lookup(name) {
                        bound = local
                    } else if let instance, let stored = try field(name, of: instance, at: binding) {
                        bound = stored
                    } else {
                        throw unsupported(binding, "the name \(name)")
                    }
                } else {
                    throw unsupported(binding.pattern, "this optional binding")
                }
                if bound.isNull { return false }
                try checkLibraryPresence(bound, at: binding)
                // `if let next: LayoutHandler = next`: the name's static type (protocol-extension dispatch reads it).
                // `if let head`, `if let next = next`: the optional's declared type (read before the name is bound), unwrapped where read.
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                let declared = binding.typeAnnotation?.type
                    ?? name.flatMap { declaredType(of: binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier($0))), in: scope, self: instance, at: binding) }
                guard try match(binding.pattern, bound, binding: true, in: scope, self: instance) else { return false }
                if let name {
                    let unwrapped = binding.typeAnnotation != nil ? declared
                        : declared.map { $0.as(OptionalTypeSyntax.self)?.wrappedType ?? $0.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? $0 }
                    if let unwrapped { scope.declareType(name, unwrapped) }
                }
            case .matchingPattern(let condition):
                let subject = try value(of: condition.initializer.value, in: scope, self: instance)
                guard try match(condition.pattern, subject, in: scope, self: instance) else { return false }
            case .availability(let check):
                // The app's deployment target is not known: the newest system is assumed, and said.
                let available = check.availabilityKeyword.tokenKind == .poundAvailable
                assume(
                    check, "\(check.trimmedDescription) is taken as \(available) (the newest system): "
                        + "the code for older systems is not checked", perCall: false)
                if !available { return false }
            default:
                throw unsupported(element, "this condition")
            }
        }
        return true
    }

    func truth(of expression: ExprSyntax, in scope: Scope, self instance: Instance?) throws -> Bool {
        try truth(value(of: expression, in: scope, self: instance), of: expression)
    }

    /// A condition's value as a `Bool`.
    func truth(_ value: Value, of expression: ExprSyntax) throws -> Bool {
        switch value {
        case .bool(let result): return result
        case .opaque(let description):
            assume(expression, "the condition \(description) depends on code no given file declares: taken as false")
            return false
        case .library(let description):
            throw unsupported(expression, "the condition \(description) (a library value the verifier does not run)")
        case let other: throw unsupported(expression, "a condition that is \(other.kind), not a Bool")
        }
    }
}

extension CodeBlockItemSyntax.Item {
    /// The expression of an expression item, also of an `if` or `switch` the parser made a statement.
    var expression: ExprSyntax? {
        switch self {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
        default: nil
        }
    }
}
