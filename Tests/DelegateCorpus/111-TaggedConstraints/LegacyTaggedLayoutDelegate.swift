import GoogleNavigation
import UIKit

/// Navigation chrome layout. Every constraint is tagged with a
/// `NavLayoutID` prefix and is looked up on the map view when a state ends.
@MainActor
final class LegacyTaggedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let promptSlideDuration: TimeInterval = 0.3

    private var readyViews: [UIView] = []
    private var guidanceViews: [UIView] = []
    private var buttonStack: GMSNavigationHidingStackView?

    // MARK: - Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let contentBottom = UILayoutGuide()
        contentBottom.identifier = NavLayoutID.contentBottomGuide
        navMap.addLayoutGuide(contentBottom)
        NSLayoutConstraint.activate([
            contentBottom.heightAnchor.constraint(equalToConstant: 0).tagged(NavLayoutID.session + "guide.height"),
            contentBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor).tagged(NavLayoutID.session + "guide.leading"),
            contentBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor).tagged(NavLayoutID.session + "guide.trailing"),
            contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
                .withPriority(.defaultLow).tagged(NavLayoutID.session + "guide.resting"),
        ])
        installReadyLayout(on: navMap, state: newState, contentBottom: contentBottom)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        navMap.subviews.compactMap { $0 as? NavigationPromptView }.forEach { $0.removeFromSuperview() }
        removeReadyLayout(from: navMap)
        navMap.removeConstraints(navMap.constraints(taggedWith: NavLayoutID.root))
        if let guide = navMap.layoutGuides.first(where: { $0.identifier == NavLayoutID.contentBottomGuide }) {
            navMap.removeLayoutGuide(guide)
        }
    }

    // MARK: - Navigation ready

    private func installReadyLayout(on navMap: GMSMapView, state: NavigationReadyUIState, contentBottom: UILayoutGuide) {
        let safe = navMap.safeAreaLayoutGuide
        let id = NavLayoutID.ready
        let stack = makeButtonStack(state.buttons)
        let logo = state.googleLogo
        let viewport = state.viewport
        readyViews = [viewport, logo, stack]
        readyViews.forEach { navMap.addSubview($0) }
        let inset = state.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding
                                   : NavigationStyleValues.buttonHorizontalPadding
        NSLayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset).tagged(id + "buttons.trailing"),
            stack.topAnchor.constraint(equalTo: safe.topAnchor).tagged(id + "buttons.top"),
            stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor).tagged(id + "buttons.bottom"),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor).tagged(id + "logo.leading"),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor).tagged(id + "logo.bottom"),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor).tagged(id + "viewport.leading"),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor).tagged(id + "viewport.trailing"),
            viewport.topAnchor.constraint(equalTo: safe.topAnchor).tagged(id + "viewport.top"),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor).tagged(id + "viewport.bottom"),
        ])
    }

    private func removeReadyLayout(from navMap: GMSMapView) {
        navMap.deactivateConstraints(taggedWith: NavLayoutID.ready)
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews = []
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        removeReadyLayout(from: navMap)
        guard let contentBottom = navMap.layoutGuides.first(where: { $0.identifier == NavLayoutID.contentBottomGuide })
        else { return }
        let safe = navMap.safeAreaLayoutGuide
        let id = NavLayoutID.guidance
        let turnCard = newState.turnCard, etaCard = newState.etaCard
        let logo = newState.googleLogo, viewport = newState.viewport, speed = newState.speedWidget
        let stack = makeButtonStack(newState.buttons)
        guidanceViews = [viewport, turnCard, etaCard, speed, logo, stack]
        guidanceViews.forEach { navMap.addSubview($0) }

        let stackTop = newState.wideMode
            ? stack.topAnchor.constraint(equalTo: safe.topAnchor)
            : stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor)
        NSLayoutConstraint.activate([
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor).tagged(id + "turnCard.leading"),
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor).tagged(id + "turnCard.top"),
            etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor).tagged(id + "etaCard.leading"),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor).tagged(id + "etaCard.bottom"),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor).tagged(id + "guide.aboveEta"),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor).tagged(id + "buttons.trailing"),
            stackTop.tagged(id + "buttons.top"),
            stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor).tagged(id + "buttons.bottom"),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor).tagged(id + "logo.leading"),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor).tagged(id + "logo.bottom"),
            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor).tagged(id + "speed.leading"),
            speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding)
                .tagged(id + "speed.bottom"),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor).tagged(id + "viewport.leading"),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor).tagged(id + "viewport.trailing"),
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor).tagged(id + "viewport.top"),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor).tagged(id + "viewport.bottom"),
        ])
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        navMap.deactivateConstraints(taggedWith: NavLayoutID.guidance)
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
        guard let contentBottom = navMap.layoutGuides.first(where: { $0.identifier == NavLayoutID.contentBottomGuide })
        else { return }
        installReadyLayout(on: navMap, state: newState, contentBottom: contentBottom)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let contentBottom = navMap.layoutGuides.first(where: { $0.identifier == NavLayoutID.contentBottomGuide })
        else { return }
        navMap.addSubview(newPrompt)
        NSLayoutConstraint.activate([
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
                .tagged(NavLayoutID.promptBottom),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)
                .tagged(NavLayoutID.prompt + "leading"),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)
                .tagged(NavLayoutID.prompt + "guide.abovePrompt"),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: promptSlideDuration) {
            navMap.constraint(withIdentifier: NavLayoutID.promptBottom)?.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let bottom = navMap.constraint(withIdentifier: NavLayoutID.promptBottom) else { return }
        bottom.identifier = nil  // a new prompt may tag its own while this one slides out
        UIView.animate(withDuration: promptSlideDuration) {
            bottom.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        } completion: { _ in
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Helpers

    private func makeButtonStack(_ buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = buttons.map(\.view)
        buttonStack = stack
        return stack
    }
}
