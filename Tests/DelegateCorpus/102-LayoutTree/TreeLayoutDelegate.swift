import GoogleNavigation
import UIKit

/// One `LayoutNode` tree per navigation state; the resolver makes the constraints.
@MainActor
final class TreeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var installedViews: [UIView] = []
    private var installedConstraints: [NSLayoutConstraint] = []
    private var buttonStack: GMSNavigationHidingStackView?
    /// Rebuilds the current state's tree for a wide flag (used by `sizeChanged`).
    private var currentTree: ((Bool) -> LayoutNode)?
    private var prompt: NavigationPromptView?
    private var promptBottom: NSLayoutConstraint?

    // MARK: - Trees

    static func readyTree(_ state: NavigationReadyUIState, buttons: UIView, wide: Bool) -> LayoutNode {
        let inset = wide ? NavigationStyleValues.headerFooterHorizontalPadding
                         : NavigationStyleValues.buttonHorizontalPadding
        return .within(.content, .overlay([
            .view(state.viewport),
            .pinned(.view(state.googleLogo), edges: .bottomLeading),
            .pinned(.view(buttons), edges: .trailingColumn,
                    insets: NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: inset)),
        ]))
    }

    static func guidanceTree(_ state: ActiveGuidanceUIState, buttons: UIView, wide: Bool) -> LayoutNode {
        let buttonColumn: LayoutNode = .pinned(.view(buttons), edges: .trailingColumn)
        return .overlay([
            .within(.content, .below(state.turnCard, .view(state.viewport))),
            .within(.fullHeight, .pinned(.view(state.turnCard), edges: .topLeading)),
            .within(.map, .pinned(.view(state.etaCard), edges: .bottomLeading)),
            .contentAbove(state.etaCard),
            .within(.content, .pinned(
                .vstack([.view(state.speedWidget), .view(state.googleLogo)],
                        spacing: NavigationStyleValues.buttonVerticalPadding),
                edges: .bottomLeading)),
            .within(.content, wide ? buttonColumn : .below(state.turnCard, buttonColumn)),
        ])
    }

    private func apply(_ tree: LayoutNode, on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(installedConstraints)
        installedViews.forEach { $0.removeFromSuperview() }
        var resolver = LayoutTreeResolver(navMap: navMap, contentBottom: contentBottom)
        resolver.resolve(tree)
        resolver.views.forEach { navMap.addSubview($0) }
        NSLayoutConstraint.activate(resolver.constraints)
        installedViews = resolver.views
        installedConstraints = resolver.constraints
        if let prompt { navMap.bringSubviewToFront(prompt) }
    }

    private func makeButtonStack(_ buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        buttonStack?.arrangedSubviews = []
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = buttons.map(\.view)
        buttonStack = stack
        return stack
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        showReady(newState, on: navMap)
    }

    private func showReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let stack = makeButtonStack(state.buttons)
        currentTree = { wide in Self.readyTree(state, buttons: stack, wide: wide) }
        apply(Self.readyTree(state, buttons: stack, wide: state.wideMode), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        promptBottom = nil
        NSLayoutConstraint.deactivate(installedConstraints + sessionConstraints)
        installedViews.forEach { $0.removeFromSuperview() }
        installedViews = []
        installedConstraints = []
        sessionConstraints = []
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
        currentTree = nil
        navMap.removeLayoutGuide(contentBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let stack = makeButtonStack(newState.buttons)
        currentTree = { wide in Self.guidanceTree(newState, buttons: stack, wide: wide) }
        apply(Self.guidanceTree(newState, buttons: stack, wide: newState.wideMode), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        showReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let currentTree else { return }
        apply(currentTree(newState.wideMode), on: navMap)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptBottom = bottom
        NSLayoutConstraint.activate([
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let bottom = promptBottom, prompt === oldPrompt else { return }
        prompt = nil
        promptBottom = nil
        UIView.animate(withDuration: 0.3) {
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
}
