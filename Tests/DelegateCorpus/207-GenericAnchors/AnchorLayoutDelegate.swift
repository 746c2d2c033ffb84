import GoogleNavigation
import UIKit

/// Navigation chrome for the courier app, written against `AnchorKit`.
@MainActor
final class AnchorLayoutDelegate: NavigationLayoutDelegate {

    private var readySheet: [NSLayoutConstraint] = []
    private var guidanceSheet: [NSLayoutConstraint] = []
    private var columnSheet: [NSLayoutConstraint] = []
    private var promptSheet: [NSLayoutConstraint] = []
    private var shownPrompt: NavigationPromptView?

    private var guidance: ActiveGuidanceUIState?
    private var buttons: GMSNavigationHidingStackView?
    /// The line the floating chrome rests on: the ETA card, or the prompt while one is up.
    private var floor: UILayoutGuide?

    private let inset = NavigationStyleValues.headerFooterHorizontalPadding
    private let gap = NavigationStyleValues.elementHorizontalPadding

    // MARK: Ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        layOutReady(newState, on: navMap, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readySheet)
        readySheet = []
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        oldState.buttons.map(\.view).forEach { $0.removeFromSuperview() }
    }

    private func layOutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView, wide: Bool) {
        let safe = navMap.safeAreaLayoutGuide
        let compass = state.buttons.first { $0.type == .compass }?.view
        ([state.viewport, state.googleLogo] + (compass.map { [$0] } ?? [])).add(to: navMap)

        var sheet = fill(state.viewport, in: safe)
        sheet += [
            Axis.horizontal.start(state.googleLogo, at: safe, inset: inset),
            Axis.vertical.end(state.googleLogo, at: safe, inset: inset),
        ]
        if let compass {
            // Wide screens have room for the compass a little further in.
            let buttonInset = wide ? NavigationStyleValues.buttonHorizontalPadding : gap
            sheet += [
                Axis.vertical.start(compass, at: safe, inset: NavigationStyleValues.buttonVerticalPadding),
                Axis.horizontal.end(compass, at: safe, inset: buttonInset),
            ]
        }
        readySheet = sheet.activated()
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readySheet)
        readySheet = []
        guidance = newState

        let safe = navMap.safeAreaLayoutGuide
        let stackView = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stackView.spacing = gap
        stackView.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting]
            .compactMap { type in newState.buttons.first { $0.type == type }?.view }
        buttons = stackView

        [newState.viewport, newState.googleLogo, newState.turnCard, newState.etaCard,
         newState.speedWidget, newState.tripProgressBar, stackView].add(to: navMap)

        let floorGuide = UILayoutGuide()
        navMap.addLayoutGuide(floorGuide)
        floor = floorGuide

        guidanceSheet = [
            // Floor: on the ETA card's margin unless a prompt pushes it up.
            floorGuide.bottomAnchor.atMost(safe.bottomAnchor),
            floorGuide.topAnchor.atMost(newState.etaCard.layoutMarginsGuide.topAnchor),
            floorGuide.topAnchor.preferably(newState.etaCard.layoutMarginsGuide.topAnchor, at: .defaultHigh),
            pin(floorGuide.bottomAnchor, to: floorGuide.topAnchor),

            Axis.vertical.start(newState.turnCard, at: safe, inset: NavigationStyleValues.headerTopPadding),
            Axis.vertical.end(newState.etaCard, at: safe),

            // Camera: between the turn card and the floor.
            pin(newState.viewport.topAnchor, to: newState.turnCard.bottomAnchor),
            pin(newState.viewport.bottomAnchor, to: floorGuide.topAnchor),
        ] + Axis.horizontal.span(newState.viewport, in: safe) + [
            Axis.horizontal.start(newState.speedWidget, at: safe, inset: inset),
            pin(newState.speedWidget.bottomAnchor, to: floorGuide.topAnchor),
            pin(newState.googleLogo.leadingAnchor, to: newState.speedWidget.trailingAnchor, gap),
            pin(newState.googleLogo.bottomAnchor, to: floorGuide.topAnchor),

            // Trailing rail: progress bar on the edge, buttons beside it.
            Axis.horizontal.end(newState.tripProgressBar, at: safe),
            stack(newState.turnCard, above: newState.tripProgressBar, gap: gap),
            stack(newState.tripProgressBar, above: floorGuide, gap: gap),
            pin(stackView.trailingAnchor, to: newState.tripProgressBar.leadingAnchor, -gap),
            stack(stackView, above: floorGuide, gap: gap),
            stackView.topAnchor.atLeast(newState.turnCard.bottomAnchor, gap),
        ]
        guidanceSheet = guidanceSheet.activated()
        columnSheet = cardColumns(newState, on: navMap, wide: newState.wideMode).activated()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let shownPrompt { hidePrompt(navMap: navMap, oldPrompt: shownPrompt) }
        NSLayoutConstraint.deactivate(guidanceSheet + columnSheet + promptSheet)
        guidanceSheet = []
        columnSheet = []
        promptSheet = []

        buttons?.arrangedSubviews = []
        buttons?.removeFromSuperview()
        buttons = nil
        if let floor { navMap.removeLayoutGuide(floor) }
        floor = nil
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget, oldState.tripProgressBar]
            .forEach { $0.removeFromSuperview() }
        oldState.buttons.filter { $0.type == .reporting }.forEach { $0.view.removeFromSuperview() }
        guidance = nil

        layOutReady(newState, on: navMap, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let guidance else { return }
        NSLayoutConstraint.deactivate(columnSheet)
        columnSheet = cardColumns(guidance, on: navMap, wide: newState.wideMode).activated()
    }

    /// Portrait: full-width cards. Wide: the SDK's card width on the leading edge.
    private func cardColumns(_ state: ActiveGuidanceUIState, on navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        return [state.turnCard, state.etaCard].flatMap { card in
            wide
                ? [Axis.horizontal.start(card, at: safe, inset: inset), card.trailingAnchor.atMost(navMap.centerXAnchor)]
                : Axis.horizontal.span(card, in: safe, inset: inset)
        }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptSheet)
        promptSheet = []
        retire(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptSheet)
        promptSheet = []
        retire(oldPrompt)
        present(newPrompt, on: navMap)
    }

    private func present(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        [prompt].add(to: navMap)
        var sheet = Axis.horizontal.span(prompt, in: navMap.safeAreaLayoutGuide)
        sheet.append(pin(prompt.bottomAnchor, to: navMap.bottomAnchor))
        if let floor {
            sheet.append(floor.topAnchor.atMost(prompt.topAnchor, -gap))
        }
        promptSheet = sheet.activated()
        shownPrompt = prompt

        prompt.alpha = 0
        UIView.animate(withDuration: 0.3) { prompt.alpha = 1 }
    }

    private func retire(_ prompt: NavigationPromptView) {
        shownPrompt = nil
        UIView.animate(withDuration: 0.3, animations: { prompt.alpha = 0 }, completion: { _ in
            prompt.removeFromSuperview()
        })
    }
}
