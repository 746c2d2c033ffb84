import UIKit
import GoogleNavigation

/// Navigation screen layout described as a tree of `LayoutNode`s and
/// re-rendered whenever the inputs (state, wide mode, prompt) change.
@MainActor
final class DeclarativeLayoutDelegate: NavigationLayoutDelegate {
    private var rendered = RenderedLayout()
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var isWide = false
    private var buttonStack: GMSNavigationHidingStackView?

    private var edgePadding: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    private var spacing: CGFloat { NavigationStyleValues.buttonVerticalPadding }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        isWide = newState.wideMode
        update(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        clear()
        prompt?.removeFromSuperview()
        prompt = nil
        readyState = nil
        guidanceState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidanceState = newState
        isWide = newState.wideMode
        update(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidanceState = nil
        readyState = newState
        isWide = newState.wideMode
        update(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard readyState != nil || guidanceState != nil else { return }
        isWide = newState.wideMode
        update(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        update(navMap)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.25, animations: { oldPrompt.alpha = 0 }, completion: { _ in
            oldPrompt.removeFromSuperview()
            oldPrompt.alpha = 1
        })
        prompt = nil
        update(navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        prompt = newPrompt
        update(navMap)
    }

    // MARK: Rendering

    private func clear() {
        rendered.tearDown()
        rendered = RenderedLayout()
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
    }

    private func update(_ map: UIView) {
        clear()
        if let guidance = guidanceState {
            rendered = guidanceLayout(guidance, prompt: prompt, wide: isWide).render(into: map)
        } else if let ready = readyState {
            rendered = readyLayout(ready, wide: isWide).render(into: map)
        }
    }

    private func makeButtonStack(_ buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = spacing
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        stack.arrangedSubviews = order.compactMap { kind in buttons.first { $0.type == kind }?.view }
        buttonStack = stack
        return stack
    }

    private func readyLayout(_ state: NavigationReadyUIState, wide: Bool) -> LayoutGroup {
        LayoutGroup {
        LayoutNode(state.viewport)
            .pinned(to: .top).pinned(to: .bottom).pinned(to: .leading).pinned(to: .trailing)
        logo(state.googleLogo, above: nil)
        buttons(state.buttons, above: nil, below: nil)
        }
    }

    private func guidanceLayout(_ state: ActiveGuidanceUIState, prompt: NavigationPromptView?, wide: Bool) -> LayoutGroup {
        let bottomBar: UIView = prompt ?? state.etaCard
        return LayoutGroup {
        if wide {
            LayoutNode(state.viewport)
                .pinned(to: .top).pinned(to: .bottom).pinned(to: .trailing)
                .after(state.turnCard)
            card(state.turnCard, at: .top, wide: true)
            card(state.etaCard, at: .bottom, wide: true)
            LayoutNode(state.speedWidget)
                .pinned(to: .leading).padding(edgePadding)
                .above(bottomBar, margins: true)
                .hidden(when: wide)
            LayoutNode(state.googleLogo)
                .pinned(to: .bottom).padding(edgePadding)
                .after(state.etaCard, spacing: edgePadding)
            buttons(state.buttons, above: nil, below: nil)
        } else {
            LayoutNode(state.viewport)
                .pinned(to: .leading).pinned(to: .trailing)
                .below(state.turnCard)
                .above(bottomBar)
            card(state.turnCard, at: .top, wide: false)
            card(state.etaCard, at: .bottom, wide: false)
            LayoutNode(state.speedWidget)
                .pinned(to: .leading).padding(edgePadding)
                .above(bottomBar, margins: true)
            logo(state.googleLogo, above: state.speedWidget)
            buttons(state.buttons, above: bottomBar, below: state.turnCard)
        }
        if let prompt {
            promptNode(prompt, wide: wide, column: state.turnCard)
        }
        }
    }

    private func card(_ view: UIView, at edge: LayoutEdge, wide: Bool) -> some LayoutElement {
        let node = LayoutNode(view).pinned(to: edge).pinned(to: .leading)
        return wide ? node.leadingHalf().padding(edgePadding) : node.pinned(to: .trailing).padding(edgePadding)
    }

    private func logo(_ view: UIView, above other: UIView?) -> some LayoutElement {
        let node = LayoutNode(view).pinned(to: .leading)
        guard let other else { return node.pinned(to: .bottom).padding(edgePadding) }
        return node.padding(edgePadding).above(other, spacing: spacing)
    }

    private func buttons(_ buttons: [NavigationUIButton], above: UIView?, below: UIView?) -> some LayoutElement {
        let node = LayoutNode(makeButtonStack(buttons)).pinned(to: .trailing)
        if let above, let below {
            return node.padding(edgePadding).above(above, margins: true).below(below, spacing: spacing)
        }
        return node.pinned(to: .bottom).notAbove(.top).padding(edgePadding)
    }

    private func promptNode(_ prompt: NavigationPromptView, wide: Bool, column: UIView) -> some LayoutElement {
        let node = LayoutNode(prompt).pinned(to: .bottom)
        return wide ? node.aligned(.trailing, with: column).aligned(.leading, with: column) : node.pinned(to: .leading).pinned(to: .trailing)
    }
}
