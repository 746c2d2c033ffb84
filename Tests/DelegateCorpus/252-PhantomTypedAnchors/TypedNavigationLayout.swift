// TypedNavigationLayout.swift
// The navigation screen's layout delegate, written against TypedAnchors.

import UIKit
import GoogleNavigation

@MainActor
enum Spacing {
    static var inset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var gap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static let fade: TimeInterval = 0.25
}

@MainActor
final class TypedNavigationLayout: NavigationLayoutDelegate {

    private weak var map: GMSMapView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var isWide = false
    private var installed: [NSLayoutConstraint] = []
    private var buttonStack: GMSNavigationHidingStackView?

    // MARK: - Lifecycle

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        isWide = newState.wideMode
        readyState = newState
        navMap.adopt(newState.viewport)
        navMap.adopt(newState.googleLogo)
        if let compass = newState.buttons.view(.compass) {
            navMap.adopt(compass)
        }
        relayout()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        uninstall()
        prompt?.removeFromSuperview()
        prompt = nil
        let owned: [UIView] = [oldState.viewport, oldState.googleLogo] + oldState.buttons.map(\.view)
        owned.forEach { $0.removeFromSuperview() }
        readyState = nil
        map = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        uninstall()
        isWide = newState.wideMode
        readyState = nil
        guidanceState = newState
        [newState.turnCard, newState.etaCard, newState.speedWidget].forEach(navMap.adopt)

        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = Spacing.gap
        // First arranged view sits at the bottom; the compass is hidden first.
        stack.arrangedSubviews = [newState.buttons.view(.reporting), newState.buttons.view(.compass)]
            .compactMap { $0 }
        navMap.addSubview(stack)
        buttonStack = stack
        relayout()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        uninstall()
        prompt?.removeFromSuperview()
        prompt = nil
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget].forEach { $0.removeFromSuperview() }
        buttonStack?.arrangedSubviews = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        guidanceState = nil

        isWide = newState.wideMode
        readyState = newState
        if let compass = newState.buttons.view(.compass) {
            navMap.adopt(compass)
        }
        relayout()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        relayout()
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: Spacing.fade, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            oldPrompt.removeFromSuperview()
            guard let self, self.prompt === oldPrompt else { return }
            self.prompt = nil
            self.relayout()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        present(newPrompt, on: navMap)
    }

    private func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
        prompt = newPrompt
        newPrompt.alpha = 0
        navMap.adopt(newPrompt)
        relayout()
        UIView.animate(withDuration: Spacing.fade) { newPrompt.alpha = 1 }
    }

    // MARK: - Rules

    private func uninstall() {
        NSLayoutConstraint.deactivate(installed)
        installed = []
    }

    private func install(_ rule: some LayoutRule) {
        uninstall()
        installed = rule.constraints()
        NSLayoutConstraint.activate(installed)
    }

    private func relayout() {
        guard let map else { return }
        if let guidance = guidanceState {
            install(guidanceRules(guidance, in: map))
        } else if let ready = readyState {
            install(readyRules(ready, in: map))
        }
    }

    private func readyRules(_ state: NavigationReadyUIState, in map: GMSMapView) -> some LayoutRule {
        let safe = map.safeAreaLayoutGuide
        var rules: [any LayoutRule] = [
            fill(state.viewport, safe),
            corner(state.googleLogo, .leading, .bottom, of: safe, inset: Spacing.inset),
        ]
        if let compass = state.buttons.view(.compass) {
            rules.append(corner(compass, .trailing, .top, of: safe, inset: Spacing.inset))
        }
        return RuleGroup(rules)
    }

    /// The views that stack in the leading column in wide mode.
    private func column(_ state: ActiveGuidanceUIState) -> [any LayoutItem] {
        [state.turnCard, state.etaCard] + (prompt.map { [$0] } ?? [])
    }

    private func guidanceRules(_ state: ActiveGuidanceUIState, in map: GMSMapView) -> any LayoutRule {
        let safe = map.safeAreaLayoutGuide
        let viewport = state.viewport
        var rules: [any LayoutRule] = [
            Pin.edge(state.turnCard, .top, to: map),
            Pin.edge(state.etaCard, .bottom, to: map),
            Pin.edge(viewport, .trailing, to: safe),
        ]
        if let prompt {
            rules.append(Pin.edge(prompt, .bottom, to: map))
        }

        for item in column(state) {
            if isWide {
                rules.append(Pin.edge(item, .leading, to: safe))
                rules.append(Pin.edge(item, .trailing, to: map, .centerX, relation: .atMost))
            } else {
                rules.append(Pin.edge(item, .leading, to: map))
                rules.append(Pin.edge(item, .trailing, to: map))
            }
        }

        if isWide {
            // Open map beside the column.
            rules.append(Pin.edge(viewport, .top, to: safe))
            rules.append(Pin.edge(viewport, .bottom, to: safe))
            for item in column(state) {
                rules.append(Pin.edge(viewport, .leading, to: item, .trailing, relation: .atLeast))
            }
            rules.append(Pin<Horizontal>(from: Anchor(viewport.leadingAnchor), to: Anchor(safe.leadingAnchor))
                .prioritized(.defaultLow))
        } else {
            // Open map between the turn card and the ETA card (or the prompt over it).
            rules.append(Pin.below(viewport, state.turnCard))
            rules.append(Pin.edge(viewport, .leading, to: safe))
            rules.append(Pin.above(viewport, state.etaCard.layoutMarginsGuide, relation: .atMost))
            if let prompt {
                rules.append(Pin.above(viewport, prompt.layoutMarginsGuide, relation: .atMost))
            }
            rules.append(Pin.edge(viewport, .bottom, to: safe).prioritized(.defaultLow))
        }

        rules.append(corner(state.googleLogo, .leading, .bottom, of: viewport, inset: Spacing.inset))
        rules.append(Pin.above(state.speedWidget, state.googleLogo, gap: Spacing.gap))
        rules.append(Pin.edge(state.speedWidget, .leading, to: viewport, offset: Spacing.inset))

        if let stack = buttonStack {
            rules.append(Pin.edge(stack, .trailing, to: viewport, offset: -Spacing.inset))
            rules.append(Pin.edge(stack, .bottom, to: viewport, offset: -Spacing.gap))
            rules.append(Pin.edge(stack, .top, to: viewport, offset: Spacing.gap))
        }
        return RuleGroup(rules)
    }
}

// MARK: - Helpers

@MainActor
extension UIView {
    /// Adds a Google view directly to this view, ready for constraints.
    func adopt(_ child: UIView) {
        child.translatesAutoresizingMaskIntoConstraints = false
        if child.superview !== self { addSubview(child) }
    }
}

@MainActor
extension Collection where Element == NavigationUIButton {
    /// Buttons by type; their order in `buttons` may change.
    func view(_ kind: NavigationButtonKnownType) -> UIView? {
        first { $0.type == kind }?.view
    }
}
