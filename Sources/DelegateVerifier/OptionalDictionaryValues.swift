import SwiftSyntax

/// Dictionaries whose values are optional (`[Slot: UIView?]`). The run holds
/// no optional wrapper, so a key holding nil is an entry whose value is nil:
/// iterating, `count`, `compactMapValues` and `filter` see it as Swift does.
/// What would need the wrapper stops the run: reading such a key (Swift gives
/// `.some(nil)`, which `if let` binds) and storing a nil optional through a
/// subscript (Swift keeps the key holding nil; `= nil` written out removes it,
/// as in the run).
extension Interpreter {
    static let optionalValueRead =
        "reading a key that holds nil in a dictionary whose values are optional (Swift reads .some(nil), not a missing key)"

    /// `table[key] = maybeView` with `maybeView` nil, where `table` is declared `[K: V?]`: stops.
    func checkOptionalValueStore(_ newValue: Value, _ infix: InfixOperatorExprSyntax, in scope: Scope, self instance: Instance?) throws {
        guard newValue.isNull, !infix.rightOperand.is(NilLiteralExprSyntax.self),
            let target = infix.leftOperand.as(SubscriptCallExprSyntax.self),
            let type = declaredType(of: target.calledExpression, in: scope, self: instance, at: target),
            let values = declaredType(type).dictionaryTypes?.value,
            values.is(OptionalTypeSyntax.self) || values.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        else { return }
        throw unsupported(infix, "storing a nil optional in a dictionary whose values are optional (Swift keeps the key, holding nil)")
    }
}
