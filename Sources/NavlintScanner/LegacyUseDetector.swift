import NavlintCore
import SwiftSyntax

/// Finds the uses of legacy symbols in one parsed file.
///
/// It walks the tokens, and only a token spelled like a legacy symbol is
/// looked at further: what kind of use it is (a member access, a bare name,
/// a key path component, a method implementation, a conformance) and, with
/// the resolver, whether its receiver really is the SDK type.
struct LegacyUseDetector {
    /// One use: the rule it breaks and the position of the legacy name.
    struct Use: Hashable {
        var ruleID: String
        var position: AbsolutePosition
    }

    let symbols: LegacySymbolTable
    let index: ProjectIndex

    func uses(in tree: SourceFileSyntax) -> [Use] {
        let resolver = TypeResolver(index: index)
        var found: [Use] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let entries = symbols.entries(for: name),
                let site = UseSite(token) else { continue }
            var reported: Set<String> = []
            for entry in entries where !reported.contains(entry.ruleID) && matches(entry.symbol, at: site, resolver) {
                reported.insert(entry.ruleID)
                found.append(Use(ruleID: entry.ruleID, position: token.positionAfterSkippingLeadingTrivia))
            }
        }
        return found
    }

    /// How the legacy-looking name is used.
    private enum UseSite {
        /// `base.name`, possibly called with `labels`.
        case member(base: ExprSyntax, labels: [String]?)
        /// `name` alone, inside some scope, possibly called.
        case bare(reference: DeclReferenceExprSyntax, labels: [String]?)
        /// `\Root.a.name`: the root type (if written) and the components before the name.
        case keyPath(KeyPathExprSyntax, componentIndex: Int)
        /// `func name(...)` declared in a type or extension.
        case implementation(FunctionDeclSyntax)
        /// `: Name` in an inheritance clause.
        case conformance

        init?(_ token: TokenSyntax) {
            guard let parent = token.parent else { return nil }
            if let reference = parent.as(DeclReferenceExprSyntax.self) {
                let container = reference.parent
                if let access = container?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                    // `.padding` with no base is an implicit member of a contextual type, never the map's.
                    guard let base = access.base else { return nil }
                    self = .member(base: base, labels: Self.callLabels(ExprSyntax(access)))
                } else if let component = container?.as(KeyPathPropertyComponentSyntax.self),
                    let keyPath = component.parent?.parent?.parent?.as(KeyPathExprSyntax.self),
                    let componentIndex = keyPath.components.firstIndex(where: { $0.component.id == component.id }) {
                    self = .keyPath(keyPath, componentIndex: keyPath.components.distance(from: keyPath.components.startIndex, to: componentIndex))
                } else if container?.is(KeyPathPropertyComponentSyntax.self) == false {
                    self = .bare(reference: reference, labels: Self.callLabels(ExprSyntax(reference)))
                } else {
                    return nil
                }
            } else if let function = parent.as(FunctionDeclSyntax.self), function.name.id == token.id {
                self = .implementation(function)
            } else if (parent.is(IdentifierTypeSyntax.self) || parent.is(MemberTypeSyntax.self)),
                parent.parent?.is(InheritedTypeSyntax.self) == true {
                self = .conformance
            } else {
                return nil
            }
        }

        /// The argument labels when `expression` is the function called, else `nil`.
        private static func callLabels(_ expression: ExprSyntax) -> [String]? {
            guard let call = expression.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.id == expression.id else { return nil }
            var labels = call.arguments.map { $0.label?.text ?? "_" }
            if call.trailingClosure != nil { labels.append("_") }
            labels += call.additionalTrailingClosures.map(\.label.text)
            return labels
        }
    }

    private func matches(_ symbol: RuleDescription.Symbol, at site: UseSite, _ resolver: TypeResolver) -> Bool {
        switch (symbol.kind, site) {
        case (.protocolConformance, .conformance):
            return true
        case (.listenerMethod, .implementation(let function)):
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            guard labels == symbol.swiftArgumentLabels,
                let owner = resolver.enclosingType(of: Syntax(function)) else { return false }
            return index.isSubtype(owner, of: symbol.owner)
        case (.property, .member(let base, let labels)), (.method, .member(let base, let labels)):
            guard labelsFit(symbol, labels) else { return false }
            return receiverFits(symbol, receiver: resolver.type(of: base), chain: base)
        case (.property, .bare(let reference, let labels)), (.method, .bare(let reference, let labels)):
            guard labelsFit(symbol, labels),
                case .member(let owner, _)? = resolver.lookup(symbol.swiftBaseName, from: Syntax(reference)) else {
                return false
            }
            return index.isSubtype(.named(owner), of: symbol.owner)
        case (.property, .keyPath(let keyPath, let position)):
            var receiver = keyPath.root.flatMap { TypeRef($0) }.map(index.canonical)
            for component in keyPath.components.prefix(position) {
                guard let current = receiver else { break }
                if case .property(let property) = component.component {
                    receiver = resolver.memberType(property.declName.baseName.text, of: current)
                }
            }
            return receiverFits(symbol, receiver: receiver, chain: nil)
        default:
            return false
        }
    }

    /// A property is never called; a method must be called with its labels (or referenced uncalled).
    private func labelsFit(_ symbol: RuleDescription.Symbol, _ labels: [String]?) -> Bool {
        switch symbol.kind {
        case .property: return labels == nil
        case .method: return labels == nil || labels == symbol.swiftArgumentLabels
        default: return false
        }
    }

    /// The receiver policy: a resolved receiver must be the owner (or a
    /// subclass, or declare the member in one); an unresolved one is
    /// accepted only for distinctive names.
    private func receiverFits(_ symbol: RuleDescription.Symbol, receiver: TypeRef?, chain: ExprSyntax?) -> Bool {
        guard let receiver else { return !symbol.requiresResolvedReceiver }
        if let found = index.lookupMember(symbol.swiftBaseName, in: receiver) {
            return index.isSubtype(.named(found.owner), of: symbol.owner)
        }
        if index.isSubtype(receiver, of: symbol.owner) { return true }
        // `x.settings.isNavigationHeaderEnabled` where `settings` has a type
        // the index cannot see into still reads like the SDK's settings.
        let throughSettings = chain?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "settings"
        return throughSettings && !symbol.requiresResolvedReceiver
    }
}
