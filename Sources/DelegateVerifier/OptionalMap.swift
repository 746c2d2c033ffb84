import SwiftSyntax

/// `Optional.map` and `Optional.flatMap`. The interpreter has no optional
/// wrapper (an optional is its wrapped value or `.null`), so which `map` Swift
/// calls is decided as the compiler does, by the receiver's type: a value that
/// is no sequence can only be an optional's (`first { ... }.map { $0.view }`,
/// `prompt.map { $0.removeFromSuperview() }`), and a sequence is mapped whole
/// only where its syntax says it is optional (`first`, `first(where:)`,
/// `as?`, a declaration `T?`) and the code did not write `?.map`.
extension Interpreter {
    func optionalMap(
        _ name: String, of receiver: Value, base: ExprSyntax, _ arguments: [Argument], at call: FunctionCallExprSyntax,
        in scope: Scope, self instance: Instance?
    ) throws -> Value? {
        guard name == "map" || name == "flatMap", arguments.count == 1, !base.is(OptionalChainingExprSyntax.self),
            !hasMethod(name, receiver)  // the files' own `map` (a type's, an extension's)
        else { return nil }
        switch receiver {
        case .null: return .null
        case .array, .set, .dictionary, .range, .string:
            guard isOptional(base, in: scope, self: instance) else { return nil }
        case .opaque, .library: return nil
        case let value where isAppSequence(value): return nil  // the files' `Sequence`'s `map`
        case .enumCase(let value) where value.isResult: return nil  // `Result.map`
        case let publisher where combinePublisher(publisher) != nil: return nil  // Combine's `map` operator
        default: break
        }
        return try function(from: arguments, at: call)(receiver)
    }

    /// `Optional.take()` (Swift 6): the value, leaving `nil` in its place; for
    /// a receiver declared optional or `nil`, never the files' own `take()`.
    func optionalTake(
        _ name: String, of receiver: Value, base: ExprSyntax, _ arguments: [Argument], in scope: Scope, self instance: Instance?
    ) throws -> Value? {
        guard name == "take", arguments.isEmpty, !base.is(OptionalChainingExprSyntax.self),
            receiver.isNull || receiverIsOptional(base, in: scope, self: instance) == true
        else { return nil }
        try assign(.null, to: base, in: scope, self: instance)
        return receiver
    }

    /// Members and methods of collections whose result is optional.
    private static let optionalResults: Set<String> = [
        "first", "last", "min", "max", "randomElement", "popLast", "firstIndex", "lastIndex",
        "firstMatch", "wholeMatch", "prefixMatch", "firstRange",
    ]

    /// Whether the expression's type is an optional, as far as its syntax and
    /// the declarations tell (a local's annotation, a property of `self`, a
    /// subscript of a dictionary so declared).
    private func isOptional(_ expression: ExprSyntax, in scope: Scope, self instance: Instance?) -> Bool {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return isOptional(tuple.elements.first!.expression, in: scope, self: instance)
        }
        if let cast = expression.as(AsExprSyntax.self) { return cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark }
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            // `o.flatMap { ... }` of an optional is optional.
            if ["map", "flatMap"].contains(access.declName.baseName.text), let base = access.base, isOptional(base, in: scope, self: instance) { return true }
            return Self.optionalResults.contains(access.declName.baseName.text)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), ["first", "last"].contains(access.declName.baseName.text) { return true }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return declaredType(of: subscriptCall.calledExpression, in: scope, self: instance, at: subscriptCall).map(isDictionary) ?? false
        }
        if expression.is(ForceUnwrapExprSyntax.self) { return false }
        guard let declared = declaredType(of: expression, in: scope, self: instance, at: expression) else {
            return namesOptionalFrameworkProperty(expression, in: scope, self: instance)
        }
        return declared.is(OptionalTypeSyntax.self) || declared.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// A property UIKit declares optional (`UIKitViews.optionalProperties`) of a
    /// framework value: `constraint.identifier` where the files declare no type
    /// for `constraint`, or `identifier` in the files' extension of `NSLayoutConstraint`.
    private func namesOptionalFrameworkProperty(_ expression: ExprSyntax, in scope: Scope, self instance: Instance?) -> Bool {
        let ownMember = expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.isSelf == true ? $0.declName : nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) ?? ownMember {
            let name = reference.baseName.text
            guard let instance, instance.base != nil, instance.type.property(named: name) == nil, ownMember != nil || scope.lookup(name) == nil else {
                return false
            }
            return UIKitViews.optionalProperties.contains(name)
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), let owner = access.base, !owner.isSelf,
            declaredType(of: owner, in: scope, self: instance, at: owner).map({ source.appType(declaredType($0).baseName) == nil }) ?? true
        else { return false }
        return UIKitViews.optionalProperties.contains(access.declName.baseName.text)
    }

    /// Whether the receiver written `base` is declared optional; `nil` when its
    /// declaration is not known. `x?.m()` and `x!.m()` call the wrapped value's.
    func receiverIsOptional(_ base: ExprSyntax, in scope: Scope, self instance: Instance?) -> Bool? {
        if base.is(OptionalChainingExprSyntax.self) || base.is(ForceUnwrapExprSyntax.self) { return false }
        guard let declared = declaredType(of: base, in: scope, self: instance, at: base) else { return nil }
        return declared.is(OptionalTypeSyntax.self) || declared.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// `[K: V]` or `Dictionary<K, V>`, followed through the files' typealiases.
    private func isDictionary(_ type: TypeSyntax) -> Bool {
        let declared = declaredType(type)
        return declared.unwrapped.is(DictionaryTypeSyntax.self) || declared.baseName.hasPrefix("Dictionary<")
    }
}
