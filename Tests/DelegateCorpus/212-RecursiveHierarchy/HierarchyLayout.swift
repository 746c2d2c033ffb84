import GoogleNavigation
import UIKit

/// Navigation chrome inside one pass-through host view. Views are found again by tag
/// and by walking the host's subtree; nothing but the host and the states is stored.
@MainActor
final class HierarchyLayout: NSObject, NavigationLayoutDelegate {
    private var host: PassThroughHostView?
    private let openBottom = UILayoutGuide()
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private weak var prompt: NavigationPromptView?
    private var promptBottom: NSLayoutConstraint?

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let host = PassThroughHostView()
        host.tag = ChromeTag.host.rawValue
        host.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(host)
        host.addLayoutGuide(openBottom)
        let resting = openBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        NSLayoutConstraint.activate([
            host.topAnchor.constraint(equalTo: navMap.topAnchor),
            host.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            host.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            host.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            openBottom.heightAnchor.constraint(equalToConstant: 0),
            openBottom.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            openBottom.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            resting,
        ])
        self.host = host
        readyState = newState
        addReadyViews(newState, to: host)
        pinReady(newState, in: host, navMap: navMap, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.detachFromLayout()
        prompt = nil
        guard let host else { return }
        // Google views first (their constraints live on the host and the map) ...
        host.subviews.filter { !ChromeTag.owns($0) }.forEach { $0.detachFromLayout() }
        // ... then our own subtree, children before parents.
        for view in host.ownedSubtreePostOrder() {
            (view as? GMSNavigationHidingStackView)?.arrangedSubviews = []
            view.detachFromLayout()
        }
        host.removeLayoutGuide(openBottom)
        self.host = nil
        readyState = nil
    }

    private func addReadyViews(_ state: NavigationReadyUIState, to host: UIView) {
        host.addSubview(state.viewport)
        host.addSubview(state.googleLogo)
        host.addSubview(makeButtonRail(state.buttons))
    }

    private func pinReady(_ state: NavigationReadyUIState, in host: UIView, navMap: GMSMapView, wide: Bool) {
        guard let rail = host.ownedDescendant(tagged: .buttonRail) else { return }
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        NSLayoutConstraint.activate([
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            logo.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
            rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: wide ? 0 : NavigationStyleValues.headerTopPadding),
            rail.bottomAnchor.constraint(equalTo: logo.topAnchor),
        ])
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guard let host else { return }
        // Unpin the shared views and drop the ready rail.
        [oldState.googleLogo, oldState.viewport].forEach { NSLayoutConstraint.deactivate($0.constraintsTouchingSelf()) }
        removeRail(from: host)

        guidanceState = newState
        [newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget, newState.googleLogo]
            .forEach { host.addSubview($0) }
        host.addSubview(makeButtonRail(newState.buttons))
        pinGuidance(newState, in: host, navMap: navMap, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guard let host else { return }
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget].forEach { $0.detachFromLayout() }
        [oldState.googleLogo, oldState.viewport].forEach { NSLayoutConstraint.deactivate($0.constraintsTouchingSelf()) }
        removeRail(from: host)
        guidanceState = nil

        readyState = newState
        addReadyViews(newState, to: host)
        pinReady(newState, in: host, navMap: navMap, wide: newState.wideMode)
    }

    private func pinGuidance(_ state: ActiveGuidanceUIState, in host: UIView, navMap: GMSMapView, wide: Bool) {
        guard let rail = host.ownedDescendant(tagged: .buttonRail) else { return }
        let safe = navMap.safeAreaLayoutGuide
        let padding = NavigationStyleValues.elementHorizontalPadding
        NSLayoutConstraint.activate([
            state.turnCard.topAnchor.constraint(equalTo: host.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: host.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: wide ? safe.leadingAnchor : host.leadingAnchor),
            openBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),

            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            state.googleLogo.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor),

            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: openBottom.topAnchor),

            rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            rail.topAnchor.constraint(equalTo: wide ? safe.topAnchor : state.turnCard.bottomAnchor),
            rail.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
        ])
    }

    // MARK: - Size changes

    /// Views stay where they are in the hierarchy (so a prompt stays on top); only the
    /// constraints touching them are swapped for the new wide-mode variant.
    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let host else { return }
        if let state = guidanceState {
            let views = [state.turnCard, state.etaCard, state.speedWidget, state.googleLogo, state.viewport]
            views.forEach { NSLayoutConstraint.deactivate($0.constraintsTouchingSelf()) }
            host.ownedDescendant(tagged: .buttonRail).map { NSLayoutConstraint.deactivate($0.constraintsTouchingSelf()) }
            pinGuidance(state, in: host, navMap: navMap, wide: newState.wideMode)
        } else if let state = readyState {
            [state.googleLogo, state.viewport].forEach { NSLayoutConstraint.deactivate($0.constraintsTouchingSelf()) }
            host.ownedDescendant(tagged: .buttonRail).map { NSLayoutConstraint.deactivate($0.constraintsTouchingSelf()) }
            pinReady(state, in: host, navMap: navMap, wide: newState.wideMode)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let host else { return }
        host.addSubview(newPrompt)
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: host.bottomAnchor, constant: host.bounds.height / 4)
        NSLayoutConstraint.activate([
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            openBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        prompt = newPrompt
        promptBottom = bottom
        host.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            bottom.constant = 0
            host.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let host, let bottom = promptBottom, prompt === oldPrompt else { return }
        prompt = nil
        promptBottom = nil
        UIView.animate(withDuration: 0.3, animations: {
            bottom.constant = host.bounds.height / 4
            host.layoutIfNeeded()
        }, completion: { _ in
            if oldPrompt.isDescendant(of: host) {
                oldPrompt.detachFromLayout()
            }
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Button rail

    /// A tagged rail holding a tagged hiding stack of the state's buttons.
    private func makeButtonRail(_ buttons: [NavigationUIButton]) -> UIView {
        let rail = UIView()
        rail.tag = ChromeTag.buttonRail.rawValue
        rail.translatesAutoresizingMaskIntoConstraints = false
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.tag = ChromeTag.buttonStack.rawValue
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        stack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            buttons.first { $0.type == type }?.view
        }
        rail.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: rail.topAnchor),
            stack.bottomAnchor.constraint(equalTo: rail.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: rail.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: rail.trailingAnchor),
        ])
        return rail
    }

    /// Walks the rail's subtree bottom-up: empties the hiding stack, unpins, removes.
    private func removeRail(from host: UIView) {
        guard let rail = host.ownedDescendant(tagged: .buttonRail) else { return }
        (rail.viewWithTag(ChromeTag.buttonStack.rawValue) as? GMSNavigationHidingStackView)?.arrangedSubviews = []
        rail.ownedSubtreePostOrder().forEach { $0.detachFromLayout() }
    }
}
