import GoogleNavigation
import UIKit

@MainActor
final class RecipeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let openMap = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var shownPrompt: NavigationPromptView?
    private var etaCard: UIView?

    // MARK: Recipes

    private lazy var readyRecipe = LayoutRecipe<NavigationReadyUIState> { [unowned self] navMap, state in
        let safe = navMap.safeAreaLayoutGuide
        return [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: self.openMap.bottomAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: self.openMap.bottomAnchor),
            self.buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
            self.buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            self.buttonStack.bottomAnchor.constraint(equalTo: self.openMap.bottomAnchor),
        ]
    }

    private lazy var cardsRecipe = LayoutRecipe<GuidanceChrome> { navMap, chrome in
        let safe = navMap.safeAreaLayoutGuide
        let inset = chrome.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding : 0
        return [
            chrome.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            chrome.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            chrome.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            chrome.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
        ]
    }

    private lazy var mapRecipe = LayoutRecipe<GuidanceChrome> { [unowned self] navMap, chrome in
        let safe = navMap.safeAreaLayoutGuide
        let bar = chrome.tripProgressBar
        return [
            self.openMap.bottomAnchor.constraint(lessThanOrEqualTo: chrome.etaCard.topAnchor),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            bar.topAnchor.constraint(equalTo: chrome.turnCard.bottomAnchor, constant: ChromeSpacing.barGap),
            bar.bottomAnchor.constraint(equalTo: self.openMap.bottomAnchor, constant: -ChromeSpacing.barGap),
            chrome.viewport.topAnchor.constraint(equalTo: chrome.turnCard.bottomAnchor),
            chrome.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            chrome.viewport.trailingAnchor.constraint(equalTo: bar.leadingAnchor),
            chrome.viewport.bottomAnchor.constraint(equalTo: self.openMap.bottomAnchor),
            chrome.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            chrome.googleLogo.bottomAnchor.constraint(equalTo: self.openMap.bottomAnchor),
            self.buttonStack.topAnchor.constraint(equalTo: chrome.turnCard.bottomAnchor),
            self.buttonStack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -ChromeSpacing.barGap),
            self.buttonStack.bottomAnchor.constraint(equalTo: self.openMap.bottomAnchor),
        ]
    }

    private lazy var guidanceRecipe = cardsRecipe.then(mapRecipe)

    // MARK: Lifecycle

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(openMap)
        let rest = openMap.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        rest.priority = .defaultLow
        sessionConstraints = [rest, openMap.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(sessionConstraints)
        buttonStack.spacing = newState.wideMode ? NavigationStyleValues.buttonVerticalPadding * 2 : NavigationStyleValues.buttonVerticalPadding
        presentReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dismissPrompt()
        clearState()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints.removeAll()
        navMap.removeLayoutGuide(openMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clearState()
        let chrome = GuidanceChrome(state: newState)
        buttonStack.arrangedSubviews = chrome.floatingButtons
        stateViews = [chrome.viewport, chrome.turnCard, chrome.etaCard, chrome.tripProgressBar, chrome.googleLogo, buttonStack]
        stateViews.forEach { navMap.addSubview($0) }
        etaCard = chrome.etaCard
        stateConstraints = guidanceRecipe(navMap, chrome)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dismissPrompt()
        clearState()
        presentReady(navMap, newState)
    }

    private func presentReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        buttonStack.arrangedSubviews = state.buttons.map(\.view)
        stateViews = [state.viewport, state.googleLogo, buttonStack]
        stateViews.forEach { navMap.addSubview($0) }
        stateConstraints = readyRecipe(navMap, state)
    }

    private func clearState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
        buttonStack.arrangedSubviews = []
        etaCard = nil
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let etaCard else { return }
        navMap.addSubview(newPrompt)
        shownPrompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            openMap.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        UIView.animate(withDuration: ChromeSpacing.promptAnimation) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === shownPrompt else { return }
        dismissPrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismissPrompt()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func dismissPrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        shownPrompt?.removeFromSuperview()
        shownPrompt = nil
    }
}
