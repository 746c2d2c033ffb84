import GoogleNavigation
import UIKit

/// Navigation layout where every change is reversible: each callback opens a
/// group on `undo`, and leaving a state unwinds that state's group.
@MainActor
final class ReversibleLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Metrics {
        static let gap = NavigationStyleValues.buttonVerticalPadding
        static let side = NavigationStyleValues.buttonHorizontalPadding
        static let element = NavigationStyleValues.elementHorizontalPadding
        static let promptTravel: CGFloat = 200
        static let promptDuration: TimeInterval = 0.25
    }

    private let undo = LayoutUndoStack()
    private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// Bottom of the open map: above the ETA card and any prompt.
    private let openBottom = UILayoutGuide()

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var wide = false
    private var promptSlides: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var promptsOnScreen: [NavigationPromptView] = []

    // MARK: - Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        undo.begin(.session)
        openBottom.identifier = "reversible.openBottom"
        undo.addGuide(openBottom, to: navMap)
        let resting = openBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        undo.activate([
            openBottom.heightAnchor.constraint(equalToConstant: 0),
            openBottom.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            openBottom.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            resting,
        ])
        undo.add(stack, to: navMap)

        readyState = newState
        layOutReady(newState, on: navMap, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        undo.unwindAll()
        readyState = nil
        guidanceState = nil
        promptSlides = [:]
        promptsOnScreen = []
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        undo.unwind(.ready)
        guidanceState = newState
        layOutGuidance(newState, on: navMap, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        undo.unwind(.guidance)
        guidanceState = nil
        readyState = newState
        layOutReady(newState, on: navMap, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != wide else { return }
        if let guidanceState, undo.contains(.guidance) {
            undo.unwind(.guidance)
            layOutGuidance(guidanceState, on: navMap, wide: newState.wideMode)
        } else if let readyState, undo.contains(.ready) {
            undo.unwind(.ready)
            layOutReady(readyState, on: navMap, wide: newState.wideMode)
        } else {
            wide = newState.wideMode
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let key = ObjectIdentifier(newPrompt)
        undo.begin(.prompt(key))
        undo.add(newPrompt, to: navMap)
        let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: Metrics.promptTravel)
        undo.activate([
            slide,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            openBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        promptSlides[key] = slide
        promptsOnScreen.append(newPrompt)
        undo.register { [weak self] in
            self?.promptSlides[key] = nil
            self?.promptsOnScreen.removeAll { $0 === newPrompt }
        }

        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Metrics.promptDuration) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let key = ObjectIdentifier(oldPrompt)
        guard let slide = promptSlides[key] else { return }
        UIView.animate(withDuration: Metrics.promptDuration, animations: {
            slide.constant = Metrics.promptTravel
            navMap.layoutIfNeeded()
        }, completion: { _ in
            self.undo.unwind(.prompt(key))
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Layouts

    private func layOutReady(_ state: NavigationReadyUIState, on map: GMSMapView, wide: Bool) {
        self.wide = wide
        undo.begin(.ready)
        let safe = map.safeAreaLayoutGuide
        addUnderPrompts([state.viewport, state.googleLogo], on: map)
        undo.arrange(buttons(state.buttons), in: stack)

        let logoInset = wide ? Metrics.element : 0
        undo.activate([
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.side),
            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.gap),
            stack.bottomAnchor.constraint(equalTo: openBottom.topAnchor, constant: -Metrics.gap),
        ])
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, on map: GMSMapView, wide: Bool) {
        self.wide = wide
        undo.begin(.guidance)
        let safe = map.safeAreaLayoutGuide
        let turnCard = state.turnCard, etaCard = state.etaCard, bar = state.tripProgressBar
        addUnderPrompts(
            [state.viewport, turnCard, etaCard, state.speedWidget, bar, state.googleLogo], on: map)
        undo.arrange(buttons(state.buttons), in: stack)

        // Cards: leading column in wide mode, across the screen otherwise;
        // the SDK sizes both either way.
        undo.activate([
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: map.topAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -Metrics.side),
            stack.bottomAnchor.constraint(equalTo: openBottom.topAnchor, constant: -Metrics.gap),
            bar.bottomAnchor.constraint(equalTo: openBottom.topAnchor, constant: -Metrics.gap),
            state.viewport.trailingAnchor.constraint(equalTo: bar.leadingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
        ])

        if wide {
            undo.activate([
                state.speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: Metrics.element),
                state.googleLogo.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
                bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.gap),
                stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.gap),
            ])
        } else {
            undo.activate([
                openBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.googleLogo.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                bar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Metrics.gap),
                stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Metrics.gap),
            ])
        }
    }

    // MARK: - Helpers

    /// Adds views the state shows, below any prompt still on screen (a
    /// relayout after a rotation must not cover the prompt).
    private func addUnderPrompts(_ views: [UIView], on map: GMSMapView) {
        undo.add(views, to: map)
        for prompt in promptsOnScreen {
            map.bringSubviewToFront(prompt)
        }
    }

    /// Buttons by kind: reporting nearest the bottom, compass above it.
    private func buttons(_ all: [NavigationUIButton]) -> [UIView] {
        let wanted: [NavigationButtonKnownType] = [.reporting, .compass]
        return wanted.compactMap { kind in all.first(where: { $0.type == kind })?.view }
    }
}
