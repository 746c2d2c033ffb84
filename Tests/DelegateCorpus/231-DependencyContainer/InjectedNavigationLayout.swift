import GoogleNavigation
import UIKit

/// Navigation chrome for the driver app. Everything tunable (theme, metrics, the
/// layout builder) comes from the app's DI container, so tests can register fakes.
@MainActor
final class InjectedNavigationLayout: NavigationLayoutDelegate {
    private let container: Container
    private let theme: ChromeTheme
    private let metrics: ChromeMetrics

    private var chrome: SharedChrome?
    private var cards: GuidanceCards?
    private var compass: UIView?
    private var reporting: UIView?
    private var isWide = false

    private var layoutConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    init(container: Container = .app) {
        self.container = container
        self.theme = container.resolve(ChromeTheme.self)
        self.metrics = container.resolve(ChromeMetrics.self)
    }

    /// Resolved per callback: the builder is registered as a factory.
    private var builder: ChromeLayoutBuilding {
        container.resolve(ChromeLayoutBuilding.self)
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode

        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = theme.buttonStackSpacing
        let bottomCover = UILayoutGuide()
        bottomCover.identifier = "driver.bottomCover"
        navMap.addLayoutGuide(bottomCover)

        let shared = SharedChrome(logo: newState.googleLogo, viewport: newState.viewport,
                                  buttonStack: stack, bottomCover: bottomCover)
        chrome = shared
        for view in [shared.viewport, shared.logo, shared.buttonStack] {
            navMap.addSubview(prepared(view))
        }

        compass = newState.buttons.first(where: { $0.type == .compass })?.view
        stack.arrangedSubviews = [compass].compactMap { $0 }

        relayout(builder.readyLayout(shared, on: navMap, wide: isWide))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        relayout([])
        if let chrome {
            chrome.buttonStack.arrangedSubviews = []
            [chrome.buttonStack, chrome.logo, chrome.viewport].forEach { $0.removeFromSuperview() }
            navMap.removeLayoutGuide(chrome.bottomCover)
        }
        chrome = nil
        compass = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guard let chrome else { return }
        isWide = newState.wideMode

        let guidance = GuidanceCards(turnCard: newState.turnCard, etaCard: newState.etaCard,
                                     tripProgressBar: newState.tripProgressBar, speedWidget: newState.speedWidget)
        cards = guidance
        // Cards go under the viewport and the floating chrome in z-order.
        for card in guidance.all {
            navMap.insertSubview(prepared(card), belowSubview: chrome.logo)
        }

        reporting = newState.buttons.first(where: { $0.type == .reporting })?.view
        chrome.buttonStack.arrangedSubviews = [compass, reporting].compactMap { $0 }

        relayout(builder.guidanceLayout(chrome, cards: guidance, on: navMap, wide: isWide))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePrompt()
        guard let chrome else { return }
        isWide = newState.wideMode

        relayout([])
        cards?.all.forEach { $0.removeFromSuperview() }
        cards = nil
        reporting = nil
        chrome.buttonStack.arrangedSubviews = [compass].compactMap { $0 }

        relayout(builder.readyLayout(chrome, on: navMap, wide: isWide))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let chrome else { return }
        isWide = newState.wideMode
        let layout = builder
        if let cards {
            relayout(layout.guidanceLayout(chrome, cards: cards, on: navMap, wide: isWide))
        } else {
            relayout(layout.readyLayout(chrome, on: navMap, wide: isWide))
        }
        if let prompt {
            NSLayoutConstraint.deactivate(promptConstraints)
            promptConstraints = layout.promptLayout(prompt, chrome: chrome, on: navMap, wide: isWide)
            NSLayoutConstraint.activate(promptConstraints)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let chrome else { return }
        removePrompt()
        theme.style(prompt: newPrompt)
        navMap.addSubview(prepared(newPrompt))
        prompt = newPrompt
        promptConstraints = builder.promptLayout(newPrompt, chrome: chrome, on: navMap, wide: isWide)
        NSLayoutConstraint.activate(promptConstraints)

        newPrompt.alpha = 0
        UIView.animate(withDuration: theme.promptFadeDuration) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt else { return }
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt = nil
        UIView.animate(withDuration: theme.promptFadeDuration, animations: {
            oldPrompt.alpha = 0
            navMap.layoutIfNeeded()
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        removePrompt()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Helpers

    private func prepared(_ view: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// Swaps the whole state layout: the old set goes before the new one comes.
    private func relayout(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints = constraints
        NSLayoutConstraint.activate(layoutConstraints)
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
