import GoogleNavigation
import UIKit

/// The drive screen's layout: turn card on top, ETA card at the bottom, the
/// camera framed in between; in wide mode the cards form a leading column and
/// the camera takes the rest.
@MainActor
final class DriveLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready(LayoutState<NavigationReadyUIState>)
        case guiding(LayoutState<ActiveGuidanceUIState>)
    }

    private var metrics = MetricsTable.navigationDefaults()
    private var phase: Phase = .off
    private var isWide = false

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// The bottom of the open map: above the ETA card and any prompt.
    private let contentBottom = UILayoutGuide()

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var phaseViews: [UIView] = []

    private var prompts: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var promptSlides: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var shownPrompt: NavigationPromptView?

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        contentBottom.identifier = "drive.contentBottom"
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)

        let layout = LayoutState(root: newState, map: navMap)
        phase = .ready(layout)
        layoutReady(layout, wide: layout.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let shownPrompt {
            dropPrompt(shownPrompt)
        }
        tearDownPhase(removingViews: true)
        buttonStack.arrangedSubviews = []
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)
        phase = .off
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownPhase(removingViews: true)
        let layout = LayoutState(root: newState, map: navMap)
        phase = .guiding(layout)
        layoutGuidance(layout, wide: layout.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        tearDownPhase(removingViews: true)
        let layout = LayoutState(root: newState, map: navMap)
        phase = .ready(layout)
        layoutReady(layout, wide: layout.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWide else { return }
        switch phase {
        case .off:
            isWide = newState.wideMode
        case .ready(let layout):
            tearDownPhase(removingViews: false)
            layoutReady(layout, wide: newState.wideMode)
        case .guiding(let layout):
            tearDownPhase(removingViews: false)
            layoutGuidance(layout, wide: newState.wideMode)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let prompt = ViewHandle(view: newPrompt)
        let slide = prompt.bottom.constraint(equalTo: navMap.bottomAnchor, constant: metrics.promptTravel)
        let constraints = prompt { p in
            [
                slide,
                p.leading.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: p.top),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        prompts[ObjectIdentifier(newPrompt)] = constraints
        promptSlides[ObjectIdentifier(newPrompt)] = slide
        shownPrompt = newPrompt

        navMap.layoutIfNeeded()
        UIView.animate(withDuration: TimeInterval(metrics.promptDuration)) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if shownPrompt === oldPrompt { shownPrompt = nil }
        guard let slide = promptSlides[ObjectIdentifier(oldPrompt)] else { return }
        UIView.animate(withDuration: TimeInterval(metrics.promptDuration)) {
            slide.constant = self.metrics.promptTravel
            navMap.layoutIfNeeded()
        } completion: { _ in
            self.dropPrompt(oldPrompt)
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func dropPrompt(_ prompt: NavigationPromptView) {
        let key = ObjectIdentifier(prompt)
        NSLayoutConstraint.deactivate(prompts[key] ?? [])
        prompts[key] = nil
        promptSlides[key] = nil
        prompt.removeFromSuperview()
    }

    // MARK: - Layouts

    private func layoutReady(_ layout: LayoutState<NavigationReadyUIState>, wide: Bool) {
        isWide = wide
        let logoInset = wide ? metrics.wideLogoInset : 0
        buttonStack.arrangedSubviews = layout.stackedButtons
        show([layout.viewport.view, layout.googleLogo.view, buttonStack], on: layout.map)

        activatePhase(
            layout.viewport { viewport in
                [
                    viewport.leading.constraint(equalTo: layout.safe.leading),
                    viewport.trailing.constraint(equalTo: layout.safe.trailing),
                    viewport.top.constraint(equalTo: layout.safe.top),
                    viewport.bottom.constraint(equalTo: contentBottom.topAnchor),
                ]
            }
            + layout.googleLogo { logo in
                [
                    logo.leading.constraint(equalTo: layout.safe.leading, constant: logoInset),
                    logo.bottom.constraint(equalTo: contentBottom.topAnchor),
                ]
            }
            + buttonConstraints(top: layout.safe.top, trailing: layout.safe.trailing)
        )
    }

    private func layoutGuidance(_ layout: LayoutState<ActiveGuidanceUIState>, wide: Bool) {
        isWide = wide
        buttonStack.arrangedSubviews = layout.stackedButtons
        show(
            [layout.viewport.view] + layout.guidanceViews + [layout.googleLogo.view, buttonStack],
            on: layout.map
        )
        if let shownPrompt {
            layout.map.bringSubviewToFront(shownPrompt)
        }

        let cards = layout.turnCard { card in
            [
                card.leading.constraint(equalTo: layout.safe.leading),
                card.top.constraint(equalTo: layout.map.topAnchor),
            ]
        } + layout.etaCard { eta in
            [
                eta.leading.constraint(equalTo: layout.safe.leading),
                eta.bottom.constraint(equalTo: layout.map.bottomAnchor),
            ]
        }

        let rest: [NSLayoutConstraint]
        if wide {
            // Leading column: turn card, speed widget on the ETA card, ETA card.
            rest = [
                layout.speedWidget.leading.constraint(equalTo: layout.safe.leading),
                layout.speedWidget.bottom.constraint(equalTo: layout.etaCard.marginTop),
                layout.viewport.leading.constraint(equalTo: layout.turnCard.trailing),
                layout.viewport.trailing.constraint(equalTo: layout.safe.trailing),
                layout.viewport.top.constraint(equalTo: layout.safe.top),
                layout.viewport.bottom.constraint(equalTo: contentBottom.topAnchor),
                layout.googleLogo.leading.constraint(
                    equalTo: layout.viewport.leading, constant: metrics.wideLogoInset),
                layout.googleLogo.bottom.constraint(equalTo: contentBottom.topAnchor),
            ] + buttonConstraints(top: layout.safe.top, trailing: layout.safe.trailing)
        } else {
            rest = [
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: layout.etaCard.top),
                layout.speedWidget.leading.constraint(equalTo: layout.safe.leading),
                layout.speedWidget.bottom.constraint(equalTo: contentBottom.topAnchor),
                layout.googleLogo.leading.constraint(equalTo: layout.safe.leading),
                layout.googleLogo.bottom.constraint(equalTo: layout.speedWidget.top),
                layout.viewport.leading.constraint(equalTo: layout.safe.leading),
                layout.viewport.trailing.constraint(equalTo: layout.safe.trailing),
                layout.viewport.top.constraint(equalTo: layout.turnCard.bottom),
                layout.viewport.bottom.constraint(equalTo: contentBottom.topAnchor),
            ] + buttonConstraints(top: layout.turnCard.bottom, trailing: layout.safe.trailing)
        }
        activatePhase(cards + rest)
    }

    private func buttonConstraints(top: NSLayoutYAxisAnchor, trailing: NSLayoutXAxisAnchor) -> [NSLayoutConstraint] {
        [
            buttonStack.trailingAnchor.constraint(equalTo: trailing, constant: -metrics.buttonInset),
            buttonStack.topAnchor.constraint(equalTo: top, constant: metrics.buttonSpacing),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -metrics.buttonSpacing),
        ]
    }

    // MARK: - Bookkeeping

    private func show(_ views: [UIView], on map: GMSMapView) {
        for view in views where view.superview == nil {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
            phaseViews.append(view)
        }
    }

    private func activatePhase(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
        phaseConstraints = constraints
    }

    private func tearDownPhase(removingViews: Bool) {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []
        guard removingViews else { return }
        phaseViews.forEach { $0.removeFromSuperview() }
        phaseViews = []
    }
}
