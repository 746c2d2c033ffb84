import DelegateFacts
import SwiftSyntax

/// `delegate_on_carplay_map_view`: `setLayoutDelegate(_:)` on a map view
/// made for CarPlay. Layout customization does not apply there and the call
/// throws.
///
/// A map view counts as made for CarPlay when the call is in a CarPlay scene
/// delegate (`CPTemplateApplicationSceneDelegate`, ...) or an extension of
/// one, in a function or closure handed a CarPlay scene, window, interface
/// controller or map template, or when the map view is reached through a
/// CarPlay scene delegate (`carPlayDelegate.mapView`).
struct DelegateOnCarPlayMapViewRule: FileRule {
    let id = "delegate_on_carplay_map_view"
    let needles = [DelegateAPI.setLayoutDelegate]

    func check(_ file: RuleFile) -> [RuleHit] {
        DelegateSyntax.calls(named: DelegateAPI.setLayoutDelegate, in: file.tree)
            .filter { isForCarPlay($0, file) }
            .map { hit(DelegateSyntax.calledName($0)) }
    }

    private func isForCarPlay(_ call: FunctionCallExprSyntax, _ file: RuleFile) -> Bool {
        let resolver = file.resolver
        func isSceneDelegate(_ type: TypeRef?) -> Bool {
            guard let type else { return false }
            return CarPlay.sceneDelegateProtocols.contains { file.index.isSubtype(type, of: $0) }
        }
        if DelegateSyntax.enclosingTypeNames(of: call, resolver).contains(where: { isSceneDelegate(.named($0)) }) {
            return true
        }
        if sequence(first: Syntax(call), next: \.parent).contains(where: { Self.isHandedCarPlayScene($0) }) {
            return true
        }
        var owner = DelegateSyntax.receiver(of: call)
        while let access = owner.map(DelegateSyntax.unwrapped)?.as(MemberAccessExprSyntax.self), let base = access.base {
            if isSceneDelegate(resolver.type(of: base)) { return true }
            owner = base
        }
        return false
    }

    /// A function, initializer or closure with a parameter of a CarPlay scene type.
    private static func isHandedCarPlayScene(_ node: Syntax) -> Bool {
        let types: [TypeSyntax]
        if let function = node.as(FunctionDeclSyntax.self) {
            types = function.signature.parameterClause.parameters.map(\.type)
        } else if let initializer = node.as(InitializerDeclSyntax.self) {
            types = initializer.signature.parameterClause.parameters.map(\.type)
        } else if case .parameterClause(let clause)? = node.as(ClosureExprSyntax.self)?.signature?.parameterClause {
            types = clause.parameters.compactMap(\.type)
        } else {
            return false
        }
        return types.contains { type in
            if case .named(let name)? = TypeRef(type) { return CarPlay.sceneTypes.contains(name) }
            return false
        }
    }
}
