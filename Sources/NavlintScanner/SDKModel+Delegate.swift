import DelegateFacts

extension SDKModel {
    /// The layout delegate API's types, built from `DelegateFacts`. They are
    /// merged into the index after the prefilter rounds, so they never make
    /// a file relevant by themselves: the code rules' needles do that.
    ///
    /// The SDK types every Google view as `UIView`; the model gives each one
    /// a marker type of its own (a `UIView` subtype no source can spell), so
    /// the resolver still knows which Google view `card` is after
    /// `let card = newState.turnCard`, or `$0` in `buttons.map { $0.view }`.
    static let delegateTypes: [String: ProjectIndex.TypeInfo] = {
        func property(_ type: TypeRef) -> [ProjectIndex.Member] { [.init(type: type, isMethod: false, labels: [])] }
        var types: [String: ProjectIndex.TypeInfo] = [
            UIState.baseTypeName: .init(inherited: ["NSObject"], members: ["wideMode": property(.named("Bool"))]),
            NavigationButton.typeName: .init(inherited: ["NSObject"], members: [
                NavigationButton.viewProperty: property(.named(googleViewType(GoogleViews.buttonView))),
                NavigationButton.typeProperty: property(.named("NavigationButtonKnownType")),
            ]),
            DelegateAPI.promptViewType: .init(inherited: ["UIView"]),
            DelegateAPI.hidingStackViewType: .init(inherited: ["UIView"], members: [
                DelegateAPI.arrangedSubviews: property(.array(.named("UIView")))
            ]),
            DelegateAPI.delegateProtocol: .init(),
        ]
        for state in UIState.all {
            var members = [UIState.buttonsProperty: property(.array(.named(NavigationButton.typeName)))]
            for view in state.views { members[view] = property(.named(googleViewType(view))) }
            types[state.typeName] = .init(inherited: [UIState.baseTypeName], members: members)
        }
        for view in UIState.allViews.union([GoogleViews.buttonView]) {
            types[googleViewType(view)] = .init(inherited: ["UIView"])
        }
        return types
    }()

    private static let googleViewPrefix = "Google."

    private static func googleViewType(_ view: String) -> String { googleViewPrefix + view }

    /// Which Google view (by the facts' name: `turnCard`, `buttonView`,
    /// `prompt`, ...) a value of `type` is, if it is one.
    static func googleView(_ type: TypeRef?, in index: ProjectIndex) -> String? {
        guard let type else { return nil }
        if case .named(let name) = type, name.hasPrefix(googleViewPrefix) {
            return String(name.dropFirst(googleViewPrefix.count))
        }
        return index.isSubtype(type, of: DelegateAPI.promptViewType) ? GoogleViews.prompt : nil
    }
}
