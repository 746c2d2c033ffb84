import GoogleNavigation
import UIKit

/// Every layout change is a step in an undo history: leaving a state is
/// undoing the step that entered it, so no state can outlive its callback.
final class UndoableNavigationLayout: NSObject, NavigationLayoutDelegate {
    private let history = UndoManager.layoutHistory()

    private var isWide = false
    /// The strip at the bottom that the camera, the logo and the buttons stay above.
    private var floor: UILayoutGuide?
    private var buttonStack: GMSNavigationHidingStackView?
    /// Navigation-ready constraints that guidance replaces.
    private var readyConstraints: [NSLayoutConstraint] = []
    /// The guidance viewport, per wide mode; `sizeChanged` swaps them.
    private var narrowViewport: [NSLayoutConstraint] = []
    private var wideViewport: [NSLayoutConstraint] = []

    private var inset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    private var gap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    private var elementGap: CGFloat { NavigationStyleValues.elementHorizontalPadding }

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode
        let safe = navMap.safeAreaLayoutGuide
        let floor = UILayoutGuide()
        floor.identifier = "floor"
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = gap
        self.floor = floor
        buttonStack = stack

        history.step(LayoutStep.enableNavigation, on: navMap) { layout in
            layout.add(floor)
            layout.activate([
                floor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                floor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                floor.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            ])
            layout.add(newState.viewport)
            layout.add(newState.googleLogo)
            layout.add(stack)
            layout.arrange(newState.buttons.layoutButtonViews, in: stack)

            let viewport = newState.viewport
            let logo = newState.googleLogo
            readyConstraints = [
                floor.topAnchor.constraint(equalTo: safe.bottomAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: elementGap),
                logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
                stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
                stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
            ]
            layout.activate(readyConstraints)
            layout.onUndo { [weak self] in
                self?.readyConstraints = []
                self?.floor = nil
                self?.buttonStack = nil
            }
        }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        history.rollBackAll()
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guard let floor, let stack = buttonStack else { return }
        isWide = newState.wideMode
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let speed = newState.speedWidget
        let progress = newState.tripProgressBar
        let logo = newState.googleLogo
        let viewport = newState.viewport

        history.step(LayoutStep.startGuidance, on: navMap) { layout in
            layout.deactivate(readyConstraints)
            [turnCard, etaCard, speed, progress].forEach(layout.add)

            let floorAboveCard = floor.topAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)
            floorAboveCard.priority = .defaultHigh
            layout.activate([
                turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                turnCard.trailingAnchor.constraint(lessThanOrEqualTo: safe.trailingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.trailingAnchor.constraint(lessThanOrEqualTo: safe.trailingAnchor),
                floor.topAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
                floorAboveCard,
                speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                speed.bottomAnchor.constraint(equalTo: floor.topAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: elementGap),
                logo.bottomAnchor.constraint(equalTo: speed.topAnchor),
                progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -4),
                progress.topAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.bottomAnchor, constant: gap),
                progress.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
                stack.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -inset),
                stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
                stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
            ])

            narrowViewport = [
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            ]
            wideViewport = [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ]
            NSLayoutConstraint.activate(isWide ? wideViewport : narrowViewport)
            // sizeChanged may have swapped the sets since, so take back both.
            layout.onUndo { [weak self] in
                guard let self else { return }
                NSLayoutConstraint.deactivate(self.narrowViewport + self.wideViewport)
                self.narrowViewport = []
                self.wideViewport = []
            }
            layout.arrange(newState.buttons.layoutButtonViews, in: stack)
        }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        isWide = newState.wideMode
        history.rollBack(through: LayoutStep.startGuidance, notPast: LayoutStep.enableNavigation)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        guard !narrowViewport.isEmpty else { return }
        // A rotation is not a step anyone undoes: swap in place, unrecorded.
        history.disableUndoRegistration()
        defer { history.enableUndoRegistration() }
        NSLayoutConstraint.deactivate(isWide ? narrowViewport : wideViewport)
        NSLayoutConstraint.activate(isWide ? wideViewport : narrowViewport)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let floor else { return }
        let safe = navMap.safeAreaLayoutGuide
        history.step(LayoutStep.showPrompt, on: navMap) { layout in
            layout.addFading(newPrompt, pinnedBy: [
                newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                newPrompt.trailingAnchor.constraint(lessThanOrEqualTo: safe.trailingAnchor),
            ])
            layout.activate([floor.topAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)])
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        history.rollBack(through: LayoutStep.showPrompt, notPast: LayoutStep.startGuidance)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        history.rollBack(through: LayoutStep.showPrompt, notPast: LayoutStep.startGuidance)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
