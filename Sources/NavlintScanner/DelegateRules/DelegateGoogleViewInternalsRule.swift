import DelegateFacts
import SwiftSyntax

/// `delegate_google_view_internals`: walking or changing the view (or
/// layer) hierarchy inside a Google view. Its internals belong to the SDK
/// and change between releases; the delegate may only place the view itself.
struct DelegateGoogleViewInternalsRule: FileRule {
    let id = "delegate_google_view_internals"
    let needles = Array(UIState.allViews) + DelegateSyntax.delegateNeedles

    func check(_ file: RuleFile) -> [RuleHit] {
        DelegateSyntax.memberAccesses(named: GoogleViews.hierarchyMembers, in: file.tree).compactMap { access in
            var owner = access.base!
            // `card.layer.sublayers`: the layer's owner is the view.
            if let layer = owner.as(MemberAccessExprSyntax.self), layer.declName.baseName.text == "layer",
                let base = layer.base {
                owner = base
            }
            guard let view = file.googleView(owner) else { return nil }
            return hit(access.declName, message: "`\(access.declName.baseName.text)` reaches inside the Google view `\(view)`, whose internals belong to the SDK")
        }
    }
}
