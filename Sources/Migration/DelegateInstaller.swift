import DelegateGenerator
import SourceEditing
import SwiftSyntax

/// Installs the generated delegate in the screen: a stored property holding
/// it, and `setLayoutDelegate` in `viewDidLoad` right after the screen gets
/// its map view (in a view with no `viewDidLoad`, such as a plug-in's platform
/// view, after `super.init` in the init that assigns the map), which is
/// before navigation can be enabled on it (the SDK throws once navigation is on).
struct DelegateInstaller {
    /// The screen's stored property for the delegate.
    static let propertyName = "layoutDelegate"

    let plan: ScreenPlan
    let file: EditableFile

    /// The edits; `handOffs` (stored properties of the screen the delegate
    /// reads) and `then` go right after the `setLayoutDelegate` call.
    /// `sharedWithOtherFiles`: the screen's extensions in other files use the
    /// delegate too, so its property cannot be `private`.
    func install(
        sharedWithOtherFiles: Bool, handOffs: [String], then lines: (_ map: String, _ mapFromSelf: String) -> [String]
    ) -> Result<[TextEdit], InstallError> {
        let screen = plan.screen
        let mapProperty: MapProperty
        switch self.mapProperty() {
        case .failure(let error): return .failure(error)
        case .success(let found): mapProperty = found
        }
        let (members, binding, mapName) = (mapProperty.type.memberBlock.members, mapProperty.binding, mapProperty.name)
        let optional = binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
            || binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
        let anchor: CodeBlockItemSyntax
        let map: String
        guard let viewDidLoad = members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(where: { $0.name.text == "viewDidLoad" }),
            let body = viewDidLoad.body
        else {
            // A view that is not a controller (a plug-in's platform view) sets itself up in `init`.
            guard let (body, superInit) = initializer(assigning: mapName, in: members) else {
                return .failure(InstallError("\(screen.name) has no viewDidLoad(), nor an init that gives it its map view, to install the delegate in"))
            }
            if enablesNavigation(before: superInit, in: body) {
                return .failure(InstallError("init enables navigation before the map view is stored; install the delegate by hand"))
            }
            return edits(
                after: superInit, map: mapProperty.access, mapFromSelf: mapProperty.access, property: mapProperty,
                shared: sharedWithOtherFiles, handOffs: handOffs, then: lines)
        }
        if let assignment = body.statements.first(where: { assigns(mapName, in: $0) }),
            let value = assignment.item.as(SequenceExprSyntax.self)?.elements.last
        {
            anchor = assignment
            // `map = local`: the local; `map = GMSMapView(...)`: the property, set from here on.
            map = value.as(DeclReferenceExprSyntax.self)?.baseName.text ?? mapProperty.access
        } else if !optional, binding.initializer != nil,
            let superCall = body.statements.first(where: { $0.trimmedDescription == "super.viewDidLoad()" })
        {
            anchor = superCall
            map = mapName
        } else {
            return .failure(InstallError("navlint cannot find where viewDidLoad() gives \(screen.name) its map view"))
        }
        if enablesNavigation(before: anchor, in: body) {
            return .failure(InstallError("viewDidLoad() enables navigation before the map view is stored; install the delegate by hand"))
        }
        return edits(
            after: anchor, map: map, mapFromSelf: "self.\(mapName)\(optional ? "?" : "")", property: mapProperty,
            shared: sharedWithOtherFiles, handOffs: handOffs, then: lines)
    }

    /// The stored property, and the installation after `anchor`.
    private func edits(
        after anchor: CodeBlockItemSyntax, map: String, mapFromSelf: String, property mapProperty: MapProperty, shared: Bool, handOffs: [String],
        then lines: (_ map: String, _ mapFromSelf: String) -> [String]
    ) -> Result<[TextEdit], InstallError> {
        let stored = Set(
            mapProperty.type.memberBlock.members.compactMap {
                $0.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            })
        if let missing = handOffs.first(where: { !stored.contains($0) }) {
            return .failure(InstallError("the delegate reads `\(missing)`, which is not a stored property of \(plan.screen.name) navlint can hand over"))
        }
        let step = file.indentStep
        let property = file.insertion(["\(shared ? "" : "private ")let \(Self.propertyName) = \(plan.screen.name)LayoutDelegate()"], after: mapProperty.declaration)
        let install = file.insertion(
            [
                "do {", "\(step)try \(map).setLayoutDelegate(\(Self.propertyName))", "} catch {",
                "\(step)assertionFailure(\"navlint: the layout delegate could not be set: \\(error)\")", "}",
            ] + handOffs.map { "\(Self.propertyName).\($0) = \($0)" } + lines(map, mapFromSelf), after: anchor)
        return .success([property, install])
    }

    /// The body of an `init` that assigns the map view, and its `super.init(...)`
    /// call after that assignment: the delegate goes in once
    /// the instance is whole and before anything later can enable navigation.
    private func initializer(assigning mapName: String, in members: MemberBlockItemListSyntax) -> (CodeBlockSyntax, CodeBlockItemSyntax)? {
        for member in members {
            guard let body = member.decl.as(InitializerDeclSyntax.self)?.body,
                let assignment = body.statements.firstIndex(where: { assigns(mapName, in: $0) }),
                let superInit = body.statements[assignment...].first(where: { $0.trimmedDescription.hasPrefix("super.init(") })
            else { continue }
            return (body, superInit)
        }
        return nil
    }

    /// The screen's class and its stored map view property.
    struct MapProperty {
        let type: ClassDeclSyntax
        let declaration: VariableDeclSyntax
        let binding: PatternBindingSyntax
        let name: String

        /// How the screen reaches the map's members: `name?` for an optional (not implicitly unwrapped) map.
        var access: String { name + (binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true ? "?" : "") }
    }

    func mapProperty() -> Result<MapProperty, InstallError> {
        let screen = plan.screen
        guard let type = file.tree.statements.lazy.compactMap({ $0.item.as(ClassDeclSyntax.self) }).first(where: { $0.name.text == screen.name })
        else { return .failure(InstallError("\(screen.name) is not a class declared in \(screen.mainFile)")) }
        guard let declaration = type.memberBlock.members.lazy.compactMap({ $0.decl.as(VariableDeclSyntax.self) }).first(where: isMapProperty),
            let binding = declaration.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return .failure(InstallError("\(screen.name) has no stored \(screen.mapType) property navlint can find")) }
        return .success(MapProperty(type: type, declaration: declaration, binding: binding, name: name))
    }

    private func isMapProperty(_ decl: VariableDeclSyntax) -> Bool {
        guard let binding = decl.bindings.first, binding.accessorBlock == nil else { return false }
        let typeName = binding.typeAnnotation?.type.trimmedDescription.trimmingCharacters(in: ["?", "!"])
        let initialized = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
        return typeName == plan.screen.mapType || initialized == plan.screen.mapType
    }

    /// `<name> = <local>` (or `self.<name> = <local>`).
    private func assigns(_ name: String, in statement: CodeBlockItemSyntax) -> Bool {
        guard let sequence = statement.item.as(SequenceExprSyntax.self), let target = sequence.elements.first,
            let assignment = Assignment(target: target)
        else { return false }
        return [name, "self.\(name)"].contains(assignment.target.trimmedDescription)
    }

    private func enablesNavigation(before anchor: CodeBlockItemSyntax, in body: CodeBlockSyntax) -> Bool {
        body.statements.prefix { $0.id != anchor.id }.contains { statement in
            let text = statement.trimmedDescription
            return text.contains("enableNavigation(with:") || text.contains("isNavigationEnabled = true")
        }
    }
}

/// Why the delegate could not be installed: the screen is not fixed.
struct InstallError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
