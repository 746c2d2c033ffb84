import GoogleNavigation
import UIKit

/// Places the navigation chrome by evaluating `LayoutRules.table` against a
/// fresh `LayoutContext` in every callback.
@MainActor
final class RuleTableLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Metrics {
        static let promptSlideDuration: TimeInterval = 0.3
        static let speedWidgetGap: CGFloat = 4
    }
    // What is on screen.
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var flags: NavigationUIState?
    private var prompt: NavigationPromptView?
    // What the delegate owns.
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let contentBottomGuide = UILayoutGuide()
    private var activeConstraints: [NSLayoutConstraint] = []
    private var promptBottom: NSLayoutConstraint?

    // MARK: - Navigation ready
    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        flags = newState
        contentBottomGuide.identifier = "contentBottom"
        navMap.addLayoutGuide(contentBottomGuide)
        navMap.addSubview(newState.viewport)
        navMap.addSubview(newState.googleLogo)
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        navMap.addSubview(buttonStack)
        relayout(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        clearConstraints()
        prompt?.removeFromSuperview()
        prompt = nil
        buttonStack.removeFromSuperview()
        buttonStack.arrangedSubviews = []
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        navMap.removeLayoutGuide(contentBottomGuide)
        readyState = nil
        flags = nil
    }

    // MARK: - Guidance
    func startGuidance(
        navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState
    ) {
        clearConstraints()
        guidanceState = newState
        flags = newState
        for view in [newState.turnCard, newState.etaCard, newState.speedWidget] {
            navMap.addSubview(view)
        }
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        relayout(navMap)
    }

    func stopGuidance(
        navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState
    ) {
        clearConstraints()
        prompt?.removeFromSuperview()
        prompt = nil
        for view in [oldState.turnCard, oldState.etaCard, oldState.speedWidget] {
            view.removeFromSuperview()
        }
        guidanceState = nil
        readyState = newState
        flags = newState
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        relayout(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard readyState != nil || guidanceState != nil else { return }
        flags = newState
        relayout(navMap)
    }

    // MARK: - Prompts
    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        navMap.addSubview(newPrompt)
        // Lay it out just below the map's bottom edge, then slide it up.
        relayout(navMap, promptOffset: newPrompt.bounds.height)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Metrics.promptSlideDuration) { [weak self] in
            self?.promptBottom?.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else {
            oldPrompt.removeFromSuperview()
            return
        }
        let slidingOut = promptBottom
        UIView.animate(withDuration: Metrics.promptSlideDuration, animations: {
            slidingOut?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { [weak self] _ in
            oldPrompt.removeFromSuperview()
            guard let self, self.prompt === oldPrompt else { return }
            self.prompt = nil
            self.relayout(navMap)
        })
    }

    func changePrompt(
        navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView
    ) {
        oldPrompt.removeFromSuperview()
        prompt = nil
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Rules
    private func context(for navMap: GMSMapView) -> LayoutContext? {
        guard let flags else { return nil }
        return LayoutContext.make(
            phase: guidanceState == nil ? .ready : .guidance, state: flags, navMap: navMap,
            speedWidget: guidanceState?.speedWidget, promptShown: prompt != nil)
    }

    private func clearConstraints() {
        NSLayoutConstraint.deactivate(activeConstraints)
        activeConstraints = []
        promptBottom = nil
    }

    private func relayout(_ navMap: GMSMapView, promptOffset: CGFloat = 0) {
        guard let context = context(for: navMap) else { return }
        let layout = LayoutRules.layout(for: context)
        clearConstraints()
        activeConstraints = constraints(for: layout, on: navMap, promptOffset: promptOffset)
        NSLayoutConstraint.activate(activeConstraints)
    }
}

// MARK: - Building constraints

extension RuleTableLayoutDelegate {
    private func constraints(
        for layout: ChromeLayout, on navMap: GMSMapView, promptOffset: CGFloat
    ) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let bottom = contentBottomGuide
        let restingBottom = bottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        restingBottom.priority = .defaultLow

        var result: [NSLayoutConstraint] = [
            bottom.heightAnchor.constraint(equalToConstant: 0),
            bottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            bottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            bottom.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            restingBottom,
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: bottom.topAnchor),
        ]

        guard let guidance = guidanceState, layout.cards != .none else {
            guard let ready = readyState else { return result }
            result += [
                ready.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                ready.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                ready.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                ready.viewport.bottomAnchor.constraint(equalTo: bottom.topAnchor),
                ready.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                ready.googleLogo.bottomAnchor.constraint(equalTo: bottom.topAnchor),
                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
            ]
            return result
        }

        let (turnCard, etaCard) = (guidance.turnCard, guidance.etaCard)
        let (viewport, logo) = (guidance.viewport, guidance.googleLogo)
        switch layout.cards {
        case .none: break
        case .stacked:
            result += [
                turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                bottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            ]
        case .leadingColumn:
            let besideColumn = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            besideColumn.priority = .defaultLow
            result += [
                turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                besideColumn,
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor),
                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
            ]
        }
        result += [
            viewport.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            logo.bottomAnchor.constraint(equalTo: bottom.topAnchor),
        ]
        result += speedWidgetConstraints(layout.speedWidget, widget: guidance.speedWidget, logo: logo)
        result += promptConstraints(layout.promptDock, on: navMap, offset: promptOffset)
        return result
    }

    private func speedWidgetConstraints(
        _ placement: ChromeLayout.SpeedWidgetPlacement, widget: UIView, logo: UIView
    ) -> [NSLayoutConstraint] {
        switch placement {
        case .besideLogo:
            return [widget.leadingAnchor.constraint(
                        equalTo: logo.layoutMarginsGuide.trailingAnchor, constant: Metrics.speedWidgetGap),
                    widget.bottomAnchor.constraint(equalTo: logo.bottomAnchor)]
        case .aboveLogo:
            return [widget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                    widget.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor)]
        }
    }

    private func promptConstraints(
        _ dock: ChromeLayout.PromptDock, on navMap: GMSMapView, offset: CGFloat
    ) -> [NSLayoutConstraint] {
        guard let prompt, dock != .none else { return [] }
        let edge = dock == .mapBottom ? navMap.bottomAnchor : navMap.safeAreaLayoutGuide.bottomAnchor
        let slide = prompt.bottomAnchor.constraint(equalTo: edge, constant: offset)
        promptBottom = slide
        return [
            slide,
            prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            // Keep the viewport, the logo and the buttons clear of the prompt.
            contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
    }
}
