import LayoutModel
import NavlintCore
import SwiftSyntax

/// Reads the Auto Layout constraints an app gave a custom view or guide that
/// hung on a legacy layout guide, into `LegacyConfiguration.CustomConstraint`s.
///
/// Only the spellings it fully understands are read (anchor
/// `constraint(equalTo:|lessThanOrEqualTo:|greaterThanOrEqualTo:constant:|multiplier:)`,
/// `constraint(equalToConstant:)`, a `priority` set on the bound constant,
/// activation through `NSLayoutConstraint.activate` or `isActive = true`);
/// anything else is an issue with its location.
struct ConstraintReader {
    let context: ScreenContext
    /// Names of the custom items, so constraints between them resolve.
    let itemNames: Set<String>
    /// Which code runs: constraints the app's build never makes are not read.
    let paths: CodePaths
    /// The screen's stored views, which the app keeps placing: custom items
    /// may be constrained to them, by name or through a parameter.
    let screenViews: Set<String>
    /// Names of the map, and of views the map fills (pinned to their four
    /// edges), whose edges and safe area are the map's.
    private(set) var mapNames: Set<String>

    init(context: ScreenContext, itemNames: Set<String>, paths: CodePaths, screenViews: Set<String>) {
        self.context = context
        self.itemNames = itemNames
        self.paths = paths
        self.screenViews = screenViews
        mapNames = context.mapNames
        mapNames.formUnion(filledViews(in: calls()))
    }

    /// Views the map is pinned to on all four edges (`map.topAnchor.constraint(equalTo: view.topAnchor)`, ...).
    private func filledViews(in calls: [Call]) -> Set<String> {
        var edges: [String: Set<String>] = [:]
        for call in calls where context.mapNames.contains(call.item) && Self.edgeAnchors.contains(call.attribute) {
            guard call.node.arguments.count == 1, let argument = call.node.arguments.first,
                argument.label?.text == "equalTo", paths.reach(call.node, in: call.file) == .always,
                let anchor = argument.expression.as(MemberAccessExprSyntax.self),
                anchor.declName.baseName.text == call.attribute,
                let owner = anchor.base.flatMap(SyntaxReading.referencedName), !context.mapNames.contains(owner)
            else { continue }
            edges[owner, default: []].insert(call.attribute)
        }
        return Set(edges.filter { $0.value == Self.edgeAnchors }.keys)
    }

    private static let edgeAnchors: Set<String> = ["topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor"]

    /// A constraint call and where it is.
    struct Call {
        let node: FunctionCallExprSyntax
        let file: ParsedFile
        let item: String
        let attribute: String
    }

    /// Every anchor constraint call of the screen and its map classes, in source order.
    func calls() -> [Call] {
        context.allDeclarations.flatMap { declaration in
            let collector = ConstraintCallCollector(viewMode: .sourceAccurate)
            collector.walk(declaration.node)
            return collector.calls.compactMap { node -> Call? in
                guard let (item, attribute) = Self.firstItem(of: node),
                    paths.reach(node, in: declaration.file) != .never
                else { return nil }
                return Call(node: node, file: declaration.file, item: item, attribute: attribute)
            }
        }
    }

    /// `item` and `attribute` of `item.attributeAnchor.constraint(...)`.
    static func firstItem(of call: FunctionCallExprSyntax) -> (String, String)? {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "constraint",
            let anchor = callee.base?.as(MemberAccessExprSyntax.self),
            let base = anchor.base, let item = SyntaxReading.referencedName(base)
        else { return nil }
        return (item, anchor.declName.baseName.text)
    }

    /// The constraints of `item`, or the issues that stop reading them.
    func constraints(of item: String, in calls: [Call]) -> Result<[LegacyConfiguration.CustomConstraint], IssueList> {
        var constraints: [LegacyConfiguration.CustomConstraint] = []
        var issues: [GenerationIssue] = []
        for call in calls where call.item == item {
            switch read(call) {
            case .success(let constraint): constraints.append(constraint)
            case .failure(let issue): issues.append(issue)
            }
        }
        return issues.isEmpty ? .success(constraints) : .failure(IssueList(issues: issues))
    }

    private func read(_ call: Call) -> Result<LegacyConfiguration.CustomConstraint, GenerationIssue> {
        let location = call.file.location(of: call.node)
        func fail(_ reason: String) -> Result<LegacyConfiguration.CustomConstraint, GenerationIssue> {
            .failure(GenerationIssue(location: location, reason: "\(call.item): \(reason)"))
        }
        guard let attribute = Self.attribute(call.attribute) else {
            return fail("`\(call.attribute)` is not an anchor navlint reads")
        }
        if attribute == .left || attribute == .right {
            return fail("left/right anchors would keep their side in right-to-left layouts; use leading/trailing first")
        }
        if paths.reach(call.node, in: call.file) == .conditional {
            return fail("the constraint is made in a branch (`if`, `#if`, `switch`), so it may not apply")
        }
        let arguments = Array(call.node.arguments)
        guard let first = arguments.first, let label = first.label?.text else { return fail("unexpected constraint call") }
        var constraint = LegacyConfiguration.CustomConstraint(attribute)
        switch label {
        case "equalTo", "equalToConstant": constraint.relation = .equal
        case "lessThanOrEqualTo", "lessThanOrEqualToConstant": constraint.relation = .lessThanOrEqual
        case "greaterThanOrEqualTo", "greaterThanOrEqualToConstant": constraint.relation = .greaterThanOrEqual
        default: return fail("`\(label):` is not a constraint navlint reads")
        }
        if label.hasSuffix("Constant") {
            guard let value = SyntaxReading.number(first.expression) else {
                return fail("the constant `\(first.expression.trimmedDescription)` is only known at run time")
            }
            constraint.constant = value
        } else {
            switch target(of: first.expression) {
            case .success(let (target, targetAttribute)):
                constraint.target = target
                constraint.targetAttribute = targetAttribute
            case .failure(let reason): return fail(reason.reason)
            }
        }
        for argument in arguments.dropFirst() {
            guard let value = SyntaxReading.number(argument.expression) else {
                return fail("`\(argument.trimmedDescription)` is only known at run time")
            }
            switch argument.label?.text {
            case "constant": constraint.constant = value
            case "multiplier": constraint.multiplier = value
            default: return fail("`\(argument.trimmedDescription)` is not a constraint argument navlint reads")
            }
        }
        let binding = boundName(of: call.node)
        if let binding {
            switch priority(of: binding, near: call.node) {
            case .success(let value?): constraint.priority = value
            case .success(nil): break
            case .failure(let reason): return fail(reason.reason)
            }
        }
        guard isActivated(call.node, binding: binding) else {
            return fail("navlint cannot see this constraint activated (`NSLayoutConstraint.activate` or `isActive = true`)")
        }
        return .success(constraint)
    }

    private struct Reason: Error { let reason: String }

    /// The legacy target a second anchor names.
    private func target(of expression: ExprSyntax) -> Result<(String, LayoutAttribute), Reason> {
        guard let anchor = expression.as(MemberAccessExprSyntax.self),
            let attribute = Self.attribute(anchor.declName.baseName.text)
        else { return .failure(Reason(reason: "`\(expression.trimmedDescription)` is not an anchor navlint reads")) }
        if attribute == .left || attribute == .right {
            return .failure(Reason(reason: "left/right anchors are not generated; use leading/trailing first"))
        }
        let owner = anchor.base.map { SyntaxReading.unwrapped($0) }
        let filled = mapNames.subtracting(context.mapNames)
        if let name = owner.flatMap({ Self.mapMember($0, mapNames: mapNames, filled: filled) }) { return .success((name, attribute)) }
        if let owner, let name = SyntaxReading.referencedName(owner) {
            if mapNames.contains(name) { return .success((LegacyLayout.TargetName.mapView, attribute)) }
            if itemNames.contains(name) || screenViews.contains(name) { return .success((name, attribute)) }
            if let local = LocalGuide.binding(named: name, before: expression),
                let guide = Self.mapMember(SyntaxReading.unwrapped(local.value), mapNames: mapNames, filled: filled)
            {
                return .success((guide, attribute))
            }
            if let function = Self.function(withParameter: name, around: expression) {
                return argument(name, of: function).map { ($0, attribute) }
            }
        }
        let spelled = owner?.trimmedDescription ?? "?"
        return .failure(Reason(reason: "constrained to `\(spelled)`, which the layout delegate cannot see"))
    }

    /// The function `name` is a parameter of, when `node` is in its body.
    private static func function(withParameter name: String, around node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        guard let function = SyntaxReading.ancestor(of: node, as: FunctionDeclSyntax.self),
            function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
        else { return nil }
        return function
    }

    /// The screen view every call of `function` passes for parameter `name`.
    private func argument(_ name: String, of function: FunctionDeclSyntax) -> Result<String, Reason> {
        let spelled = "`\(name)`, a parameter of `\(function.name.text)(\(function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))`"
        guard let argument = CallSites(declarations: context.allDeclarations, paths: paths).argument(for: name, of: function) else {
            return .failure(Reason(reason: "constrained to \(spelled), whose calls do not all pass the same view"))
        }
        guard screenViews.contains(argument) else {
            return .failure(
                Reason(reason: "constrained to \(spelled), which is `\(argument)`, not a stored view of \(context.screen.name)"))
        }
        return .success(argument)
    }

    /// `map.safeAreaLayoutGuide` and the other map guides, by target name.
    /// Of a view the map only fills (`filledViews`), just the safe area is the
    /// map's: its margins are its own (a controller's root view has wider
    /// system margins than the map).
    static func mapMember(_ expression: ExprSyntax, mapNames: Set<String>, filled: Set<String> = []) -> String? {
        let member: String
        if let access = expression.as(MemberAccessExprSyntax.self) {
            guard let base = access.base, let owner = SyntaxReading.referencedName(base), mapNames.contains(owner) else {
                return nil
            }
            member = access.declName.baseName.text
            if filled.contains(owner) && member != "safeAreaLayoutGuide" { return nil }
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            member = reference.baseName.text  // implicit self inside a map subclass
        } else {
            return nil
        }
        switch member {
        case "safeAreaLayoutGuide": return LegacyLayout.TargetName.safeArea
        case "layoutMarginsGuide": return LegacyLayout.TargetName.layoutMargins
        case "navigationHeaderLayoutGuide": return LegacyLayout.TargetName.headerGuide
        case "navigationFooterLayoutGuide": return LegacyLayout.TargetName.footerGuide
        case "bottomTrailingButtonsLayoutGuide": return LegacyLayout.TargetName.buttonsGuide
        case "bottomTrailingButtonsAlternateLayoutGuide": return LegacyLayout.TargetName.alternateButtonsGuide
        default: return nil
        }
    }

    static func attribute(_ anchorName: String) -> LayoutAttribute? {
        guard anchorName.hasSuffix("Anchor") else { return nil }
        return LayoutAttribute(rawValue: String(anchorName.dropLast("Anchor".count)))
    }

    /// `name` in `let name = <call>`.
    private func boundName(of call: FunctionCallExprSyntax) -> String? {
        guard let clause = call.parent?.as(InitializerClauseSyntax.self),
            let binding = clause.parent?.as(PatternBindingSyntax.self)
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    private func enclosingBody(of node: some SyntaxProtocol) -> Syntax? {
        if let function = SyntaxReading.ancestor(of: node, as: FunctionDeclSyntax.self) { return Syntax(function) }
        return SyntaxReading.ancestor(of: node, as: InitializerDeclSyntax.self).map(Syntax.init)
    }

    /// The priority assigned to `name` in the same function.
    private func priority(of name: String, near node: some SyntaxProtocol) -> Result<Double?, Reason> {
        guard let body = enclosingBody(of: node) else { return .success(nil) }
        var value: Double?
        for access in body.descendants(MemberAccessExprSyntax.self)
        where access.declName.baseName.text == "priority" && access.base.flatMap(SyntaxReading.referencedName) == name {
            guard let assigned = SyntaxReading.assignedValue(to: access) else { continue }
            guard let priority = Self.priority(assigned) else {
                return .failure(Reason(reason: "the priority `\(assigned.trimmedDescription)` is not a constant"))
            }
            value = priority
        }
        return .success(value)
    }

    static func priority(_ expression: ExprSyntax) -> Double? {
        if let number = SyntaxReading.number(expression) { return number }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "required": return 1000
            case "defaultHigh": return 750
            case "dragThatCanResizeScene": return 510
            case "defaultLow": return 250
            case "fittingSizeLevel": return 50
            default: return nil
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UILayoutPriority",
            call.arguments.count == 1, let argument = call.arguments.first
        {
            return SyntaxReading.number(argument.expression)
        }
        return nil
    }

    /// Whether the constraint is activated where navlint can see it.
    private func isActivated(_ call: FunctionCallExprSyntax, binding: String?) -> Bool {
        if let element = call.parent?.as(ArrayElementSyntax.self),
            Self.isActivateArgument(element) || Self.isActivatedThroughArray(element)
        {
            return true
        }
        if let access = call.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "isActive",
            let value = SyntaxReading.assignedValue(to: access), SyntaxReading.bool(value) == true
        {
            return true
        }
        guard let binding, let body = enclosingBody(of: call) else { return false }
        for reference in body.descendants(DeclReferenceExprSyntax.self) where reference.baseName.text == binding {
            if let element = reference.parent?.as(ArrayElementSyntax.self), Self.isActivateArgument(element) { return true }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "isActive",
                let value = SyntaxReading.assignedValue(to: access), SyntaxReading.bool(value) == true
            {
                return true
            }
        }
        return false
    }

    /// An element of an array literal stored in a property or local
    /// (`dockConstraints = [...]`) that the same type activates whole
    /// (`NSLayoutConstraint.activate(dockConstraints)`).
    private static func isActivatedThroughArray(_ element: ArrayElementSyntax) -> Bool {
        guard let array = element.parent?.parent?.as(ArrayExprSyntax.self),
            let name = storedName(of: array),
            let type = SyntaxReading.ancestor(of: array, as: MemberBlockSyntax.self)
        else { return false }
        return type.descendants(FunctionCallExprSyntax.self).contains { call in
            call.calledExpression.trimmedDescription == "NSLayoutConstraint.activate" && call.arguments.count == 1
                && call.arguments.first.flatMap { SyntaxReading.referencedName($0.expression) } == name
        }
    }

    /// `name` in `name = [...]`, `self.name = [...]` or `let name = [...]`.
    private static func storedName(of array: ArrayExprSyntax) -> String? {
        if let clause = array.parent?.as(InitializerClauseSyntax.self),
            let binding = clause.parent?.as(PatternBindingSyntax.self)
        {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return SyntaxReading.assignmentTarget(of: array).flatMap(SyntaxReading.referencedName)
    }

    private static func isActivateArgument(_ element: ArrayElementSyntax) -> Bool {
        guard let array = element.parent?.parent?.as(ArrayExprSyntax.self),
            let call = array.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.calledExpression.trimmedDescription == "NSLayoutConstraint.activate"
    }
}

/// Several issues as one error value.
struct IssueList: Error {
    var issues: [GenerationIssue]
}

private final class ConstraintCallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "constraint" {
            calls.append(node)
        }
        return .visitChildren
    }
}

extension SyntaxProtocol {
    /// Every node of type `T` below this one, in source order.
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        let collector = DescendantCollector<T>(viewMode: .sourceAccurate)
        collector.walk(self)
        return collector.found
    }
}

private final class DescendantCollector<T: SyntaxProtocol>: SyntaxAnyVisitor {
    var found: [T] = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(T.self) { found.append(match) }
        return .visitChildren
    }
}
