import GoogleNavigation
import UIKit

/// Google views are placed with Auto Layout; the app's own chrome (a status
/// pill while ready, an "End" button during guidance) is frame-based, laid out
/// by hand in each callback and on every size change.
@MainActor
final class FrameChromeLayout: NSObject, NavigationLayoutDelegate {
    private enum Metrics {
        static let margin: CGFloat = 8
        static let pillSize = CGSize(width: 180, height: 32)
        static let endButtonSize = CGSize(width: 88, height: 36)
    }

    private let statusPill: UILabel = {
        let label = UILabel()
        label.text = "Ready to drive"
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = true
        return label
    }()

    private let endButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("End", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = true
        return button
    }()

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var turnCard: UIView?
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: - Frame layout of the app chrome

    /// Mirrors a leading-based x for right-to-left layouts.
    private func x(leading: CGFloat, width: CGFloat, in navMap: GMSMapView) -> CGFloat {
        if navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            return navMap.bounds.width - leading - width
        }
        return leading
    }

    private func layoutAppChrome(in navMap: GMSMapView) {
        navMap.layoutIfNeeded()
        let insets = navMap.safeAreaInsets
        if statusPill.superview != nil {
            let size = Metrics.pillSize
            statusPill.frame = CGRect(x: (navMap.bounds.width - size.width) / 2,
                                      y: insets.top + Metrics.margin,
                                      width: size.width, height: size.height)
        }
        if endButton.superview != nil, let card = turnCard {
            let size = Metrics.endButtonSize
            let leading = (navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft ? insets.right : insets.left) + Metrics.margin
            endButton.frame = CGRect(x: x(leading: leading, width: size.width, in: navMap),
                                     y: card.frame.maxY + Metrics.margin,
                                     width: size.width, height: size.height)
        }
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(contentBottom)
        navMap.addSubview(buttonStack)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            resting,
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        showReady(newState, on: navMap)
    }

    private func showReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        stateViews = [state.viewport, state.googleLogo]
        stateViews.forEach { navMap.addSubview($0) }
        buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        stateConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.margin),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.margin),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.margin),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.margin),
            buttonStack.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -Metrics.margin),
        ]
        NSLayoutConstraint.activate(stateConstraints)
        // The pill is hidden in wide mode: the compass column needs the room.
        if !state.wideMode {
            navMap.addSubview(statusPill)
        }
        layoutAppChrome(in: navMap)
    }

    private func clearState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
        buttonStack.arrangedSubviews = []
        statusPill.removeFromSuperview()
        endButton.removeFromSuperview()
        turnCard = nil
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        clearState()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        buttonStack.removeFromSuperview()
        navMap.removeLayoutGuide(contentBottom)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clearState()
        let safe = navMap.safeAreaLayoutGuide
        let card = newState.turnCard
        let eta = newState.etaCard
        turnCard = card
        stateViews = [newState.viewport, card, eta, newState.googleLogo]
        stateViews.forEach { navMap.addSubview($0) }
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        stateConstraints = [
            card.topAnchor.constraint(equalTo: navMap.topAnchor),
            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: newState.wideMode ? safe.leadingAnchor : navMap.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
            newState.viewport.topAnchor.constraint(equalTo: card.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.margin),
            newState.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.margin),
            buttonStack.topAnchor.constraint(equalTo: card.bottomAnchor, constant: Metrics.margin),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.margin),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.margin),
        ]
        NSLayoutConstraint.activate(stateConstraints)
        navMap.addSubview(endButton)
        layoutAppChrome(in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        clearState()
        showReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        layoutAppChrome(in: navMap)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        navMap.addSubview(newPrompt)
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptConstraints = [
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        removePrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        removePrompt()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
