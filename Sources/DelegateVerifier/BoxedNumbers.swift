import Foundation
import SwiftSyntax

/// Numbers in `Any` and `NSNumber`s. The interpreter holds a number as a
/// `Double` without its type, but a cast out of `Any` depends on it: an `Int`
/// in `Any` casts to `Int` only, a `Double` to `Double` only (not `CGFloat`
/// or `Float`), while an `NSNumber` casts to every numeric type that holds
/// its value exactly (`NSNumber(value: 8.5) as? Int` is `nil`) and to `Bool`
/// when it is 0 or 1. So a number is boxed with its type where that is told:
/// `NSNumber(value:)`, a value declared `NSNumber`, the objects of an
/// `NSMutableArray`/`NSMutableDictionary`, and the elements of a collection
/// literal whose element type is declared `Any` (`["gap": 8, "scale":
/// CGFloat(1.5)] as [String: Any]`: a literal's own type, a constructor's, an
/// annotated local's). A cast of another number to a numeric type or to
/// `Bool` stops, unless no type could make it succeed.
extension Interpreter {
    /// What a cast of a number does: `nil` when the cast is not one of a number to a number, `Bool` or `NSNumber`.
    enum NumberCast {
        case succeeds(Value)
        case fails
    }

    func numberCast(_ value: Value, to type: TypeSyntax, at node: some SyntaxProtocol) throws -> NumberCast? {
        let target = declaredType(type).baseName
        let numeric = Self.numericTypeName(target)
        guard numeric != nil || target == "NSNumber" || target == "Bool" else { return nil }
        switch value {
        case .bool(let flag):
            return target == "NSNumber" ? .succeeds(.boxed(flag ? 1 : 0, type: "NSNumber")) : nil
        case .boxed(let number, "NSNumber"):
            if target == "NSNumber" { return .succeeds(value) }
            if target == "Bool" { return number == 0 || number == 1 ? .succeeds(.bool(number == 1)) : .fails }
            if Self.holdsExactly(number, numeric!) { return .succeeds(.number(number)) }
            guard NumericKind.of(typeName: numeric!) == .floating else { return .fails }
            throw unsupported(node, "the cast of an NSNumber of \(describe(.number(number))) to \(target): whether it rounds the value or fails is not modelled")
        case .boxed(let number, let made):
            if target == "NSNumber" { return .succeeds(.boxed(number, type: "NSNumber")) }
            return numeric == made ? .succeeds(.number(number)) : .fails
        case .number(let number):
            if target == "NSNumber" { return .succeeds(.boxed(number, type: "NSNumber")) }
            // Neither an `NSNumber` nor a number of another type makes an integer of a fraction, or a `Bool` of 2.
            let neverCasts = target == "Bool" ? number != 0 && number != 1 : NumericKind.of(typeName: numeric!) == .integer && !Self.holdsExactly(number, numeric!)
            if neverCasts { return .fails }
            throw unsupported(
                node,
                "the cast of the number \(describe(value)) to \(target): whether it is an NSNumber, or which type it was made as before it went into Any, could not be told")
        default:
            return nil
        }
    }

    /// `value as? T`: the value as the cast gives it (a number out of `Any`,
    /// a collection's elements in turn), or `nil` when the cast fails.
    func cast(_ value: Value, to type: TypeSyntax, at node: some SyntaxProtocol) throws -> Value? {
        if let outcome = try numberCast(value, to: type, at: node) {
            guard case .succeeds(let converted) = outcome else { return nil }
            return converted
        }
        guard try isInstance(value, of: type, at: node) else { return nil }
        let declared = declaredType(type)
        switch (value, declared.arrayElement, declared.dictionaryTypes) {
        case (.array(let elements), let element?, _):
            return .array(try elements.map { try cast($0, to: element, at: node) ?? $0 })
        case (.dictionary(let entries), _, let dictionaryType?):
            return .dictionary(try entries.map {
                Entry(key: try cast($0.key, to: dictionaryType.key, at: node) ?? $0.key, value: try cast($0.value, to: dictionaryType.value, at: node) ?? $0.value)
            })
        default:
            // An implicit member cast to the files' enum becomes its case.
            if let model = source.types[declared.baseName], model.kind == .enum { return try implicitMember(value, of: model, at: node) }
            return value
        }
    }

    /// The numeric type a name is, with Foundation's aliases followed (`TimeInterval` is `Double`).
    static func numericTypeName(_ name: String) -> String? {
        switch name {
        case "TimeInterval", "CFTimeInterval", "Float64": "Double"
        case "Float32": "Float"
        default: NumericKind.of(typeName: name) != nil ? name : nil
        }
    }

    /// Whether a value of the numeric type `type` can be exactly `number` (`NSNumber`'s bridging).
    private static func holdsExactly(_ number: Double, _ type: String) -> Bool {
        switch type {
        case "Double", "CGFloat", "Float80": return true
        case "Float", "Float16": return Double(Float(number)) == number
        default:
            guard number.isFinite, number.rounded() == number else { return false }
            let bits = Double(Int(type.drop { !$0.isNumber }) ?? 64)
            return type.hasPrefix("U") ? number >= 0 && number < pow(2, bits) : number >= -pow(2, bits - 1) && number < pow(2, bits - 1)
        }
    }

    /// Whether the elements of the collection literal `literal` are declared `Any`
    /// (`[...] as [String: Any]`, `let p: [Any] = [...]`, a parameter's default),
    /// or hold their literals' own types: a literal nested in such a one
    /// (`["logo": ["inset": 12.0]]`), which Swift types by its literals alone.
    func elementsAreAny(_ literal: some ExprSyntaxProtocol) -> Bool {
        if let enclosing = Self.enclosingLiteral(of: Syntax(literal)) { return elementsAreAny(enclosing) }
        let type: TypeSyntax?
        switch literal.parent?.as(SyntaxEnum.self) {
        case .asExpr(let cast) where cast.questionOrExclamationMark == nil: type = cast.type
        // `post(name:object:userInfo: [...])`, `Notification(name:object:userInfo:)`: `[AnyHashable: Any]`.
        case .labeledExpr(let argument) where argument.label?.text == "userInfo": return true
        case .initializerClause(let initializer):
            type = initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type ?? initializer.parent?.as(FunctionParameterSyntax.self)?.type
        default: type = nil
        }
        guard let type else { return false }
        let declared = declaredType(type)
        guard let element = declared.arrayElement ?? declared.dictionaryTypes?.value else { return false }
        return ["Any", "AnyObject", "AnyHashable"].contains(declaredType(element).baseName)
    }

    /// A number that goes into `Any` as the element `expression`, boxed with
    /// the type the expression makes; in a nested literal of number literals
    /// with a fractional one, every one is a `Double` (`[1, 2.5]` is `[Double]`).
    func boxedInAny(_ value: Value, madeBy expression: ExprSyntax, in scope: Scope) -> Value {
        guard case .number(let number) = value, var type = madeType(of: expression, in: scope) else { return value }
        if type == "Int", let collection = expression.parent?.parent?.parent, Self.enclosingLiteral(of: collection) != nil,
            Self.numberLiterals(in: collection)?.contains(where: { $0.is(FloatLiteralExprSyntax.self) }) == true
        {
            type = "Double"
        }
        return .boxed(number, type: type)
    }

    /// The collection literal `literal` is an element (or a value) of, if any.
    private static func enclosingLiteral(of literal: Syntax) -> ExprSyntax? {
        guard literal.is(ArrayExprSyntax.self) || literal.is(DictionaryExprSyntax.self) else { return nil }
        let container = literal.parent?.as(ArrayElementSyntax.self)?.parent?.parent
            ?? literal.parent?.as(DictionaryElementSyntax.self).flatMap { $0.value.id == literal.id ? $0.parent?.parent : nil }
        return container.flatMap { $0.is(ArrayExprSyntax.self) || $0.is(DictionaryExprSyntax.self) ? $0.as(ExprSyntax.self) : nil }
    }

    /// The literals of a collection literal's elements (values), `nil` when one is not a number literal.
    private static func numberLiterals(in collection: Syntax) -> [ExprSyntax]? {
        let elements: [ExprSyntax] = collection.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) }
            ?? collection.as(DictionaryExprSyntax.self).map { literal in
                if case .elements(let list) = literal.content { list.map(\.value) } else { [] }
            } ?? []
        let literals = elements.map { $0.as(PrefixOperatorExprSyntax.self)?.expression ?? $0 }
        return literals.allSatisfy({ $0.is(IntegerLiteralExprSyntax.self) || $0.is(FloatLiteralExprSyntax.self) }) ? literals : nil
    }

    /// The numeric type of a literal (`8` is an `Int`, `8.5` a `Double` where
    /// the context is `Any`), a conversion (`CGFloat(8)`, `8 as Float`) or an annotated local.
    private func madeType(of expression: ExprSyntax, in scope: Scope) -> String? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: "Int"
        case .floatLiteralExpr: "Double"
        case .prefixOperatorExpr(let prefix) where prefix.operator.text == "-": madeType(of: prefix.expression, in: scope)
        case .functionCallExpr(let call): call.calledExpression.as(DeclReferenceExprSyntax.self).flatMap { Self.numericTypeName($0.baseName.text) }
        case .asExpr(let cast) where cast.questionOrExclamationMark == nil: Self.numericTypeName(declaredType(cast.type).baseName)
        case .declReferenceExpr(let reference):
            scope.declaredType(of: reference.baseName.text).flatMap { Self.numericTypeName(declaredType($0).baseName) }
        case .memberAccessExpr: geometryComponentType(of: expression) != nil ? "CGFloat" : nil
        default: nil
        }
    }

    /// `CGFloat` for a component of UIKit's geometry (`navMap.bounds.width`,
    /// `view.frame.maxY`, `navMap.safeAreaInsets.top`, `guide.layoutFrame.height`),
    /// which Swift types `CGFloat`: so a local made of one (`let width =
    /// navMap.bounds.width`) is a `CGFloat` in `Any`. `nil` for other
    /// expressions, and where the files declare a member of that name (their
    /// own `frame` may hold other numbers).
    func geometryComponentType(of expression: ExprSyntax) -> TypeSyntax? {
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base?.as(MemberAccessExprSyntax.self),
            Self.geometryValues.contains(base.declName.baseName.text), Self.geometryComponents.contains(access.declName.baseName.text),
            !source.types.values.contains(where: { $0.property(named: base.declName.baseName.text) != nil })
        else { return nil }
        return Self.cgFloatType
    }

    private static let cgFloatType = TypeSyntax(IdentifierTypeSyntax(name: .identifier("CGFloat")))
    /// UIKit's geometry values (`CGRect`, `CGSize`, `CGPoint`, `UIEdgeInsets`, `NSDirectionalEdgeInsets`) views and guides have.
    private static let geometryValues: Set<String> = [
        "bounds", "frame", "layoutFrame", "center", "size", "origin", "safeAreaInsets", "layoutMargins", "directionalLayoutMargins",
        "intrinsicContentSize", "contentSize",
    ]
    /// Their `CGFloat` components.
    private static let geometryComponents: Set<String> = [
        "width", "height", "minX", "minY", "midX", "midY", "maxX", "maxY", "x", "y", "top", "left", "bottom", "right", "leading", "trailing",
    ]
}

extension Value {
    /// The value as Foundation's collections hold it: numbers as `NSNumber`s.
    var asObjects: Value {
        switch self {
        case .number(let number): .boxed(number, type: "NSNumber")
        case .array(let elements): .array(elements.map(\.asObjects))
        case .dictionary(let entries): .dictionary(entries.map { Entry(key: $0.key.asObjects, value: $0.value.asObjects) })
        default: self
        }
    }
}
