import DelegateFacts
import SwiftSyntax

/// `delegate_fixed_size_constraint`: a width or height constraint on a
/// Google view the SDK sizes itself (turn card, ETA card, logo, speed
/// widget, prompts). The SDK's own size constraints then conflict with it.
struct DelegateFixedSizeConstraintRule: FileRule {
    let id = "delegate_fixed_size_constraint"
    let needles = Array(GoogleViews.sizedBySDK.intersection(UIState.allViews)) + DelegateSyntax.delegateNeedles

    func check(_ file: RuleFile) -> [RuleHit] {
        DelegateSyntax.memberAccesses(named: Anchors.size, in: file.tree).compactMap { anchor in
            // Only the anchor a constraint is made from (`card.heightAnchor.constraint(...)`);
            // another view's size constrained *to* a Google view's is fine.
            guard let constraint = anchor.parent?.as(MemberAccessExprSyntax.self),
                constraint.declName.baseName.text.hasPrefix("constraint"),
                let view = file.googleView(anchor.base!),
                Anchors.isForbiddenSizeConstraint(on: view, anchor: anchor.declName.baseName.text) else { return nil }
            return hit(anchor.declName, message: "`\(view)` is sized by the SDK; do not constrain its `\(anchor.declName.baseName.text)`")
        }
    }
}
