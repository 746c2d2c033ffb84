import GoogleNavigation
import UIKit

/// The navigation screen's layout delegate, owned by the container controller.
@MainActor
final class GuidanceLayoutCoordinator: NSObject, NavigationLayoutDelegate {
    /// Tells the container when guidance chrome comes and goes.
    var onGuidanceChange: ((Bool) -> Void)?

    /// Everything one phase put on the map, so it can be taken down in one go.
    @MainActor
    private struct Phase {
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []

        mutating func install(on navMap: GMSMapView) {
            views.forEach { navMap.addSubview($0) }
            NSLayoutConstraint.activate(constraints)
        }

        mutating func tearDown() {
            defer { views.removeAll(); constraints.removeAll() }
            NSLayoutConstraint.deactivate(constraints)
            views.forEach { $0.removeFromSuperview() }
        }
    }

    private var ready = Phase()
    private var guidance = Phase()
    private var promptPhase = Phase()
    private let mapBottom = UILayoutGuide()
    private var mapBottomConstraints: [NSLayoutConstraint] = []

    private func buttonStack(for buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        // Reporting first so the compass is the one hidden when space runs out.
        let ordered = buttons.filter { $0.type == .reporting } + buttons.filter { $0.type != .reporting }
        stack.arrangedSubviews = ordered.map { $0.view }
        return stack
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(mapBottom)
        let floor = mapBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        floor.priority = .defaultLow
        mapBottomConstraints = [floor, mapBottom.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(mapBottomConstraints)
        ready = makeReadyPhase(navMap: navMap, state: newState)
        ready.install(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        promptPhase.tearDown()
        ready.tearDown()
        NSLayoutConstraint.deactivate(mapBottomConstraints)
        mapBottomConstraints = []
        navMap.removeLayoutGuide(mapBottom)
    }

    private func makeReadyPhase(navMap: GMSMapView, state: NavigationReadyUIState) -> Phase {
        let safe = navMap.safeAreaLayoutGuide
        let stack = buttonStack(for: state.buttons)
        let margin: CGFloat = state.wideMode ? NavigationStyleValues.elementHorizontalPadding : 0
        var phase = Phase(views: [state.viewport, state.googleLogo, stack])
        phase.constraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: mapBottom.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: margin),
            state.googleLogo.bottomAnchor.constraint(equalTo: mapBottom.topAnchor),
            stack.topAnchor.constraint(equalTo: safe.topAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -margin),
            stack.bottomAnchor.constraint(equalTo: mapBottom.topAnchor),
        ]
        return phase
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        ready.tearDown()
        let safe = navMap.safeAreaLayoutGuide
        let stack = buttonStack(for: newState.buttons)
        let cardInset = newState.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding : 0
        let turnCard = newState.turnCard, etaCard = newState.etaCard, speed = newState.speedWidget
        guidance = Phase(views: [newState.viewport, turnCard, etaCard, speed, newState.googleLogo, stack])
        guidance.constraints = [
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardInset),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardInset),
            mapBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: mapBottom.topAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.googleLogo.bottomAnchor.constraint(equalTo: speed.topAnchor),
            newState.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: mapBottom.topAnchor),
            stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: mapBottom.topAnchor),
        ]
        guidance.install(on: navMap)
        onGuidanceChange?(true)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidance.tearDown()
        ready = makeReadyPhase(navMap: navMap, state: newState)
        ready.install(on: navMap)
        onGuidanceChange?(false)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        promptPhase = Phase(views: [newPrompt])
        promptPhase.constraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            mapBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        promptPhase.install(on: navMap)
        newPrompt.transform = CGAffineTransform(translationX: 0, y: 40)
        UIView.animate(withDuration: 0.25) {
            newPrompt.transform = .identity
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.25, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            self?.promptPhase.tearDown()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        promptPhase.tearDown()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
