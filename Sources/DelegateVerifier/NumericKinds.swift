import SwiftSyntax

/// Whether a number is of an integer or a floating-point type in Swift.
///
/// The interpreter holds every number as a `Double`, but `/` on two whole
/// numbers that do not divide evenly truncates on `Int` and keeps the fraction
/// on `CGFloat`: only the operands' static types tell which. They are read
/// from the syntax (declarations, annotations, literals, known members) by
/// `Interpreter.quotient`, only for such a division, so other arithmetic costs
/// nothing; what cannot be told stops the run (never a guess).
enum NumericKind {
    case integer
    case floating
    /// Only literals: Swift takes the type from the context, `Int` without one.
    case literal

    /// The kind of operands of one operator (Swift gives both one type): a
    /// typed side decides, a literal follows it; `nil` when not told, or when
    /// the sides disagree.
    static func unify(_ a: NumericKind?, _ b: NumericKind?) -> NumericKind? {
        switch (a, b) {
        case (nil, nil), (nil, .literal), (.literal, nil): nil
        case (nil, let known), (let known, nil): known
        case (.literal, let other?), (let other?, .literal): other
        case (let a?, let b?): a == b ? a : nil
        }
    }

    /// `unify` over several operands (`max(a, b, 2)`).
    static func unify(_ kinds: [NumericKind?]) -> NumericKind? {
        guard let first = kinds.first else { return nil }
        return kinds.dropFirst().reduce(first) { unify($0, $1) }
    }

    /// The kind all the declarations of a member give (several types of the
    /// files may declare it); `nil` when one differs or is not told.
    static func agreed(_ kinds: [NumericKind?]) -> NumericKind? {
        guard let first = kinds.first, kinds.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// A declared (or initialized) variable: an un-annotated literal is an `Int`.
    var settled: NumericKind { self == .literal ? .integer : self }

    static let integerTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    static let floatingTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Float16", "Float32", "Float64", "Float80", "TimeInterval", "CFTimeInterval",
    ]

    /// The kind of a type name, if it is a numeric one.
    static func of(typeName name: String) -> NumericKind? {
        integerTypes.contains(name) ? .integer : floatingTypes.contains(name) ? .floating : nil
    }

    /// Members of the standard library's and UIKit's values (when the files
    /// declare no member of that name): counts and indices are `Int`, sizes,
    /// insets, frame edges and constants are `CGFloat`.
    static let libraryMembers: [String: NumericKind] = {
        var members: [String: NumericKind] = [:]
        for name in [
            "count", "startIndex", "endIndex", "row", "section", "tag", "numberOfLines", "hashValue", "offset",  // `enumerated()`'s
            "intValue", "integerValue", "int64Value", "int32Value", "uintValue",  // `NSNumber`'s
        ] {
            members[name] = .integer
        }
        for name in [
            "width", "height", "constant", "multiplier", "minX", "minY", "midX", "midY", "maxX", "maxY", "x", "y",
            "top", "bottom", "left", "right", "leading", "trailing", "alpha", "spacing", "cornerRadius", "borderWidth", "scale", "displayScale",
            "doubleValue", "floatValue", "cgFloatValue",
            "timeIntervalSinceNow", "timeIntervalSince1970", "timeIntervalSinceReferenceDate", "duration",  // `TimeInterval`s
        ] {
            members[name] = .floating
        }
        return members
    }()

    /// Framework geometry values: every number they hold is a `CGFloat`.
    static let geometryTypes: Set<String> = ["CGRect", "CGSize", "CGPoint", "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset"]

    /// Methods whose result is an index or a count (`firstIndex(of:)`), or floating (`rounded()`).
    static let libraryMethods: [String: NumericKind] = [
        "firstIndex": .integer, "lastIndex": .integer, "index": .integer, "distance": .integer,
        "rounded": .floating, "squareRoot": .floating, "timeIntervalSince": .floating,
    ]

    /// Free functions of one kind (`floor(x)`), or of their arguments' (`max(a, b)`, `abs(x)`).
    static let floatingFunctions: Set<String> = ["floor", "ceil", "round", "sqrt", "trunc", "CACurrentMediaTime"]
    static let argumentKindFunctions: Set<String> = ["max", "min", "abs"]
}

extension Interpreter {
    /// `a / b` (and `a /= b`) on numbers: when both are whole and the exact
    /// quotient is not (or `b` is 0), the operands' static kind decides between
    /// `Int`'s truncation (and its crash on 0) and the floating quotient.
    func quotient(_ a: Double, _ b: Double, at node: some SyntaxProtocol) throws -> Double {
        let exact = a / b
        guard exact.rounded(.towardZero) != exact || b == 0, a.rounded() == a, b.rounded() == b else { return exact }
        switch divisionKind(at: Syntax(node)) {
        case .integer?:
            if b == 0 { throw crash(node, "an integer division by zero") }
            return exact.rounded(.towardZero)
        case .floating?:
            return exact
        case .literal?, nil:
            throw unsupported(
                node,
                "the division \(describe(.number(a))) / \(describe(.number(b))): whether its operands are integers (truncating) or floating-point could not be told from their declarations")
        }
    }

    /// The kind of the operands of the division `node` (a `/` or `/=` expression).
    private func divisionKind(at node: Syntax) -> NumericKind? {
        guard let infix = node.as(InfixOperatorExprSyntax.self),
            let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, symbol == "/" || symbol == "/="
        else { return nil }
        let kind = NumericKind.unify(numericKind(of: infix.leftOperand), numericKind(of: infix.rightOperand))
        return kind == .literal ? contextKind(of: Syntax(infix)) : kind
    }

    /// The kind of an expression from its syntax alone; `nil` when not told.
    func numericKind(of expression: ExprSyntax, depth: Int = 0) -> NumericKind? {
        guard depth < 16 else { return nil }
        let next = depth + 1
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: return .literal
        case .floatLiteralExpr: return .floating
        case .tupleExpr(let tuple) where tuple.elements.count == 1:
            return numericKind(of: tuple.elements.first!.expression, depth: next)
        case .prefixOperatorExpr(let prefix) where prefix.operator.text == "-":
            return numericKind(of: prefix.expression, depth: next)
        case .forceUnwrapExpr(let unwrap): return numericKind(of: unwrap.expression, depth: next)
        case .tryExpr(let tryExpression): return numericKind(of: tryExpression.expression, depth: next)
        case .asExpr(let cast): return typeKind(cast.type)
        case .ternaryExpr(let ternary):
            return NumericKind.unify(
                numericKind(of: ternary.thenExpression, depth: next), numericKind(of: ternary.elseExpression, depth: next))
        case .infixOperatorExpr(let infix): return operatorKind(infix, depth: next)
        case .declReferenceExpr(let reference): return nameKind(reference.baseName.text, at: Syntax(reference), depth: next)
        case .memberAccessExpr(let access): return memberKind(access, depth: next)
        case .functionCallExpr(let call): return callKind(call, depth: next)
        default: return nil
        }
    }

    /// Arithmetic gives its operands' kind; `%`, shifts and bit operators only exist on integers.
    private func operatorKind(_ infix: InfixOperatorExprSyntax, depth: Int) -> NumericKind? {
        guard let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        switch symbol {
        case "+", "-", "*", "/", "??":
            return NumericKind.unify(numericKind(of: infix.leftOperand, depth: depth), numericKind(of: infix.rightOperand, depth: depth))
        case "%", "<<", ">>", "&", "|", "^", "&+", "&-", "&*": return .integer
        default: return nil
        }
    }

    /// The kind a literal-only division takes from where it stands: the other
    /// side of an operator, a declaration's annotation, `Int` without one.
    private func contextKind(of node: Syntax) -> NumericKind? {
        var current = node
        while let parent = current.parent {
            if let element = parent.as(LabeledExprSyntax.self), element.label == nil,
                let tuple = element.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
            {
                current = Syntax(tuple)  // parentheses
                continue
            }
            if let infix = parent.as(InfixOperatorExprSyntax.self) {
                // The other operand (or an assignment's target) decides; beside a literal,
                // arithmetic passes the question up and a comparison or range settles it.
                let other = infix.leftOperand.id == current.id ? infix.rightOperand : infix.leftOperand
                let otherKind = numericKind(of: other)
                if otherKind != .literal { return otherKind }
                let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
                if Self.orderings.contains(symbol) || ["==", "!=", "..<", "..."].contains(symbol) { return .integer }
                guard ["+", "-", "*", "/", "%"].contains(symbol) else { return nil }
            } else if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { typeKind($0.type) } ?? .integer
            } else if parent.as(PrefixOperatorExprSyntax.self)?.operator.text != "-" {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// A declared type's kind (`Int`, `CGFloat?`, a typealias of either).
    func numericKind(ofType type: TypeSyntax) -> NumericKind? { typeKind(type) }

    private func typeKind(_ type: TypeSyntax?) -> NumericKind? {
        guard let type else { return nil }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeKind(attributed.baseType) }
        return NumericKind.of(typeName: declaredType(type).baseName)
    }

    // MARK: - Names

    /// What a name is where `node` uses it: the nearest declaration around
    /// it (a local, a condition's binding, a loop variable, a closure's or
    /// function's parameter), else a property of the enclosing type or a
    /// top-level variable.
    private func nameKind(_ name: String, at node: Syntax, depth: Int) -> NumericKind? {
        if let found = localDeclaration(name, at: node, depth: depth) { return found.kind }
        let model = enclosingType(of: node)
        return propertyKind(name, of: model.property(named: name) == nil ? source.globals : model, depth: depth)
    }

    /// The nearest local declaration of `name` around `node`.
    private func localDeclaration(_ name: String, at node: Syntax, depth: Int) -> Declared? {
        var current = node
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            if let found = localDeclaration(name, in: parent, before: current, depth: depth) { return found }
            current = parent
        }
        return nil
    }

    /// A declaration's answer; `kind` is `nil` when the declaration is found
    /// but its kind is not told (it still hides outer names). A variable keeps
    /// its annotation and initial value, whose tuple elements `memberKind` reads.
    private struct Declared {
        let kind: NumericKind?
        var type: TypeSyntax? = nil
        var initializer: ExprSyntax? = nil
        /// An element of a declared array (`list[0]`), for its tuple type.
        var element: TypeSyntax? = nil
    }

    /// The declaration of `name` that `parent` makes visible to its child `child`.
    private func localDeclaration(_ name: String, in parent: Syntax, before child: Syntax, depth: Int) -> Declared? {
        switch parent.as(SyntaxEnum.self) {
        case .codeBlockItemList(let items):
            var found: Declared?
            for item in items {
                if item.id == child.id { break }
                if let declared = statementDeclaration(name, item.item, depth: depth) { found = declared }
            }
            return found
        case .conditionElementList(let conditions):
            var found: Declared?
            for condition in conditions {
                if condition.id == child.id { break }
                if let declared = conditionDeclaration(name, condition, depth: depth) { found = declared }
            }
            return found
        case .ifExpr(let ifExpression) where ifExpression.body.id == child.id:
            return conditionsDeclaration(name, ifExpression.conditions, depth: depth)
        case .whileStmt(let loop) where loop.body.id == child.id:
            return conditionsDeclaration(name, loop.conditions, depth: depth)
        case .forStmt(let loop) where loop.body.id == child.id || loop.whereClause?.id == child.id:
            return loopDeclaration(name, loop, depth: depth)
        case .switchCase(let switchCase) where switchCase.statements.id == child.id:
            let patterns = switchCase.label.as(SwitchCaseLabelSyntax.self)?.caseItems.map(\.pattern) ?? []
            return patterns.lazy.compactMap { self.associatedValueDeclaration(name, $0) }.first
        case .closureExpr(let closure):
            return closureDeclaration(name, closure, depth: depth)
        case .accessorDecl(let accessor):
            return observedValueDeclaration(name, accessor)
        case .functionDecl(let function):
            return parameterDeclaration(name, function.signature.parameterClause.parameters)
        case .initializerDecl(let initializer):
            return parameterDeclaration(name, initializer.signature.parameterClause.parameters)
        case .subscriptDecl(let subscriptDecl):
            return parameterDeclaration(name, subscriptDecl.parameterClause.parameters)
        default:
            return nil
        }
    }

    /// `let n = 3`, `var w: CGFloat`, `guard let n = ...`.
    private func statementDeclaration(_ name: String, _ item: CodeBlockItemSyntax.Item, depth: Int) -> Declared? {
        switch item {
        case .decl(let declaration):
            guard let variable = declaration.as(VariableDeclSyntax.self) else { return nil }
            for binding in variable.bindings where Self.binds(binding.pattern, name) {
                guard binding.pattern.is(IdentifierPatternSyntax.self) else {
                    return Declared(kind: destructuredKind(name, binding.pattern, binding.typeAnnotation?.type, binding.initializer?.value, depth: depth))
                }
                let type = binding.typeAnnotation?.type, initializer = binding.initializer?.value
                return Declared(kind: bindingKind(type, initializer, depth: depth), type: type, initializer: initializer)
            }
            return nil
        case .stmt(let statement):
            guard let guardStatement = statement.as(GuardStmtSyntax.self) else { return nil }
            return conditionsDeclaration(name, guardStatement.conditions, depth: depth)
        default:
            return nil
        }
    }

    /// `let (total, count) = (a, b)` or `let (w, h): (CGFloat, Int) = ...`: the element in the name's place.
    private func destructuredKind(_ name: String, _ pattern: PatternSyntax, _ type: TypeSyntax?, _ initializer: ExprSyntax?, depth: Int) -> NumericKind? {
        guard let tuple = pattern.as(TuplePatternSyntax.self),
            let index = tuple.elements.firstIndex(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
        else { return nil }
        let position = tuple.elements.distance(from: tuple.elements.startIndex, to: index)
        if let types = type?.as(TupleTypeSyntax.self)?.elements, types.count == tuple.elements.count {
            return typeKind(Array(types)[position].type)
        }
        guard let values = initializer?.as(TupleExprSyntax.self)?.elements, values.count == tuple.elements.count else { return nil }
        return numericKind(of: Array(values)[position].expression, depth: depth)?.settled
    }

    private func conditionsDeclaration(_ name: String, _ conditions: ConditionElementListSyntax, depth: Int) -> Declared? {
        conditions.reversed().lazy.compactMap { self.conditionDeclaration(name, $0, depth: depth) }.first
    }

    /// `case .column(let views, let spacing)`: the kind of the files' enum
    /// case's associated value `name` binds, when every case of that name and
    /// arity agrees on it; `nil` when the pattern does not bind it so.
    private func associatedValueDeclaration(_ name: String, _ pattern: PatternSyntax) -> Declared? {
        let calls = pattern.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .leftParen }.compactMap { $0.parent?.as(FunctionCallExprSyntax.self) }
        for call in calls {
            guard let caseName = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let index = call.arguments.firstIndex(where: { argument in
                    argument.expression.as(PatternExprSyntax.self).map { Self.binds($0.pattern, name) } ?? false
                })
            else { continue }
            let position = call.arguments.distance(from: call.arguments.startIndex, to: index)
            let kinds = source.types.values.compactMap { $0.enumCase(named: caseName) }
                .filter { $0.parameterTypes.count == call.arguments.count }.map { typeKind($0.parameterTypes[position]) }
            return Declared(kind: Set(kinds).count == 1 ? kinds.first! : nil)
        }
        return nil
    }

    /// `let n = value` (or `let n`, the outer `n` unwrapped); other `case` patterns bind values of unknown kind.
    private func conditionDeclaration(_ name: String, _ condition: ConditionElementSyntax, depth: Int) -> Declared? {
        switch condition.condition {
        case .optionalBinding(let binding) where Self.binds(binding.pattern, name):
            if let value = binding.initializer?.value {
                return Declared(kind: bindingKind(binding.typeAnnotation?.type, value, depth: depth))
            }
            return Declared(kind: nameKind(name, at: Syntax(condition), depth: depth + 1))
        case .matchingPattern(let matching) where Self.binds(matching.pattern, name):
            return associatedValueDeclaration(name, matching.pattern) ?? Declared(kind: nil)
        default:
            return nil
        }
    }

    /// `for i in 0..<n`, `for i in stride(...)`, `for i in list.indices`, and
    /// the parts of tuple patterns (`patternKind`).
    private func loopDeclaration(_ name: String, _ loop: ForStmtSyntax, depth: Int) -> Declared? {
        guard Self.binds(loop.pattern, name) else { return nil }
        guard loop.caseKeyword == nil else { return Declared(kind: nil) }
        return Declared(kind: patternKind(name, loop.pattern, elementsOf: loop.sequence, depth: depth))
    }

    /// The kind `name` takes in `pattern` bound to each element of `sequence`:
    /// the element; the offset of `enumerated()` (also reversed or filtered)
    /// and its element; each side of `zip(a, b)`.
    private func patternKind(_ name: String, _ pattern: PatternSyntax, elementsOf sequence: ExprSyntax, depth: Int) -> NumericKind? {
        guard depth < 16 else { return nil }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return identifier.identifier.text == name ? elementKind(of: sequence, depth: depth) : nil
        }
        guard let parts = pattern.as(TuplePatternSyntax.self).map({ Array($0.elements) }), parts.count == 2 else { return nil }
        let side = Self.binds(parts[0].pattern, name) ? 0 : 1
        guard let (first, second) = Self.pairedSequences(sequence) else { return nil }
        guard let elements = side == 0 ? first : second else { return .integer }  // `enumerated()`'s offset
        return patternKind(name, parts[side].pattern, elementsOf: elements, depth: depth + 1)
    }

    /// The two sequences whose elements a sequence of pairs pairs: `zip(a, b)`'s,
    /// or `nil` and `x` for `x.enumerated()` (its offsets first), also
    /// through methods that keep their order (`enumerated().reversed()`).
    private static func pairedSequences(_ sequence: ExprSyntax) -> (ExprSyntax?, ExprSyntax?)? {
        var base = sequence
        while let call = base.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            orderKeepingMethods.contains(access.declName.baseName.text), let inner = access.base
        {
            base = inner
        }
        if let lazy = base.as(MemberAccessExprSyntax.self), lazy.declName.baseName.text == "lazy", let inner = lazy.base { base = inner }
        guard let call = base.as(FunctionCallExprSyntax.self) else { return nil }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "enumerated", let elements = access.base {
            return (nil, elements)
        }
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "zip", call.arguments.count == 2 {
            let arguments = Array(call.arguments)
            return (arguments[0].expression, arguments[1].expression)
        }
        return nil
    }

    /// Methods giving some of a sequence's elements in their order (`enumerated().reversed()`).
    private static let orderKeepingMethods: Set<String> = ["reversed", "dropFirst", "dropLast", "prefix", "suffix", "filter"]

    /// The kind of a sequence's elements, for the sequences of numbers loops count with.
    private func elementKind(of sequence: ExprSyntax, depth: Int) -> NumericKind? {
        if let range = sequence.as(InfixOperatorExprSyntax.self),
            let symbol = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, symbol == "..<" || symbol == "..."
        {
            return .integer  // a range is a sequence only over an integer type (a `CGFloat` range's stride is no integer)
        }
        if let tuple = sequence.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return elementKind(of: tuple.elements.first!.expression, depth: depth)
        }
        if sequence.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "indices" { return .integer }
        if let reference = sequence.as(DeclReferenceExprSyntax.self), let declared = localDeclaration(reference.baseName.text, at: Syntax(reference), depth: depth) {
            // `let lineNumbers = stride(...)`, `let steps: [CGFloat] = ...`
            if let element = declared.type.map(declaredType)?.arrayElement { return typeKind(element) }
            return declared.initializer.flatMap { elementKind(of: $0, depth: depth + 1) }
        }
        if let array = sequence.as(ArrayExprSyntax.self), !array.elements.isEmpty {
            return NumericKind.unify(array.elements.map { numericKind(of: $0.expression, depth: depth + 1) })?.settled
        }
        if let call = sequence.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stride" {
            return argumentsKind(call, depth: depth)?.settled
        }
        return nil
    }

    /// A closure's parameters: annotated ones by their type; an element a
    /// sequence method hands it (`widths.map { $0 * 2 }`) by the sequence's
    /// elements; the others are not told.
    private func closureDeclaration(_ name: String, _ closure: ClosureExprSyntax, depth: Int) -> Declared? {
        if name.hasPrefix("$") { return Declared(kind: handedElementKind(Int(name.dropFirst()) ?? -1, of: nil, to: closure, depth: depth)) }
        switch closure.signature?.parameterClause {
        case .simpleInput(let names):
            guard let index = names.firstIndex(where: { $0.name.text == name }) else { return nil }
            return Declared(kind: handedElementKind(names.distance(from: names.startIndex, to: index), of: names.count, to: closure, depth: depth))
        case .parameterClause(let clause):
            guard let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
            return Declared(kind: typeKind(parameter.type))
        case nil:
            return nil
        @unknown default:
            return Declared(kind: nil)
        }
    }

    /// `newValue` in a setter or `willSet`, `oldValue` in `didSet` (or the
    /// accessor's own name for it): of the property's declared type.
    private func observedValueDeclaration(_ name: String, _ accessor: AccessorDeclSyntax) -> Declared? {
        let implicit = accessor.accessorSpecifier.tokenKind == .keyword(.didSet) ? "oldValue" : "newValue"
        guard name == (accessor.parameters?.name.text ?? implicit),
            [.keyword(.set), .keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind)
        else { return nil }
        let binding = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self)
        return Declared(kind: binding.flatMap { bindingKind($0.typeAnnotation?.type, $0.initializer?.value, depth: 0) })
    }

    /// The kind of the closure's parameter at `position` (of `count` named
    /// ones) where a sequence method hands it elements: the element of `map`,
    /// `filter`, ... (both parts of a pair, `zip(a, b).forEach { i, view in }`,
    /// `enumerated().map { offset, view in }`), both of `sorted(by:)`.
    private func handedElementKind(_ position: Int, of count: Int?, to closure: ClosureExprSyntax, depth: Int) -> NumericKind? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base
        else { return nil }
        let name = access.declName.baseName.text
        if Self.elementPairMethods.contains(name) { return position < 2 ? elementKind(of: base, depth: depth + 1) : nil }
        guard Self.elementHandingMethods.contains(name) else { return nil }
        if count == 2, position < 2, let (first, second) = Self.pairedSequences(base) {
            guard let elements = position == 0 ? first : second else { return .integer }
            return elementKind(of: elements, depth: depth + 1)
        }
        return position == 0 ? elementKind(of: base, depth: depth + 1) : nil
    }

    private static let elementHandingMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "first", "last", "contains", "allSatisfy", "firstIndex", "lastIndex",
        "drop", "prefix",
    ]
    private static let elementPairMethods: Set<String> = ["sorted", "min", "max", "sort"]

    private func parameterDeclaration(_ name: String, _ parameters: FunctionParameterListSyntax) -> Declared? {
        parameters.first { $0.internalName == name }.map { Declared(kind: $0.ellipsis == nil ? typeKind($0.type) : nil, type: $0.ellipsis == nil ? $0.type : nil) }
    }

    /// A variable's kind: its annotation, else its initial value's (a literal is an `Int`).
    private func bindingKind(_ type: TypeSyntax?, _ initializer: ExprSyntax?, depth: Int) -> NumericKind? {
        if let type { return typeKind(type) }
        return initializer.flatMap { numericKind(of: $0, depth: depth) }?.settled
    }

    /// The type of the files whose body holds `node` (an extension's too);
    /// `globals` for top-level code.
    func enclosingType(of node: Syntax) -> TypeModel {
        var current = node
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) { current = parent }
        guard let group = current.parent?.parent else { return source.globals }
        let name: String? = switch group.as(SyntaxEnum.self) {
        case .classDecl(let decl): decl.name.text
        case .structDecl(let decl): decl.name.text
        case .enumDecl(let decl): decl.name.text
        case .actorDecl(let decl): decl.name.text
        case .extensionDecl(let decl): decl.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
        default: nil
        }
        return name.flatMap { source.types[$0] } ?? source.globals
    }

    /// A stored property's kind: its annotation or initial value.
    func storedKind(_ property: TypeModel.Property) -> NumericKind? {
        bindingKind(property.type, property.initializer, depth: 0)
    }

    /// A property's kind (its annotation or initial value), or an integer enum's `rawValue`.
    private func propertyKind(_ name: String, of model: TypeModel, depth: Int) -> NumericKind? {
        if let property = model.property(named: name) { return bindingKind(property.type, property.initializer, depth: depth) }
        if name == "rawValue", model.kind == .enum, !model.cases.isEmpty {
            return model.inheritedNames.first.flatMap(NumericKind.of(typeName:))
        }
        return nil
    }

    /// Whether a pattern binds `name` (`n`, `let (i, n)`, `.some(let n)`).
    private static func binds(_ pattern: PatternSyntax, _ name: String) -> Bool {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier.text == name }
        return pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    // MARK: - Members and calls

    /// `self` or `Self`: the members of the enclosing type.
    private static func isSelf(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.baseName.tokenKind == .keyword(.self) || reference.baseName.tokenKind == .keyword(.Self)
    }

    /// `self.n`, `Metrics.gap`, `CGFloat.pi`; on other values, the kind every
    /// type of the files gives a member of that name, else the library's.
    private func memberKind(_ access: MemberAccessExprSyntax, depth: Int) -> NumericKind? {
        let name = access.declName.baseName.text
        guard let base = access.base else { return nil }  // an implicit member: the context's type
        if let reference = base.as(DeclReferenceExprSyntax.self), Self.isSelf(reference) {
            return propertyKind(name, of: enclosingType(of: Syntax(access)), depth: depth)
        }
        if let declared = declaration(ofBase: base, depth: depth) {
            if let element = tupleElementKind(access.declName.baseName, of: declared, depth: depth) { return element }
            // `insets.top` of an `NSDirectionalEdgeInsets` parameter: geometry is in points.
            if let type = declared.type, NumericKind.geometryTypes.contains(declaredType(type).baseName) { return .floating }
        }
        if let base = base.as(DeclReferenceExprSyntax.self) {
            if let kind = NumericKind.of(typeName: base.baseName.text) { return kind }
            if base.baseName.text == "NavigationStyleValues" { return .floating }  // the SDK's paddings, in points
            if let model = source.types[base.baseName.text] { return propertyKind(name, of: model, depth: depth) }
        }
        // `constraint.priority.rawValue`: a `UILayoutPriority`'s `Float`.
        if name == "rawValue", let member = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            if member == "priority" { return .floating }
            if let kind = frameworkRawValueKind(ofPropertyNamed: member) { return kind }
        }
        return memberKind(named: name, depth: depth)
    }

    /// `constant.relation.rawValue`, `spec.layoutPriority.rawValue`: the raw
    /// value's kind of the framework type every property of the files with
    /// that name is declared as (a `UILayoutPriority`'s `Float`, a UIKit enum's `Int`).
    private func frameworkRawValueKind(ofPropertyNamed name: String) -> NumericKind? {
        let declared = source.types.values.compactMap { $0.property(named: name)?.type.map { declaredType($0).baseName } }
        guard let first = declared.first, declared.allSatisfy({ $0 == first }) else { return nil }
        if first == "UILayoutPriority" { return .floating }
        let last = first.split(separator: ".").last.map(String.init) ?? first
        return last != "UIContentSizeCategory" && Self.frameworkEnumNames.contains(last) ? .integer : nil
    }

    /// What declares a member read's base: a local or parameter (`pair.height`), a call of the
    /// files' functions (`makeEdge().anchor`) or an element of a local array (`list[0].gap` of a `[Edge]`).
    private func declaration(ofBase base: ExprSyntax, depth: Int) -> Declared? {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            return localDeclaration(reference.baseName.text, at: Syntax(reference), depth: depth)
        }
        if base.is(FunctionCallExprSyntax.self) { return Declared(kind: nil, initializer: base) }
        guard let subscriptCall = base.as(SubscriptCallExprSyntax.self), let array = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self),
            let element = localDeclaration(array.baseName.text, at: Syntax(array), depth: depth)?.type.map(declaredType)?.arrayElement
        else { return nil }
        return Declared(kind: nil, element: element)
    }

    /// The kind every type of the files declaring a member of that name gives it, else the library's.
    private func memberKind(named name: String, depth: Int) -> NumericKind? {
        let declaring = source.types.values.filter {
            $0.property(named: name) != nil || (name == "rawValue" && $0.kind == .enum && $0.cases.first?.rawValue != nil)
        }
        guard !declaring.isEmpty else { return NumericKind.libraryMembers[name] }
        return NumericKind.agreed(declaring.map { propertyKind(name, of: $0, depth: depth) })
    }

    /// `pair.height` or `pair.0` of a local tuple: the element's kind (`nil`
    /// when the local is no tuple; `.some(nil)` when it is but does not tell).
    private func tupleElementKind(_ member: TokenSyntax, of declared: Declared, depth: Int) -> NumericKind?? {
        let matches: (String?, Int) -> Bool = { label, index in
            if case .integerLiteral(let text) = member.tokenKind { return Int(text) == index }
            return label == member.text
        }
        if let types = tupleType(declared.type ?? declared.initializer.flatMap(returnType(of:)))?.elements {
            return .some(types.enumerated().first { matches($1.firstName?.text, $0) }.flatMap { typeKind($1.type) })
        }
        if let element = declared.element, let types = tupleType(element)?.elements {
            return .some(types.enumerated().first { matches($1.firstName?.text, $0) }.flatMap { typeKind($1.type) })
        }
        if let values = declared.initializer?.as(TupleExprSyntax.self)?.elements, values.count > 1 {
            return .some(values.enumerated().first { matches($1.label?.text, $0) }.flatMap { numericKind(of: $1.expression, depth: depth)?.settled })
        }
        return nil
    }

    /// A tuple type, through the files' typealiases (`typealias Inset = (leading: CGFloat, top: CGFloat)`).
    private func tupleType(_ type: TypeSyntax?) -> TupleTypeSyntax? {
        var current = type
        for _ in 0..<8 {
            guard let type = current else { return nil }
            if let tuple = type.as(TupleTypeSyntax.self) { return tuple }
            guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return nil }
            current = source.typeAliases[name]
        }
        return nil
    }

    /// The declared return type of a call to a function of the files (`inset(wide: false)`).
    private func returnType(of expression: ExprSyntax) -> TypeSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        let name = reference.baseName.text
        let method = enclosingType(of: Syntax(call)).method(named: name, labels: labels) ?? source.globals.method(named: name, labels: labels)
        return method?.signature.returnClause?.type
    }

    /// `Int(x)`, `CGFloat(n)`, `max(a, b)`, `list.firstIndex(of: x)`, and the files' functions by their return type.
    private func callKind(_ call: FunctionCallExprSyntax, depth: Int) -> NumericKind? {
        let labels = call.arguments.map { $0.label?.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let kind = NumericKind.of(typeName: name) { return kind }
            if NumericKind.floatingFunctions.contains(name) { return .floating }
            if NumericKind.argumentKindFunctions.contains(name) {
                return argumentsKind(call, depth: depth)
            }
            if let kind = functionKind(name, labels: labels, at: Syntax(reference)) { return kind }
            // `easing(8)`: a value of the files' type with `callAsFunction`, by its return type.
            let declared = localDeclaration(name, at: Syntax(reference), depth: depth)?.type ?? enclosingType(of: Syntax(reference)).property(named: name)?.type
            guard let type = declared, let method = source.types[declaredType(type).baseName]?.method(named: "callAsFunction", labels: labels) else { return nil }
            return typeKind(method.signature.returnClause?.type)
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = access.declName.baseName.text
        if ["map", "flatMap", "compactMap"].contains(name) {
            // `optional.map { CGFloat($0) }` is the closure's kind; `list.map { ... }` is an array of it (what its text prints).
            if let body = Self.closureExpression(of: call) { return numericKind(of: body, depth: depth) }
            // `pins.map(\.gap)`: the property's kind, as every type of the files declaring it (or the library) gives it.
            if call.arguments.count == 1, let path = call.arguments.first?.expression.as(KeyPathExprSyntax.self), path.components.count == 1,
                let property = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
            {
                return memberKind(named: property.declName.baseName.text, depth: depth)
            }
        }
        if let base = access.base?.as(DeclReferenceExprSyntax.self) {
            if Self.isSelf(base) {
                return functionKind(name, labels: labels, at: Syntax(access))
            }
            if let model = source.types[base.baseName.text] {
                return typeKind(model.method(named: name, labels: labels)?.signature.returnClause?.type)
            }
        }
        let declaring = source.types.values.compactMap { $0.method(named: name, labels: labels) }
        guard !declaring.isEmpty else { return NumericKind.libraryMethods[name] }
        return NumericKind.agreed(declaring.map { typeKind($0.signature.returnClause?.type) })
    }

    /// The one expression a call's closure argument (trailing or not) gives.
    private static func closureExpression(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
            closure.statements.count == 1, case .expr(let expression) = closure.statements.first!.item
        else { return nil }
        return expression
    }

    /// The kind of a call's arguments together (`max(a, 2)`, `stride(from: 0, to: n, by: 2)`).
    private func argumentsKind(_ call: FunctionCallExprSyntax, depth: Int) -> NumericKind? {
        NumericKind.unify(call.arguments.map { numericKind(of: $0.expression, depth: depth) })
    }

    /// A method of the type around `node` (or a top-level function), by its return type.
    private func functionKind(_ name: String, labels: [String?], at node: Syntax) -> NumericKind? {
        let method = enclosingType(of: node).method(named: name, labels: labels) ?? source.globals.method(named: name, labels: labels)
        return typeKind(method?.signature.returnClause?.type)
    }
}

/// The integer types of fixed width beside `Int`: the model holds their values
/// as numbers, so a value leaving the type's range (where Swift wraps or
/// traps) is not run on.
extension Interpreter {
    static let fixedWidthIntegers: [String: ClosedRange<Double>] = [
        "UInt8": 0...255, "Int8": -128...127, "UInt16": 0...65_535, "Int16": -32_768...32_767,
        "UInt32": 0...4_294_967_295, "Int32": -2_147_483_648...2_147_483_647,
        "UInt": 0...Double(UInt64.max), "UInt64": 0...Double(UInt64.max), "Int64": Double(Int64.min)...Double(Int64.max),
    ]

    /// `Int.max`, `UInt8.min`, ...: an integer type's bounds, as sentinels
    /// use them (`IndexPath(row: Int.max, section: 0)`). Numbers are `Double`s
    /// here, which cannot hold `Int.max`: the largest whole `Double` an `Int`
    /// holds stands for it (as a sentinel compares, and converts back safely).
    static func integerBound(_ name: String, of type: String) -> Value? {
        let largest = Double(Int.max).nextDown
        guard let range = type == "Int" ? Double(Int.min)...largest : fixedWidthIntegers[type] else { return nil }
        switch name {
        case "max": return .number(min(range.upperBound, largest))
        case "min": return .number(range.lowerBound)
        default: return nil
        }
    }

    /// `UInt8(x)`, `UInt8(exactly: x)`, `UInt8(clamping: x)`, `UInt8("12")`: the
    /// number as Swift converts it (`UInt8(300)` traps); `truncatingIfNeeded:` is not run.
    func fixedWidthInteger(_ type: String, _ argument: Argument, at call: some SyntaxProtocol) throws -> Value {
        let range = Self.fixedWidthIntegers[type]!
        if argument.label == nil, case .string(let text) = argument.value {
            return Int(text).map(Double.init).flatMap { range.contains($0) ? .number($0) : nil } ?? .null
        }
        let value = try number(argument.value, at: call)
        switch argument.label {
        case nil:
            let whole = value.rounded(.towardZero)
            guard range.contains(whole) else { throw crash(call, "\(type)(\(describe(argument.value))) is out of the type's range") }
            return .number(whole)
        case "exactly": return value.rounded() == value && range.contains(value) ? .number(value) : .null
        case "clamping": return .number(min(max(value.rounded(.towardZero), range.lowerBound), range.upperBound))
        default: throw unsupported(call, "\(type)(\(argument.label!):), which wraps a value into the type,")
        }
    }

    /// A number given where a fixed-width integer type is declared: whole and
    /// in the type's range, or not run on (Swift would have wrapped or trapped
    /// somewhere on the way, which the model's numbers do not).
    func checkFixedWidth(_ value: Value, as type: String, at node: some SyntaxProtocol) throws {
        guard let range = Self.fixedWidthIntegers[type], case .number(let number) = value else { return }
        guard number.rounded() == number, range.contains(number) else {
            throw unsupported(node, "\(describe(value)) as a \(type) (the fixed-width integer's wrapping and overflow)")
        }
    }
}
