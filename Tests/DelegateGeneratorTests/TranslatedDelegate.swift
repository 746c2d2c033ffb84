import Cassowary
import DelegateGenerator
import LayoutModel

/// The generated delegate's code, translated statement by statement into the
/// model's API (`DelegateEmitter` writes the same steps in UIKit's), so that
/// its frames can be checked against `LegacyLayout` before the verifier, which
/// interprets the generated Swift itself, lands. Keep the two in step.
final class TranslatedDelegate: ModelLayoutDelegate {
    let plan: ScreenPlan
    /// The run-time properties' values.
    var flags: [LegacyFlag: Bool] = [:]
    /// The accessory view and custom items the screen assigned.
    var accessory: LayoutView?
    var customItems: [String: LayoutItem] = [:]

    private weak var navMap: MapView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var wideMode = false
    private var prompt: NavigationPromptView?
    private var promptBottom: LayoutConstraint?
    private var views: [LayoutView] = []
    private var guides: [LayoutGuide] = []
    private var constraints: [LayoutConstraint] = []
    private let buttonStack = HidingStackView(position: .bottom, alignment: .trailing)
    private let mapArea = LayoutGuide(name: "mapArea")
    private let headerGuide = LayoutGuide(name: "headerGuide")
    private let footerGuide = LayoutGuide(name: "footerGuide")
    private let buttonsGuide = LayoutGuide(name: "buttonsGuide")
    private let alternateButtonsGuide = LayoutGuide(name: "alternateButtonsGuide")

    /// The padding, with the variant's value for each edge that is a property.
    var padding: EdgeInsets
    /// `headerAccessoryHeight` (or the constant height).
    var accessoryHeight: Double
    /// `uses<Guide>` for a buttons guide the screen resets (true without one).
    var usesButtonsGuide = true

    init(plan: ScreenPlan, variant: LegacyVariant) {
        self.plan = plan
        for runtime in plan.runtimeFlags {
            if case .bool(let value)? = variant.properties[runtime.flag.propertyName] {
                flags[runtime.flag] = value
            } else {
                flags[runtime.flag] = runtime.initialValue
            }
        }
        padding = plan.base.padding
        for runtime in plan.runtimePaddings {
            if case .number(let value)? = variant.properties[runtime.edge.propertyName] {
                switch runtime.edge {
                case .top: padding.top = value
                case .left: padding.left = value
                case .bottom: padding.bottom = value
                case .right: padding.right = value
                }
            }
        }
        accessoryHeight = plan.accessory?.height ?? 0
        if let runtime = plan.runtimeButtonsGuide {
            if case .bool(let value)? = variant.properties[runtime.propertyName] {
                usesButtonsGuide = value
            } else {
                usesButtonsGuide = runtime.initialValue
            }
        }
        if case .number(let value)? = variant.properties[AccessoryPlan.heightPropertyName] { accessoryHeight = value }
    }

    private func shows(_ flag: LegacyFlag) -> Bool { flags[flag] ?? plan.base[keyPath: keyPath(flag)] }

    private func keyPath(_ flag: LegacyFlag) -> KeyPath<LegacyConfiguration, Bool> {
        switch flag {
        case .header: \.headerEnabled
        case .footer: \.footerEnabled
        case .tripProgressBar: \.tripProgressBarEnabled
        case .reportIncidentButton: \.reportIncidentButtonEnabled
        case .compass: \.compassEnabled
        }
    }

    // MARK: - Callbacks

    func enableNavigationUI(navMap: MapView, newState: NavigationReadyUIState) throws {
        self.navMap = navMap
        readyState = newState
        guidanceState = nil
        wideMode = newState.wideMode
        try apply(navMap)
    }

    func disableNavigationUI(navMap: MapView, oldState: NavigationReadyUIState) throws {
        removePrompt()
        tearDown(navMap)
        readyState = nil
        guidanceState = nil
        self.navMap = nil
    }

    func startGuidance(navMap: MapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) throws {
        guidanceState = newState
        wideMode = newState.wideMode
        try apply(navMap)
    }

    func stopGuidance(navMap: MapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) throws {
        removePrompt()
        guidanceState = nil
        readyState = newState
        wideMode = newState.wideMode
        try apply(navMap)
    }

    func sizeChanged(navMap: MapView, newState: NavigationUIState) throws {
        wideMode = newState.wideMode
        guard readyState != nil || guidanceState != nil else { return }
        try apply(navMap)
    }

    func showPrompt(navMap: MapView, newPrompt: NavigationPromptView) throws {
        prompt = newPrompt
        try navMap.addSubview(newPrompt)
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptBottom = bottom
        try LayoutConstraint.activate([
            bottom, newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        ])
        try apply(navMap)
        navMap.layoutIfNeeded()
        bottom.constant = 0  // the animation's end state
    }

    func hidePrompt(navMap: MapView, oldPrompt: NavigationPromptView) throws {
        prompt = nil
        promptBottom = nil
        try apply(navMap)
        oldPrompt.removeFromSuperview()  // the animation's completion
    }

    func changePrompt(navMap: MapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) throws {
        try hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        try showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Layout

    private var usedTargets: Set<String> {
        var used = Set(plan.base.customItems.flatMap { $0.constraints.compactMap(\.target) })
        if used.contains(LegacyLayout.TargetName.buttonsGuide) { used.insert(LegacyLayout.TargetName.footerGuide) }
        return used
    }

    private func apply(_ navMap: MapView) throws {
        tearDown(navMap)
        accessory?.removeFromSuperview()
        guard let logo = guidanceState?.googleLogo ?? readyState?.googleLogo,
            let viewport = guidanceState?.viewport ?? readyState?.viewport
        else { return }
        let used = usedTargets
        guides = [mapArea]
        if used.contains(LegacyLayout.TargetName.alternateButtonsGuide) { guides.append(alternateButtonsGuide) }
        if used.contains(LegacyLayout.TargetName.buttonsGuide) { guides.append(buttonsGuide) }
        if used.contains(LegacyLayout.TargetName.footerGuide) { guides.append(footerGuide) }
        if used.contains(LegacyLayout.TargetName.headerGuide) { guides.append(headerGuide) }
        guides.forEach { navMap.addLayoutGuide($0) }
        views = [viewport, logo]
        constraints = paddingConstraints(navMap)
        let style = navMap.metrics.styleValues
        let openBottom = viewport.bottomAnchor.constraint(equalTo: mapArea.bottomAnchor)
        openBottom.priority = .defaultLow
        constraints += [
            openBottom,
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: mapArea.bottomAnchor),
            viewport.trailingAnchor.constraint(equalTo: mapArea.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: style.elementHorizontalPadding),
            logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -style.buttonVerticalPadding),
        ]
        var buttonsTop = viewport.topAnchor
        let buttons = guidanceState?.buttons ?? readyState?.buttons ?? []
        if shows(.compass), let compass = buttons.first(where: { $0.type == .compass })?.view {
            views.append(compass)
            constraints += [
                compass.topAnchor.constraint(equalTo: viewport.topAnchor, constant: style.buttonVerticalPadding),
                compass.trailingAnchor.constraint(equalTo: mapArea.trailingAnchor, constant: -style.buttonHorizontalPadding),
            ]
            buttonsTop = compass.bottomAnchor
        }
        if let guidance = guidanceState {
            layOutGuidance(guidance, navMap, viewport: viewport, logo: logo, buttonsTop: buttonsTop)
        } else {
            constraints += [
                viewport.topAnchor.constraint(equalTo: mapArea.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: mapArea.leadingAnchor),
            ]
            if used.contains(LegacyLayout.TargetName.headerGuide) {
                constraints += pin(headerGuide, mapArea.topAnchor, mapArea.topAnchor, mapArea.leadingAnchor, mapArea.trailingAnchor)
            }
            if used.contains(LegacyLayout.TargetName.footerGuide) {
                constraints += pin(footerGuide, mapArea.bottomAnchor, mapArea.bottomAnchor, mapArea.leadingAnchor, mapArea.trailingAnchor)
            }
        }
        if used.contains(LegacyLayout.TargetName.alternateButtonsGuide) {
            constraints += pin(
                alternateButtonsGuide, viewport.bottomAnchor, viewport.bottomAnchor, viewport.leadingAnchor, viewport.trailingAnchor)
        }
        if used.contains(LegacyLayout.TargetName.buttonsGuide) {
            constraints += wideMode
                ? pin(buttonsGuide, viewport.bottomAnchor, viewport.bottomAnchor, viewport.leadingAnchor, viewport.trailingAnchor)
                : pin(buttonsGuide, footerGuide.topAnchor, footerGuide.bottomAnchor, footerGuide.leadingAnchor, footerGuide.trailingAnchor)
        }
        layOutCustomViews(navMap)
        for view in views { try navMap.addSubview(view) }
        try LayoutConstraint.activate(constraints)
    }

    private func paddingConstraints(_ navMap: MapView) -> [LayoutConstraint] {
        let safeArea = navMap.safeAreaLayoutGuide
        // With a run-time side the generated code keeps left and right physical.
        var padding = padding
        if plan.runtimePaddings.contains(where: \.edge.isHorizontal), navMap.layoutDirection == .rightToLeft {
            (padding.left, padding.right) = (padding.right, padding.left)
        }
        switch plan.base.paddingAdjustmentBehavior {
        case .always, .never:
            let base: LayoutItem = plan.base.paddingAdjustmentBehavior == .always ? safeArea : navMap
            return [
                mapArea.topAnchor.constraint(equalTo: base.topAnchor, constant: padding.top),
                mapArea.bottomAnchor.constraint(equalTo: base.bottomAnchor, constant: -padding.bottom),
                mapArea.leadingAnchor.constraint(equalTo: base.leadingAnchor, constant: padding.left),
                mapArea.trailingAnchor.constraint(equalTo: base.trailingAnchor, constant: -padding.right),
            ]
        case .automatic:
            let pulls = [
                mapArea.topAnchor.constraint(equalTo: navMap.topAnchor),
                mapArea.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                mapArea.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                mapArea.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            ]
            pulls.forEach { $0.priority = .defaultHigh }
            return pulls + [
                mapArea.topAnchor.constraint(greaterThanOrEqualTo: safeArea.topAnchor),
                mapArea.topAnchor.constraint(greaterThanOrEqualTo: navMap.topAnchor, constant: padding.top),
                mapArea.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor),
                mapArea.bottomAnchor.constraint(lessThanOrEqualTo: navMap.bottomAnchor, constant: -padding.bottom),
                mapArea.leadingAnchor.constraint(greaterThanOrEqualTo: safeArea.leadingAnchor),
                mapArea.leadingAnchor.constraint(greaterThanOrEqualTo: navMap.leadingAnchor, constant: padding.left),
                mapArea.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.trailingAnchor),
                mapArea.trailingAnchor.constraint(lessThanOrEqualTo: navMap.trailingAnchor, constant: -padding.right),
            ]
        }
    }

    private func layOutGuidance(
        _ guidance: ActiveGuidanceUIState, _ navMap: MapView, viewport: LayoutView, logo: LayoutView,
        buttonsTop: Anchor<YAxisAnchorKind>
    ) {
        let style = navMap.metrics.styleValues
        let used = usedTargets
        let safeArea = navMap.safeAreaLayoutGuide
        let speedWidget = guidance.speedWidget
        views.append(speedWidget)
        constraints += [
            speedWidget.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: style.buttonHorizontalPadding),
            speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -style.buttonVerticalPadding),
        ]
        if wideMode {
            let openLeading = viewport.leadingAnchor.constraint(equalTo: mapArea.leadingAnchor)
            openLeading.priority = .defaultLow
            constraints += [
                openLeading,
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: mapArea.leadingAnchor),
                viewport.topAnchor.constraint(equalTo: mapArea.topAnchor),
            ]
        } else {
            constraints.append(viewport.leadingAnchor.constraint(equalTo: mapArea.leadingAnchor))
        }
        var headerBottom = mapArea.topAnchor
        if shows(.header) {
            let turnCard = guidance.turnCard
            views.append(turnCard)
            constraints += [
                turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            ]
            headerBottom = turnCard.bottomAnchor
            if let accessory, plan.accessory != nil, accessoryFits(navMap, height: accessoryHeight) {
                views.append(accessory)
                constraints += [
                    accessory.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                    accessory.leadingAnchor.constraint(equalTo: turnCard.leadingAnchor),
                    accessory.trailingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                    accessory.heightAnchor.constraint(equalToConstant: accessoryHeight),
                ]
                headerBottom = accessory.bottomAnchor
            }
            if wideMode {
                constraints.append(viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor))
            }
            if used.contains(LegacyLayout.TargetName.headerGuide) {
                constraints += pin(headerGuide, turnCard.topAnchor, headerBottom, turnCard.leadingAnchor, turnCard.trailingAnchor)
            }
        } else if used.contains(LegacyLayout.TargetName.headerGuide) {
            constraints += pin(headerGuide, mapArea.topAnchor, mapArea.topAnchor, mapArea.leadingAnchor, mapArea.trailingAnchor)
        }
        if !wideMode {
            constraints.append(viewport.topAnchor.constraint(equalTo: headerBottom))
        }
        if shows(.footer) {
            let etaCard = guidance.etaCard
            views.append(etaCard)
            constraints += [
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            ]
            if wideMode {
                constraints.append(viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor))
            } else {
                constraints += [
                    viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                    speedWidget.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
                ]
            }
            if used.contains(LegacyLayout.TargetName.footerGuide) {
                constraints += pin(footerGuide, etaCard.topAnchor, etaCard.bottomAnchor, etaCard.leadingAnchor, etaCard.trailingAnchor)
            }
        } else if used.contains(LegacyLayout.TargetName.footerGuide) {
            constraints += pin(footerGuide, mapArea.bottomAnchor, mapArea.bottomAnchor, mapArea.leadingAnchor, mapArea.trailingAnchor)
        }
        if let prompt {
            constraints.append(
                wideMode
                    ? viewport.leadingAnchor.constraint(greaterThanOrEqualTo: prompt.trailingAnchor)
                    : viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor))
        }
        if shows(.tripProgressBar) {
            let bar = guidance.tripProgressBar
            views.append(bar)
            constraints += [
                bar.trailingAnchor.constraint(equalTo: mapArea.trailingAnchor),
                bar.topAnchor.constraint(equalTo: viewport.topAnchor, constant: style.buttonVerticalPadding),
                bar.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -style.buttonVerticalPadding),
            ]
        }
        if shows(.reportIncidentButton), let reporting = guidance.buttons.first(where: { $0.type == .reporting })?.view {
            buttonStack.arrangedSubviews = [reporting]
            views.append(buttonStack)
            let buttonsGuideName = usesButtonsGuide ? plan.runtimeButtonsGuide?.guide ?? plan.base.buttonsLayoutGuide : nil
            let name = (wideMode ? plan.base.alternateButtonsLayoutGuide : nil) ?? buttonsGuideName
            let guide = name.flatMap { customItems[$0] }
            let bottom = guide?.bottomAnchor ?? viewport.bottomAnchor
            constraints += [
                buttonStack.topAnchor.constraint(equalTo: buttonsTop, constant: style.buttonVerticalPadding),
                buttonStack.trailingAnchor.constraint(
                    equalTo: guide?.trailingAnchor ?? mapArea.trailingAnchor, constant: -style.buttonHorizontalPadding),
                buttonStack.bottomAnchor.constraint(equalTo: bottom, constant: -style.buttonVerticalPadding),
            ]
        }
    }

    private func layOutCustomViews(_ navMap: MapView) {
        // The app places its own views; a reset buttons guide is left alone.
        for item in plan.base.customItems where !item.placedByApp {
            if item.name == plan.runtimeButtonsGuide?.guide && !usesButtonsGuide { continue }
            guard let view = customItems[item.name] else { continue }
            for spec in item.constraints {
                var second: AnyAnchor?
                if let target = spec.target {
                    let owner: LayoutItem? = switch target {
                    case LegacyLayout.TargetName.mapView: navMap
                    case LegacyLayout.TargetName.safeArea: navMap.safeAreaLayoutGuide
                    case LegacyLayout.TargetName.layoutMargins: navMap.layoutMarginsGuide
                    case LegacyLayout.TargetName.headerGuide: headerGuide
                    case LegacyLayout.TargetName.footerGuide: footerGuide
                    case LegacyLayout.TargetName.buttonsGuide: buttonsGuide
                    case LegacyLayout.TargetName.alternateButtonsGuide: alternateButtonsGuide
                    default: customItems[target]
                    }
                    guard let owner else { continue }
                    second = owner.anchor(spec.targetAttribute ?? spec.attribute)
                }
                let constraint = LayoutConstraint(
                    first: view.anchor(spec.attribute), relation: spec.relation, second: second,
                    multiplier: spec.multiplier, constant: spec.constant)
                constraint.priority = Priority(spec.priority)
                constraints.append(constraint)
            }
        }
    }

    private func tearDown(_ navMap: MapView) {
        LayoutConstraint.deactivate(constraints)
        constraints = []
        views.forEach { $0.removeFromSuperview() }
        views = []
        buttonStack.arrangedSubviews = []
        guides.forEach { navMap.removeLayoutGuide($0) }
        guides = []
    }

    private func removePrompt() {
        prompt?.removeFromSuperview()
        prompt = nil
        promptBottom = nil
    }

    private func pin(
        _ guide: LayoutGuide, _ top: Anchor<YAxisAnchorKind>, _ bottom: Anchor<YAxisAnchorKind>,
        _ leading: Anchor<XAxisAnchorKind>, _ trailing: Anchor<XAxisAnchorKind>
    ) -> [LayoutConstraint] {
        [
            guide.topAnchor.constraint(equalTo: top), guide.bottomAnchor.constraint(equalTo: bottom),
            guide.leadingAnchor.constraint(equalTo: leading), guide.trailingAnchor.constraint(equalTo: trailing),
        ]
    }

    private func accessoryFits(_ navMap: MapView, height: Double) -> Bool {
        let insets = navMap.safeAreaInsets
        let metrics = navMap.metrics
        let bottomPadding = padding.bottom
        let padded = switch plan.base.paddingAdjustmentBehavior {
        case .always: insets.bottom + bottomPadding
        case .automatic: max(insets.bottom, bottomPadding)
        case .never: bottomPadding
        }
        let bottom = shows(.footer) ? insets.bottom + metrics.etaCardHeight : padded
        let headerBottom = insets.top + metrics.styleValues.headerNominalHeight + height
        return navMap.frame.height - bottom - headerBottom >= metrics.legacyAccessoryMinimumOpenHeight
    }
}
