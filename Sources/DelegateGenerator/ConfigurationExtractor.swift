import LayoutModel
import NavlintCore
import SwiftSyntax

/// Derives a screen's legacy configuration from the syntax around each of its
/// findings: what was assigned to each setting (a literal, or a value only
/// known at run time), the padding, the accessory view and its height, the
/// custom views on the legacy guides with their constraints, the prompt
/// listener bodies. Whatever it cannot read exactly becomes an issue with its
/// location, and the screen is then not generated.
struct ConfigurationExtractor {
    let index: TypeIndex
    let files: [String: ParsedFile]
    let metrics: MetricsProfile

    /// A stand-in content size for custom views: the delegate positions them
    /// with the app's own constraints, so any size gives the same relations.
    static let probeSize = IntrinsicSize(width: 120, height: 40)

    func plan(for context: ScreenContext) -> ScreenPlan {
        var state = State(paths: CodePaths(declarations: context.allDeclarations))
        for finding in context.screen.findings {
            guard let file = files[finding.location.file],
                let token = file.token(line: finding.location.line, column: finding.location.column ?? 1)
            else {
                state.issue(finding.location, "navlint could not find \(finding.ruleID)'s code again")
                continue
            }
            // Code the app's build never runs configures nothing.
            guard state.paths.reach(token, in: file) != .never else { continue }
            read(finding, token: token, file: file, context: context, into: &state)
        }
        readCompass(context, into: &state)
        return finish(state, context: context)
    }

    // MARK: - Collected facts

    private struct FlagUses {
        var literals: [Bool: [NavlintCore.SourceLocation]] = [:]
        var runtime: [NavlintCore.SourceLocation] = []
        /// A constant the map view class sets on itself.
        var mapDefault: Bool?
    }

    private struct State {
        /// Which code runs (`#if`, `if let` on a guide that stays `nil`).
        let paths: CodePaths
        var flags: [LegacyFlag: FlagUses] = [:]
        var paddings: [(PaddingValue, NavlintCore.SourceLocation)] = []
        var behaviors: [(LegacyConfiguration.PaddingAdjustmentBehavior, NavlintCore.SourceLocation)] = []
        /// Uses that make the padding a value: an assignment of an expression
        /// other than a `UIEdgeInsets(...)` literal, a write to one edge, a read.
        var paddingValueUses: [PaddingValueUse] = []
        var accessoryNames: [(String, NavlintCore.SourceLocation)] = []
        var accessoryRemoved = false
        /// `invalidateLayout(forAccessoryView:)` calls.
        var accessoryInvalidations: [NavlintCore.SourceLocation] = []
        var guideItems: [(String, NavlintCore.SourceLocation)] = []
        /// The custom guides assigned to `bottomTrailingButtonsLayoutGuide` and
        /// `bottomTrailingButtonsAlternateLayoutGuide`, by legacy property.
        var assignedGuides: [String: AssignedGuide] = [:]
        /// Where `bottomTrailingButtonsLayoutGuide` is reset to `nil`.
        var buttonsGuideResets: [NavlintCore.SourceLocation] = []
        var hooks: [PromptHook] = []
        /// Views the app places that custom items are constrained to, where first met.
        var placedItems: [(String, NavlintCore.SourceLocation)] = []
        /// The legacy guides each item of `guideItems` read from a constraint
        /// is constrained to, and whether that constraint is in the screen's
        /// own code (or its map classes'), where the delegate could take it.
        var itemGuides: [String: [(guide: String, location: NavlintCore.SourceLocation, inScreen: Bool)]] = [:]
        /// Assignments of a custom guide through a method's parameter, to the guide every call passes.
        var guideArguments: [NavlintCore.SourceLocation: String] = [:]
        /// The legacy guides used as values, where: the delegate stands in for them.
        var standIns: [String: [NavlintCore.SourceLocation]] = [:]
        var issues: [GenerationIssue] = []

        mutating func issue(_ location: NavlintCore.SourceLocation, _ reason: String) {
            issues.append(GenerationIssue(location: location, reason: reason))
        }
    }

    /// A custom guide the screen assigns to a legacy buttons guide, and
    /// whether that happens while the screen is set up.
    private struct AssignedGuide {
        var name: String
        var location: NavlintCore.SourceLocation
        var atSetUp: Bool
    }

    /// The legacy guides the app can assign a custom guide to.
    private static let assignableGuides: Set<String> = [
        LegacyLayout.TargetName.buttonsGuide, LegacyLayout.TargetName.alternateButtonsGuide,
    ]

    // MARK: - Reading one finding

    private func read(_ finding: Finding, token: TokenSyntax, file: ParsedFile, context: ScreenContext, into state: inout State) {
        let location = finding.location
        switch finding.ruleID {
        case "legacy_navigation_header_enabled": readFlag(.header, token, file, context, &state)
        case "legacy_navigation_footer_enabled": readFlag(.footer, token, file, context, &state)
        case "legacy_trip_progress_bar_enabled": readFlag(.tripProgressBar, token, file, context, &state)
        case "legacy_report_incident_button_enabled": readFlag(.reportIncidentButton, token, file, context, &state)
        case "legacy_map_padding": readPadding(token, location, &state)
        case "legacy_header_accessory_view": readAccessory(token, location, &state)
        case "legacy_header_layout_guide", "legacy_footer_layout_guide", "legacy_buttons_layout_guide",
            "legacy_buttons_alternate_layout_guide":
            readGuide(token, location, context, &state)
        case "legacy_prompt_listener": readPromptListener(token, location, context, &state)
        default: state.issue(location, "\(finding.ruleID) is not something generate can translate")
        }
    }

    private func readFlag(
        _ flag: LegacyFlag, _ token: TokenSyntax, _ file: ParsedFile, _ context: ScreenContext, _ state: inout State
    ) {
        let location = file.location(of: token)
        if SyntaxReading.ancestor(of: token, as: KeyPathExprSyntax.self) != nil {
            state.flags[flag, default: FlagUses()].runtime.append(location)  // written through a key path
            return
        }
        guard let access = SyntaxReading.accessExpression(named: token) else { return }
        if access.isMutatedInPlace {
            state.flags[flag, default: FlagUses()].runtime.append(location)  // `.toggle()`, `&setting`
            return
        }
        guard let value = SyntaxReading.assignedValue(to: access) else { return }  // a read: the delegate's property answers it later
        guard let literal = SyntaxReading.bool(value) else {
            state.flags[flag, default: FlagUses()].runtime.append(location)
            return
        }
        state.flags[flag, default: FlagUses()].literals[literal, default: []].append(location)
        // The map's default is what its class writes while it is set up (not a later change).
        let inMapClass = TypeIndex.enclosingTypeName(of: token).map(index.isMapView) ?? false
        if inMapClass, CallSites(declarations: context.allDeclarations, paths: state.paths).runsAtSetUp(token, in: file) {
            state.flags[flag, default: FlagUses()].mapDefault = literal
        }
    }

    /// `settings.compassButton` is not legacy, but it decides whether the
    /// built-in layout showed a compass, so the delegate must know it too.
    private func readCompass(_ context: ScreenContext, into state: inout State) {
        for declaration in context.allDeclarations {
            for token in declaration.node.tokens(viewMode: .sourceAccurate) where token.text == "compassButton" {
                guard token.parent?.parent?.is(MemberAccessExprSyntax.self) == true
                    || SyntaxReading.ancestor(of: token, as: KeyPathExprSyntax.self) != nil,
                    state.paths.reach(token, in: declaration.file) != .never
                else { continue }
                readFlag(.compass, token, declaration.file, context, &state)
            }
        }
    }

    /// A use of `padding` as a value, and whether it decides the padding (a write).
    private struct PaddingValueUse {
        var location: NavlintCore.SourceLocation
        var writes: Bool
    }

    private func readPadding(_ token: TokenSyntax, _ location: NavlintCore.SourceLocation, _ state: inout State) {
        guard let access = SyntaxReading.accessExpression(named: token) else { return }
        guard let value = SyntaxReading.assignedValue(to: access) else {
            if token.text == "padding" { state.paddingValueUses.append(.init(location: location, writes: Self.writesAnEdge(access))) }
            return
        }
        if token.text == "paddingAdjustmentBehavior" {
            guard let name = SyntaxReading.memberName(value),
                let behavior = LegacyConfiguration.PaddingAdjustmentBehavior(rawValue: name)
            else {
                state.issue(location, "paddingAdjustmentBehavior is set to `\(value.trimmedDescription)`, only known at run time")
                return
            }
            state.behaviors.append((behavior, location))
            return
        }
        guard let padding = Self.padding(value) else {
            state.paddingValueUses.append(.init(location: location, writes: true))
            return
        }
        state.paddings.append((padding, location))
    }

    /// `map.padding.bottom = x` (or `+=`): a write to one edge of the padding.
    private static func writesAnEdge(_ access: ExprSyntax) -> Bool {
        guard let edge = access.parent?.as(MemberAccessExprSyntax.self), edge.base?.id == access.id else { return false }
        if SyntaxReading.assignedValue(to: edge) != nil { return true }
        guard let list = edge.parent?.as(ExprListSyntax.self), Array(list).first?.id == edge.id, list.count == 3 else { return false }
        return Array(list)[1].as(BinaryOperatorExprSyntax.self).map { $0.operator.text.hasSuffix("=") && $0.operator.text != "==" } ?? false
    }

    /// A padding assignment: the constant edges, and the edges computed at run time.
    struct PaddingValue: Equatable {
        var insets = EdgeInsets()
        var runtimeEdges: Set<String> = []
    }

    /// `UIEdgeInsets(top:left:bottom:right:)` (constants or run-time values per edge), or `.zero`.
    static func padding(_ expression: ExprSyntax) -> PaddingValue? {
        let expression = SyntaxReading.unwrapped(expression)
        if SyntaxReading.memberName(expression) == "zero" { return PaddingValue() }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            ["UIEdgeInsets", ".init"].contains(call.calledExpression.trimmedDescription)
        else { return nil }
        var padding = PaddingValue()
        for argument in call.arguments {
            guard let edge = argument.label?.text, ["top", "left", "bottom", "right"].contains(edge) else { return nil }
            guard let value = SyntaxReading.number(argument.expression) else {
                padding.runtimeEdges.insert(edge)
                continue
            }
            switch edge {
            case "top": padding.insets.top = value
            case "left": padding.insets.left = value
            case "bottom": padding.insets.bottom = value
            default: padding.insets.right = value
            }
        }
        return padding
    }

    private func readAccessory(_ token: TokenSyntax, _ location: NavlintCore.SourceLocation, _ state: inout State) {
        if token.text == "invalidateLayout" {
            state.accessoryInvalidations.append(location)
            return
        }
        guard ["setHeaderAccessoryView", "setHeaderAccessory"].contains(token.text) else {
            return  // the conformance follows from the view itself
        }
        guard let call = SyntaxReading.ancestor(of: token, as: FunctionCallExprSyntax.self),
            let argument = call.arguments.first?.expression
        else {
            state.issue(location, "\(token.text) is used without a call navlint can read")
            return
        }
        if SyntaxReading.isNil(argument) {
            state.accessoryRemoved = true
        } else if let name = SyntaxReading.referencedName(argument) {
            state.accessoryNames.append((name, location))
        } else {
            state.issue(location, "the accessory view `\(argument.trimmedDescription)` is not a property of the screen")
        }
    }

    private func readGuide(_ token: TokenSyntax, _ location: NavlintCore.SourceLocation, _ context: ScreenContext, _ state: inout State) {
        guard let access = SyntaxReading.accessExpression(named: token) else {
            state.issue(location, "\(token.text) is used in a way navlint cannot read")
            return
        }
        if let value = SyntaxReading.assignedValue(to: access) {
            if Self.assignableGuides.contains(token.text), var name = SyntaxReading.referencedName(value) {
                // `relocateButtons(to guide:)`: the guide every call passes.
                switch GuideArgument.resolve(name, around: token, calls: CallSites(declarations: context.allDeclarations, paths: state.paths)) {
                case .notAParameter: break
                case .argument(let argument):
                    state.guideArguments[location] = argument
                    name = argument
                case .failure(let reason):
                    state.issue(location, "\(token.text) is assigned \(reason); one delegate property per guide is not generated")
                    return
                }
                let atSetUp = files[location.file].map {
                    CallSites(declarations: context.allDeclarations, paths: state.paths).runsAtSetUp(token, in: $0)
                } ?? false
                let earlier = state.assignedGuides[token.text]
                if let earlier, earlier.name != name {
                    state.issue(location, "\(token.text) is assigned both `\(earlier.name)` and `\(name)`")
                }
                state.assignedGuides[token.text] = AssignedGuide(
                    name: name, location: location, atSetUp: atSetUp || earlier?.atSetUp == true)
                state.guideItems.append((name, location))
            } else if token.text == LegacyLayout.TargetName.buttonsGuide, SyntaxReading.isNil(value) {
                state.buttonsGuideResets.append(location)  // null-resettable: back to the footer guide
            } else if SyntaxReading.isNil(value) {
                state.issue(location, "\(token.text) is reset at run time; a changing alternate guide is not generated")
            } else {
                state.issue(location, "\(token.text) is assigned `\(value.trimmedDescription)`, which generate cannot model")
            }
            return
        }
        // `if let x = <guide that stays nil>` only picks the branch that runs.
        if state.paths.isResolvedBinding(access) { return }
        // map.<guide>(!).<attribute>Anchor as the second item of item.<attribute>Anchor.constraint(...)
        var base = Syntax(access)
        while let parent = base.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
            base = parent
        }
        if let anchor = base.parent?.as(MemberAccessExprSyntax.self),
            let argument = anchor.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let (item, _) = ConstraintReader.firstItem(of: call)
        {
            state.guideItems.append((item, location))
            state.itemGuides[item, default: []].append((token.text, location, inScreen(token, context)))
            return
        }
        if let expression = base.as(ExprSyntax.self), let local = LocalGuide(initializedWith: expression) {
            guard let calls = local.constraintCalls else {
                standIn(token.text, at: location, else: "is read into `\(local.name)`, which is used outside constraints on it", &state)
                return
            }
            for item in calls.compactMap({ ConstraintReader.firstItem(of: $0)?.0 }) {
                state.guideItems.append((item, location))
                state.itemGuides[item, default: []].append((token.text, location, inScreen(token, context)))
            }
            return
        }
        standIn(token.text, at: location, else: "is read into a value here; only constraints made directly against it are generated", &state)
    }

    /// A legacy guide used as a value: the delegate stands in for it, when it
    /// can (`reason` is the issue otherwise).
    private func standIn(_ guide: String, at location: NavlintCore.SourceLocation, else reason: String, _ state: inout State) {
        guard StandInGuides.properties[guide] != nil else {
            state.issue(location, "\(guide) \(reason); it has no stand-in (the SDK's is nil until the app assigns one: use the guide assigned to it)")
            return
        }
        state.standIns[guide, default: []].append(location)
    }

    /// Whether `token` is in the screen's own type or its map classes.
    private func inScreen(_ token: TokenSyntax, _ context: ScreenContext) -> Bool {
        guard let name = TypeIndex.enclosingTypeName(of: token) else { return false }
        return name == context.screen.name || context.screen.mapClasses.contains(name)
    }

    private func readPromptListener(
        _ token: TokenSyntax, _ location: NavlintCore.SourceLocation, _ context: ScreenContext, _ state: inout State
    ) {
        guard let function = token.parent?.as(FunctionDeclSyntax.self), let body = function.body else {
            state.issue(location, "\(token.text) is not a listener method navlint can read")
            return
        }
        let kind: PromptHook.Kind = token.text == "navigatorWillPresentPrompt" ? .willPresent : .didDismiss
        let statements = body.statements.map { $0.trimmedDescription }.joined(separator: "\n")
        let listener = PromptListenerReach(index: index).listener(at: token, in: context)
        state.hooks.append(PromptHook(kind: kind, location: location, body: statements, listener: listener))
    }

    // MARK: - Putting it together

    private func finish(_ collected: State, context: ScreenContext) -> ScreenPlan {
        var state = collected
        var base = LegacyConfiguration()
        var runtime: [RuntimeFlag] = []
        for flag in LegacyFlag.allCases {
            guard let uses = state.flags[flag] else { continue }
            let values = Set(uses.literals.keys)
            if uses.runtime.isEmpty && values.count == 1, let value = values.first {
                base[keyPath: flag.keyPath] = value
            } else {
                let initial = uses.mapDefault ?? LegacyConfiguration()[keyPath: flag.keyPath]
                base[keyPath: flag.keyPath] = initial
                let locations = (uses.runtime + uses.literals.values.flatMap { $0 }).sorted()
                runtime.append(RuntimeFlag(flag: flag, initialValue: initial, locations: locations))
            }
        }
        let runtimePaddings = readPaddingValues(&state, into: &base)
        let accessory = accessoryPlan(&state, context: context)
        let runtimeButtonsGuide = readCustomItems(&state, context: context, into: &base)
        let named = state.guideItems.filter { item in base.customItems.contains { $0.name == item.0 } }
            + state.placedItems
            + state.accessoryNames.prefix(accessory == nil ? 0 : 1)
        checkNames(named, context: context, into: &state)
        let standIns = standInGuides(&state, base: base)
        return ScreenPlan(
            screen: context.screen, base: base, runtimeFlags: runtime, runtimePaddings: runtimePaddings,
            runtimeButtonsGuide: runtimeButtonsGuide, accessory: accessory,
            promptHooks: state.hooks.sorted { $0.location < $1.location }, issues: state.issues.sorted { $0.location < $1.location },
            standInGuides: standIns, guideArguments: state.guideArguments)
    }

    /// The stand-in guides, by legacy name. The buttons guide is pinned to the
    /// footer's, so standing in for it stands in for the footer's too; a
    /// buttons guide the screen replaces with its own has no stand-in.
    private func standInGuides(_ state: inout State, base: LegacyConfiguration) -> [StandInGuide] {
        var found = state.standIns
        if let buttons = found[LegacyLayout.TargetName.buttonsGuide] {
            if let custom = base.buttonsLayoutGuide ?? state.assignedGuides[LegacyLayout.TargetName.buttonsGuide]?.name {
                for location in buttons {
                    state.issue(location, "\(LegacyLayout.TargetName.buttonsGuide) is used as a value while the screen assigns it `\(custom)`; use `\(custom)` there")
                }
                found[LegacyLayout.TargetName.buttonsGuide] = nil
            } else {
                found[LegacyLayout.TargetName.footerGuide, default: []] += []
            }
        }
        return found.keys.sorted().map { StandInGuide(legacyName: $0, locations: Array(Set(found[$0]!)).sorted()) }
    }

    /// The padding and its adjustment; one run-time padding per edge that an
    /// assignment computes (it starts at the SDK's zero).
    private func readPaddingValues(_ state: inout State, into base: inout LegacyConfiguration) -> [RuntimePadding] {
        if Set(state.behaviors.map(\.0)).count > 1, let location = state.behaviors.last?.1 {
            state.issue(location, "paddingAdjustmentBehavior changes at run time")
        }
        if let behavior = state.behaviors.first?.0 { base.paddingAdjustmentBehavior = behavior }
        if !state.paddingValueUses.isEmpty {
            // A value: every edge is the delegate's, starting at the SDK's zero; the
            // screen's own assignments (literal ones included) now set the delegate's.
            let writes = (state.paddings.map(\.1) + state.paddingValueUses.filter(\.writes).map(\.location)).sorted()
            return RuntimePadding.Edge.allCases.map { RuntimePadding(edge: $0, initialValue: 0, locations: writes) }
        }
        guard let (first, location) = state.paddings.first else { return [] }
        let runtime = RuntimePadding.Edge.allCases.compactMap { edge -> RuntimePadding? in
            let places = state.paddings.filter { $0.0.runtimeEdges.contains(edge.rawValue) }.map(\.1)
            return places.isEmpty ? nil : RuntimePadding(edge: edge, initialValue: 0, locations: places.sorted())
        }
        var padding = first.insets
        for edge in runtime { padding[keyPath: edge.edge.keyPath] = 0 }
        let fixed: [WritableKeyPath<EdgeInsets, Double>] = [\.top, \.left, \.bottom, \.right].filter { path in
            !runtime.contains { $0.edge.keyPath == path }
        }
        if state.paddings.contains(where: { assigned in fixed.contains { assigned.0.insets[keyPath: $0] != padding[keyPath: $0] } }) {
            state.issue(location, "padding takes several values at run time")
        }
        // Constant sides are mirrored with leading/trailing; with a run-time
        // side the delegate keeps both on their physical sides instead.
        if padding.left != padding.right && !runtime.contains(where: \.edge.isHorizontal) {
            state.issue(location, "left and right padding differ; generate needs them equal to mirror them in right-to-left layouts")
        }
        if padding.top > metrics.styleValues.headerNominalHeight {
            state.issue(location, "a top padding taller than the header is not generated")
        }
        base.padding = padding
        return runtime
    }

    private func accessoryPlan(_ state: inout State, context: ScreenContext) -> AccessoryPlan? {
        guard let (name, location) = state.accessoryNames.first else { return nil }
        if state.accessoryNames.contains(where: { $0.0 != name }) {
            state.issue(location, "several accessory views: one delegate property per view is not generated")
            return nil
        }
        let finder = ScreenFinder(index: index)
        guard let property = finder.storedProperties(of: context.screenDeclarations).first(where: { $0.name == name }) else {
            state.issue(location, "the accessory view `\(name)` is not a stored property of \(context.screen.name) with a known type")
            return nil
        }
        guard let function = heightFunction(of: property.typeName) else {
            state.issue(location, "\(property.typeName) has no heightForAccessoryViewConstrained(to:on:) navlint can read")
            return nil
        }
        // A computed height becomes `headerAccessoryHeight`, which the screen
        // sets from the view's own answer where it invalidated the layout.
        let height = constantHeight(function)
        return AccessoryPlan(
            name: name, height: height ?? 0, canBeRemoved: state.accessoryRemoved, heightIsProperty: height == nil,
            measuredAt: height == nil ? state.accessoryInvalidations.sorted() : [])
    }

    private func heightFunction(of typeName: String) -> FunctionDeclSyntax? {
        for declaration in index.declarations[typeName] ?? [] {
            for member in declaration.members {
                if let function = member.decl.as(FunctionDeclSyntax.self),
                    function.name.text == "heightForAccessoryViewConstrained"
                {
                    return function
                }
            }
        }
        return nil
    }

    /// A constant, or `min(constant, size.height)`: the legacy layout hid the
    /// accessory when it did not fit, so the cap never decides its height.
    private func constantHeight(_ function: FunctionDeclSyntax) -> Double? {
        guard let statements = function.body?.statements, statements.count == 1, let item = statements.first?.item else {
            return nil
        }
        let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let expression else { return nil }
        if let value = SyntaxReading.number(expression) { return value }
        let sizeName = function.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "min",
            call.arguments.count == 2, let sizeName
        else { return nil }
        let values = call.arguments.map { SyntaxReading.number($0.expression) }
        let caps = call.arguments.filter { $0.expression.trimmedDescription == "\(sizeName).height" }
        guard caps.count == 1, let value = values.compactMap({ $0 }).first else { return nil }
        return value
    }

    /// The delegate gets one property per screen view, which the screen
    /// assigns: each must be a stored property of the screen or its map, and
    /// must not collide with the delegate's own members.
    private func checkNames(
        _ names: [(String, NavlintCore.SourceLocation)], context: ScreenContext, into state: inout State
    ) {
        let properties = Set(ScreenFinder(index: index).storedProperties(of: context.allDeclarations).map(\.name))
        var checked: Set<String> = []
        for (name, location) in names.sorted(by: { $0.1 < $1.1 }) where checked.insert(name).inserted {
            if !properties.contains(name) {
                state.issue(location, "`\(name)` is not a stored property of \(context.screen.name) or its map view")
            } else if DelegateEmitter.reservedNames.contains(name) {
                state.issue(location, "`\(name)` would collide with a member of the generated delegate; rename the view")
            }
        }
    }

    /// The custom items and their constraints; the custom buttons and
    /// alternate guides among them, and whether the screen also resets the
    /// buttons guide at run time.
    private func readCustomItems(
        _ state: inout State, context: ScreenContext, into base: inout LegacyConfiguration
    ) -> RuntimeButtonsGuide? {
        var names: [String] = []
        for (name, _) in state.guideItems.sorted(by: { $0.1 < $1.1 }) where !names.contains(name) { names.append(name) }
        guard !names.isEmpty else { return nil }
        let finder = ScreenFinder(index: index)
        let properties = finder.storedProperties(of: context.allDeclarations)
        let screenViews = Set(
            finder.storedProperties(of: context.screenDeclarations).filter { !["UILayoutGuide", context.screen.mapType].contains($0.typeName) }
                .map(\.name))
        let reader = ConstraintReader(context: context, itemNames: Set(names), paths: state.paths, screenViews: screenViews)
        let calls = reader.calls()
        let stored = Set(properties.map(\.name))
        for name in names {
            let read = reader.constraints(of: name, in: calls)
            if let uses = state.itemGuides[name], !state.assignedGuides.values.contains(where: { $0.name == name }) {
                // A constraint the delegate cannot take (outside the screen, on a view it cannot
                // see, unreadable) stays the app's, against a stand-in for the guide.
                var movable = stored.contains(name) && uses.allSatisfy(\.inScreen)
                if case .failure = read { movable = false }
                if !movable, uses.allSatisfy({ StandInGuides.properties[$0.guide] != nil }) {
                    for use in uses { state.standIns[use.guide, default: []].append(use.location) }
                    continue
                }
            }
            switch read {
            case .success(let constraints):
                let isGuide = properties.first { $0.name == name }?.typeName == "UILayoutGuide"
                base.customItems.append(
                    LegacyConfiguration.CustomItem(
                        name: name, isGuide: isGuide, intrinsicSize: isGuide ? .none : Self.probeSize,
                        constraints: constraints))
            case .failure(let list):
                state.issues += list.issues
            }
        }
        readPlacedViews(&state, reader: reader, calls: calls, into: &base)
        if let alternate = assignedGuide(LegacyLayout.TargetName.alternateButtonsGuide, &state, base) {
            if !alternate.atSetUp {
                state.issue(
                    alternate.location,
                    "\(LegacyLayout.TargetName.alternateButtonsGuide) is assigned after set-up; a changing alternate guide is not generated")
            }
            base.alternateButtonsLayoutGuide = alternate.name
        }
        guard let guide = assignedGuide(LegacyLayout.TargetName.buttonsGuide, &state, base) else { return nil }
        base.buttonsLayoutGuide = guide.name
        guard !state.buttonsGuideResets.isEmpty else { return nil }
        if !guide.atSetUp { base.buttonsLayoutGuide = nil }
        return RuntimeButtonsGuide(
            guide: guide.name, initialValue: guide.atSetUp, locations: ([guide.location] + state.buttonsGuideResets).sorted())
    }

    /// The custom guide assigned to the legacy `property`, when it is one of
    /// the screen's layout guides read as a custom item; otherwise the issue.
    private func assignedGuide(
        _ property: String, _ state: inout State, _ base: LegacyConfiguration
    ) -> AssignedGuide? {
        guard let guide = state.assignedGuides[property] else { return nil }
        guard base.customItems.contains(where: { $0.name == guide.name && $0.isGuide }) else {
            if !state.issues.contains(where: { $0.reason.hasPrefix("\(guide.name): ") }) {
                state.issue(guide.location, "\(property) is assigned `\(guide.name)`, which is not a layout guide of the screen")
            }
            return nil
        }
        return guide
    }

    /// The screen's views that custom items are constrained to, by name or
    /// through a parameter (`dockButtons(alongside: vehicleList)`): the app
    /// keeps placing them, with constraints read like the others'.
    private func readPlacedViews(
        _ state: inout State, reader: ConstraintReader, calls: [ConstraintReader.Call], into base: inout LegacyConfiguration
    ) {
        let known = Set(base.customItems.map(\.name)).union(LegacyLayout.TargetName.all)
        var placed: [String] = []
        for item in base.customItems {
            for target in item.constraints.compactMap(\.target) where !known.contains(target) && !placed.contains(target) {
                placed.append(target)
                if let location = state.guideItems.first(where: { $0.0 == item.name })?.1 {
                    state.placedItems.append((target, location))
                }
            }
        }
        for name in placed {
            switch reader.constraints(of: name, in: calls) {
            case .success(let constraints):
                base.customItems.append(
                    LegacyConfiguration.CustomItem(
                        name: name, intrinsicSize: Self.probeSize, constraints: constraints, placedByApp: true))
            case .failure(let list):
                state.issues += list.issues
            }
        }
    }
}
