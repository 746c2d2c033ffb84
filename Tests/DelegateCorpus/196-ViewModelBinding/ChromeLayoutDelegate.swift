import GoogleNavigation

private enum Chrome {
    static let edgeInset: CGFloat = 8
    static let promptFade: TimeInterval = 0.25
}

/// Binds a `LayoutViewModel` to the map: every change of the bound values
/// re-lays out the whole chrome (the view count is small, so no diffing).
@MainActor
final class NavigationChromeView {
    private weak var map: GMSMapView?
    private let viewModel: LayoutViewModel
    private lazy var buttonStack: GMSNavigationHidingStackView = {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()
    private var placedViews: [UIView] = []
    private var activeConstraints: [NSLayoutConstraint] = []
    private var shownPrompt: NavigationPromptView?

    init(viewModel: LayoutViewModel) {
        self.viewModel = viewModel
        viewModel.state.observe { [weak self] _ in
            self?.relayout()
        }
        viewModel.prompt.observe { [weak self] prompt in
            self?.promptDidChange(to: prompt)
        }
    }

    func attach(to map: GMSMapView) {
        self.map = map
    }

    // MARK: Layout pass

    private func relayout() {
        guard let map else { return }
        let state = viewModel.state.value

        NSLayoutConstraint.deactivate(activeConstraints)
        activeConstraints.removeAll()

        let wanted = topLevelViews(for: state.phase)
        for view in placedViews where !wanted.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        buttonStack.arrangedSubviews = buttons(for: state.phase)
        for view in wanted where view.superview !== map {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
        placedViews = wanted
        if let shownPrompt, shownPrompt.superview === map {
            map.bringSubviewToFront(shownPrompt)
        }

        activeConstraints = constraints(for: state, in: map.safeAreaLayoutGuide)
        NSLayoutConstraint.activate(activeConstraints)
    }

    private func topLevelViews(for phase: NavigationPhase) -> [UIView] {
        switch phase {
        case .inactive:
            return []
        case .ready(let chrome):
            return [chrome.viewport, chrome.logo, buttonStack]
        case .guiding(let chrome):
            return [chrome.viewport, chrome.turnCard, chrome.etaCard, chrome.speedWidget, chrome.logo, buttonStack]
        }
    }

    private func buttons(for phase: NavigationPhase) -> [UIView] {
        switch phase {
        case .inactive:
            return []
        case .ready(let chrome):
            return [chrome.compass].compactMap { $0 }
        case .guiding(let chrome):
            return [chrome.compass, chrome.reporting].compactMap { $0 }
        }
    }

    private func constraints(for state: LayoutState, in safe: UILayoutGuide) -> [NSLayoutConstraint] {
        switch state.phase {
        case .inactive:
            return []
        case .ready(let chrome):
            return [
                chrome.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                chrome.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                chrome.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                chrome.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                chrome.logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                chrome.logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                buttonStack.bottomAnchor.constraint(equalTo: chrome.logo.topAnchor),
                buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: Chrome.edgeInset),
            ]
        case .guiding(let chrome):
            return guidanceConstraints(chrome, isWide: state.isWide, in: safe)
        }
    }

    private func guidanceConstraints(_ chrome: GuidanceChrome, isWide: Bool,
                                     in safe: UILayoutGuide) -> [NSLayoutConstraint] {
        // Whatever sits at the bottom (the prompt over the ETA card, or the card)
        // is the floor for the viewport, the logo and the buttons.
        let floor = shownPrompt?.layoutMarginsGuide.topAnchor ?? chrome.etaCard.layoutMarginsGuide.topAnchor
        var result: [NSLayoutConstraint] = [
            chrome.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            chrome.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            chrome.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            chrome.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),

            chrome.viewport.topAnchor.constraint(equalTo: chrome.turnCard.bottomAnchor),
            chrome.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            chrome.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            chrome.viewport.bottomAnchor.constraint(equalTo: floor),

            chrome.logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            chrome.logo.bottomAnchor.constraint(equalTo: floor),
            chrome.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            chrome.speedWidget.bottomAnchor.constraint(equalTo: chrome.logo.layoutMarginsGuide.topAnchor),

            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: floor),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: chrome.turnCard.bottomAnchor, constant: Chrome.edgeInset),
        ]
        if !isWide {
            // Portrait-like: the cards span the width. In wide mode they keep the
            // SDK's leading-column width.
            result += [
                chrome.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                chrome.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
        }
        if let shownPrompt {
            result += [
                shownPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                shownPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                shownPrompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ]
        }
        return result
    }

    // MARK: Prompts

    private func promptDidChange(to prompt: NavigationPromptView?) {
        guard let map else { return }
        if let old = shownPrompt, old !== prompt {
            shownPrompt = nil
            UIView.animate(withDuration: Chrome.promptFade, animations: {
                old.alpha = 0
            }, completion: { _ in
                old.removeFromSuperview()
            })
        }
        if let prompt, prompt !== shownPrompt {
            prompt.translatesAutoresizingMaskIntoConstraints = false
            prompt.alpha = 0
            map.addSubview(prompt)
            shownPrompt = prompt
        }
        relayout()
        if let prompt {
            UIView.animate(withDuration: Chrome.promptFade) {
                prompt.alpha = 1
            }
        }
    }
}

/// The map's layout delegate: forwards the SDK's callbacks to the view model;
/// the chrome view does the layout.
@MainActor
final class ViewModelLayoutDelegate: NavigationLayoutDelegate {
    let viewModel = LayoutViewModel()
    private lazy var chrome = NavigationChromeView(viewModel: viewModel)

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        chrome.attach(to: navMap)
        viewModel.navigationEnabled(newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        viewModel.navigationDisabled()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        viewModel.guidanceStarted(newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        viewModel.guidanceStopped(newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        viewModel.containerResized(isWide: newState.wideMode)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        viewModel.promptShown(newPrompt)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        viewModel.promptHidden(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        viewModel.promptShown(newPrompt)
    }
}
