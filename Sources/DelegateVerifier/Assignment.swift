import LayoutModel
import SwiftSyntax

/// `target = value`: locals, properties of instances (running `didSet`), and
/// the settable properties of constraints and views.
extension Interpreter {
    func assign(_ newValue: Value, to target: ExprSyntax, in scope: Scope, self instance: Instance?) throws {
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if scope.assign(name, newValue) { return }
            guard let instance else { throw unsupported(reference, "assigning \(name)") }
            try setField(name, of: instance, to: newValue, at: reference)
            return
        }
        guard let access = target.as(MemberAccessExprSyntax.self), let base = access.base else {
            throw unsupported(target, "assigning to this kind of expression")
        }
        let receiver: Value
        do {
            receiver = try evaluate(base, in: scope, self: instance)
        } catch is NilChain {
            return  // `a?.b = c` with `a == nil` does nothing
        }
        try setMember(access.declName.baseName.text, of: receiver, to: newValue, at: access)
    }

    /// Properties a delegate may set that do not change layout.
    static let cosmeticProperties: Set<String> = [
        "backgroundColor", "alpha", "tintColor", "clipsToBounds", "accessibilityIdentifier", "accessibilityLabel",
        "identifier", "roundedCorners",
    ]

    private func setMember(_ name: String, of receiver: Value, to newValue: Value, at node: MemberAccessExprSyntax) throws {
        switch (receiver, name) {
        case (.object(let instance), _):
            try setField(name, of: instance, to: newValue, at: node)
            return
        case (.constraint(let constraint), "constant"):
            constraint.constant = try number(newValue, at: node)
            return
        case (.constraint(let constraint), "priority"):
            try constraint.setPriority(try priority(newValue, at: node), tag: tag(node))
            return
        case (.constraint(let constraint), "isActive"):
            guard case .bool(let active) = newValue else { break }
            if active {
                try constraint.activate(tag: tag(node))
                journal.activated([constraint])
            } else {
                constraint.deactivate(tag: tag(node))
            }
            return
        case (.item(let view as LayoutView), "translatesAutoresizingMaskIntoConstraints"):
            guard case .bool(let flag) = newValue else { break }
            view.translatesAutoresizingMaskIntoConstraints = flag
            return
        case (.item(let view as LayoutView), "isHidden"):
            guard case .bool(let flag) = newValue else { break }
            view.isHidden = flag
            return
        case (.item(let stack as HidingStackView), "arrangedSubviews"):
            guard case .array(let elements) = newValue else { break }
            stack.arrangedSubviews = try elements.map { element in
                guard case .item(let view as LayoutView) = element else { throw unsupported(node, "arranging \(element.kind)") }
                return view
            }
            return
        case (.item, _), (.constraint, _):
            if Self.cosmeticProperties.contains(name) { return }
        default: break
        }
        throw unsupported(node, "setting \(name) of \(receiver.kind) to \(newValue.kind)")
    }
}
