import GoogleNavigation
import UIKit

/// Navigation layout for the RTL markets team.
///
/// Wide mode: the SDK's cards in the leading column, the trip panel on the
/// trailing edge, the camera framed between them. In right-to-left the column
/// is on the right and the panel on the left; the anchors do that, the
/// `MirrorContext` does the rest (panel direction, insets, text alignment).
@MainActor
final class MirroringLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Metrics {
        static let panelWidth: CGFloat = 240
        static let gap: CGFloat = 8
        static let promptFade: TimeInterval = 0.25
        static var edge: CGFloat { NavigationStyleValues.elementHorizontalPadding }
        static var buttonSpacing: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    }

    private lazy var tripPanel = TripPanelView()

    /// Bottom of the open map; the ETA card and a prompt push it up.
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []

    private var layoutConstraints: [NSLayoutConstraint] = []
    private var buttonStack: GMSNavigationHidingStackView?
    /// Guidance-only Google views on the map.
    private var guidanceViews: [UIView] = []

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private(set) var mirror: MirrorContext?

    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        contentBottom.identifier = "rtl.contentBottom"
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)

        readyState = newState
        layOutReady(newState, wide: newState.wideMode, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let shown = prompt {
            NSLayoutConstraint.deactivate(promptConstraints)
            shown.removeFromSuperview()
        }
        prompt = nil
        promptConstraints = []

        tearDownLayout()
        removeGuidanceViews()
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()

        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)
        readyState = nil
        mirror = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownLayout()
        guidanceState = newState
        layOutGuidance(newState, wide: newState.wideMode, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        tearDownLayout()
        removeGuidanceViews()
        guidanceState = nil
        readyState = newState
        layOutReady(newState, wide: newState.wideMode, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance = guidanceState {
            tearDownLayout()
            layOutGuidance(guidance, wide: newState.wideMode, on: navMap)
        } else if let ready = readyState {
            tearDownLayout()
            layOutReady(ready, wide: newState.wideMode, on: navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        prompt = newPrompt
        UIView.animate(withDuration: Metrics.promptFade) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else { return }
        let constraints = promptConstraints
        prompt = nil
        promptConstraints = []
        UIView.animate(withDuration: Metrics.promptFade) {
            oldPrompt.alpha = 0
        } completion: { _ in
            NSLayoutConstraint.deactivate(constraints)
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Layouts

    private func layOutReady(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) {
        mirror = MirrorContext(map: navMap)
        let safe = navMap.safeAreaLayoutGuide
        let viewport = place(state.viewport, on: navMap)
        let logo = place(state.googleLogo, on: navMap)
        let stack = makeButtonStack(state.buttonView(.compass).map { [$0] } ?? [], on: navMap)

        layoutConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.edge),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.gap),

            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.edge),
            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: wide ? Metrics.gap : Metrics.edge),
            stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.gap),
        ]
        NSLayoutConstraint.activate(layoutConstraints)
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) {
        let mirror = MirrorContext(map: navMap)
        self.mirror = mirror
        let safe = navMap.safeAreaLayoutGuide

        let viewport = place(state.viewport, on: navMap)
        let turnCard = placeGuidance(state.turnCard, on: navMap)
        let etaCard = placeGuidance(state.etaCard, on: navMap)
        let progress = placeGuidance(state.tripProgressBar, on: navMap)
        let speed = placeGuidance(state.speedWidget, on: navMap)
        let logo = place(state.googleLogo, on: navMap)
        let stack = makeButtonStack(
            [state.buttonView(.compass), state.buttonView(.reporting)].compactMap { $0 }, on: navMap)

        // Everything on the map's trailing side lines up on this edge: the
        // panel's inner edge in wide mode, the safe area otherwise.
        let trailingEdge: NSLayoutXAxisAnchor
        if wide {
            let panel = place(tripPanel, on: navMap)
            panel.apply(mirror, margins: mirror.trailingPanelMargins(
                safeArea: navMap.safeAreaInsets, inner: Metrics.edge, edge: Metrics.gap))
            let panelWidth = Metrics.panelWidth + mirror.trailingUnsafeWidth(of: navMap.safeAreaInsets)
            layoutConstraints += [
                panel.topAnchor.constraint(equalTo: navMap.topAnchor),
                panel.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                panel.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                panel.widthAnchor.constraint(equalToConstant: panelWidth),
            ]
            trailingEdge = panel.leadingAnchor
        } else {
            trailingEdge = safe.trailingAnchor
        }

        layoutConstraints += [
            progress.trailingAnchor.constraint(equalTo: trailingEdge, constant: -Metrics.gap),
            progress.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.gap),
            stack.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -Metrics.gap),
            stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.gap),

            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.gap),

            viewport.trailingAnchor.constraint(equalTo: trailingEdge),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        if wide {
            layoutConstraints += [
                turnCard.topAnchor.constraint(
                    equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: Metrics.edge),
                // The camera strip is narrow: the speed widget rides on the ETA card.
                speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.edge),
                speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
                progress.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.gap),
                stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.gap),
            ]
        } else {
            layoutConstraints += [
                turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.edge),
                speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -Metrics.gap),
                progress.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Metrics.gap),
                stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Metrics.gap),
            ]
        }
        NSLayoutConstraint.activate(layoutConstraints)
    }

    // MARK: - Helpers

    /// Adds a view if it is not on the map yet, below a prompt on screen
    /// (nothing may be drawn over a prompt).
    @discardableResult
    private func place<V: UIView>(_ view: V, on navMap: GMSMapView) -> V {
        guard view.superview !== navMap else { return view }
        view.translatesAutoresizingMaskIntoConstraints = false
        if let prompt, prompt.superview === navMap {
            navMap.insertSubview(view, belowSubview: prompt)
        } else {
            navMap.addSubview(view)
        }
        return view
    }

    private func placeGuidance(_ view: UIView, on navMap: GMSMapView) -> UIView {
        if !guidanceViews.contains(where: { $0 === view }) {
            guidanceViews.append(view)
        }
        return place(view, on: navMap)
    }

    private func makeButtonStack(_ buttons: [UIView], on navMap: GMSMapView) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = Metrics.buttonSpacing
        stack.arrangedSubviews = buttons
        buttonStack = place(stack, on: navMap)
        return stack
    }

    /// Deactivates the current layout, takes down the button stack and the
    /// trip panel. Google views stay where they are until their state ends.
    private func tearDownLayout() {
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints = []
        buttonStack?.removeFromSuperview()
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
        tripPanel.removeFromSuperview()
    }

    private func removeGuidanceViews() {
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
    }
}
