import GoogleNavigation
import UIKit

@MainActor
final class ChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    weak var delegate: NavChromeDelegate?
    /// Keeps the default chrome alive when the app has not set its own delegate.
    private let defaultChrome = TripBadgeChrome()

    private let floor = UILayoutGuide()
    private var floorConstraints: [NSLayoutConstraint] = []
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var phaseViews: [UIView] = []
    private var prompt: NavigationPromptView?
    private var promptOffset: NSLayoutConstraint?

    override init() {
        super.init()
        delegate = defaultChrome
    }

    private func enter(_ phase: NavChromePhase) {
        delegate?.navChromeDidChangePhase(phase)
    }

    private func teardownPhase() {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints.removeAll()
        phaseViews.forEach { $0.removeFromSuperview() }
        phaseViews.removeAll()
    }

    private func place(_ views: [UIView], in navMap: GMSMapView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
            phaseViews.append(view)
        }
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let rest = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        rest.priority = .defaultLow
        floorConstraints = [rest, floor.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(floorConstraints)
        ready(navMap, newState)
    }

    private func ready(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        place([state.viewport, state.googleLogo, stack], in: navMap)
        let sideGap: CGFloat = state.wideMode ? 16 : 8
        phaseConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: sideGap),
            state.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.topAnchor.constraint(equalTo: safe.topAnchor),
            stack.bottomAnchor.constraint(equalTo: floor.topAnchor),
        ]
        NSLayoutConstraint.activate(phaseConstraints)
        enter(.ready)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        teardownPhase()
        NSLayoutConstraint.deactivate(floorConstraints)
        navMap.removeLayoutGuide(floor)
        enter(.off)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        teardownPhase()
        let safe = navMap.safeAreaLayoutGuide
        let turn = newState.turnCard, eta = newState.etaCard
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = newState.buttons.map(\.view)
        place([newState.viewport, turn, eta, newState.googleLogo, stack], in: navMap)
        let sideGap: CGFloat = newState.wideMode ? 16 : 8
        phaseConstraints = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: sideGap),
            newState.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor),
        ]
        // The app's accessory views hang under the turn card, one below the other.
        var above: NSLayoutYAxisAnchor = turn.bottomAnchor
        let accessories = delegate?.navChromeAccessoryViews(for: .guiding) ?? []
        place(accessories, in: navMap)
        for accessory in accessories {
            phaseConstraints += [
                accessory.topAnchor.constraint(equalTo: above, constant: 8),
                accessory.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: sideGap),
            ]
            above = accessory.bottomAnchor
        }
        phaseConstraints += [
            newState.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.topAnchor.constraint(equalTo: above, constant: 8),
            stack.bottomAnchor.constraint(equalTo: floor.topAnchor),
        ]
        NSLayoutConstraint.activate(phaseConstraints)
        enter(.guiding)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        teardownPhase()
        ready(navMap, newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let offset = newPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        promptOffset = offset
        NSLayoutConstraint.activate([
            offset,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        ])
        navMap.layoutIfNeeded()
        offset.isActive = false
        let settled = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        promptOffset = settled
        UIView.animate(withDuration: 0.3) {
            NSLayoutConstraint.activate([
                settled,
                self.floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
            ])
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.3, animations: {
            oldPrompt.transform = CGAffineTransform(translationX: 0, y: oldPrompt.bounds.height)
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
        if prompt === oldPrompt {
            prompt = nil
            promptOffset = nil
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
