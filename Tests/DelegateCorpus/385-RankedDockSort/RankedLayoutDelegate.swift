import GoogleNavigation

/// Drive screen layout. Each callback builds the state's placement rows
/// (`PlacementRanking`), sorts them back to front, mounts the views in that
/// order and resolves the rows' docks into one list of constraints.
@MainActor
final class RankedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Metrics {
        static let compactInset: CGFloat = 12
        static let wideInset: CGFloat = 20
        static let gap: CGFloat = 8
        static let promptSlide: TimeInterval = 0.3
    }

    private enum Stage { case off, ready, guidance }

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// Bottom of the open map, for the session: rests on the safe area's bottom,
    /// held above the ETA card and a prompt by their own constraints.
    private let floor = UILayoutGuide()
    private var floorConstraints: [NSLayoutConstraint] = []

    private var stage = Stage.off
    private var rows: [RankedPlacement] = []
    private var views: [ChromeSlot: UIView] = [:]
    private var pins: [NSLayoutConstraint] = []

    private var prompt: NavigationPromptView?
    private var promptPins: [NSLayoutConstraint] = []

    override init() {
        super.init()
        buttonStack.spacing = Metrics.gap
        floor.identifier = "ranked.floor"
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
        enterReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        unmountAll()
        NSLayoutConstraint.deactivate(floorConstraints)
        floorConstraints = []
        navMap.removeLayoutGuide(floor)
        stage = .off
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        unmountAll()
        buttonStack.arrangedSubviews = Self.ranked(newState.buttons, preferring: [.compass, .reporting])
        var guidanceViews = PlacementRanking.views(of: newState, table: PlacementRanking.guidanceSlots)
        guidanceViews[.buttons] = buttonStack
        stage = .guidance
        mount(PlacementRanking.guidance(wide: newState.wideMode), views: guidanceViews, wide: newState.wideMode, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // A prompt still up when guidance ends leaves with the guidance layout.
        removePrompt()
        unmountAll()
        enterReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        switch stage {
        case .off:
            return
        case .ready:
            rows = PlacementRanking.ready().sorted(using: PlacementRanking.drawingOrder)
        case .guidance:
            rows = PlacementRanking.guidance(wide: newState.wideMode).sorted(using: PlacementRanking.drawingOrder)
        }
        NSLayoutConstraint.deactivate(pins)
        pins = resolveDocks(rows, in: dockFrame(on: navMap, wide: newState.wideMode))
        NSLayoutConstraint.activate(pins)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        promptPins = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptPins)
        prompt = newPrompt
        // Slide up from below the map's bottom edge.
        navMap.layoutIfNeeded()
        newPrompt.transform = CGAffineTransform(translationX: 0, y: newPrompt.bounds.height)
        UIView.animate(withDuration: Metrics.promptSlide) {
            newPrompt.transform = .identity
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if oldPrompt === prompt {
            removePrompt()
        } else {
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Mounting

    private func enterReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        buttonStack.arrangedSubviews = Self.ranked(state.buttons, preferring: [.compass])
        var readyViews = PlacementRanking.views(of: state, table: PlacementRanking.readySlots)
        readyViews[.buttons] = buttonStack
        stage = .ready
        mount(PlacementRanking.ready(), views: readyViews, wide: state.wideMode, on: navMap)
    }

    private func mount(_ unsorted: [RankedPlacement], views newViews: [ChromeSlot: UIView], wide: Bool, on navMap: GMSMapView) {
        rows = unsorted.sorted(using: PlacementRanking.drawingOrder)
        views = newViews
        for row in rows {
            guard let view = views[row.slot] else { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        pins = resolveDocks(rows, in: dockFrame(on: navMap, wide: wide))
        NSLayoutConstraint.activate(pins)
    }

    /// Constraints first, then the views, front to back.
    private func unmountAll() {
        NSLayoutConstraint.deactivate(pins)
        pins = []
        for row in rows.reversed() {
            views[row.slot]?.removeFromSuperview()
        }
        buttonStack.arrangedSubviews = []
        rows = []
        views = [:]
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptPins)
        promptPins = []
        prompt?.layer.removeAllAnimations()
        prompt?.transform = .identity
        prompt?.removeFromSuperview()
        prompt = nil
    }

    private func dockFrame(on navMap: GMSMapView, wide: Bool) -> DockFrame {
        DockFrame(
            safe: navMap.safeAreaLayoutGuide,
            floor: floor,
            views: views,
            inset: wide ? Metrics.wideInset : Metrics.compactInset,
            gap: Metrics.gap
        )
    }

    /// The buttons of the preferred types, ranked by the preference list
    /// (found by `type`: the SDK does not promise an order in `buttons`).
    private static func ranked(_ buttons: [NavigationUIButton], preferring types: [NavigationButtonKnownType]) -> [UIView] {
        buttons
            .compactMap { button in types.firstIndex(of: button.type).map { (rank: $0, view: button.view) } }
            .sorted { $0.rank < $1.rank }
            .map(\.view)
    }
}
