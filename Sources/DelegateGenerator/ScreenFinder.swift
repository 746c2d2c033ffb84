import NavlintCore
import SwiftSyntax

/// A screen with the syntax extraction needs: its own declarations and those
/// of the map view classes it uses (a map subclass that configures itself
/// configures every screen that holds it).
struct ScreenContext {
    var screen: Screen
    /// The screen type's declarations (class and extensions).
    var screenDeclarations: [TypeDeclaration]
    /// The map classes' declarations, nearest subclass first.
    var mapDeclarations: [TypeDeclaration]
    /// Names that refer to the screen's map inside its code.
    var mapNames: Set<String>

    var allDeclarations: [TypeDeclaration] { screenDeclarations + mapDeclarations }
}

/// Groups the scanner's findings by screen.
///
/// A screen is a type with a stored property whose type is `GMSMapView` or a
/// project subclass of it, unless that property is `weak`: such a type (a
/// coordinator, a facade) does not own the map, and its findings belong to
/// the screen that holds it. Findings inside a map subclass belong to every
/// screen that holds that class; findings inside a view type a screen holds
/// (an accessory view's conformance) belong to that screen. Map views of
/// CarPlay scenes are not screens: layout delegates do not apply to CarPlay.
struct ScreenFinder {
    let index: TypeIndex

    struct Result {
        var screens: [ScreenContext] = []
        var skipped: [SkippedMap] = []
        /// Findings outside any screen.
        var unassigned: [GenerationIssue] = []
    }

    func find(findings: [Finding], files: [String: ParsedFile]) -> Result {
        var result = Result()
        var contexts: [String: ScreenContext] = [:]
        var order: [String] = []
        var holders: [String: String] = [:]
        for name in index.names where !index.isMapView(name) {
            guard let (property, mapType) = mapProperty(of: name) else { continue }
            if let weak = weakMapProperty(of: name) {
                holders[name] = weak  // it does not own the map: whoever holds it does
                continue
            }
            let declarations = index.declarations[name] ?? []
            if isCarPlay(declarations) {
                result.skipped.append(
                    SkippedMap(
                        typeName: name, location: property,
                        reason: "a CarPlay map view: layout customization does not apply to CarPlay"))
                continue
            }
            let mapDeclarations = index.classChain(mapType).flatMap { index.declarations[$0] ?? [] }
            let main = declarations.first { !$0.isExtension } ?? declarations[0]
            contexts[name] = ScreenContext(
                screen: Screen(
                    name: name, mainFile: main.file.displayPath, mapType: mapType,
                    mapClasses: index.classChain(mapType).filter { index.declarations[$0] != nil }, findings: []),
                screenDeclarations: declarations, mapDeclarations: mapDeclarations,
                mapNames: mapNames(in: declarations + mapDeclarations))
            order.append(name)
        }

        for (holder, mapProperty) in holders.sorted(by: { $0.key < $1.key }) {
            let holding = order.flatMap { screen in
                storedProperties(of: contexts[screen]!.screenDeclarations).filter { $0.typeName == holder && $0.node.initializer != nil }
                    .map { (screen, $0.name) }
            }
            // Held once: the delegate can go to it. Otherwise its uses are each holder's, and left.
            guard holding.count == 1, let (screen, property) = holding.first else { continue }
            contexts[screen]!.screen.holders.append(MapHolder(typeName: holder, screenProperty: property, mapProperty: mapProperty))
        }
        for finding in findings {
            let owners: [String]
            switch reach(of: finding, files: files, screens: contexts) {
            case .success(let (callers, helper)):
                owners = callers
                for owner in callers where contexts[owner]?.screen.helpers.contains(helper) == false {
                    contexts[owner]?.screen.helpers.append(helper)
                }
            case .failure(let failure):
                owners = self.owners(of: finding, files: files, screens: contexts)
                if owners.isEmpty {
                    let reason = unheldListener(finding, files: files).map(PromptListenerReach.unheldReason) ?? failure.reason
                    result.unassigned.append(GenerationIssue(location: finding.location, reason: "\(finding.ruleID) \(reason)"))
                }
            }
            for owner in owners { contexts[owner]?.screen.findings.append(finding) }
        }
        result.screens = order.compactMap { contexts[$0] }.filter { !$0.screen.findings.isEmpty }
        return result
    }

    /// The screens a finding belongs to.
    private func owners(of finding: Finding, files: [String: ParsedFile], screens: [String: ScreenContext]) -> [String] {
        guard let file = files[finding.location.file],
            let token = file.token(line: finding.location.line, column: finding.location.column ?? 1),
            let typeName = TypeIndex.enclosingTypeName(of: token)
        else { return [] }
        if screens[typeName] != nil { return [typeName] }
        if index.isMapView(typeName) {
            return screens.values.filter { index.classChain($0.screen.mapType).contains(typeName) }.map(\.screen.name).sorted()
        }
        return screens.values.filter { context in
            storedProperties(of: context.screenDeclarations).contains { $0.typeName == typeName }
        }.map(\.screen.name).sorted()
    }

    /// The screens that reach a use outside every screen and map class (in a
    /// type of their own or one they hold): the use is on a map
    /// parameter of a function (a static helper, a configuration's
    /// `apply(to:)`) that they call, with the calls. Otherwise why none does.
    /// A helper several screens call cannot take one delegate: the use is
    /// each caller's, so each knows the setting and none migrates a value it
    /// cannot follow.
    private func reach(
        of finding: Finding, files: [String: ParsedFile], screens: [String: ScreenContext]
    ) -> Swift.Result<([String], MapHelper), ReachFailure> {
        let outside = ReachFailure(reason: "is not inside a screen that owns a map view")
        guard let file = files[finding.location.file],
            let token = file.token(line: finding.location.line, column: finding.location.column ?? 1),
            let function = SyntaxReading.ancestor(of: token, as: FunctionDeclSyntax.self)
        else { return .failure(outside) }
        if let type = TypeIndex.enclosingTypeName(of: token), screens[type] != nil || index.isMapView(type) { return .failure(outside) }
        let parameters = function.signature.parameterClause.parameters.filter { parameter in
            SyntaxReading.baseTypeName(parameter.type).map(index.isMapView) ?? false
        }
        guard let parameter = parameters.first.map({ ($0.secondName ?? $0.firstName).text }), parameters.count == 1,
            let access = SyntaxReading.accessExpression(named: token),
            Self.rootName(of: access) == parameter
        else { return .failure(outside) }
        let name = "`\(function.name.text)`"
        let callers = screens.values.compactMap { context -> (String, [CallSites.Site])? in
            let sites = CallSites(declarations: context.screenDeclarations, paths: CodePaths(declarations: context.allDeclarations))
                .calls(to: function)
            return sites.isEmpty ? nil : (context.screen.name, sites)
        }.sorted { $0.0 < $1.0 }
        guard !callers.isEmpty else {
            return .failure(ReachFailure(reason: "is in \(name), which no screen calls: no delegate is reachable there"))
        }
        let helper = MapHelper(
            location: file.location(of: function.name), mapParameter: parameter, callers: callers.map(\.0),
            calls: callers.flatMap(\.1).compactMap { site in CallSites.calledName(of: site.call).map(site.file.location(of:)) }.sorted())
        return .success((callers.map(\.0), helper))
    }

    /// The type of a prompt listener method no screen holds.
    private func unheldListener(_ finding: Finding, files: [String: ParsedFile]) -> String? {
        guard finding.ruleID == "legacy_prompt_listener", let file = files[finding.location.file],
            let token = file.token(line: finding.location.line, column: finding.location.column ?? 1)
        else { return nil }
        return TypeIndex.enclosingTypeName(of: token)
    }

    /// Why a use outside the screens is not reached.
    struct ReachFailure: Error {
        var reason: String
    }

    /// `a` in `a.b.c` (through `?` and `!`).
    private static func rootName(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let unwrapped = current.as(ForceUnwrapExprSyntax.self)?.expression ?? current.as(OptionalChainingExprSyntax.self)?.expression {
                current = unwrapped
            } else {
                return current.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
        }
    }

    /// The name of a `weak` stored map view property of `name`, if it has one.
    private func weakMapProperty(of name: String) -> String? {
        storedProperties(of: index.declarations[name] ?? []).first { index.isMapView($0.typeName) && $0.isWeak }?.name
    }

    /// The first stored property holding a map view, and the map's class.
    private func mapProperty(of name: String) -> (NavlintCore.SourceLocation, String)? {
        for declaration in index.declarations[name] ?? [] {
            for property in storedProperties(of: [declaration]) where index.isMapView(property.typeName) {
                return (declaration.file.location(of: property.node), property.typeName)
            }
        }
        return nil
    }

    private func isCarPlay(_ declarations: [TypeDeclaration]) -> Bool {
        declarations.contains { declaration in
            declaration.file.imports("CarPlay") || declaration.inheritedNames.contains { $0.hasPrefix("CP") }
        }
    }

    /// Identifiers that name the map: the map properties, locals and
    /// parameters of a map type, bindings of them, and `self` inside a map class.
    private func mapNames(in declarations: [TypeDeclaration]) -> Set<String> {
        var names: Set<String> = ["self"]
        for property in storedProperties(of: declarations) where index.isMapView(property.typeName) {
            names.insert(property.name)
        }
        for declaration in declarations {
            let collector = MapNameCollector(index: index, known: names)
            collector.walk(declaration.node)
            names.formUnion(collector.known)
        }
        return names
    }

    struct StoredProperty {
        var name: String
        var typeName: String
        var node: PatternBindingSyntax

        var isWeak: Bool {
            node.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.weak) } == true
        }
    }

    /// Stored properties with a type known from the annotation or the initializer call.
    func storedProperties(of declarations: [TypeDeclaration]) -> [StoredProperty] {
        declarations.flatMap { declaration in
            declaration.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable in
                variable.bindings.compactMap { binding -> StoredProperty? in
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = SyntaxReading.typeName(of: binding)
                    else { return nil }
                    return StoredProperty(name: name, typeName: type, node: binding)
                }
            }
        }
    }
}

/// Collects local names bound to the map (`let map = GMSMapView(...)`,
/// `guard let mapView`, `on map: GMSMapView`).
private final class MapNameCollector: SyntaxVisitor {
    let index: TypeIndex
    var known: Set<String>

    init(index: TypeIndex, known: Set<String>) {
        self.index = index
        self.known = known
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let type = SyntaxReading.typeName(of: node), index.isMapView(type) {
            known.insert(name)
        } else if let value = node.initializer?.value, let source = SyntaxReading.referencedName(value), known.contains(source) {
            known.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        let source = node.initializer.map { SyntaxReading.referencedName($0.value) } ?? name
        if let source, known.contains(source) { known.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if let type = SyntaxReading.baseTypeName(node.type), index.isMapView(type) {
            known.insert((node.secondName ?? node.firstName).text)
        }
        return .visitChildren
    }
}
