import DelegateGenerator
import SourceEditing
import SwiftSyntax

/// Connects prompt listeners to the delegate's prompt hooks
/// (`willPresentPrompt` / `didDismissPrompt`, which the delegate calls from
/// `showPrompt` / `hidePrompt`), wherever the listener is.
///
/// A listener in another object the screen reaches (`PromptListener`: a
/// session manager, a plug-in's event handler) keeps its body where it is:
/// the method is renamed after the hook (`navigatorWillPresentPrompt(_:)`
/// becomes `willPresentPrompt()`, keeping the navigator parameter only when
/// the body uses it), so the SDK no longer calls it as a listener, and the
/// screen calls it from the hook through the property that holds the object.
/// The object's conformance and registration stay: its other listener
/// methods keep working. The screen's own listener bodies move into the hook
/// (`PromptHookMover`); both kinds share one closure per hook.
struct PromptListenerWiring {
    let file: EditableFile

    /// Renames the object's listener method after the hook, or says why not.
    func rename(_ token: TokenSyntax, kind: PromptHook.Kind, listener: PromptListener) -> UseRewriter.Outcome {
        guard case .screenProperty = listener.access else {
            if case .unreachable(let reason) = listener.access { return .left(reason) }
            return .left("navlint cannot reach `\(listener.typeName)`")
        }
        guard let function = token.parent?.as(FunctionDeclSyntax.self), function.body != nil,
            function.signature.parameterClause.parameters.count == 1
        else { return .left("`\(token.text)` is not a listener method navlint can rewire") }
        if function.modifiers.contains(where: { [.keyword(.override), .keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) {
            return .left("`\(token.text)` overrides or is not an instance method; wire it to the delegate's `\(kind.propertyName)` by hand")
        }
        let members = function.parent?.parent?.as(MemberBlockItemListSyntax.self) ?? []
        let taken = members.contains { member in
            member.decl.as(FunctionDeclSyntax.self)?.name.text == kind.propertyName
                || member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == kind.propertyName
                } == true
        }
        if taken {
            return .left("`\(listener.typeName)` already has a `\(kind.propertyName)`; wire its listener to the delegate's hook by hand")
        }
        var edits = [
            file.insertion(["/// Called from the layout delegate's `\(kind.propertyName)` hook (was the listener's `\(kind.legacyName)`)."], before: function),
            file.replacement(of: function.name, with: kind.propertyName),
        ]
        if PromptHookMover(file: file).usedParameter(of: token) == nil {
            edits.append(file.replacement(of: function.signature.parameterClause, with: "()"))
        }
        return .edits(edits)
    }

    /// A prompt hook to set at installation: the screen's own listener
    /// methods (moved) and the objects' (called), of one kind.
    struct Hook {
        var kind: PromptHook.Kind
        var token: TokenSyntax
        var file: EditableFile
        var listener: PromptListener?
    }

    /// One `delegate.<hook> = { ... }` per kind, in the order the kinds first
    /// appear. A kind with only the screen's methods keeps
    /// `PromptHookMover`'s form; with objects, the screen's statements come
    /// first, then a call to each object.
    static func assignments(_ hooks: [Hook], delegate: String, map: String, in main: EditableFile) -> [String] {
        var kinds: [PromptHook.Kind] = []
        for hook in hooks where !kinds.contains(hook.kind) { kinds.append(hook.kind) }
        return kinds.flatMap { kind -> [String] in
            let own = hooks.filter { $0.kind == kind && $0.listener == nil }
            let objects = hooks.filter { $0.kind == kind && $0.listener != nil }
            guard !objects.isEmpty else {
                return own.flatMap { PromptHookMover(file: $0.file).hookAssignment(for: $0.token, kind: kind, delegate: delegate, map: map) ?? [] }
            }
            var navigators: [String] = []
            for hook in own {
                if let name = PromptHookMover(file: hook.file).usedParameter(of: hook.token), !navigators.contains(name) { navigators.append(name) }
            }
            let needsNavigator = objects.contains { PromptHookMover(file: $0.file).usedParameter(of: $0.token) != nil }
            if needsNavigator, navigators.isEmpty { navigators = ["navigator"] }
            let head = "\(delegate).\(kind.propertyName) = { [weak self] in"
            let calls = objects.compactMap { hook in call(hook, navigator: needsNavigator ? navigators[0] : nil) }
            if own.isEmpty, navigators.isEmpty, calls.count == 1 {
                return ["\(head) self?\(calls[0].dropFirst("self".count)) }"]
            }
            let statements = own.flatMap { PromptHookMover(file: $0.file).statements(of: $0.token) ?? [] }
            return [head, PromptHookMover(file: main).guardLine(navigators: navigators, map: map)] + statements
                + calls.map { main.indentStep + $0 } + ["}"]
        }
    }

    /// `self.<property>.<hook>()` (`?.` through an optional property), passing
    /// `navigator` when the renamed method kept its parameter.
    private static func call(_ hook: Hook, navigator: String?) -> String? {
        guard case .screenProperty(let property, let optional)? = hook.listener?.access else { return nil }
        let keepsParameter = PromptHookMover(file: hook.file).usedParameter(of: hook.token) != nil
        return "self.\(property)\(optional ? "?" : "").\(hook.kind.propertyName)(\(keepsParameter ? navigator ?? "" : ""))"
    }
}
