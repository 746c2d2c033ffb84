import GoogleNavigation

@MainActor
final class NavScreenLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private weak var mapView: GMSMapView?
    private var state = NavScreenState.idle
    private var isWide = false
    private var constraintSet: ConstraintSet?
    private var attachedViews: [UIView] = []
    private let buttonsStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    // MARK: SDK callbacks -> onNavigationStateChanged

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        mapView = navMap
        isWide = newState.wideMode
        onNavigationStateChanged(.ready(newState))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        onNavigationStateChanged(.idle)
        mapView = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        isWide = newState.wideMode
        onNavigationStateChanged(.navigating(newState, prompt: nil))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        isWide = newState.wideMode
        onNavigationStateChanged(.ready(newState))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWide else { return }
        isWide = newState.wideMode
        onNavigationStateChanged(state)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard case .navigating(let ui, _) = state else { return Log.e("prompt outside guidance") }
        newPrompt.alpha = 0
        onNavigationStateChanged(.navigating(ui, prompt: newPrompt))
        UIView.animate(withDuration: Dimens.promptFadeSeconds) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: Dimens.promptFadeSeconds, animations: { oldPrompt.alpha = 0 }) { [weak self] _ in
            guard let self, case .navigating(let ui, let shown) = self.state, shown === oldPrompt else { return }
            self.onNavigationStateChanged(.navigating(ui, prompt: nil))
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        guard case .navigating(let ui, _) = state else { return }
        onNavigationStateChanged(.navigating(ui, prompt: newPrompt))
    }

    // MARK: Rendering

    private func onNavigationStateChanged(_ newState: NavScreenState) {
        state = newState
        detachAll()
        do {
            try render(newState)
        } catch {
            Log.e("layout \(newState.name) failed: \(error)")
        }
    }

    private func detachAll() {
        constraintSet?.clear()
        constraintSet = nil
        attachedViews.forEach { $0.removeFromSuperview() }
        attachedViews = []
    }

    private func attach(_ views: [UIView?], to parent: UIView) throws {
        for view in views.compactMap({ $0 }) {
            if let other = view.superview, other !== parent { throw LayoutError.attachedElsewhere("\(type(of: view))") }
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            attachedViews.append(view)
        }
    }

    private func button(_ type: NavigationButtonKnownType, in buttons: [NavigationUIButton]) -> Result<UIView, LayoutError> {
        buttons.first { $0.type == type }.map { .success($0.view) } ?? .failure(.missingButton(type))
    }

    private func stackButtons(_ buttons: [NavigationUIButton], _ types: [NavigationButtonKnownType]) {
        buttonsStack.arrangedSubviews = types.compactMap { type in
            switch button(type, in: buttons) {
            case .success(let view): return view
            case .failure(let error): Log.e("\(error)"); return nil
            }
        }
    }

    private func render(_ newState: NavScreenState) throws {
        if case .idle = newState { return }
        guard let map = mapView else { throw LayoutError.noMapView }
        let set = ConstraintSet(tag: "nav.\(newState.name)\(isWide ? ".wide" : "")")
        let safe = map.safeAreaLayoutGuide
        let m = Dimens.margin
        defer {
            set.apply()
            constraintSet = set
        }

        switch newState {
        case .idle:
            return
        case .ready(let ui):
            stackButtons(ui.buttons, [.compass])
            try attach([ui.viewport, ui.googleLogo, buttonsStack], to: map)
            set.connect(ui.viewport.topAnchor.constraint(equalTo: safe.topAnchor), "viewport.top")
            set.connect(ui.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor), "viewport.bottom")
            set.connect(ui.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor), "viewport.start")
            set.connect(ui.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor), "viewport.end")
            set.chain(bottomUp: [ui.googleLogo], above: safe.bottomAnchor, start: safe.leadingAnchor, margin: m)
            set.connect(buttonsStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m), "buttons.end")
            set.connect(buttonsStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -m), "buttons.bottom")
            set.connect(buttonsStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor), "buttons.top")

        case .navigating(let ui, let prompt):
            stackButtons(ui.buttons, [.compass, .reporting])
            try attach([ui.viewport, ui.turnCard, ui.etaCard, ui.googleLogo, ui.speedWidget, ui.tripProgressBar,
                        buttonsStack, prompt], to: map)
            let column = set.guideline(percent: Dimens.columnPercent, .vertical, in: map)
            let barEnd = set.guideline(percent: Dimens.progressBarEndPercent, .horizontal, in: map)
            let columnEnd = isWide ? column.trailingAnchor : safe.trailingAnchor
            let floor = prompt?.topAnchor ?? ui.etaCard.layoutMarginsGuide.topAnchor

            set.connect(ui.turnCard.topAnchor.constraint(equalTo: safe.topAnchor), "turnCard.top")
            set.connect(ui.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor), "turnCard.start")
            set.connect(isWide ? ui.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: columnEnd)
                               : ui.turnCard.trailingAnchor.constraint(equalTo: columnEnd), "turnCard.end")
            set.connect(ui.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor), "etaCard.bottom")
            set.connect(ui.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor), "etaCard.start")
            set.connect(isWide ? ui.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: columnEnd)
                               : ui.etaCard.trailingAnchor.constraint(equalTo: columnEnd), "etaCard.end")
            prompt.map { p in
                set.connect(p.bottomAnchor.constraint(equalTo: safe.bottomAnchor), "prompt.bottom")
                set.connect(p.leadingAnchor.constraint(equalTo: safe.leadingAnchor), "prompt.start")
                set.connect(p.trailingAnchor.constraint(equalTo: columnEnd), "prompt.end")
            }

            set.connect(ui.viewport.topAnchor.constraint(equalTo: isWide ? safe.topAnchor : ui.turnCard.bottomAnchor), "viewport.top")
            set.connect(ui.viewport.bottomAnchor.constraint(equalTo: isWide ? safe.bottomAnchor : floor), "viewport.bottom")
            set.connect(ui.viewport.leadingAnchor.constraint(equalTo: isWide ? column.trailingAnchor : safe.leadingAnchor), "viewport.start")
            set.connect(ui.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor), "viewport.end")

            if isWide {
                set.chain(bottomUp: [ui.googleLogo], above: floor, start: safe.leadingAnchor, margin: m)
                set.connect(ui.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: m), "speed.start")
                set.bias(ui.speedWidget, Dimens.speedWidgetBias, between: ui.turnCard.layoutMarginsGuide.bottomAnchor,
                         and: ui.googleLogo.topAnchor, in: map)
            } else {
                set.chain(bottomUp: [ui.googleLogo, ui.speedWidget], above: floor, start: safe.leadingAnchor, margin: m)
            }

            set.connect(ui.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m), "progress.end")
            set.connect(ui.tripProgressBar.topAnchor.constraint(equalTo: isWide ? safe.topAnchor : ui.turnCard.bottomAnchor,
                                                                constant: m), "progress.top")
            set.connect(ui.tripProgressBar.bottomAnchor.constraint(equalTo: barEnd.bottomAnchor), "progress.bottom")
            set.connect(buttonsStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m), "buttons.end")
            set.connect(buttonsStack.bottomAnchor.constraint(equalTo: isWide ? safe.bottomAnchor : floor, constant: -m), "buttons.bottom")
            set.connect(buttonsStack.topAnchor.constraint(greaterThanOrEqualTo: ui.tripProgressBar.bottomAnchor, constant: m), "buttons.top")
        }
    }
}
