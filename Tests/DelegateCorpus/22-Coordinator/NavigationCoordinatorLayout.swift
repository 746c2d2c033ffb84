import GoogleNavigation
import UIKit

/// A coordinator-style delegate: the screen's coordinator hands it closures
/// that build each state's constraints, and it reports transitions back.
@MainActor
final class NavigationCoordinatorLayout: NSObject, NavigationLayoutDelegate {
    typealias ReadyBuilder = (GMSMapView, NavigationReadyUIState, GMSNavigationHidingStackView) -> [NSLayoutConstraint]
    typealias GuidanceBuilder = (GMSMapView, ActiveGuidanceUIState, GMSNavigationHidingStackView) -> [NSLayoutConstraint]

    var onTransition: ((String) -> Void)?
    private let buildReady: ReadyBuilder
    private let buildGuidance: GuidanceBuilder
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var constraints: [NSLayoutConstraint] = []
    private var views: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var contentBottom: NSLayoutYAxisAnchor?

    override convenience init() {
        self.init(
            ready: { navMap, state, buttons in
                let safe = navMap.safeAreaLayoutGuide
                return [
                    state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
                    state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
                    buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
                    buttons.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -8),
                    buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: state.wideMode ? -24 : -16),
                ]
            },
            guidance: { navMap, state, buttons in
                let safe = navMap.safeAreaLayoutGuide
                let resting = state.viewport.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor)
                resting.priority = .defaultHigh
                return [
                    state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                    state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                    state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
                    resting,
                    state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
                    state.googleLogo.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -8),
                    buttons.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: 8),
                    buttons.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -8),
                    buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: state.wideMode ? -24 : -16),
                ]
            })
    }

    init(ready: @escaping ReadyBuilder, guidance: @escaping GuidanceBuilder) {
        buildReady = ready
        buildGuidance = guidance
        super.init()
    }

    private func replace(with newViews: [UIView], _ buttons: [NavigationUIButton], on navMap: GMSMapView,
                         build: () -> [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
        buttonStack.arrangedSubviews = []
        views.forEach { $0.removeFromSuperview() }
        views = newViews
        views.forEach { navMap.addSubview($0) }
        buttonStack.arrangedSubviews = buttons.map { $0.view }
        constraints = build()
        NSLayoutConstraint.activate(constraints)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        replace(with: [newState.viewport, newState.googleLogo, buttonStack], newState.buttons, on: navMap) {
            buildReady(navMap, newState, buttonStack)
        }
        onTransition?("ready")
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        replace(with: [], [], on: navMap) { [] }
        onTransition?("off")
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let views = [newState.viewport, newState.turnCard, newState.etaCard, newState.googleLogo, buttonStack]
        replace(with: views, newState.buttons, on: navMap) {
            buildGuidance(navMap, newState, buttonStack)
        }
        contentBottom = newState.viewport.bottomAnchor
        onTransition?("guidance")
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        contentBottom = nil
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let contentBottom else { return }
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        onTransition?("prompt")
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt = nil
        oldPrompt.removeFromSuperview()
        onTransition?("prompt hidden")
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
