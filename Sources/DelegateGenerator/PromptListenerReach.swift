import NavlintCore
import SwiftSyntax

/// A prompt listener (`navigatorWillPresentPrompt(_:)` /
/// `navigatorDidDismissPrompt(_:)`) in an object other than the screen: a
/// session manager, a plug-in's event handler, a map view subclass. With a
/// delegate set the SDK no longer reports prompts to listeners; the
/// delegate's prompt hooks do, so `fix` has the screen call the object from
/// them, which it can only do when it knows how the screen reaches the object.
public struct PromptListener: Hashable, Sendable {
    /// How the screen reaches the object, or why it cannot.
    public enum Access: Hashable, Sendable {
        /// The screen's stored property holding it (`optional`: `T?` or `T!`).
        case screenProperty(String, optional: Bool)
        case unreachable(String)
    }

    /// The listener's type.
    public var typeName: String
    public var access: Access

    public init(typeName: String, access: Access) {
        self.typeName = typeName
        self.access = access
    }
}

/// Finds how a screen reaches the object its prompt listener is in: one
/// stored property of the screen holds it (the screen created it or was
/// handed it), no other screen holds one, and the object is added as a
/// navigator listener in its own code or by the screen, so that it listened
/// while this screen's map navigated.
struct PromptListenerReach {
    let index: TypeIndex

    /// `nil` when the listener is the screen itself.
    func listener(at token: TokenSyntax, in context: ScreenContext) -> PromptListener? {
        guard let typeName = TypeIndex.enclosingTypeName(of: token), typeName != context.screen.name else { return nil }
        let finder = ScreenFinder(index: index)
        let holds = { (property: ScreenFinder.StoredProperty) in index.classChain(property.typeName).contains(typeName) }
        let properties = finder.storedProperties(of: context.screenDeclarations).filter(holds)
        let unreachable = { PromptListener(typeName: typeName, access: .unreachable($0)) }
        guard let property = properties.first, properties.count == 1 else {
            let names = properties.map { "`\($0.name)`" }.joined(separator: " and ")
            return unreachable("\(context.screen.name) holds `\(typeName)` in \(names): navlint wires the prompt hooks to one object only")
        }
        let others = index.names.filter { name in
            name != context.screen.name && !index.isMapView(name) && !index.classChain(name).contains(typeName)
                && finder.storedProperties(of: index.declarations[name] ?? []).contains(where: holds)
                && ownsMap(name, finder: finder)
        }
        if !others.isEmpty {
            return unreachable(
                "`\(typeName)` is held by \(([context.screen.name] + others).sorted().joined(separator: ", ")): "
                    + "one delegate's prompt hooks cannot stand in for its listener; call it from each delegate's hooks by hand")
        }
        let own = (index.declarations[typeName] ?? []).map(\.node)
        let screen = context.screenDeclarations.map(\.node)
        guard own.contains(where: { Self.registers("self", in: $0) }) || screen.contains(where: { Self.registers(property.name, in: $0) })
        else {
            return unreachable(
                "navlint cannot see `\(typeName)` added as a navigator listener by itself or by \(context.screen.name): "
                    + "it cannot tell whether it heard this screen's prompts")
        }
        // The method is renamed after the hook: a direct call would lose it.
        let direct = (index.declarations[typeName] ?? []).flatMap { Self.calls(of: token.text, on: "self", in: $0) }
            + context.screenDeclarations.flatMap { Self.calls(of: token.text, on: property.name, in: $0) }
        if let place = direct.first {
            return unreachable("`\(token.text)` is also called directly (\(place.file):\(place.line)); wire it to the delegate's prompt hooks by hand")
        }
        let type = property.node.typeAnnotation?.type
        let optional = type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
        return PromptListener(typeName: typeName, access: .screenProperty(property.name, optional: optional))
    }

    /// Why a listener in a type no screen holds is left (the finding belongs to no screen).
    static func unheldReason(_ typeName: String) -> String {
        "`\(typeName)` listens for prompts, but no screen holds it in a stored property: navlint cannot connect it "
            + "to a layout delegate's prompt hooks (call it from the delegate's `willPresentPrompt` / `didDismissPrompt` by hand)"
    }

    /// Whether `name` keeps a map view in a stored property that is not `weak` (a screen).
    private func ownsMap(_ name: String, finder: ScreenFinder) -> Bool {
        finder.storedProperties(of: index.declarations[name] ?? []).contains { index.isMapView($0.typeName) && !$0.isWeak }
    }

    /// Calls of `method` on `receiver` (`self` also matches a bare call) in `node`.
    private static func calls(of method: String, on receiver: String, in declaration: TypeDeclaration) -> [NavlintCore.SourceLocation] {
        declaration.node.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
            guard token.text == method, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), let base = member.base,
                let call = member.parent?.as(FunctionCallExprSyntax.self)
            {
                let base = SyntaxReading.unwrapped(base)
                let matches = receiver == "self"
                    ? base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                    : SyntaxReading.referencedName(base) == receiver
                return matches ? call : nil
            }
            return receiver == "self" ? reference.parent?.as(FunctionCallExprSyntax.self) : nil
        }.map(declaration.file.location(of:))
    }

    /// Whether `node` has `addListener(x)` or `add(listener: x)` with `x`
    /// (or `self.x`) naming `name`.
    private static func registers(_ name: String, in node: DeclSyntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard ["addListener", "add"].contains(token.text),
                let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                    ?? token.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.lastToken(viewMode: .sourceAccurate)?.id == token.id,
                let argument = call.arguments.first, call.arguments.count == 1,
                token.text == "addListener" ? argument.label == nil : argument.label?.text == "listener"
            else { return false }
            let expression = SyntaxReading.unwrapped(argument.expression)
            if name == "self" { return expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
            return SyntaxReading.referencedName(expression) == name
        }
    }
}
