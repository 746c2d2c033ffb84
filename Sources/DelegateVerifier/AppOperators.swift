import LayoutModel
import SwiftSyntax

/// Operator functions the files declare (`func == (lhs: NSLayoutXAxisAnchor,
/// rhs: NSLayoutXAxisAnchor) -> NSLayoutConstraint`, `static func ~ (...)`,
/// `prefix func -`): an operator whose operands fit an app overload's
/// parameter types calls that overload, as Swift's overload resolution
/// would, instead of the built-in meaning.
extension Interpreter {
    /// The result of the app's overload of `symbol` for these operands; `nil`
    /// when the files declare none that fits (the built-in meaning applies).
    func callAppOperator(_ symbol: String, _ operands: [Value], postfix: Bool = false, at node: some SyntaxProtocol) throws -> Value? {
        guard let function = appOperator(symbol, fitting: operands, postfix: postfix) else { return nil }
        let parameters = function.signature.parameterClause.parameters
        let arguments: [Argument] = zip(parameters, operands).map { parameter, operand in
            (parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text, operand)
        }
        // A type's static operator reaches its type's statics by bare name (`finish(c)` for `Self.finish(c)`).
        return try call(function, on: source.types[container(of: Syntax(function))].map(typeContext), arguments: arguments)
    }

    /// `a != b` is `!(a == b)`, `Equatable`'s default, over the files' `==`:
    /// a hand-written `==` that forgets a field decides `!=` too.
    func derivedInequality(_ symbol: String, _ left: Value, _ right: Value) throws -> Value? {
        guard symbol == "!=", let equal = try handWrittenEquals(left, right) else { return nil }
        return .bool(!equal)
    }

    /// The result of the files' `==` returning `Bool` for these operands (an
    /// `Equatable` conformance written by hand); `nil` when they declare none.
    func handWrittenEquals(_ left: Value, _ right: Value) throws -> Bool? {
        guard source.declaresIsEqual || source.operatorFunctions["=="] != nil else { return nil }
        if let equal = try objectiveCEquals(left, right) { return equal }
        guard let function = appOperator("==", fitting: [left, right]),
            function.signature.returnClause?.type.trimmedDescription == "Bool",
            case .bool(let equal)? = try callAppOperator("==", [left, right], at: function)
        else { return nil }
        return equal
    }

    /// `a == b` of instances of the files' `NSObject` subclasses: `NSObject`'s
    /// `==` calls `isEqual(_:)`, which the class may override (trial 47a:
    /// compared by identity, a layout chosen by an equal copy was a silent pass).
    private func objectiveCEquals(_ left: Value, _ right: Value) throws -> Bool? {
        let instance: Instance? = if case .object(let object) = left { object } else { attachedInstance(of: left) }
        guard let instance, instance.type.kind == .class, let method = instance.type.method(named: "isEqual", labels: [nil]),
            method.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
        else { return nil }
        guard case .bool(let equal) = try call(method, on: instance, arguments: [(nil, right)]) else { return nil }
        return equal
    }

    /// The first overload (top-level ones first, then types' static ones by
    /// type name) whose parameters accept the operands; of one operand, a
    /// `prefix func` or (`postfix`) a `postfix func`: `|view` and `view|` are two functions.
    private func appOperator(_ symbol: String, fitting operands: [Value], postfix: Bool = false) -> FunctionDeclSyntax? {
        source.operatorFunctions[symbol]?.first { function in
            let parameters = function.signature.parameterClause.parameters
            guard parameters.count == operands.count,
                operands.count != 1 || function.modifiers.contains(where: { $0.name.tokenKind == .keyword(postfix ? .postfix : .prefix) })
            else { return false }
            // Its type's generic parameters are what an operand of the type was made with (`static func + (lhs: Batch,
            // rhs: Element)` of a `Batch<NSLayoutConstraint>` takes a constraint, not `CollectionOfOne(rhs)`), else anything.
            let owner = source.types[container(of: Syntax(function))]
            let bound = operands.lazy.compactMap { operand -> [String: TypeSyntax]? in
                guard case .object(let instance) = operand, instance.type.name == owner?.name else { return nil }
                return instance.genericArguments
            }.first ?? [:]
            let generics = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
                .union((owner?.genericParameters ?? []).filter { bound[$0] == nil })
            // `Self` is the declaring type, or in a protocol's extension what conforms to it (`extension PositionAnchor`).
            let ownType = owner.map { TypeSyntax(IdentifierTypeSyntax(name: .identifier($0.name))) }
            return zip(parameters, operands).allSatisfy { parameter, operand in
                let name = declaredType(parameter.type).baseName
                return accepts(bound[name] ?? (name == "Self" ? ownType : nil) ?? parameter.type, operand, generics: generics)
            }
        }
    }

    /// Whether a value can be passed as a parameter of the declared type
    /// (`generics`: the function's generic parameter names, which take anything).
    func accepts(_ type: TypeSyntax, _ value: Value, generics: Set<String>) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) { return accepts(attributed.baseType, value, generics: generics) }
        if let optional = type.as(OptionalTypeSyntax.self) { return value.isNull || accepts(optional.wrappedType, value, generics: generics) }
        if type.is(ArrayTypeSyntax.self) { if case .array = value { return true } else { return false } }
        // `[.top, .leading]` where the files' `OptionSet` is declared: the literal makes one.
        if case .array = value, let model = source.types[declaredType(type).baseName], isOptionSet(model) { return true }
        if type.is(DictionaryTypeSyntax.self) { if case .dictionary = value { return true } else { return false } }
        // `(A) -> B`: a closure, a function or method reference, or an object with `callAsFunction`.
        if type.is(FunctionTypeSyntax.self) { return value.isCallable }
        let name = declaredType(type).baseName.split(separator: "<").first.map(String.init) ?? ""
        if generics.contains(name) || name == "Any" || name == "AnyObject" { return true }
        if case .keyPath(let names) = value, let fits = keyPath(names, fits: type, generics: generics) { return fits }
        switch (name, value) {
        case ("NSLayoutAnchor", .anchor): return true
        case ("NSLayoutXAxisAnchor", .anchor(let anchor)): return anchor.attribute.axis == .horizontalPosition
        case ("NSLayoutYAxisAnchor", .anchor(let anchor)): return anchor.attribute.axis == .verticalPosition
        case ("NSLayoutDimension", .anchor(let anchor)): return anchor.attribute.axis == .dimension
        case ("CGFloat", .number), ("Double", .number), ("Float", .number), ("Int", .number), ("TimeInterval", .number): return true
        case ("UILayoutPriority", .priority), ("UILayoutPriority", .number), ("Float", .priority): return true
        case ("UILayoutPriority", .symbol(let priorityName)): return Self.namedPriority(priorityName) != nil
        case ("NSLayoutConstraint", .constraint), ("Bool", .bool), ("String", .string): return true
        case ("UILayoutGuide", .item(let item)): return item is LayoutGuide
        case (_, .item(let item)) where UIKitViews.isView(name): return item is LayoutView
        case (_, .item(let item)) where attachedInstance(item) != nil: return Self.isA(attachedInstance(item)!.type, name)
        case (_, .object(let instance)): return Self.isA(instance.type, name)
        case (_, .symbol(let member)): return has(implicitMember: member, name)
        case (_, .enumCase(let implicit)) where implicit.typeName == nil: return has(implicitMember: implicit.name, name)
        case (_, .enumCase(let enumValue)): return enumValue.typeName == name
        default:
            // A framework type the value has, or a protocol the files make it conform to
            // (`extension UILayoutGuide: AnchorSource {}`).
            return frameworkTypeNames(of: value).contains { $0 == name || source.types[$0]?.conforms(to: name) == true }
        }
    }

    /// `\.logo` for `KeyPath<Pins, UIView>` beside `KeyPath<Pins, UIView?>`:
    /// whether the path's declared value type (through the files' `Root`) is
    /// optional as the parameter's value type is, as Swift types the literal
    /// (trial 53c: the first overload ran, a silent pass); `nil` where either
    /// is not known.
    private func keyPath(_ names: [String], fits type: TypeSyntax, generics: Set<String>) -> Bool? {
        guard let identifier = type.as(IdentifierTypeSyntax.self),
            ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"].contains(identifier.name.text),
            let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 2,
            case .type(let rootType) = arguments.first!.argument, case .type(let valueType) = arguments.last!.argument,
            !generics.contains(String(valueType.trimmedDescription.filter { $0 != "?" && $0 != "!" }))
        else { return nil }
        func isOptional(_ type: TypeSyntax) -> Bool { type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) }
        // A generic root (`pullback<Global>(_: KeyPath<Global, Context?>)`) is the root of the literal
        // (`\LayoutContext.guidance`), which the value does not keep: the files' types with such a path, if they agree.
        let roots = source.appType(declaredType(rootType).baseName).map { [$0] }
            ?? (generics.contains(rootType.trimmedDescription) ? Array(source.types.values) : [])
        let optionality = Set(roots.compactMap { root -> Bool? in
            var model: TypeModel? = root
            var declared: TypeSyntax?
            for name in names {
                guard let propertyType = model?.property(named: name)?.type else { return nil }
                declared = propertyType
                model = source.appType(declaredType(propertyType).baseName)
            }
            return declared.map(isOptional)
        })
        guard optionality.count == 1 else { return nil }
        return optionality.first! == isOptional(valueType)
    }

    /// The method a call reaches: of the overloads the labels allow and the
    /// arguments' kinds do not rule out (`argumentKinds(ruleOut:_:)`), the first
    /// whose parameter types take the arguments' values (`pin(_:to: NSLayoutXAxisAnchor)`
    /// and `pin(_:to: NSLayoutYAxisAnchor)` differ only there), else the first.
    /// Of several files' declarations, those a call at `site` sees (`FileScopes`).
    func overload(of model: TypeModel, _ name: String, _ arguments: [Argument], from site: Syntax? = nil) -> FunctionDeclSyntax? {
        let candidates = methods(of: model, name, arguments, from: site).filter { !argumentKinds(ruleOut: $0, arguments) }
        guard candidates.count > 1 else { return candidates.first }
        // Swift ranks a variadic overload below one taking the arguments as they are: `release(cs)` with
        // `release(_: NSLayoutConstraint...)` beside `release(_: [NSLayoutConstraint])` calls the array one.
        // And an overload taking `Any` below one taking the argument's own type (`mark(_: Any)` before `mark(_: UIView)`).
        let fitting = candidates.filter { parameterTypes(of: $0, take: arguments) }.enumerated().sorted {
            (Self.anyParameters($0.element), $0.offset) < (Self.anyParameters($1.element), $1.offset)
        }.map(\.element)
        return fitting.first { function in !function.signature.parameterClause.parameters.contains { $0.ellipsis != nil } }
            ?? fitting.first ?? candidates.first
    }

    /// How many parameters take `Any` or `AnyObject`, which Swift ranks below a specific type.
    private static func anyParameters(_ function: FunctionDeclSyntax) -> Int {
        function.signature.parameterClause.parameters.filter { ["Any", "AnyObject", "Any?", "AnyObject?"].contains($0.type.trimmedDescription) }.count
    }

    /// Whether no parameter's type rules its argument out (each argument is
    /// compared with the parameter it binds to; a variadic last parameter takes
    /// the remaining arguments, each of its element type).
    /// With `only`, the other parameters are taken to accept theirs.
    func parameterTypes(
        of function: FunctionDeclSyntax, take arguments: [Argument], only considered: (FunctionParameterSyntax) -> Bool = { _ in true }
    ) -> Bool {
        parameterTypes(of: function.signature.parameterClause.parameters, generics: function.genericParameterClause, take: arguments, only: considered)
    }

    /// `parameterTypes(of:take:)` of a parameter list (a function's or an initializer's) with its declaration's generic parameters.
    func parameterTypes(
        of list: FunctionParameterListSyntax, generics clause: GenericParameterClauseSyntax?, take arguments: [Argument],
        only considered: (FunctionParameterSyntax) -> Bool = { _ in true }
    ) -> Bool {
        let names = Set(clause?.parameters.map(\.name.text) ?? [])
        func accepts(_ parameter: FunctionParameterSyntax, _ value: Value) -> Bool {
            !considered(parameter) || self.accepts(parameter.type, value, generics: names)
        }
        let parameters = Array(list)
        if let variadic = parameters.firstIndex(where: { $0.ellipsis != nil }) {
            guard variadic == parameters.count - 1, arguments.count >= variadic,
                zip(parameters, arguments).prefix(variadic).allSatisfy({ ($0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text) == $1.label })
            else { return true }
            return zip(parameters, arguments).prefix(variadic).allSatisfy { accepts($0, $1.value) }
                && arguments.dropFirst(variadic).allSatisfy { accepts(parameters[variadic], $0.value) }
        }
        // Each argument against the parameter it binds to, a defaulted one left out
        // (`pin(top, to: safe.top)` for `pin(_:offset: = 0, to: NSLayoutYAxisAnchor)`: trial 53b).
        guard let bound = list.binding(arguments.map(\.label)) else { return true }
        return zip(parameters, bound).allSatisfy { parameter, range in
            range.allSatisfy { accepts(parameter, arguments[$0].value) }
        }
    }

    /// Whether `.member`, of no type yet, is a member of the type `name`:
    /// Swift picks the overload whose parameter type has it (`lerp(.compact, .wide, t)`
    /// beside `lerp(_: CGFloat, ...)` and `lerp(_: CGRect, ...)`).
    private func has(implicitMember member: String, _ name: String) -> Bool {
        let model = source.types[name]
        if let model, model.enumCase(named: member) != nil || model.property(named: member)?.isStatic == true
            || model.lineage.contains(where: { $0.methods[member]?.contains(where: \.isStatic) == true })
        {
            return true  // the files' own, or their extension's of a framework type (`extension CGRect { static var card }`)
        }
        let known = Self.frameworkStatics[name] ?? (NumericKind.of(typeName: name) != nil ? Self.frameworkStatics["CGFloat"] : nil)
        return known?.contains(member) ?? false  // another framework type's members are not listed: not taken
    }

    /// The static members of Swift's numbers and Core Graphics' and UIKit's geometry an implicit member may name.
    private static let frameworkStatics: [String: Set<String>] = [
        "CGFloat": ["zero", "infinity", "pi", "nan", "greatestFiniteMagnitude", "leastNormalMagnitude", "leastNonzeroMagnitude", "ulpOfOne", "max", "min"],
        "CGRect": ["zero", "null", "infinite"], "CGSize": ["zero"], "CGPoint": ["zero"], "CGVector": ["zero"],
        "UIEdgeInsets": ["zero"], "NSDirectionalEdgeInsets": ["zero"], "CGAffineTransform": ["identity"],
    ]

    /// Whether instances of `model` are of the type or protocol `name`.
    private static func isA(_ model: TypeModel, _ name: String) -> Bool {
        model.lineage.contains { $0.name == name || $0.conforms(to: name) }
    }
}

extension Interpreter {
    /// `a == b ~ c` where the files declare `~`'s group `lowerThan: ComparisonPrecedence`:
    /// SwiftOperators folds it as `a == (b ~ c)` (it misses a `lowerThan:` relation to the
    /// left operator's own group), Swift as `(a == b) ~ c`. The parts in Swift's order, or
    /// `nil` when the expression is folded as Swift does.
    func regrouped(_ infix: InfixOperatorExprSyntax) -> (left: ExprSyntax, leftSymbol: String, middle: ExprSyntax, symbol: String, right: ExprSyntax)? {
        guard let inner = infix.rightOperand.as(InfixOperatorExprSyntax.self), let (innerSymbol, outer) = misnested(inner, in: infix) else { return nil }
        return (infix.leftOperand, outer, inner.leftOperand, innerSymbol, inner.rightOperand)
    }

    /// The mirror case, `b ~ .defaultLow - 50` where `~`'s group is `lowerThan:
    /// AdditionPrecedence`: SwiftOperators folds it as `(b ~ .defaultLow) - 50`,
    /// Swift as `b ~ (.defaultLow - 50)`. The parts in Swift's order, or `nil`.
    func regroupedRight(_ infix: InfixOperatorExprSyntax) -> (left: ExprSyntax, symbol: String, middle: ExprSyntax, rightSymbol: String, right: ExprSyntax)? {
        guard let inner = infix.leftOperand.as(InfixOperatorExprSyntax.self), let (innerSymbol, outer) = misnested(inner, in: infix) else { return nil }
        return (inner.leftOperand, innerSymbol, inner.rightOperand, outer, infix.rightOperand)
    }

    /// The operators of `inner`, an operand of `outer`, and of `outer`, when
    /// the files declare `inner`'s group `lowerThan:` `outer`'s: folded the wrong way round.
    private func misnested(_ inner: InfixOperatorExprSyntax, in outer: InfixOperatorExprSyntax) -> (inner: String, outer: String)? {
        guard let outerSymbol = outer.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            let innerSymbol = inner.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            let outerGroup = source.operators.infixOperator(named: outerSymbol)?.precedenceGroup,
            let innerGroup = source.operators.infixOperator(named: innerSymbol)?.precedenceGroup,
            source.lowerThan[innerGroup]?.contains(outerGroup) == true
        else { return nil }
        return (innerSymbol, outerSymbol)
    }
}
