import LayoutModel
import SwiftSyntax

/// Expressions: literals, names, operators, closures, key paths and optional
/// chains. Member reads, calls and assignments have their own files.
extension Interpreter {
    /// The value of a whole expression; an optional chain that met `nil` is `nil`.
    func value(of expression: ExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        do {
            return try evaluate(expression, in: scope, self: instance)
        } catch is NilChain {
            return .null
        }
    }

    /// One link of an expression; `NilChain` propagates to the chain's root.
    func evaluate(_ expression: ExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        try spend(expression)
        // One switch on the node's kind: a chain of casts costs one type check each.
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            guard let number = Self.number(literal: literal.literal.text) else {
                throw unsupported(literal, "an integer literal in this form")
            }
            return .number(number)
        case .floatLiteralExpr(let literal):
            guard let number = Self.number(literal: literal.literal.text) else {
                throw unsupported(literal, "a float literal in this form")
            }
            return .number(number)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .null
        case .regexLiteralExpr(let literal):
            return regexLiteral(literal)
        case .stringLiteralExpr(let literal):
            let text = try stringValue(literal, in: scope, self: instance)
            if hasInterpolatingTypes, expression.isInterpolatedLiteral { interpolatedTexts.insert(text) }
            return .string(text)
        case .declReferenceExpr(let reference):
            return try resolve(reference, in: scope, self: instance)
        case .memberAccessExpr(let access):
            guard let base = access.base else { return try implicitMember(access) }
            if base.is(SuperExprSyntax.self) { return try superMember(access.declName.baseName.text, self: instance, at: access) }
            if moduleQualified(access, in: scope, self: instance) { return try resolve(access.declName, in: Scope(), self: nil) }
            let receiver = try evaluate(base, in: scope, self: instance)
            try checkImplicitUnwrap(receiver, of: base, in: scope, self: instance)
            let name = access.declName.baseName.text
            if name == "init", let names = access.declName.argumentNames, case .type = receiver {  // `map(V.init(raw:))`
                return .method(BoundMethod(receiver: receiver, name: name, labels: names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }))
            }
            if let value = try staticExtensionProperty(name, of: receiver, base: base, in: scope, self: instance, at: access) { return value }
            if name == "startIndex" || name == "endIndex", case .array(let elements) = receiver,
                declaredType(of: base, in: scope, self: instance, at: access).map({ declaredType($0) }).map({ $0.arrayElement != nil || $0.baseName.hasPrefix("ContiguousArray") }) == true
            {
                // An `Array`'s (or `ContiguousArray`'s) indices are its positions (a slice's, which keep their base's, are not known here).
                return .number(name == "startIndex" ? 0 : Double(elements.count))
            }
            do {
                return try member(name, of: receiver, at: access)
            } catch let error as Unsupported where !error.crashes && access.isHandedToSequenceMethod {
                // `tokens.forEach(NotificationCenter.default.removeObserver)`: a framework method as a function value.
                return .method(BoundMethod(receiver: receiver, name: name))
            }
        case .functionCallExpr(let call):
            return try evaluateCall(call, in: scope, self: instance)
        case .genericSpecializationExpr(let special) where special.expression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true:
            // `Result<Int, Failure>.success(0)`: a generic type's arguments do not change what runs.
            return try evaluate(special.expression, in: scope, self: instance)
        case .optionalChainingExpr(let chain):
            let inner = try evaluate(chain.expression, in: scope, self: instance)
            if case .null = inner { throw NilChain() }
            return inner
        case .forceUnwrapExpr(let unwrap):
            let inner = try evaluate(unwrap.expression, in: scope, self: instance)
            if case .null = inner { throw crash(unwrap, "a force unwrap of nil") }
            return inner
        case .arrayExpr(let array):
            let boxes = elementsAreAny(array)
            let elements = try array.elements.map {
                let element = try value(of: $0.expression, in: scope, self: instance)
                return boxes ? boxedInAny(element, madeBy: $0.expression, in: scope) : element
            }
            // `[NavigationButtonKnownType.compass, .reporting]`: the elements share the first one's type.
            guard elements.contains(where: { if case .buttonType = $0 { true } else { false } }) else { return .array(elements) }
            return .array(elements.map { element in
                if case .symbol(let name) = element, let type = NavigationButtonKnownType(rawValue: name) { .buttonType(type) } else { element }
            })
        case .dictionaryExpr(let dictionary):
            return try dictionaryLiteral(dictionary, in: scope, self: instance)
        case .infixOperatorExpr(let infix):
            return try evaluate(infix, in: scope, self: instance)
        case .prefixOperatorExpr(let prefix):
            let operand = try value(of: prefix.expression, in: scope, self: instance)
            if let result = try callAppOperator(prefix.operator.text, [operand], at: prefix) { return result }
            switch (prefix.operator.text, operand) {
            case ("!", .bool(let flag)): return .bool(!flag)
            case ("-", .number(let number)): return .number(-number)
            case ("-", .symbol("infinity")): return .number(-.infinity)  // `-.infinity` where a number is expected
            case ("~", .number(let number)) where Int(exactly: number) != nil: return .number(Double(~Int(number)))
            case ("..<", .number(let number)): return .range(lower: -.infinity, upper: number, closed: false)
            case ("...", .number(let number)): return .range(lower: -.infinity, upper: number, closed: true)
            default: throw unsupported(prefix, "the operator \(prefix.operator.text) on \(operand.kind)")
            }
        case .postfixOperatorExpr(let postfix):
            let operand = try value(of: postfix.expression, in: scope, self: instance)
            if let result = try callAppOperator(postfix.operator.text, [operand], postfix: true, at: postfix) { return result }
            guard postfix.operator.text == "..." else { throw unsupported(postfix, "the postfix operator \(postfix.operator.text) on \(operand.kind)") }
            return .range(lower: try number(operand, at: postfix), upper: .infinity, closed: true)
        case .ternaryExpr(let ternary):
            let branch = try truth(of: ternary.condition, in: scope, self: instance)
                ? ternary.thenExpression : ternary.elseExpression
            ranBodies.insert(ternary.id)  // with the branch taken, for the branches no scenario takes (`UnrunCode`)
            ranBodies.insert(branch.id)
            return try value(of: branch, in: scope, self: instance)
        case .closureExpr(let closure):
            return .closure(try makeClosure(closure, in: scope, self: instance))
        case .keyPathExpr(let keyPath):  // `\.topAnchor`, `\UIView.topAnchor`: the root type does not change the lookup
            let names = keyPath.components.compactMap {
                $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
            }
            guard names.count == keyPath.components.count else { throw unsupported(keyPath, "this key path") }
            return .keyPath(names)
        case .tupleExpr(let tuple):
            if tuple.elements.contains(where: { $0.expression.is(PackExpansionExprSyntax.self) }) { return try packTuple(tuple, in: scope, self: instance) }
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluate(only.expression, in: scope, self: instance)
            }
            return .tuple(try tuple.elements.map { ($0.label?.text, try value(of: $0.expression, in: scope, self: instance)) })
        case .tryExpr(let tryExpression):
            return try evaluate(tryExpression, in: scope, self: instance)
        case .awaitExpr(let awaited):
            // Tasks run at once (see `Task`), so what is awaited is there.
            return try value(of: awaited.expression, in: scope, self: instance)
        case .packExpansionExpr(let expansion):
            return try expand(expansion, in: scope, self: instance)
        case .packElementExpr(let element):
            return try packElement(element, in: scope, self: instance)
        case .consumeExpr(let consumed):  // `consume v`: the value (the compiler rejects a later use of `v`)
            let result = try value(of: consumed.expression, in: scope, self: instance)
            noteMove(from: ExprSyntax(consumed), of: result, in: scope)
            return result
        case .copyExpr(let copied):
            return try value(of: copied.expression, in: scope, self: instance)
        case .asExpr(let cast):
            return try evaluate(cast, in: scope, self: instance)
        case .isExpr(let check):
            let operand = bridged(try value(of: check.expression, in: scope, self: instance), toward: check.type)
            return .bool(try isInstance(operand, of: check.type, at: check))
        case .subscriptCallExpr(let subscriptCall):
            let base = try evaluate(subscriptCall.calledExpression, in: scope, self: instance)
            return try subscriptValue(of: base, subscriptArguments(of: subscriptCall, in: scope, self: instance), at: subscriptCall)
        case .switchExpr(let switchExpression):
            return try branchValue(execute(switchExpression, in: scope, self: instance, asValue: true), at: switchExpression)
        case .ifExpr(let ifExpression):
            return try branchValue(execute(ifExpression, in: scope, self: instance, asValue: true), at: ifExpression)
        case .inOutExpr(let inOut):
            return try evaluate(inOut.expression, in: scope, self: instance)  // written back by the call
        case .macroExpansionExpr(let macro) where macro.macroName.text == "selector":
            return try selector(macro)
        case .macroExpansionExpr(let macro):
            if let value = sourceLocationMacro(macro) { return value }
            throw unsupported(macro, "the macro #\(macro.macroName.text)")
        case .discardAssignmentExpr(let discard):
            throw unsupported(discard, "_ outside an assignment or pattern")
        case .sequenceExpr(let sequence):
            let operators = sequence.elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
            throw unsupported(sequence, "an expression with the operator \(operators.joined(separator: ", ")) whose declaration (precedence) no given file holds")
        default:
            break
        }
        throw unsupported(expression, "a \(syntaxName(expression))")
    }

    /// A number literal's value (`1_000`, `0b101`, `0o17`, `0xFF` too).
    static func number(literal text: String) -> Double? {
        let digits = text.utf8.contains(UInt8(ascii: "_")) ? String(text.filter { $0 != "_" }) : text
        for (prefix, radix) in [("0b", 2), ("0o", 8), ("0x", 16)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix).map(Double.init)
        }
        return Double(digits)
    }

    /// The value an `if` or `switch` expression's branch gave.
    private func branchValue(_ flow: Flow, at node: some SyntaxProtocol) throws -> Value {
        if case .returned(let value) = flow { return value }
        throw unsupported(node, "an if or switch expression without a value in this branch")
    }

    private func evaluate(_ tryExpression: TryExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        guard tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark else {
            return try evaluate(tryExpression.expression, in: scope, self: instance)
        }
        let tried: Value
        do {
            tried = try value(of: tryExpression.expression, in: scope, self: instance)
        } catch is Thrown {
            return .null
        }
        // An unmodelled library call (`try? Regex(text)`) may or may not have thrown: nil or not is unknown.
        if case .library(let description) = tried, description.hasSuffix("(...)"), !tryExpression.isDiscarded {
            throw unsupported(tryExpression, "whether \(description) throws (the verifier does not model it, so try? of it may be nil)")
        }
        return tried
    }

    /// `as`, `as?` (`nil` when the value is not of the type) and `as!`.
    private func evaluate(_ cast: AsExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        let operand = bridged(try evaluate(cast.expression, in: scope, self: instance), toward: cast.type)
        guard let mark = cast.questionOrExclamationMark else { return try coerce(operand, to: cast.type) }
        // `nil as! T?` is `nil`: an optional target takes it.
        if operand.isNull, cast.type.is(OptionalTypeSyntax.self) || cast.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .null }
        if let converted = try self.cast(operand, to: cast.type, at: cast) { return converted }
        if mark.tokenKind == .exclamationMark {
            throw crash(cast, "a forced cast of \(operand.kind) to \(cast.type.trimmedDescription)")
        }
        return .null
    }

    private func dictionaryLiteral(_ dictionary: DictionaryExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
        var entries: [Entry] = []
        let boxes = elementsAreAny(dictionary)
        for element in elements {
            let key = try value(of: element.key, in: scope, self: instance)
            let stored = try value(of: element.value, in: scope, self: instance)
            let entry = Entry(key: key, value: boxes ? boxedInAny(stored, madeBy: element.value, in: scope) : stored)
            if let index = try keyIndex(of: key, in: entries) {
                entries[index] = entry
            } else {
                entries.append(entry)
            }
        }
        return .dictionary(entries)
    }

    /// `array[i]`, `array[a..<b]`, `dictionary[key]` (optional),
    /// `dictionary[key, default: v]`, `item[keyPath: \.topAnchor]` on any value,
    /// and the subscripts the files declare.
    func subscriptValue(of base: Value, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        if arguments.count == 1, arguments[0].label == "keyPath", case .keyPath(let names) = arguments[0].value {
            return try names.reduce(base) { try member($1, of: $0, at: node) }
        }
        if case .foundation(let collection) = base { return try subscriptValue(of: collection.contents, arguments, at: node) }
        // A labelled first argument (`values[safe: 3]`) is a declared subscript's.
        switch (base, arguments.first?.label == nil ? arguments.first?.value : nil) {
        case (.array(let elements), .number(let position)?) where arguments.count == 1:
            guard let slot = Int(exactly: position), elements.indices.contains(slot) else {
                throw crash(node, "an index out of range")
            }
            return elements[slot]
        case (.array(let elements), .range(let lower, let upper, let closed)?):
            let (lower, end) = (lower.isInfinite ? 0 : lower, upper.isInfinite ? elements.count : Int(upper) + (closed ? 1 : 0))
            guard Int(lower) >= 0, end <= elements.count, Int(lower) <= end else {
                throw crash(node, "a range out of bounds")
            }
            return .array(Array(elements[Int(lower)..<end]))
        case (.array, .symbol("...")?), (.string, .symbol("...")?): return base  // `items[...]`: all of it
        case (.string(let text), let position?) where arguments.count == 1:
            if let part = try stringSubscript(text, position, at: node) { return part }
        case (.tuple(let parts), let key?) where arguments.count == 1:
            if let element = try regexOutputElement(of: parts, key, at: node) { return element }
        case (.dictionary(let entries), let key?):
            if let index = try keyIndex(of: key, in: entries) {
                // Only a `[K: V?]` holds nil: Swift reads `.some(nil)` there, which the run does not hold apart from a missing key.
                if entries[index].value.isNull { throw unsupported(node, Self.optionalValueRead) }
                return entries[index].value
            }
            return arguments.first { $0.label == "default" }?.value ?? .null
        default: break
        }
        if let declared = declaredSubscript(of: base, labels: arguments.map(\.label)) {
            return try readSubscript(declared.declaration, on: declared.instance, arguments, at: node)
        }
        throw unsupported(node, "this subscript of \(base.kind)")
    }

    private func stringValue(_ literal: StringLiteralExprSyntax, in scope: Scope, self instance: Instance?) throws -> String {
        // A one-line literal without interpolation is its one segment; a segment without `\` is its text.
        if literal.openingQuote.tokenKind == .stringQuote, literal.segments.count == 1, let plain = literal.segments.first?.as(StringSegmentSyntax.self) {
            return try unescaped(plain, of: literal)
        }
        if let plain = literal.representedLiteralValue { return plain }  // escapes (`\n`, `\u{0A}`) decoded, as Swift does
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += try unescaped(plain, of: literal)
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                if let custom = try customInterpolation(interpolation, in: scope, self: instance) {
                    text += custom
                    continue
                }
                for element in interpolation.expressions {
                    text += try printed(try value(of: element.expression, in: scope, self: instance), written: element.expression, in: scope, self: instance, at: element)
                }
            }
        }
        return text
    }

    /// A literal segment between interpolations, its escapes decoded: the
    /// segment alone in a literal of the same delimiters.
    func unescaped(_ segment: StringSegmentSyntax, of literal: StringLiteralExprSyntax) throws -> String {
        guard segment.content.text.contains("\\") else { return segment.content.text }
        let alone = StringLiteralExprSyntax(
            openingPounds: literal.openingPounds, openingQuote: .stringQuoteToken(),
            segments: StringLiteralSegmentListSyntax([.stringSegment(segment)]), closingQuote: .stringQuoteToken(),
            closingPounds: literal.closingPounds)
        guard let text = alone.representedLiteralValue else { throw unsupported(segment, "the escapes of this string literal") }
        return text
    }

    /// A value's short text in the run's own messages (`printed` is what Swift writes).
    func describe(_ value: Value) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number), .boxed(let number, _): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return String(flag)
        case .null: return "nil"
        case .enumCase(let enumValue): return enumValue.name
        case .symbol(let name): return name
        case .item(let item): return item.name
        case .array(let elements): return "[" + elements.map(describe).joined(separator: ", ") + "]"
        default: return value.kind
        }
    }

    /// A name: a local, `self`, a property of `self`, a class of the file or a
    /// framework type.
    private func resolve(_ reference: DeclReferenceExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        let name = reference.baseName.text
        if let local = scope.lookup(name) { return local }
        switch reference.baseName.tokenKind {
        case .keyword(.self):
            guard let instance else { throw unsupported(reference, "self outside an instance") }
            return instance.base ?? .object(instance)
        case .keyword(.Self):
            return .type(instance?.type.name ?? source.delegateClass.name)
        case .binaryOperator: return .symbol(name)  // `sorted(by: <)`
        default: break
        }
        if let instance {
            if let value = try staticExtensionProperty(name, of: .object(instance), base: nil, in: scope, self: instance, at: reference) {
                return value
            }
            if let value = try field(name, of: instance, at: reference) { return value }
            if instance.type.hasMethod(named: name) { return .method(BoundMethod(receiver: instance.base ?? .object(instance), name: name)) }
            // `count` in a method of the files' `Collection`.
            if instance.base == nil, let value = try appCollectionMember(name, of: .object(instance), at: reference) { return value }
        }
        if let value = try staticValue(name, of: source.globals, at: reference) { return value }
        if source.globals.hasMethod(named: name) { return .method(BoundMethod(receiver: .type(""), name: name)) }
        if let nested = source.nestedTypeName(name, at: Syntax(reference)) { return .type(nested) }
        if source.types[name] != nil || FrameworkTypes.isFramework(name) { return .type(name) }
        if let bound = try boundGenericParameter(name, of: instance, at: reference) { return bound }
        // `typealias S = Spec` then `S.inset`: the type it names.
        if let aliased = source.aliasedTypeName(name) { return .type(aliased) }
        if LibraryNames.functions.contains(name) { throw unsupported(reference, "the library function \(name) used as a value") }
        assume(reference, "\(name) is declared in no given file: taken as an opaque value")
        return .opaque(name)
    }

    private func evaluate(_ infix: InfixOperatorExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        if infix.operator.is(AssignmentExprSyntax.self) {
            if infix.leftOperand.is(DiscardAssignmentExprSyntax.self), try skipsDiscardedLazyAdapter(infix.rightOperand, in: scope, self: instance) {
                return .void
            }
            let newValue = try value(of: infix.rightOperand, in: scope, self: instance)
            noteMove(from: infix.rightOperand, of: newValue, in: scope)
            try checkOptionalValueStore(newValue, infix, in: scope, self: instance)
            try assign(newValue, to: infix.leftOperand, in: scope, self: instance)
            releaseIfOnlyWeaklyHeld(infix.leftOperand, madeBy: infix.rightOperand, in: scope, self: instance)
            return .void
        }
        guard let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw unsupported(infix.operator, "this operator")
        }
        switch symbol {
        case "&&", "||":
            let left = try value(of: infix.leftOperand, in: scope, self: instance)
            // The files' `&&` of their own types (a specification's combinators): both operands, their result.
            let isBool = if case .bool = left { true } else { false }
            if !isBool, source.operatorFunctions[symbol] != nil,
                let combined = try callAppOperator(symbol, [left, value(of: infix.rightOperand, in: scope, self: instance)], at: infix)
            {
                return combined
            }
            let first = try truth(left, of: infix.leftOperand)
            if first == (symbol == "||") { return .bool(first) }  // short-circuit
            return .bool(try truth(of: infix.rightOperand, in: scope, self: instance))
        case "??":
            let left = try value(of: infix.leftOperand, in: scope, self: instance)
            guard case .null = left else { return left }
            let right = try value(of: infix.rightOperand, in: scope, self: instance)
            // `label?.intrinsicContentSize ?? .zero`: the implicit member is of the UIKit property's type.
            if case .symbol(let name) = right, let access = infix.leftOperand.as(MemberAccessExprSyntax.self),
                let typeName = UIKitViews.geometryPropertyTypes[access.declName.baseName.text],
                let typed = try typeMember(name, of: typeName, at: infix.rightOperand)
            {
                return typed
            }
            return right
        case _ where assignsLeftOperand(symbol):
            return try compoundAssign(symbol, infix, in: scope, self: instance)
        default:
            if let parts = regrouped(infix) {
                let left = try apply(
                    parts.leftSymbol, value(of: parts.left, in: scope, self: instance), value(of: parts.middle, in: scope, self: instance),
                    at: infix)
                return try apply(parts.symbol, left, value(of: parts.right, in: scope, self: instance), at: infix)
            }
            if let parts = regroupedRight(infix) {
                let right = try apply(
                    parts.rightSymbol, value(of: parts.middle, in: scope, self: instance), value(of: parts.right, in: scope, self: instance),
                    at: infix)
                return try apply(parts.symbol, value(of: parts.left, in: scope, self: instance), right, at: infix)
            }
            return try apply(
                symbol, value(of: infix.leftOperand, in: scope, self: instance), value(of: infix.rightOperand, in: scope, self: instance),
                at: infix)
        }
    }

    /// A binary operator: the files' overload for the operands (an implicit
    /// operand typed by the other), then `Comparable`'s `>`, `<=`, `>=` from
    /// the files' `<` and `Equatable`'s `!=` from the files' `==`, else the built-in meaning.
    func apply(_ symbol: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        let (left, right) = try typedOperands(left, right, at: node) ?? (left, right)
        if let result = try callAppOperator(symbol, [left, right], at: node) { return result }
        if let result = try measureArithmetic(symbol, left, right, at: node) { return result }
        if let derived = try derivedComparison(symbol, left, right, at: node) ?? derivedInequality(symbol, left, right) { return derived }
        return try combine(symbol, left, right, at: node)
    }

    /// `a > b` is `b < a`, `a <= b` is `!(b < a)`, `a >= b` is `!(a < b)`: `Comparable`'s defaults over the files' `<`.
    private func derivedComparison(_ symbol: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value? {
        let (operands, negated): ([Value], Bool) = switch symbol {
        case ">": ([right, left], false)
        case "<=": ([right, left], true)
        case ">=": ([left, right], true)
        default: ([], false)
        }
        guard !operands.isEmpty, case .bool(let less)? = try callAppOperator("<", operands, at: node) else { return nil }
        return .bool(less != negated)
    }

    func combine(_ symbol: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        // The wrapping operators differ from the plain ones only where an `Int` overflows.
        let symbol = ["&+": "+", "&-": "-", "&*": "*"][symbol] ?? symbol
        if symbol == "+" || symbol == "-", let start = deadlineStart(left, plus: right), let interval = Self.intervalSeconds(right) {
            return .number(symbol == "+" ? start + interval : start - interval)  // a deadline, in the queue's seconds (`MainQueue`)
        }
        if symbol == "==" || symbol == "!=", left.isNull || right.isNull { try checkLibraryPresence(left.isNull ? right : left, at: node) }
        if ["==", "!=", "~="].contains(symbol), let (named, other) = try notificationNames(left, right, at: node) {
            return try combine(symbol, named, other, at: node)
        }
        switch (symbol, left, right) {
        case ("==", .opaque, _), ("==", _, .opaque), ("!=", .opaque, _), ("!=", _, .opaque):
            assume(node, "\(left.kind) \(symbol) \(right.kind) compares a value no given file declares: taken as not equal")
            return .bool(symbol == "!=")
        case ("==", _, _): if let equal = try swiftEquals(left, right) { return .bool(equal) }
        case ("!=", _, _): if let equal = try swiftEquals(left, right) { return .bool(!equal) }
        case ("===", .foundation(let a), .foundation(let b)): return .bool(a === b)
        case ("!==", .foundation(let a), .foundation(let b)): return .bool(a !== b)
        case ("===", _, _): if let equal = equals(left, right) { return .bool(equal) }
        case ("!==", _, _): if let equal = equals(left, right) { return .bool(!equal) }
        case ("~=", _, _): return .bool(try matches(left, right, at: node))
        case ("..<", .number(let a), .number(let b)): return .range(lower: a, upper: b, closed: false)
        case ("...", .number(let a), .number(let b)): return .range(lower: a, upper: b, closed: true)
        case ("+", .array(let a), .array(let b)): return .array(a + b)
        case ("+", .object, _):
            // The files' `RangeReplaceableCollection` keeps its type; another `Sequence` joins an array as Array's `+` does.
            if let sum = try rangeReplaceableSum(left, right, at: node) { return sum }
            if case .array(let b) = right, isAppSequence(left) { return .array(try sequence(left, at: node) + b) }
        case ("+", .array(let a), _) where isAppSequence(right): return .array(a + (try sequence(right, at: node)))  // `pins + AnchorChain(...)`
        case ("+", .string(let a), .string(let b)): return .string(a + b)
        case (_, .symbol, .symbol) where Self.orderings.contains(symbol):
            if let ordered = contentSizeComparison(symbol, left, right) { return ordered }
        case (_, .string(let a), .string(let b)) where Self.orderings.contains(symbol):
            return .bool(symbol == "<" ? a < b : symbol == ">" ? a > b : symbol == "<=" ? a <= b : a >= b)
        case (_, .tuple(let a), .tuple(let b)) where Self.orderings.contains(symbol) && a.count == b.count && !a.isEmpty:
            // Swift's tuple order: the first elements that differ decide; the last ones by the operator itself.
            for (x, y) in zip(a, b).dropLast() {
                guard case .bool(false) = try apply("==", x.value, y.value, at: node) else { continue }
                return try apply(symbol.hasPrefix("<") ? "<" : ">", x.value, y.value, at: node)
            }
            return try apply(symbol, a.last!.value, b.last!.value, at: node)
        case (_, .opaque, .number), (_, .number, .opaque), (_, .opaque, .opaque):
            assume(node, "\(left.kind) \(symbol) \(right.kind) involves a value no given file declares: taken as 0")
            return ["<", ">", "<=", ">=", "==", "!="].contains(symbol) ? .bool(false) : .number(0)
        case ("+", .priority(let a), .number(let b)), ("+", .number(let b), .priority(let a)): return .priority(a + b)
        case ("-", .priority(let a), .number(let b)): return .priority(a - b)
        case (_, .priority(let a), _) where Self.orderings.contains(symbol): return try combine(symbol, .number(a), right, at: node)
        case (_, _, .priority(let b)) where Self.orderings.contains(symbol): return try combine(symbol, left, .number(b), at: node)
        case (_, .symbol(let name), .number), (_, .symbol(let name), .priority):
            if let resolved = implicitNumber(name, beside: symbol, at: node) { return try combine(symbol, resolved, right, at: node) }
        case (_, .number, .symbol(let name)), (_, .priority, .symbol(let name)):
            if let resolved = implicitNumber(name, beside: symbol, at: node) { return try combine(symbol, left, resolved, at: node) }
        case (_, .number(let a), .number(let b)):
            switch symbol {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return .number(try quotient(a, b, at: node))
            case "%": return .number(a.truncatingRemainder(dividingBy: b))
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: if let bits = Self.bitwise(symbol, a, b) { return .number(Double(bits)) }
            }
        default: break
        }
        throw unsupported(node, "the operator \(symbol) on \(left.kind) and \(right.kind)")
    }

    /// An implicit member or literal read as a value of the files' `model`, as
    /// Swift types it from the other operand; `nil` when `value` is no such form.
    /// `other`: the operand whose type (`model`) the value takes, with its generic arguments.
    private func contextual(_ value: Value, as model: TypeModel, beside other: Value, at node: some SyntaxProtocol) throws -> Value? {
        switch value {
        case .symbol(let name): return try staticValue(name, of: model, at: node)
        case .array(let elements) where isOptionSet(model): return try optionSet(elements, of: model, at: node)
        case .enumCase(let implicit) where implicit.typeName == nil:
            // `$0.scope == .guidance(wide: w)`: a case of the type, or its static factory (`static func guidance(wide:)`).
            return try typedImplicit(implicit, as: model, at: node)
        default:
            // `id == "prompt"` with `id: ViewID`, a `Tagged<ViewTag, String>`.
            let bound = if case .object(let instance) = other { instance.genericArguments } else { [String: TypeSyntax]() }
            return try literal(value, as: model, genericArguments: bound, at: node)
        }
    }

    /// `spec == .compact`, `$0 < .turnCard`, `shown == [.logo]`: the operands
    /// with the implicit side typed by the other's type (one of the files'); `nil` when neither is implicit.
    func typedOperands(_ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> (Value, Value)? {
        if let model = appModel(of: left), let typed = try contextual(right, as: model, beside: left, at: node) { return (left, typed) }
        if let model = appModel(of: right), let typed = try contextual(left, as: model, beside: right, at: node) { return (typed, right) }
        // `constraint.priority == .defaultHigh`
        switch (left, right) {
        case (.priority, .symbol(let name)): return Self.namedPriority(name).map { (left, .priority($0)) }
        case (.symbol(let name), .priority): return Self.namedPriority(name).map { (.priority($0), right) }
        default: return nil
        }
    }

    /// `key = .initial` where `key`'s type is inferred (`var key = Key.initial`):
    /// the implicit member takes the type of the value the variable holds.
    func typed(_ newValue: Value, like current: Value?, at node: some SyntaxProtocol) throws -> Value {
        guard let current, let model = appModel(of: current) else { return newValue }
        return try contextual(newValue, as: model, beside: current, at: node) ?? newValue
    }

    /// An implicit member with a payload as a value of `model`: its case so
    /// labelled, else what its static factory of that name makes; `nil` when it has neither.
    private func typedImplicit(_ implicit: EnumValue, as model: TypeModel, at node: some SyntaxProtocol) throws -> Value? {
        if model.enumCase(named: implicit.name, labels: implicit.payload.map(\.label)) != nil {
            return .enumCase(EnumValue(typeName: model.name, name: implicit.name, payload: implicit.payload))
        }
        return try implicitFactory(implicit, of: model, at: node)
    }

    private func appModel(of value: Value) -> TypeModel? {
        switch value {
        case .object(let instance): instance.type
        case .enumCase(let enumValue): enumValue.typeName.flatMap { source.types[$0] }
        default: nil
        }
    }

    /// The start of a dispatch deadline: `.now()`, or a time already in
    /// seconds (`DispatchTime.now()`) that an interval like `.milliseconds(300)` is added to.
    private func deadlineStart(_ value: Value, plus interval: Value) -> Double? {
        switch (value, interval) {
        case (.enumCase(let implicit), _) where implicit.typeName == nil && implicit.name == "now" && implicit.payload.isEmpty:
            mainQueue.now
        case (.number(let seconds), .enumCase): seconds
        default: nil
        }
    }

    /// `1 << 2`, `a | b`: integer operators (an option set's raw values), on whole numbers only.
    private static func bitwise(_ symbol: String, _ a: Double, _ b: Double) -> Int? {
        guard let a = Int(exactly: a), let b = Int(exactly: b) else { return nil }
        switch symbol {
        case "<<": return b >= 0 && b < 63 ? a << b : nil
        case ">>": return b >= 0 && b < 63 ? a >> b : nil
        case "&": return a & b
        case "|": return a | b
        case "^": return a ^ b
        default: return nil
        }
    }

    /// The ordering operators (a priority compares as its number).
    static let orderings: Set<String> = ["<", ">", "<=", ">="]

    /// An implicit member in arithmetic beside a number (`.required - 1`,
    /// `.defaultHigh + 1`, `.zero + inset`): Swift takes it from the operand's
    /// type, and of the numeric types modelled the name tells which
    /// (`UILayoutPriority`'s named priorities, `CGFloat`'s `zero`, `pi`, ...).
    private func implicitNumber(_ name: String, beside symbol: String, at node: some SyntaxProtocol) -> Value? {
        guard ["+", "-", "*", "/"].contains(symbol) || Self.orderings.contains(symbol) else { return nil }
        if let raw = Self.namedPriority(name) { return .priority(raw) }
        if case .number(let number)? = try? member(name, of: .type("CGFloat"), at: node) { return .number(number) }
        return nil
    }

    /// Equality where Swift would have it; `nil` when the values do not compare.
    /// Values of the files' types are compared field by field (see `swiftEquals`).
    func equals(_ left: Value, _ right: Value) -> Bool? {
        equals(left, right) { self.equals($0, $1) }
    }

    /// Where a dictionary holds `key`, compared with Swift's `==` (a key type's
    /// own `==` decides, as it does for `Dictionary`: trial 48c's key comparing
    /// one field was a silent pass).
    func keyIndex(of key: Value, in entries: [Entry]) throws -> Int? {
        try entries.firstIndex { try swiftEquals($0.key, key) == true }
    }

    /// Swift's `==`: the files' hand-written `==` for the operands' type, at
    /// every level (a synthesized `==` compares each field, payload or element
    /// with its own type's `==`); `nil` when the values do not compare.
    func swiftEquals(_ left: Value, _ right: Value) throws -> Bool? {
        if let equal = try handWrittenEquals(left, right) { return equal }
        return try equals(left, right, nested: swiftEquals)
    }

    /// Equality with `nested` comparing the fields, payloads and elements.
    private func equals(_ left: Value, _ right: Value, nested: (Value, Value) throws -> Bool?) rethrows -> Bool? {
        switch (left, right) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)), (.boxed(let a, _), .boxed(let b, _)), (.boxed(let a, _), .number(let b)), (.number(let a), .boxed(let b, _)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.buttonType(let a), .buttonType(let b)): return a == b
        case (.buttonType(let a), .symbol(let b)), (.symbol(let b), .buttonType(let a)): return a.rawValue == b
        case (.layoutDirection(let a), .layoutDirection(let b)): return a == b
        // `.leftToRight` / `.rightToLeft`; another name does not compare.
        case (.layoutDirection(let a), .symbol(let b)), (.symbol(let b), .layoutDirection(let a)):
            return LayoutDirection(rawValue: b).map { $0 == a }
        case (.item(let a), .item(let b)): return a === b
        case (.constraint(let a), .constraint(let b)): return a === b
        case (.state(let a), .state(let b)): return a === b  // the SDK's state objects: identity
        case (.controller(let a), .controller(let b)): return a === b
        case (.work(let a), .work(let b)): return a === b
        case (.dispatchGroup(let a), .dispatchGroup(let b)): return a === b
        case (.animator(let a), .animator(let b)): return a === b
        case (.undoManager(let a), .undoManager(let b)): return a === b
        case (.object(let a), .object(let b)):
            guard a !== b else { return true }
            guard a.type === b.type && a.type.isValueType && a.fields.count == b.fields.count else { return false }
            return try a.fields.allSatisfy { name, value in try b.fields[name].map { try nested(value, $0) == true } ?? false }
        case (.symbol(let a), .symbol(let b)): return a == b
        case (.enumCase(let a), .enumCase(let b)):
            return try a.name == b.name && (a.typeName == nil || b.typeName == nil || a.typeName == b.typeName)
                && a.payload.count == b.payload.count
                && zip(a.payload, b.payload).allSatisfy { try nested($0.value, $1.value) == true }
        case (.enumCase(let a), .symbol(let b)), (.symbol(let b), .enumCase(let a)): return a.name == b && a.payload.isEmpty
        case (.tuple(let a), .tuple(let b)):
            return try a.count == b.count && zip(a, b).allSatisfy { try nested($0.value, $1.value) == true }
        case (.array(let a), .array(let b)):
            return try a.count == b.count && zip(a, b).allSatisfy { try nested($0, $1) == true }
        case (.set(let a), .set(let b)):
            return try a.count == b.count && a.allSatisfy { element in try b.contains { try nested($0, element) == true } }
        case (.dictionary(let a), .dictionary(let b)):
            return try a.count == b.count
                && a.allSatisfy { entry in try b.contains { try nested($0.key, entry.key) == true && nested($0.value, entry.value) == true } }
        case (.priority(let a), .priority(let b)), (.priority(let a), .number(let b)), (.number(let a), .priority(let b)): return a == b
        case (.anchor(let a), .anchor(let b)): return a == b
        case (.type(let a), .type(let b)): return a == b
        case (.foundation(let a), .foundation(let b)): return try a === b || nested(a.contents, b.contents) == true  // `isEqual:`
        // `insets != .zero`: the implicit member takes the other side's geometry type.
        case (let geometry, let zero) where Self.isImplicitZero(zero) && Self.geometryIsZero(geometry) != nil: return Self.geometryIsZero(geometry)
        case (let zero, let geometry) where Self.isImplicitZero(zero) && Self.geometryIsZero(geometry) != nil: return Self.geometryIsZero(geometry)
        default: return nil
        }
    }

    /// `.zero` with no type named.
    static func isImplicitZero(_ value: Value) -> Bool {
        switch value {
        case .symbol("zero"): true
        case .enumCase(let implicit): implicit.typeName == nil && implicit.name == "zero" && implicit.payload.isEmpty
        default: false
        }
    }

    /// Whether a geometry value (insets, a rect, a size or point's fields) is all zeros; `nil` for other values.
    private static func geometryIsZero(_ value: Value) -> Bool? {
        switch value {
        case .insets(let insets): return insets == .zero
        case .rect(let rect): return rect == .zero
        case .tuple(let parts) where !parts.isEmpty && parts.allSatisfy({ $0.label != nil }):
            let numbers = parts.compactMap { if case .number(let number) = $0.value { number } else { nil } }
            return numbers.count == parts.count ? numbers.allSatisfy { $0 == 0 } : nil
        default: return nil
        }
    }

    /// `pattern ~= value`: a range contains a number, otherwise equality.
    func matches(_ pattern: Value, _ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        if let matched = try appPatternMatch(pattern, value, at: node) { return matched }
        if case .range(let lower, let upper, let closed) = pattern, case .number(let number) = value {
            return number >= lower && (closed ? number <= upper : number < upper)
        }
        if let (named, other) = try notificationNames(pattern, value, at: node) { return equals(named, other) == true }
        guard let equal = equals(pattern, value) else {
            throw unsupported(node, "matching \(value.kind) against \(pattern.kind)")
        }
        return equal
    }
}

/// Framework type names delegate code uses as values (`NSLayoutConstraint.activate`).
enum FrameworkTypes {
    static let names: Set<String> = [
        "NSLayoutConstraint", "UIView", "UILayoutGuide", "UILayoutPriority", "NavigationStyleValues",
        "GMSNavigationHidingStackView", "NavigationButtonKnownType", "CGFloat", "Double", "TimeInterval",
        "UIUserInterfaceLayoutDirection", "Int", "Float", "String", "Bool", "Array", "Set", "Dictionary",
        "DispatchQueue", "UIViewPropertyAnimator", "NavigationUIState", "NavigationReadyUIState",
        "ActiveGuidanceUIState", "NavigationPromptView", "NavigationUIButton", "GMSMapView", "Swift",
        "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets", "NSObject", "Error",
    ]

    /// Apple's and Google's types: the names above, and the prefixes of
    /// UIKit, Core Graphics, Core Animation, Foundation and the SDK.
    static func isFramework(_ name: String) -> Bool {
        names.contains(name) || LibraryNames.types.contains(name) || UIKitViews.isView(name)
            || ["UI", "NS", "CG", "CA", "GMS"].contains { name.hasPrefix($0) && name.count > $0.count && name.dropFirst($0.count).first!.isUppercase }
    }
}

extension TryExprSyntax {
    /// A statement of its own (`try? session.setActive(true)`, `_ = try? ...`): its value is not read.
    var isDiscarded: Bool {
        if parent?.is(CodeBlockItemSyntax.self) == true { return true }
        guard let assignment = parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) else { return false }
        return assignment.leftOperand.is(DiscardAssignmentExprSyntax.self)
    }
}

extension ExprSyntax {
    /// `self` (without rendering the expression's text).
    var isSelf: Bool { self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }

    /// A string, integer, float or Boolean literal: Swift gives it the type the context expects.
    var isLiteral: Bool {
        self.is(StringLiteralExprSyntax.self) || self.is(IntegerLiteralExprSyntax.self) || self.is(FloatLiteralExprSyntax.self)
            || self.is(BooleanLiteralExprSyntax.self)
    }
}

extension MemberAccessExprSyntax {
    /// The sequence methods that take a function: `x.name` handed to one is a
    /// method reference, not a property read.
    private static let functionTakingMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "contains", "first", "last", "allSatisfy", "sorted", "min", "max",
        "drop", "prefix", "firstIndex", "lastIndex", "removeAll",
    ]

    /// Whether this is the whole argument of a sequence method taking a function (`forEach(center.removeObserver)`).
    var isHandedToSequenceMethod: Bool {
        guard let argument = parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return Self.functionTakingMethods.contains(callee.declName.baseName.text)
    }
}
