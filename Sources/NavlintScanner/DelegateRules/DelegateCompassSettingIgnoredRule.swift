import DelegateFacts

/// `delegate_compass_setting_ignored`: `settings.compassButton` set where a
/// layout delegate is installed. With navigation on, the delegate decides
/// whether the compass shows (by placing the `.compass` button of
/// `buttons`), so the setting silently does nothing then.
struct DelegateCompassSettingIgnoredRule: DelegateOwnerRule {
    let id = "delegate_compass_setting_ignored"
    /// `compassButton` is always reached through `settings`, which already
    /// makes a file relevant to the index; the rule sees every parsed file.
    let needles = [DelegateAPI.setLayoutDelegate]

    func candidates(in file: RuleFile) -> [RuleHit] {
        let resolver = file.resolver
        return DelegateSyntax.memberAccesses(named: [DelegateAPI.compassButtonSetting], in: file.tree)
            .filter { DelegateSyntax.assignedValue(to: $0) != nil }
            .filter { access in
                // The app's own `compassButton` (a container view's property) is no setting.
                guard let base = access.base, case .named(let name)? = resolver.type(of: base) else { return true }
                return file.index.types[name].map(\.isSDK) ?? true
            }
            .map { hit($0.declName) }
    }
}
