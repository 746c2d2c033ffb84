import DelegateGenerator
import LayoutModel
import NavlintCore
import SourceEditing
import SwiftSyntax

/// Turns one legacy use into edits against the screen's delegate, or says why
/// it cannot. The delegate already reproduces every fixed legacy setting, so a
/// fixed setting's write is simply removed; a value decided at run time is
/// written to (or read from) the delegate's property instead.
struct UseRewriter {
    /// What became of a use.
    enum Outcome {
        case edits([TextEdit])
        /// An `if` that becomes its `else` block, rewrites inside it included.
        case collapse(BranchCollapse)
        case left(String)
    }

    /// Whose code a use is in: the screen's, or a map class's (which reaches
    /// the delegate through its `MapClassLayout` property, and records what it
    /// needs of it).
    enum Owner {
        case screen
        case mapClass(String)
        /// A coordinator or facade the screen holds, with its weak `layoutDelegate`.
        case holder(String)
    }

    let plan: ScreenPlan
    let file: EditableFile
    /// The screen's stored property holding the delegate.
    let delegate: String
    /// The screen's key-path tables, rewritten as a whole (their rows' uses are theirs).
    let keyPathTables: [KeyPathTable]
    /// Custom views already handed to the delegate in this file (one hand-off each).
    private(set) var handedOff: Set<String> = []
    /// What each map class's rewritten code needs of the delegate.
    private(set) var mapClassLayouts: [String: MapClassLayout] = [:]
    private(set) var owner = Owner.screen

    init(plan: ScreenPlan, file: EditableFile, delegate: String, keyPathTables: [KeyPathTable]) {
        self.plan = plan
        self.file = file
        self.delegate = delegate
        self.keyPathTables = keyPathTables
    }

    /// The byte ranges the rewrites replaced so far in this file.
    private var rewrittenRanges: [Range<Int>] = []

    mutating func rewrite(_ finding: Finding) -> Outcome {
        let outcome = rewriteUse(finding)
        if case .edits(let list) = outcome { rewrittenRanges += list.map(\.range) }
        return outcome
    }

    /// `_ in` for each closure whose only uses of its anonymous parameter
    /// (`configureMap { $0.settings.isNavigationFooterEnabled = false }`) the
    /// rewrites replaced: the closure still takes that parameter, so it must
    /// name it. Call after the last `rewrite`.
    func closureParameterEdits() -> [TextEdit] {
        var closures: [SyntaxIdentifier: (closure: ClosureExprSyntax, allRewritten: Bool)] = [:]
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            guard case .dollarIdentifier = token.tokenKind, let closure = token.enclosing(ClosureExprSyntax.self),
                closure.signature == nil
            else { continue }
            let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let rewritten = rewrittenRanges.contains { $0.contains(offset) }
            let previous = closures[closure.id]?.allRewritten ?? true
            closures[closure.id] = (closure, previous && rewritten)
        }
        return closures.values.filter(\.allRewritten).sorted { $0.closure.position < $1.closure.position }.map { entry in
            .insert(" _ in", at: entry.closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    private mutating func rewriteUse(_ finding: Finding) -> Outcome {
        guard let column = finding.location.column,
            let token = file.token(line: finding.location.line, column: column)
        else { return .left("navlint could not find this use again") }
        if finding.ruleID == "legacy_header_accessory_view", let inherited = token.enclosing(InheritedTypeSyntax.self) {
            return removeConformance(inherited)
        }
        // A listener in another object (wherever it is) is called from the delegate's hook by the screen.
        if finding.ruleID == "legacy_prompt_listener", let hook = plan.promptHooks.first(where: { $0.location == finding.location }),
            let listener = hook.listener
        {
            return PromptListenerWiring(file: file).rename(token, kind: hook.kind, listener: listener)
        }
        switch token.enclosingTypeName {
        case plan.screen.name: owner = .screen
        case let name? where plan.screen.mapClasses.contains(name): owner = .mapClass(name)
        // A helper the screen hands its map to gets the delegate as a parameter of the same name.
        case _ where helper(around: token)?.callers == [plan.screen.name]: owner = .screen
        case let name? where plan.screen.holders.contains(where: { $0.typeName == name }): owner = .holder(name)
        case let name:
            if let helper = helper(around: token) {
                return .left(
                    "it is in a function that \(helper.callers.joined(separator: ", ")) all call with their maps: one delegate cannot be threaded through it")
            }
            return .left("it is in `\(name ?? "top-level code")`, outside \(plan.screen.name) and its map view classes: the delegate is not reachable there")
        }
        let settings: Set<String> = [
            "legacy_navigation_header_enabled", "legacy_navigation_footer_enabled", "legacy_trip_progress_bar_enabled",
            "legacy_report_incident_button_enabled",
        ]
        if case .holder = owner, let standIn = standIn(for: token) { return standIn }
        if case .holder(let name) = owner, !settings.contains(finding.ruleID) {
            return .left("navlint rewrites only the settings in `\(name)`, which holds the map; move this to the screen")
        }
        switch finding.ruleID {
        case _ where settings.contains(finding.ruleID):
            return rewriteSetting(token)
        case "legacy_header_layout_guide", "legacy_footer_layout_guide", "legacy_buttons_layout_guide",
            "legacy_buttons_alternate_layout_guide":
            return rewriteGuide(token)
        case "legacy_header_accessory_view": return inScreen { rewriteAccessoryCall(token) }
        case "legacy_map_padding": return rewritePadding(token, at: finding.location)
        case "legacy_prompt_listener": return inScreen { PromptHookMover(file: file).removal(of: token) }
        default: return .left("\(finding.ruleID) has no automatic fix")
        }
    }

    /// The screen's helper function `token` is in, if any.
    private func helper(around token: TokenSyntax) -> MapHelper? {
        guard let function = token.enclosing(FunctionDeclSyntax.self) else { return nil }
        let location = file.location(of: function.name)
        return plan.screen.helpers.first { $0.location == location }
    }

    /// A rewrite only the screen's own code gets.
    private func inScreen(_ rewrite: () -> Outcome) -> Outcome {
        switch owner {
        case .screen: rewrite()
        case .mapClass(let name): .left("navlint does not rewrite this in the map view class `\(name)`; move it to the screen")
        case .holder(let name): .left("navlint does not rewrite this in `\(name)`, which holds the map; move it to the screen")
        }
    }

    /// Notes that the current map class's code uses `requirement` of the delegate.
    private mutating func require(_ requirement: MapClassLayout.Requirement) {
        guard case .mapClass(let name) = owner else { return }
        mapClassLayouts[name, default: MapClassLayout(className: name)].requirements.insert(requirement)
    }

    // MARK: - Settings

    private mutating func rewriteSetting(_ token: TokenSyntax) -> Outcome {
        guard let flag = LegacyFlag.allCases.first(where: { $0.settingName == token.text }) else {
            return .left("`\(token.text)` is an Objective-C spelling navlint does not rewrite")
        }
        guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self) else {
            if let table = keyPathTables.first(where: { $0.contains(token, in: file.displayPath) }) { return table.rowOutcome }
            return .left("a key path or reference to `\(token.text)`: use the delegate's `\(flag.propertyName)` by hand")
        }
        let runtime = plan.runtimeFlags.contains { $0.flag == flag }
        let property = "\(delegateReference(replacing: access)).\(flag.propertyName)"
        if access.isMutatedInPlace { return rewriteMutation(access, of: flag, property: runtime ? property : nil) }
        if case .holder = owner { return rewriteHoldersSetting(access, property: runtime ? property : nil, fixed: plan.base[keyPath: flag.keyPath]) }
        if let assignment = Assignment(target: access) {
            // A map class's literal while it initializes is the map's default: the delegate starts with it.
            let isDefault = !isScreen && assignment.value.is(BooleanLiteralExprSyntax.self) && runsOnlyAtInitialization(access)
            guard runtime, !isDefault else { return statementRemoval(assignment.statement) }
            require(.flag(flag.propertyName, settable: true))
            return .edits([file.replacement(of: assignment.target, with: property)])
        }
        if isScreen {
            return .edits([file.replacement(of: access, with: runtime ? property : "\(plan.base[keyPath: flag.keyPath])")])
        }
        // Screens sharing the class may differ; before a delegate is set, the SDK's default.
        require(.flag(flag.propertyName, settable: false))
        return .edits([file.replacement(of: access, with: "(\(property) ?? \(LegacyConfiguration()[keyPath: flag.keyPath]))")])
    }

    /// `setting.toggle()` or `&setting`: a run-time write, in place, of the
    /// delegate's property (`layoutDelegate?.x.toggle()` through an optional
    /// one); an optional delegate cannot be passed inout.
    private mutating func rewriteMutation(_ access: MemberAccessExprSyntax, of flag: LegacyFlag, property: String?) -> Outcome {
        guard let property else {
            return .left("`\(flag.settingName)` is changed in place here, but the delegate does not decide it at run time")
        }
        if access.isPassedInOut, property.contains("?") {
            return .left("`&\(flag.settingName)` passes the setting inout while the delegate is optional here; pass `\(property)` by hand")
        }
        require(.flag(flag.propertyName, settable: true))
        return .edits([file.replacement(of: access, with: property)])
    }

    /// In a holder the delegate is `layoutDelegate?`: a write goes to it (a
    /// fixed setting's write goes); a read through the optional map
    /// (`mapView?.settings.x`) stays optional, one through a map it unwraps
    /// falls back to the fixed value while no delegate is set; a read of a
    /// fixed setting is its value.
    private func rewriteHoldersSetting(_ access: MemberAccessExprSyntax, property: String?, fixed: Bool) -> Outcome {
        if let assignment = Assignment(target: access) {
            guard let property else { return statementRemoval(assignment.statement) }
            return .edits([file.replacement(of: assignment.target, with: property)])
        }
        var map: ExprSyntax?  // the optional map the read goes through
        var link: ExprSyntax? = ExprSyntax(access)
        while let current = link, map == nil {
            map = current.as(OptionalChainingExprSyntax.self)?.expression
            link = current.as(MemberAccessExprSyntax.self)?.base ?? current.as(ForceUnwrapExprSyntax.self)?.expression
        }
        guard let property else {
            // Fixed on this screen: the value, optional while the map is.
            let value = map.map { "(\($0.trimmedDescription) == nil ? nil : \(fixed))" } ?? "\(fixed)"
            return .edits([file.replacement(of: access, with: value)])
        }
        return .edits([file.replacement(of: access, with: map != nil ? property : "(\(property) ?? \(fixed))")])
    }

    private var isScreen: Bool {
        if case .screen = owner { return true }
        return false
    }

    // MARK: - Padding

    private mutating func rewritePadding(_ token: TokenSyntax, at location: NavlintCore.SourceLocation) -> Outcome {
        if token.text == "padding", plan.paddingIsValue, isScreen, let access = Self.access(named: token) {
            // A whole value: every write (whole or one edge) and read goes to the delegate's `padding`.
            return .edits([file.replacement(of: access, with: "\(delegateReference(replacing: access)).padding")])
        }
        guard let target = Self.access(named: token), let assignment = Assignment(target: target) else {
            return .left("`\(token.text)` is read here: frame the camera with the delegate's viewport by hand")
        }
        let computesEdges = plan.runtimePaddings.contains { $0.locations.contains(location) }
        if token.text == "padding", computesEdges, !isScreen {
            // The class cannot know which edges each screen's delegate follows: it keeps the whole
            // padding, which goes to the delegate now and to one set later.
            require(.padding)
            return .edits([file.replacement(of: assignment.target, with: MapClassLayout.paddingProperty)])
        }
        if token.text == "padding", !plan.runtimePaddings.isEmpty {
            // One delegate property per edge computed at run time, in the statement's place.
            let arguments = assignment.value.as(FunctionCallExprSyntax.self)?.arguments
            var statements: [String] = []
            for padding in plan.runtimePaddings {
                guard let edge = arguments?.first(where: { $0.label?.text == padding.edge.rawValue }) else {
                    return .left("the padding is not a `UIEdgeInsets(top:left:bottom:right:)` navlint can read")
                }
                statements.append("\(delegateReference(replacing: target)).\(padding.edge.propertyName) = \(edge.expression.trimmedDescription)")
            }
            return .edits([file.replacement(of: assignment.statement, withLines: statements)])
        }
        return statementRemoval(assignment.statement)
    }

    // MARK: - Accessory view

    /// `setHeaderAccessoryView(x)` / `setHeaderAccessory(x)` set the
    /// delegate's accessory property. With a height computed at run time, the
    /// screen measures the view where it set it and where it called
    /// `invalidateLayout(forAccessoryView:)`, with the view's own
    /// `heightForAccessoryViewConstrained(to:on:)` offered the map's size (the
    /// delegate decides whether it fits), and hands the answer to the delegate.
    private func rewriteAccessoryCall(_ token: TokenSyntax) -> Outcome {
        guard let accessory = plan.accessory,
            let call = token.enclosing(FunctionCallExprSyntax.self),
            call.parent?.is(CodeBlockItemSyntax.self) == true,
            let argument = call.arguments.first?.expression
        else { return .left("`\(token.text)` is used in a way navlint cannot rewrite") }
        let view = argument.trimmedDescription
        let reference = delegateReference(replacing: call.calledExpression)
        let setsView = "\(reference).\(accessory.name) = \(view)"
        guard accessory.heightIsProperty, !argument.is(NilLiteralExprSyntax.self) else {
            return .edits([file.replacement(of: call, with: setsView)])
        }
        guard [accessory.name, "self.\(accessory.name)"].contains(view) else {
            return .left("the accessory passed here is not `\(accessory.name)`, the view whose height the delegate follows")
        }
        guard let map = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
            !map.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .postfixQuestionMark })
        else { return .left("the map view is optional here; set the delegate's `\(AccessoryPlan.heightPropertyName)` by hand") }
        let measures = "\(reference).\(AccessoryPlan.heightPropertyName) = "
            + "\(view).heightForAccessoryViewConstrained(to: \(map.trimmedDescription).bounds.size, on: \(map.trimmedDescription))"
        let statements = token.text == "invalidateLayout" ? [measures] : [measures, setsView]
        return .edits([file.replacement(of: call, withLines: statements)])
    }

    /// `extension View: GMSNavigationAccessoryView`: the conformance goes; the
    /// view keeps its height method as a plain method.
    private func removeConformance(_ inherited: InheritedTypeSyntax) -> Outcome {
        guard let list = inherited.parent?.as(InheritedTypeListSyntax.self),
            let clause = list.parent?.as(InheritanceClauseSyntax.self)
        else { return .left("navlint cannot rewrite this conformance") }
        if list.count == 1 {
            let start = clause.positionAfterSkippingLeadingTrivia.utf8Offset
            return .edits([TextEdit(range: start..<clause.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")])
        }
        let items = Array(list)
        guard let index = items.firstIndex(where: { $0.id == inherited.id }) else { return .left("navlint cannot rewrite this conformance") }
        // The comma goes with it: the one before it, or (first in the list) the one after.
        let start = index > 0 ? items[index - 1].type.endPositionBeforeTrailingTrivia : inherited.positionAfterSkippingLeadingTrivia
        let end = index > 0 ? inherited.endPositionBeforeTrailingTrivia : items[index + 1].positionAfterSkippingLeadingTrivia
        return .edits([TextEdit(range: start.utf8Offset..<end.utf8Offset, replacement: "")])
    }

    // MARK: - Guides

    /// `map.<member>`, or a bare `<member>` inside the map view class.
    private static func access(named token: TokenSyntax) -> ExprSyntax? {
        token.parent?.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init)
            ?? token.parent?.as(DeclReferenceExprSyntax.self).map(ExprSyntax.init)
    }

    private mutating func rewriteGuide(_ token: TokenSyntax) -> Outcome {
        if let table = keyPathTables.first(where: { $0.contains(token, in: file.displayPath) }) { return table.rowOutcome }
        guard let access = Self.access(named: token) else {
            return .left("`\(token.text)` is used in a way navlint cannot rewrite")
        }
        if let assignment = Assignment(target: access) {
            return rewriteGuideAssignment(assignment, of: token.text)
        }
        if token.text == "bottomTrailingButtonsAlternateLayoutGuide", let collapse = BranchCollapse(binding: access, in: file) {
            return .collapse(collapse)
        }
        if let local = LocalGuide(initializedWith: Self.unwrapping(access)) {
            let moved = moveConstraints(through: local)
            if case .left = moved, let standIn = standIn(for: token) { return standIn }
            return moved
        }
        guard let call = constraintCall(around: access), let view = constrainedItem(of: call) else {
            return standIn(for: token) ?? .left("`\(token.text)` is used outside a constraint on a view the delegate places")
        }
        return moveConstraint(call, of: view)
    }

    /// `access` with the `!` or `?` after it.
    static func unwrapping(_ access: ExprSyntax) -> ExprSyntax {
        var node = access
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self),
            let unwrapped = parent.as(ExprSyntax.self)
        {
            node = unwrapped
        }
        return node
    }

    /// The custom item `view.anchor.constraint(...)` constrains, if it is one.
    private func constrainedItem(of call: FunctionCallExprSyntax) -> String? {
        guard let anchor = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, let view = rootName(of: anchor), isCustomItem(view)
        else { return nil }
        return view
    }

    /// Every constraint made against a guide read into a local moves into the
    /// delegate, and the local goes; all or nothing.
    private mutating func moveConstraints(through local: LocalGuide) -> Outcome {
        guard let calls = local.constraintCalls else {
            return .left("the guide is read into `\(local.name)`, which is used outside constraints on it")
        }
        let (handedOffBefore, layoutsBefore) = (handedOff, mapClassLayouts)
        var edits = [file.removal(of: local.statement)]
        // `NSLayoutConstraint.activate([...])` of only these constraints goes whole.
        var emptied: [SyntaxIdentifier: (statement: CodeBlockItemSyntax, handOffs: [String])] = [:]
        for call in calls {
            guard let view = constrainedItem(of: call) else {
                (handedOff, mapClassLayouts) = (handedOffBefore, layoutsBefore)
                return .left("`\(local.name)` constrains `\(call.calledExpression.trimmedDescription)`, which is not a view the delegate places")
            }
            if let statement = Self.activation(onlyOf: calls, around: call) {
                emptied[statement.id, default: (statement, [])].handOffs += handOffLines(of: view, reference: delegateReference(replacing: call))
                continue
            }
            switch moveConstraint(call, of: view) {
            case .edits(let list): edits += list
            case .collapse, .left:
                (handedOff, mapClassLayouts) = (handedOffBefore, layoutsBefore)
                return .left("a constraint on `\(local.name)` is made in a way navlint cannot rewrite")
            }
        }
        for (statement, handOffs) in emptied.values.sorted(by: { $0.statement.position < $1.statement.position }) {
            edits.append(handOffs.isEmpty ? file.removal(of: statement) : file.replacement(of: statement, withLines: handOffs))
        }
        return .edits(edits)
    }

    /// The `NSLayoutConstraint.activate([...])` statement around `call` when
    /// every element of its array is one of `calls`.
    private static func activation(onlyOf calls: [FunctionCallExprSyntax], around call: FunctionCallExprSyntax) -> CodeBlockItemSyntax? {
        guard let array = call.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.as(ArrayExprSyntax.self),
            array.elements.allSatisfy({ element in calls.contains { $0.id == element.expression.id } }),
            let activate = array.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            activate.calledExpression.trimmedDescription == "NSLayoutConstraint.activate", activate.arguments.count == 1,
            let statement = activate.parent?.as(CodeBlockItemSyntax.self)
        else { return nil }
        return statement
    }

    /// `map.<guide> = custom` hands the custom guide over; with a buttons
    /// guide the screen also resets to `nil`, it sets `uses<Guide>` too.
    private mutating func rewriteGuideAssignment(_ assignment: Assignment, of slot: String) -> Outcome {
        let reference = delegateReference(replacing: assignment.target)
        // Through a method's parameter (`relocateButtons(to guide:)`): the guide every call passes.
        let passed = assignment.target.as(MemberAccessExprSyntax.self).flatMap { plan.guideArguments[file.location(of: $0.declName.baseName)] }
        if slot == "bottomTrailingButtonsLayoutGuide", let runtime = plan.runtimeButtonsGuide {
            let uses = assignment.value.is(NilLiteralExprSyntax.self) ? false : true
            guard !uses || (passed ?? rootName(of: assignment.value)) == runtime.guide else {
                return .left("`\(slot)` is assigned a guide other than `\(runtime.guide)`, the one the delegate switches")
            }
            require(.flag(runtime.propertyName, settable: true))
            let handOff = uses ? handOffLines(of: runtime.guide, reference: reference) : []
            return .edits([file.replacement(of: assignment.statement, withLines: handOff + ["\(reference).\(runtime.propertyName) = \(uses)"])])
        }
        guard let value = assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text, isCustomItem(passed ?? value) else {
            return .left("`\(slot)` is assigned a value the delegate has no property for")
        }
        let guide = passed ?? value
        require(.item(guide, isGuide: true))
        return .edits([file.replacement(of: assignment.statement, with: "\(reference).\(guide) = \(value)")])
    }

    /// `delegate.view = view` the first time `view` is handed over in this file.
    private mutating func handOffLines(of view: String, reference: String) -> [String] {
        guard handedOff.insert(view).inserted else { return [] }
        require(.item(view, isGuide: plan.base.customItems.first { $0.name == view }?.isGuide ?? false))
        return ["\(reference).\(view) = \(view)"]
    }

    private func isCustomItem(_ name: String) -> Bool { plan.base.customItems.contains { $0.name == name } }

    /// `view.anchor.constraint(...: map.<guide>.anchor ...)` around the guide.
    private func constraintCall(around access: ExprSyntax) -> FunctionCallExprSyntax? {
        var node = access.parent
        while let current = node {
            if let call = current.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "constraint"
            {
                return call
            }
            if current.is(CodeBlockItemSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// Removes the constraint (the delegate makes it now, in each state) and
    /// hands the view to the delegate where the constraint was.
    private mutating func moveConstraint(_ call: FunctionCallExprSyntax, of view: String) -> Outcome {
        let handOff = handOffLines(of: view, reference: delegateReference(replacing: call))
        if let element = call.parent?.as(ArrayElementSyntax.self), let statement = element.enclosing(CodeBlockItemSyntax.self) {
            return .edits([file.removal(of: element)] + (handOff.isEmpty ? [] : [file.insertion(handOff, before: statement)]))
        }
        // `view.anchor.constraint(...).isActive = true`
        if let isActive = call.parent?.as(MemberAccessExprSyntax.self), isActive.declName.baseName.text == "isActive",
            let assignment = Assignment(target: isActive), assignment.value.trimmedDescription == "true"
        {
            return .edits([handOff.isEmpty ? file.removal(of: assignment.statement) : file.replacement(of: assignment.statement, withLines: handOff)])
        }
        if let binding = call.parent?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let statement = binding.enclosing(CodeBlockItemSyntax.self),
            let body = statement.enclosing(CodeBlockSyntax.self)
        {
            guard let uses = ConstraintLocal(name: name, declaration: statement, body: body).removals(in: file) else {
                return .left("the constraint `\(name)` is used in a way navlint cannot rewrite")
            }
            let head = handOff.isEmpty ? file.removal(of: statement) : file.replacement(of: statement, withLines: handOff)
            return .edits([head] + uses)
        }
        return .left("the constraint is made in a way navlint cannot rewrite")
    }

    /// The delegate reached the way `expression` reached the map view:
    /// `self.` or `self?.` stay (an escaping closure needs them).
    func delegateReference(replacing expression: some ExprSyntaxProtocol) -> String {
        var current = ExprSyntax(expression)
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let force = current.as(ForceUnwrapExprSyntax.self) {
                current = force.expression
            } else if let chain = current.as(OptionalChainingExprSyntax.self) {
                if chain.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    return "self?.\(delegateProperty)"
                }
                current = chain.expression
            } else {
                break
            }
        }
        let isSelf = current.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        return isSelf ? "self.\(delegateProperty)" : delegateProperty
    }

    /// The delegate as the current code holds it.
    private var delegateProperty: String {
        switch owner {
        case .screen: delegate
        case .mapClass(let name): MapClassLayout.propertyName(of: name) + "?"
        case .holder: delegate + "?"
        }
    }

    private func statementRemoval(_ expression: some SyntaxProtocol) -> Outcome {
        guard let statement = expression.enclosing(CodeBlockItemSyntax.self) else {
            return .left("navlint cannot remove this use")
        }
        return .edits([file.removal(of: statement)])
    }
}
