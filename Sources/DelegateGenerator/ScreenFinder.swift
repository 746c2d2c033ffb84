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
/// project subclass of it. Findings inside a map subclass belong to every
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
        for name in index.names where !index.isMapView(name) {
            guard let (property, mapType) = mapProperty(of: name) else { continue }
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

        for finding in findings {
            let owners = owners(of: finding, files: files, screens: contexts)
            if owners.isEmpty {
                result.unassigned.append(
                    GenerationIssue(location: finding.location, reason: "\(finding.ruleID) is not inside a screen that owns a map view"))
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
