import DelegateFacts

/// `delegate_left_right_anchor`: `leftAnchor`/`rightAnchor` in a layout
/// delegate. They do not flip for right-to-left languages, so the layout
/// breaks in Arabic or Hebrew; leading/trailing do.
struct DelegateLeftRightAnchorRule: FileRule {
    let id = "delegate_left_right_anchor"
    let needles = DelegateSyntax.delegateNeedles

    func check(_ file: RuleFile) -> [RuleHit] {
        DelegateSyntax.memberAccesses(named: Set(Anchors.directionalReplacements.keys), in: file.tree)
            .filter { file.isInLayoutDelegate($0) }
            .compactMap { access in
                let anchor = access.declName.baseName.text
                return Anchors.directionalReplacement(for: anchor).map {
                    hit(access.declName, message: "`\(anchor)` does not flip for right-to-left languages; use `\($0)`")
                }
            }
    }
}
