import GoogleNavigation
import UIKit

/// Reads its numbers from the shared Kotlin core so Android and iOS stay in step.
@MainActor
final class KmpLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let spec: SharedLayoutSpec
    private let bottomGuide = UILayoutGuide()
    private let readyStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let guidanceStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var prompt: NavigationPromptView?
    private var promptBottom: NSLayoutConstraint?

    init(spec: SharedLayoutSpec = SharedLayoutSpec.Companion.shared.default_) {
        self.spec = spec
        super.init()
    }

    private func points(_ boxed: KotlinInt) -> CGFloat { CGFloat(boxed.intValue) }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(bottomGuide)
        let resting = bottomGuide.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [bottomGuide.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(sessionConstraints)
        applyReady(navMap: navMap, state: newState)
    }

    private func applyReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        navMap.addSubview(viewport)
        navMap.addSubview(logo)
        readyStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        navMap.addSubview(readyStack)
        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: points(spec.logoInset)),
            logo.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
            readyStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            readyStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: state.wideMode ? 0 : points(spec.buttonGap)),
            readyStack.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func removeReady() {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        readyStack.removeFromSuperview()
        readyStack.arrangedSubviews = []
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        promptBottom = nil
        removeReady()
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(bottomGuide)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        removeReady()
        let safe = navMap.safeAreaLayoutGuide
        let wide = newState.wideMode
        let turn = newState.turnCard, eta = newState.etaCard
        let logo = newState.googleLogo, viewport = newState.viewport
        let progress = newState.tripProgressBar
        let cardInset = points(spec.cardInset)
        guidanceViews = [turn, eta]
        if spec.showsTripProgress.boolValue { guidanceViews.append(progress) }
        guidanceViews.forEach(navMap.addSubview)
        guidanceStack.arrangedSubviews = newState.buttons.map(\.view)
        navMap.addSubview(guidanceStack)
        guidanceConstraints = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardInset),
            eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: wide ? safe.leadingAnchor : navMap.leadingAnchor, constant: cardInset),
            bottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
            viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            logo.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
            guidanceStack.topAnchor.constraint(equalTo: wide ? safe.topAnchor : turn.bottomAnchor, constant: points(spec.buttonGap)),
            guidanceStack.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
        ]
        if spec.showsTripProgress.boolValue {
            guidanceConstraints += [
                progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                progress.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: points(spec.buttonGap)),
                progress.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
                guidanceStack.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -points(spec.buttonGap)),
            ]
        } else {
            guidanceConstraints.append(guidanceStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        }
        guidanceConstraints += [
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: points(spec.logoInset)),
        ]
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        guidanceStack.removeFromSuperview()
        guidanceStack.arrangedSubviews = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        applyReady(navMap: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        navMap.setNeedsLayout()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor,
                                                       constant: points(spec.promptSlideDistance))
        promptBottom = bottom
        NSLayoutConstraint.activate([
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            bottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let bottom = promptBottom else { return }
        promptBottom = nil
        prompt = nil
        UIView.animate(withDuration: 0.3, animations: {
            bottom.constant = self.points(self.spec.promptSlideDistance)
            navMap.layoutIfNeeded()
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
