import DelegateFacts

/// `legacy_api_with_delegate`: a legacy slot API used where a layout
/// delegate is installed. The SDK ignores the legacy APIs (or behaves
/// undefined) once a delegate is set, so the code does nothing, or worse.
/// The legacy uses are the ones the symbol-driven rules found.
struct LegacyAPIWithDelegateRule: DelegateOwnerRule {
    let id = "legacy_api_with_delegate"
    let needles = [DelegateAPI.setLayoutDelegate]

    func candidates(in file: RuleFile) -> [RuleHit] {
        file.legacyUses.compactMap { use in
            guard let token = file.tree.token(at: use.position) else { return nil }
            return hit(token, message: "`\(token.text)` has no effect where a layout delegate is in use (set by this code, or this code is one): the delegate replaces the legacy layout (\(use.ruleID))")
        }
    }
}
