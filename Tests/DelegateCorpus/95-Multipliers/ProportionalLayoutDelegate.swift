import UIKit
import GoogleNavigation

/// Proportional layout: spacing comes from the system spacing multiples and the
/// app's route chip is sized as a fraction of the map, so the same code reads
/// well on a phone and on a tablet.
@MainActor
final class ProportionalLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Ratio {
        static let chipWidth: CGFloat = 0.45
        static let chipWidthWide: CGFloat = 0.3
        static let minViewportHeight: CGFloat = 0.2
        static let maxStackWidth: CGFloat = 0.2
    }

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let routeChip: UILabel = {
        let label = UILabel()
        label.text = "Fastest route"
        label.textAlignment = .natural
        label.backgroundColor = .systemBackground
        label.layer.cornerRadius = 8
        return label
    }()

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var guidance: ActiveGuidanceUIState?

    private func addToMap(_ views: [UIView], _ map: GMSMapView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
    }

    private func low(_ c: NSLayoutConstraint) -> NSLayoutConstraint {
        c.priority = .defaultLow
        return c
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = newState.buttons.filter { $0.type == .compass }.map(\.view)
        addToMap([newState.viewport, newState.googleLogo, buttonStack], navMap)
        readyConstraints = [
            newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalToSystemSpacingAfter: safe.leadingAnchor, multiplier: newState.wideMode ? 2 : 1),
            safe.bottomAnchor.constraint(equalToSystemSpacingBelow: newState.googleLogo.bottomAnchor, multiplier: 1),
            safe.trailingAnchor.constraint(equalToSystemSpacingAfter: buttonStack.trailingAnchor, multiplier: 1),
            safe.bottomAnchor.constraint(equalToSystemSpacingBelow: buttonStack.bottomAnchor, multiplier: 1),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
            buttonStack.widthAnchor.constraint(lessThanOrEqualTo: navMap.widthAnchor, multiplier: Ratio.maxStackWidth),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func removeReady(_ state: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        [state.viewport, state.googleLogo, buttonStack].forEach { $0.removeFromSuperview() }
        buttonStack.arrangedSubviews = []
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removeReady(oldState)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        removeReady(oldState)
        layoutGuidance(newState, on: navMap)
    }

    private func layoutGuidance(_ newState: ActiveGuidanceUIState, on navMap: GMSMapView) {
        guidance = newState
        let safe = navMap.safeAreaLayoutGuide
        let turn = newState.turnCard, eta = newState.etaCard, speed = newState.speedWidget
        let viewport = newState.viewport, logo = newState.googleLogo
        let wide = newState.wideMode
        buttonStack.arrangedSubviews = (newState.buttons.filter { $0.type == .reporting }
            + newState.buttons.filter { $0.type == .compass }).map(\.view)
        addToMap([viewport, turn, eta, speed, logo, routeChip, buttonStack], navMap)

        var c: [NSLayoutConstraint] = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),

            viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
            low(viewport.bottomAnchor.constraint(equalTo: eta.topAnchor)),
            low(viewport.heightAnchor.constraint(greaterThanOrEqualTo: navMap.heightAnchor, multiplier: Ratio.minViewportHeight)),

            routeChip.topAnchor.constraint(equalToSystemSpacingBelow: turn.bottomAnchor, multiplier: 1),
            routeChip.leadingAnchor.constraint(equalToSystemSpacingAfter: safe.leadingAnchor, multiplier: 2),
            routeChip.widthAnchor.constraint(equalTo: safe.widthAnchor, multiplier: wide ? Ratio.chipWidthWide : Ratio.chipWidth),

            speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
            safe.trailingAnchor.constraint(equalToSystemSpacingAfter: speed.trailingAnchor, multiplier: 1),

            logo.leadingAnchor.constraint(equalToSystemSpacingAfter: safe.leadingAnchor, multiplier: 1),
            eta.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: logo.bottomAnchor, multiplier: 1),
            low(eta.topAnchor.constraint(equalToSystemSpacingBelow: logo.bottomAnchor, multiplier: 1)),

            safe.trailingAnchor.constraint(equalToSystemSpacingAfter: buttonStack.trailingAnchor, multiplier: 1),
            buttonStack.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: routeChip.bottomAnchor, multiplier: 1),
            speed.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: buttonStack.bottomAnchor, multiplier: 1),
            low(speed.topAnchor.constraint(equalToSystemSpacingBelow: buttonStack.bottomAnchor, multiplier: 1)),
        ]
        if wide {
            c += [
                NSLayoutConstraint(item: turn, attribute: .trailing, relatedBy: .lessThanOrEqual,
                                   toItem: navMap, attribute: .centerX, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: eta, attribute: .trailing, relatedBy: .lessThanOrEqual,
                                   toItem: navMap, attribute: .centerX, multiplier: 1, constant: 0),
            ]
        } else {
            c += [
                turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
        }
        guidanceConstraints = c
        NSLayoutConstraint.activate(c)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt = promptConstraints.first?.firstItem as? NavigationPromptView { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints.removeAll()
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget, oldState.viewport,
         oldState.googleLogo, routeChip, buttonStack].forEach { $0.removeFromSuperview() }
        buttonStack.arrangedSubviews = []
        guidance = nil
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let active = newState as? ActiveGuidanceUIState, guidance != nil {
            let prompt = promptConstraints.first?.firstItem as? NavigationPromptView
            if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
            NSLayoutConstraint.deactivate(guidanceConstraints)
            layoutGuidance(active, on: navMap)
            if let prompt { showPrompt(navMap: navMap, newPrompt: prompt) }
        } else if let ready = newState as? NavigationReadyUIState, !readyConstraints.isEmpty {
            removeReady(ready)
            enableNavigationUI(navMap: navMap, newState: ready)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let state = guidance else { return }
        addToMap([newPrompt], navMap)
        let safe = navMap.safeAreaLayoutGuide
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
            newPrompt.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: state.googleLogo.bottomAnchor, multiplier: 1),
            newPrompt.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: buttonStack.bottomAnchor, multiplier: 1),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        UIView.animate(withDuration: 0.25) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
