import GoogleNavigation

/// Drive screen layout: asks for a `ChromePlan` (prepared on `ChromePlanning`
/// at launch, or worked out on the spot) and applies it on the main actor.
@MainActor
final class PlannedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let metrics: PlanMetrics
    private let book = PlanBook()
    private var preparedPlans: [PlanKey: ChromePlan] = [:]
    private var warmUp: Task<Void, Never>?

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let floor = UILayoutGuide()
    private var floorConstraints: [NSLayoutConstraint] = []

    private var applied: ChromePlan?
    private var views: [PlanItem: UIView] = [:]
    private var constraints: [NSLayoutConstraint] = []

    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    init(metrics: PlanMetrics = .standard) {
        self.metrics = metrics
        super.init()
        buttonStack.spacing = metrics.gap
        floor.identifier = "planned.floor"
        let book = self.book
        warmUp = Task { [weak self] in
            let plans = await book.prepareAll(metrics: metrics)
            self?.preparedPlans = plans
        }
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let resting = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        floorConstraints = [
            floor.heightAnchor.constraint(equalToConstant: 0),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(floorConstraints)
        apply(plan(for: PlanKey(stage: .ready, wide: newState.wideMode)), views: readyViews(newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        unmount()
        NSLayoutConstraint.deactivate(floorConstraints)
        floorConstraints = []
        navMap.removeLayoutGuide(floor)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        unmount()
        apply(plan(for: PlanKey(stage: .guidance, wide: newState.wideMode)), views: guidanceViews(newState), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Guidance may end with a prompt up; it goes before the guidance views.
        removePrompt()
        unmount()
        apply(plan(for: PlanKey(stage: .ready, wide: newState.wideMode)), views: readyViews(newState), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let current = applied, current.key.wide != newState.wideMode else { return }
        let next = plan(for: PlanKey(stage: current.key.stage, wide: newState.wideMode))
        NSLayoutConstraint.deactivate(constraints)
        constraints = next.pins.compactMap { resolve($0, on: navMap) }
        NSLayoutConstraint.activate(constraints)
        applied = next
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        views[.prompt] = newPrompt
        promptConstraints = ChromePlanner.prompt().compactMap { resolve($0, on: navMap) }
        NSLayoutConstraint.activate(promptConstraints)
        UIView.animate(withDuration: 0.2) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt else {
            oldPrompt.removeFromSuperview()
            return
        }
        removePrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Plans

    private func plan(for key: PlanKey) -> ChromePlan {
        if let prepared = preparedPlans[key] {
            return prepared
        }
        return ChromePlanner.plan(key, metrics: metrics)
    }

    private func readyViews(_ state: NavigationReadyUIState) -> [PlanItem: UIView] {
        buttonStack.arrangedSubviews = buttons(state.buttons, [.compass])
        return [.viewport: state.viewport, .googleLogo: state.googleLogo, .buttons: buttonStack]
    }

    private func guidanceViews(_ state: ActiveGuidanceUIState) -> [PlanItem: UIView] {
        buttonStack.arrangedSubviews = buttons(state.buttons, [.compass, .reporting])
        return [
            .viewport: state.viewport, .turnCard: state.turnCard, .etaCard: state.etaCard,
            .tripProgressBar: state.tripProgressBar, .speedWidget: state.speedWidget,
            .googleLogo: state.googleLogo, .buttons: buttonStack,
        ]
    }

    private func apply(_ plan: ChromePlan, views newViews: [PlanItem: UIView], on navMap: GMSMapView) {
        views = newViews
        for item in plan.mounted {
            guard let view = views[item] else { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        constraints = plan.pins.compactMap { resolve($0, on: navMap) }
        NSLayoutConstraint.activate(constraints)
        applied = plan
    }

    private func unmount() {
        NSLayoutConstraint.deactivate(constraints)
        constraints = []
        if let plan = applied {
            for item in plan.mounted.reversed() {
                views[item]?.removeFromSuperview()
            }
        }
        buttonStack.arrangedSubviews = []
        views = [:]
        applied = nil
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
        views[.prompt] = nil
    }

    // MARK: - Resolving plan data

    private func resolve(_ pin: PlanPin, on navMap: GMSMapView) -> NSLayoutConstraint? {
        let made: NSLayoutConstraint?
        switch (pin.edge, pin.targetEdge) {
        case (.top, .top), (.top, .bottom), (.bottom, .top), (.bottom, .bottom):
            guard let from = yAnchor(pin.item, pin.edge, on: navMap),
                  let to = yAnchor(pin.target, pin.targetEdge, on: navMap) else { return nil }
            made = pin.relation == .equal
                ? from.constraint(equalTo: to, constant: pin.constant)
                : from.constraint(lessThanOrEqualTo: to, constant: pin.constant)
        case (.leading, .leading), (.leading, .trailing), (.trailing, .leading), (.trailing, .trailing):
            guard let from = xAnchor(pin.item, pin.edge, on: navMap),
                  let to = xAnchor(pin.target, pin.targetEdge, on: navMap) else { return nil }
            made = pin.relation == .equal
                ? from.constraint(equalTo: to, constant: pin.constant)
                : from.constraint(lessThanOrEqualTo: to, constant: pin.constant)
        default:
            assertionFailure("plan mixes axes: \(pin)")
            made = nil
        }
        made?.priority = UILayoutPriority(pin.priority)
        return made
    }

    private func yAnchor(_ item: PlanItem, _ edge: PlanEdge, on navMap: GMSMapView) -> NSLayoutYAxisAnchor? {
        switch item {
        case .safeArea: return edge == .top ? navMap.safeAreaLayoutGuide.topAnchor : navMap.safeAreaLayoutGuide.bottomAnchor
        case .map: return edge == .top ? navMap.topAnchor : navMap.bottomAnchor
        case .floor: return edge == .top ? floor.topAnchor : floor.bottomAnchor
        case .etaCardMargins:
            guard let eta = views[.etaCard] else { return nil }
            return edge == .top ? eta.layoutMarginsGuide.topAnchor : eta.layoutMarginsGuide.bottomAnchor
        default:
            guard let view = views[item] else { return nil }
            return edge == .top ? view.topAnchor : view.bottomAnchor
        }
    }

    private func xAnchor(_ item: PlanItem, _ edge: PlanEdge, on navMap: GMSMapView) -> NSLayoutXAxisAnchor? {
        switch item {
        case .safeArea: return edge == .leading ? navMap.safeAreaLayoutGuide.leadingAnchor : navMap.safeAreaLayoutGuide.trailingAnchor
        case .map: return edge == .leading ? navMap.leadingAnchor : navMap.trailingAnchor
        case .floor: return edge == .leading ? floor.leadingAnchor : floor.trailingAnchor
        case .etaCardMargins:
            guard let eta = views[.etaCard] else { return nil }
            return edge == .leading ? eta.layoutMarginsGuide.leadingAnchor : eta.layoutMarginsGuide.trailingAnchor
        default:
            guard let view = views[item] else { return nil }
            return edge == .leading ? view.leadingAnchor : view.trailingAnchor
        }
    }

    /// Buttons found by `type`, in the order given.
    private func buttons(_ all: [NavigationUIButton], _ types: [NavigationButtonKnownType]) -> [UIView] {
        types.compactMap { type in all.first { $0.type == type }?.view }
    }
}
