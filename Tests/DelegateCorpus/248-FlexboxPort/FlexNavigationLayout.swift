import GoogleNavigation
import UIKit

/// The navigation screen as flex trees: each UI state maps to a tree, and every callback
/// re-renders the tree of the state we are in (`FlexLayouter` reconciles views and constraints).
@MainActor
final class FlexNavigationLayout: NavigationLayoutDelegate {
    private enum Screen {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    private let layouter = FlexLayouter()
    private var screen: Screen = .off
    private var prompt: NavigationPromptView?
    private var isWide = false

    init() {}

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        screen = .ready(newState)
        isWide = newState.wideMode
        commit(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        screen = .off
        prompt = nil
        layouter.render(nil, in: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        screen = .guiding(newState)
        isWide = newState.wideMode
        commit(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        screen = .ready(newState)
        prompt = nil
        isWide = newState.wideMode
        commit(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        commit(on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        newPrompt.alpha = 0
        commit(on: navMap)
        UIView.animate(withDuration: FlexMotion.promptFade) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else { return }
        prompt = nil
        UIView.animate(
            withDuration: FlexMotion.promptFade,
            animations: { oldPrompt.alpha = 0 },
            completion: { [weak self] _ in
                // Out of the tree now: the next render unmounts it.
                self?.commit(on: navMap)
                oldPrompt.alpha = 1
            })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        prompt = newPrompt
        commit(on: navMap)
    }

    // MARK: - Rendering

    private func commit(on navMap: GMSMapView) {
        switch screen {
        case .off:
            layouter.render(nil, in: navMap)
        case .ready(let state):
            layouter.render(NavigationTrees.ready(state, wide: isWide), in: navMap)
        case .guiding(let state):
            layouter.render(NavigationTrees.guidance(state, prompt: prompt, wide: isWide), in: navMap)
        }
        UIView.animate(withDuration: FlexMotion.relayout) {
            navMap.layoutIfNeeded()
        }
    }
}

enum FlexMotion {
    static let promptFade: TimeInterval = 0.2
    static let relayout: TimeInterval = 0.25
}

// MARK: - The trees

@MainActor
enum NavigationTrees {
    /// Share of the map the leading column takes in wide mode (cards are 360 pt there).
    static let wideColumnWidth: CGFloat = 0.46

    static func ready(_ state: NavigationReadyUIState, wide: Bool) -> FlexNode {
        FlexNode.column("ready", [
            mapChrome(
                viewport: state.viewport, logo: state.googleLogo, speedWidget: nil,
                buttons: state.buttons, progressBar: nil, wide: wide
            ).grow()
        ])
    }

    static func guidance(_ state: ActiveGuidanceUIState, prompt: NavigationPromptView?, wide: Bool) -> FlexNode {
        let chrome = mapChrome(
            viewport: state.viewport, logo: state.googleLogo, speedWidget: state.speedWidget,
            buttons: state.buttons, progressBar: state.tripProgressBar, wide: wide
        ).grow()

        if wide {
            // Cards down the leading edge, turn card on top, ETA card at the bottom, prompt between.
            var cards = [FlexNode.leaf("turnCard", state.turnCard)]
            if let prompt {
                cards.append(.leaf("prompt", prompt))
            }
            cards.append(.leaf("etaCard", state.etaCard))
            let column = FlexNode.column("cards", cards)
                .justify(.spaceBetween)
                .alignItems(.start)
                .padding(FlexEdges(
                    top: NavigationStyleValues.headerTopPadding,
                    leading: NavigationStyleValues.headerFooterHorizontalPadding,
                    bottom: NavigationStyleValues.headerTopPadding,
                    trailing: 0))
                .gap(NavigationStyleValues.buttonVerticalPadding)
                .width(.percent(wideColumnWidth))
            return FlexNode.row("guidance.wide", [column, chrome])
        }

        var stack = [FlexNode.leaf("turnCard", state.turnCard), chrome]
        if let prompt {
            stack.append(.leaf("prompt", prompt))
        }
        stack.append(.leaf("etaCard", state.etaCard))
        return FlexNode.column("guidance", stack)
    }

    /// The viewport with the floating chrome over it: a leading rail (speed widget, logo), a trailing
    /// rail (buttons) and, during guidance, the trip progress bar along the trailing edge.
    private static func mapChrome(
        viewport: UIView, logo: UIView, speedWidget: UIView?, buttons: [NavigationUIButton],
        progressBar: UIView?, wide: Bool
    ) -> FlexNode {
        let inset = wide ? NavigationStyleValues.buttonHorizontalPadding : NavigationStyleValues.elementHorizontalPadding

        let leadingRail = FlexNode.column("rail.leading", [
            speedWidget.map { FlexNode.leaf("speedWidget", $0) },
            FlexNode.leaf("logo", logo),
        ].compactMap { $0 })
            .justify(.end)
            .alignItems(.start)
            .gap(NavigationStyleValues.buttonVerticalPadding)
            .grow()

        let trailingRail = FlexNode.column("rail.trailing", orderedButtons(buttons).map { button in
            FlexNode.leaf("button.\(button.type.rawValue)", button.view)
        })
            .justify(.end)
            .alignItems(.end)
            .gap(NavigationStyleValues.buttonVerticalPadding)

        var rails = [leadingRail, trailingRail]
        if let progressBar {
            rails.append(FlexNode.leaf("tripProgress", progressBar))
        }

        return FlexNode.host("viewport", viewport, direction: .row, rails)
            .alignItems(.stretch)
            .padding(.all(inset))
            .gap(NavigationStyleValues.elementHorizontalPadding)
    }

    /// Compass on top of the reporting button, whatever order the SDK hands them in.
    private static func orderedButtons(_ buttons: [NavigationUIButton]) -> [NavigationUIButton] {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        return order.compactMap { type in buttons.first { $0.type == type } }
    }
}
