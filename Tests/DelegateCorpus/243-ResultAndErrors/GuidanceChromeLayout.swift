import GoogleNavigation
import UIKit

/// The drive screen's layout delegate. Each state is built from steps returning
/// `Result`; a state is activated as one transaction, rolled back if a step fails.
@MainActor
final class GuidanceChromeLayout: NSObject, NavigationLayoutDelegate {
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var guidance: ActiveGuidanceUIState?
    private var ready: NavigationReadyUIState?
    private var prompt: NavigationPromptView?
    private var wide = false
    private(set) var lastFailure: LayoutFailure?

    private var inset: CGFloat { wide ? NavigationStyleValues.buttonHorizontalPadding * 1.5 : NavigationStyleValues.buttonHorizontalPadding }
    private let gap = NavigationStyleValues.buttonVerticalPadding

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        ready = newState
        wide = newState.wideMode
        navMap.addSubview(newState.viewport)
        navMap.addSubview(newState.googleLogo)
        navMap.addSubview(buttonStack)
        buttonStack.spacing = gap
        applyReady(newState, navMap)
    }

    private func applyReady(_ state: NavigationReadyUIState, _ navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(readyConstraints)
        buttonStack.arrangedSubviews = stackViews(state.buttons)
        let safe = navMap.safeAreaLayoutGuide
        do {
            readyConstraints = try LayoutTransaction.run { tx in
                try tx.apply(requireOnMap(state.viewport, "viewport", navMap).map { viewport in [
                    viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                ] }.named("viewport"))
                try tx.apply(logoStep(state.googleLogo, above: safe.bottomAnchor, safe: safe))
                try tx.apply(buttonsStep(top: safe.topAnchor, bottom: safe.bottomAnchor, safe: safe))
            }
        } catch {
            lastFailure = error as? LayoutFailure
            readyConstraints = []
        }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        NSLayoutConstraint.deactivate(readyConstraints + guidanceConstraints)
        readyConstraints = []
        guidanceConstraints = []
        buttonStack.arrangedSubviews = []
        [buttonStack, oldState.googleLogo, oldState.viewport].forEach { $0.removeFromSuperview() }
        ready = nil
    }

    // MARK: Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        guidance = newState
        wide = newState.wideMode
        [newState.turnCard, newState.etaCard, newState.speedWidget].forEach(navMap.addSubview)
        applyGuidance(newState, navMap)
    }

    private func applyGuidance(_ state: ActiveGuidanceUIState, _ navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        buttonStack.arrangedSubviews = stackViews(state.buttons)
        let safe = navMap.safeAreaLayoutGuide
        let floor = prompt.map { wide ? safe.bottomAnchor : $0.topAnchor } ?? (wide ? safe.bottomAnchor : state.etaCard.topAnchor)
        do {
            guidanceConstraints = try LayoutTransaction.run { tx in
                try tx.apply(cardsStep(state, safe: safe, navMap: navMap))
                try tx.apply(compactViewport(state, floor: floor, safe: safe)
                    .flatMapError { failure in
                        failure == .needsWideVariant ? self.wideViewport(state, safe: safe) : .failure(failure)
                    })
                try tx.apply(logoStep(state.googleLogo, above: floor, safe: safe, widget: wide ? nil : state.speedWidget,
                                      besideColumn: wide ? state.turnCard : nil))
                try tx.apply(buttonsStep(top: wide ? safe.topAnchor : state.turnCard.bottomAnchor, bottom: floor, safe: safe))
            }
        } catch LayoutFailure.missing(let name) {
            // A missing button must not take the cards and the camera frame down with it.
            lastFailure = .missing(name)
            guidanceConstraints = (try? LayoutTransaction.run { tx in
                try tx.apply(cardsStep(state, safe: safe, navMap: navMap))
                try tx.apply(wide ? wideViewport(state, safe: safe) : compactViewport(state, floor: floor, safe: safe))
                try tx.apply(logoStep(state.googleLogo, above: floor, safe: safe))
            }) ?? []
        } catch {
            lastFailure = error as? LayoutFailure
            guidanceConstraints = []
        }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePrompt()
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget].forEach { $0.removeFromSuperview() }
        guidance = nil
        ready = newState
        wide = newState.wideMode
        applyReady(newState, navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        do {
            let state = try activeGuidance(newState)
            applyGuidance(state, navMap)
        } catch LayoutFailure.wrongPhase {
            if let ready { applyReady(ready, navMap) }
        } catch {
            lastFailure = error as? LayoutFailure
        }
    }

    private func activeGuidance(_ state: NavigationUIState) throws -> ActiveGuidanceUIState {
        guard guidance != nil, let active = state as? ActiveGuidanceUIState else {
            throw LayoutFailure.wrongPhase(expected: "activeGuidance", got: "\(type(of: state))")
        }
        return active
    }

    // MARK: Steps

    private func cardsStep(_ state: ActiveGuidanceUIState, safe: UILayoutGuide, navMap: GMSMapView) -> LayoutStep {
        Result {
            [
                state.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                // The speedometer rests on the ETA card's margin, bottom leading.
                state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
            ]
        }
        .mapError { _ in LayoutFailure.missing("cards") }
        .named("cards")
    }

    private func compactViewport(_ state: ActiveGuidanceUIState, floor: NSLayoutYAxisAnchor, safe: UILayoutGuide) -> LayoutStep {
        guard !wide else { return .failure(.needsWideVariant) }
        return .success([
            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: floor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
    }

    /// Wide mode: the cards form the leading column; the camera frames the rest.
    private func wideViewport(_ state: ActiveGuidanceUIState, safe: UILayoutGuide) -> LayoutStep {
        .success([
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
    }

    private func logoStep(_ logo: UIView, above floor: NSLayoutYAxisAnchor, safe: UILayoutGuide,
                          widget: UIView? = nil, besideColumn column: UIView? = nil) -> LayoutStep {
        let leading = column.map { logo.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: gap) }
            ?? logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset)
        var constraints = [leading, logo.bottomAnchor.constraint(lessThanOrEqualTo: floor, constant: -4)]
        if let widget {
            // Sit on the speedometer when it shows, but never below the floor.
            let onWidget = logo.bottomAnchor.constraint(equalTo: widget.topAnchor, constant: -gap)
            onWidget.priority = .defaultHigh
            constraints += [onWidget, logo.bottomAnchor.constraint(lessThanOrEqualTo: widget.topAnchor, constant: -gap)]
        } else {
            let resting = logo.bottomAnchor.constraint(equalTo: floor, constant: -4)
            resting.priority = .defaultHigh
            constraints.append(resting)
        }
        return .success(constraints)
    }

    private func buttonsStep(top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor, safe: UILayoutGuide) -> LayoutStep {
        do {
            _ = try requireButton(.compass, in: buttonsOnStack)
        } catch {
            return .failure(error)
        }
        return .success([
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            buttonStack.topAnchor.constraint(equalTo: top, constant: gap),
            buttonStack.bottomAnchor.constraint(equalTo: bottom, constant: -gap),
        ])
    }

    private var buttonsOnStack: [NavigationUIButton] { (guidance?.buttons ?? ready?.buttons) ?? [] }

    /// Reporting button at the bottom of the stack when guidance has one, compass above it.
    private func stackViews(_ buttons: [NavigationUIButton]) -> [UIView] {
        let reporting = try? requireButton(.reporting, in: buttons)
        let compass = try? requireButton(.compass, in: buttons)
        return [reporting, compass].compactMap { $0 }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        if let guidance { applyGuidance(guidance, navMap) }
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else { return }
        removePrompt()
        if let guidance { applyGuidance(guidance, navMap) }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
