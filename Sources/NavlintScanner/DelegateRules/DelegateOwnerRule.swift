import DelegateFacts
import SwiftSyntax

/// A rule about code that runs alongside an installed layout delegate:
/// places in a type that sets one (in any of its files or extensions, or in
/// a superclass), in a map view subclass that gets one, in a layout delegate
/// itself, or in the same top-level function as the `setLayoutDelegate` call. Setting `nil`
/// restores the built-in layout, so it installs nothing.
///
/// Conforming rules say which places they would flag; the owners are
/// collected from every file, then combined.
protocol DelegateOwnerRule: ProjectRule where Summary == DelegateOwnerSummary {
    /// What the rule flags when it is in code that owns a layout delegate.
    func candidates(in file: RuleFile) -> [RuleHit]
}

/// One file's delegate owners and candidates.
struct DelegateOwnerSummary: Sendable {
    /// Types that set a layout delegate, or map view subclasses that get one.
    var ownerTypes: Set<String> = []
    /// Candidates in a type, with the names of the types around them (innermost first).
    var typedCandidates: [(hit: RuleHit, scope: [String])] = []
    /// Candidates in a top-level function that sets a layout delegate itself.
    var localHits: [RuleHit] = []
}

extension DelegateOwnerRule {
    func collect(_ file: RuleFile) -> DelegateOwnerSummary {
        let resolver = file.resolver
        var summary = DelegateOwnerSummary()
        var ownerFunctions: Set<SyntaxIdentifier> = []
        for call in DelegateSyntax.calls(named: DelegateAPI.setLayoutDelegate, in: file.tree)
        where call.arguments.first?.expression.is(NilLiteralExprSyntax.self) == false {
            if let owner = DelegateSyntax.enclosingTypeNames(of: call, resolver).first {
                summary.ownerTypes.insert(owner)
            } else if let function = Self.topLevelFunction(of: Syntax(call)) {
                ownerFunctions.insert(function)
            }
            if let receiver = DelegateSyntax.receiver(of: call), case .named(let map)? = resolver.type(of: receiver),
                !file.index.isSDKType(map) {
                summary.ownerTypes.insert(map)
            }
        }
        for candidate in candidates(in: file) {
            guard let token = file.tree.token(at: candidate.position) else { continue }
            let scope = DelegateSyntax.enclosingTypeNames(of: token, resolver)
            if !scope.isEmpty {
                summary.typedCandidates.append((candidate, scope))
            } else if let function = Self.topLevelFunction(of: Syntax(token)), ownerFunctions.contains(function) {
                summary.localHits.append(candidate)
            }
        }
        return summary
    }

    func combine(_ summaries: [DelegateOwnerSummary], index: ProjectIndex) -> [[RuleHit]] {
        let owners = summaries.reduce(into: Set<String>()) { $0.formUnion($1.ownerTypes) }
        return summaries.map { summary in
            // The delegate itself owns the layout as much as the code that installs it.
            summary.localHits + summary.typedCandidates.filter { candidate in
                candidate.scope.contains { type in
                    index.isSubtype(.named(type), of: DelegateAPI.delegateProtocol)
                        || owners.contains { index.isSubtype(.named(type), of: $0) }
                }
            }.map(\.hit)
        }
    }

    private static func topLevelFunction(of node: Syntax) -> SyntaxIdentifier? {
        Array(sequence(first: node, next: \.parent)).last { $0.is(FunctionDeclSyntax.self) }?.id
    }
}
