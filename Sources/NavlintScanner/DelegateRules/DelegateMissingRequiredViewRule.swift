import DelegateFacts
import SwiftSyntax

/// `delegate_missing_required_view`: an `enableNavigationUI` or
/// `startGuidance` of a layout delegate that never takes `googleLogo` or
/// `viewport` from its new state. The screen starts empty, so a view the
/// delegate never touches is never added: the SDK requires both in every
/// navigation state (terms of service, camera framing).
///
/// Statically, "adds" is approximated by "reads from the state": a callback
/// that hands the whole state to something else (a helper, a property) may
/// add the views there, and is not judged. A `startGuidance` need not take
/// again what the same type's `enableNavigationUI` in the file took: the
/// views stay on the map (trial 49c).
struct DelegateMissingRequiredViewRule: FileRule {
    let id = "delegate_missing_required_view"
    let needles = UIState.all.map(\.typeName)

    func check(_ file: RuleFile) -> [RuleHit] {
        var hits: [RuleHit] = []
        let found = callbacks([.enableNavigationUI, .startGuidance], in: file)
        var readAtEnable: [String: Set<String>] = [:]  // by the delegate type's name
        for (callback, function, read) in found where callback == .enableNavigationUI {
            readAtEnable[Self.typeName(of: function), default: []].formUnion(read ?? Set(GoogleViews.required))
        }
        for (callback, function, read) in found {
            guard let read else { continue }
            let kept = callback == .startGuidance ? readAtEnable[Self.typeName(of: function)] ?? [] : []
            for view in GoogleViews.required where !read.contains(view) && !kept.contains(view) {
                hits.append(hit(function.name, message: "`\(function.name.text)` never adds `\(view)` from its new state; the SDK requires it in every navigation state"))
            }
        }
        return hits.sorted { $0.position < $1.position }
    }

    /// The delegate's implementations of `callback` in the file, each with the
    /// members it reads off its new state (`nil`: the state escapes).
    private func callbacks(_ wanted: [StateCallback], in file: RuleFile) -> [(StateCallback, FunctionDeclSyntax, Set<String>?)] {
        var found: [(StateCallback, FunctionDeclSyntax, Set<String>?)] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let callback = wanted.first(where: { $0.name == name }),
                let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id,
                let body = function.body, file.isInLayoutDelegate(function) else { continue }
            let parameters = function.signature.parameterClause.parameters
            guard parameters.map(\.firstName.text) == callback.labels,
                let state = parameters.first(where: { $0.firstName.text == callback.stateParameter }) else { continue }
            found.append((callback, function, Self.membersRead(of: (state.secondName ?? state.firstName).text, in: body)))
        }
        return found
    }

    /// The name of the type (or extended type) declaring `function`.
    private static func typeName(of function: FunctionDeclSyntax) -> String {
        var node = function.parent
        while let current = node {
            if let extensionDecl = current.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
            if current.isProtocol(DeclGroupSyntax.self), let named = current.asProtocol(NamedDeclSyntax.self) { return named.name.text }
            node = current.parent
        }
        return ""
    }

    /// The members read off `state` in `body`, or `nil` when `state` itself
    /// escapes (passed, stored or captured whole), so the reads cannot be known.
    private static func membersRead(of state: String, in body: CodeBlockSyntax) -> Set<String>? {
        var read: Set<String> = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(state) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { continue }
            guard let access = reference.parent?.as(MemberAccessExprSyntax.self), access.base?.id == reference.id else {
                // A member named like the state (`other.newState`) is not the state.
                if reference.parent?.is(MemberAccessExprSyntax.self) == true { continue }
                return nil
            }
            read.insert(access.declName.baseName.text)
        }
        return read
    }
}
