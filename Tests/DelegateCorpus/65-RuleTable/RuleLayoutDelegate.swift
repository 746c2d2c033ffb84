import GoogleNavigation
import UIKit

/// Layout described as tables of rules; the delegate only swaps tables and views.
@MainActor
final class RuleLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let promptSlideDuration: TimeInterval = 0.3

    private static let readyRules: [LayoutRule] = [
        LayoutRule(\.viewport, .top, to: .safeArea(.top)),
        LayoutRule(\.viewport, .bottom, to: .safeArea(.bottom)),
        LayoutRule(\.viewport, .leading, to: .safeArea(.leading)),
        LayoutRule(\.viewport, .trailing, to: .safeArea(.trailing)),
        LayoutRule(\.logo, .leading, to: .safeArea(.leading)),
        LayoutRule(\.logo, .bottom, to: .safeArea(.bottom)),
        LayoutRule(\.buttonStack, .trailing, to: .safeArea(.trailing)),
        LayoutRule(\.buttonStack, .top, to: .safeArea(.top)),
        LayoutRule(\.buttonStack, .bottom, to: .safeArea(.bottom)),
    ]

    private static func guidanceRules(wide: Bool) -> [LayoutRule] {
        var rules: [LayoutRule] = [
            LayoutRule(\.turnCard, .top, to: .safeArea(.top)),
            LayoutRule(\.turnCard, .leading, to: .safeArea(.leading)),
            LayoutRule(\.etaCard, .bottom, to: .map(.bottom)),
            LayoutRule(\.viewport, .top, to: .element(\.turnCard, .bottom)),
            LayoutRule(\.viewport, .bottom, to: .element(\.contentFloor, .top)),
            LayoutRule(\.viewport, .leading, to: .safeArea(.leading)),
            LayoutRule(\.viewport, .trailing, to: .safeArea(.trailing)),
            LayoutRule(\.logo, .leading, to: .safeArea(.leading)),
            LayoutRule(\.logo, .bottom, to: .element(\.contentFloor, .top)),
            LayoutRule(\.speedWidget, .leading, to: .safeArea(.leading)),
            LayoutRule(\.speedWidget, .bottom, to: .element(\.logo, .top)),
            LayoutRule(\.buttonStack, .trailing, to: .safeArea(.trailing)),
            LayoutRule(\.buttonStack, .top, to: .element(\.turnCard, .bottom)),
            LayoutRule(\.buttonStack, .bottom, to: .element(\.contentFloor, .top)),
        ]
        // Landscape: keep the ETA card out of the notch; portrait: edge to edge.
        rules.append(LayoutRule(\.etaCard, .leading, to: wide ? .safeArea(.leading) : .map(.leading)))
        return rules
    }

    private static let promptRules: [LayoutRule] = [
        LayoutRule(\.prompt, .leading, to: .safeArea(.leading)),
    ]

    private var elements = Elements()
    private var isGuiding = false
    private var isWide = false
    private var promptBottom: NSLayoutConstraint?
    private lazy var buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    /// Setting this swaps the whole active set.
    private var active: [NSLayoutConstraint] = [] {
        willSet { NSLayoutConstraint.deactivate(active) }
        didSet { NSLayoutConstraint.activate(active) }
    }

    private var currentRules: [LayoutRule] {
        guard isGuiding else { return Self.readyRules }
        let base = Self.guidanceRules(wide: isWide)
        return elements.prompt == nil ? base : base + Self.promptRules
    }

    private func apply(on map: GMSMapView) {
        for view in elements.all where view.superview !== map {
            map.addSubview(view)
        }
        var constraints = LayoutResolver.resolve(currentRules, in: elements, map: map)
        if let promptBottom { constraints.append(promptBottom) }
        active = constraints
    }

    private func clearViews(keeping kept: Set<ObjectIdentifier> = []) {
        for view in elements.all where !kept.contains(ObjectIdentifier(view)) {
            view.removeFromSuperview()
        }
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        elements = Elements(logo: newState.googleLogo, viewport: newState.viewport, buttonStack: buttonStack)
        apply(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        active = []
        promptBottom = nil
        clearViews()
        buttonStack.arrangedSubviews = []
        elements = Elements()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        isWide = newState.wideMode
        isGuiding = true
        active = []
        clearViews()
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        elements = Elements(
            turnCard: newState.turnCard, etaCard: newState.etaCard, speedWidget: newState.speedWidget,
            logo: newState.googleLogo, viewport: newState.viewport, buttonStack: buttonStack)
        apply(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        isGuiding = false
        active = []
        clearViews()
        promptBottom = nil
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        elements = Elements(logo: newState.googleLogo, viewport: newState.viewport, buttonStack: buttonStack)
        apply(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWide else { return }
        isWide = newState.wideMode
        apply(on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        elements.prompt = newPrompt
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptBottom = bottom
        apply(on: navMap)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.promptSlideDuration) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        elements.prompt = nil
        promptBottom = nil
        apply(on: navMap)
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
