import GoogleNavigation
import UIKit

/// Map screen of the rider app during a trip.
///
/// The app's sheet (RideSheetView.swift) lives at the bottom of the map for
/// the whole session. Compact: it spans the map and the ETA card and prompts
/// sit right on top of it. Wide: it takes the trailing half, beside the
/// leading column of Google cards. In every detent the camera (viewport), the
/// logo and the buttons stay above `openMapFloor`, a zero-height guide held
/// above the sheet, the ETA card (compact guidance) and any prompt.
@MainActor
final class RideSheetLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Metrics {
        static let edge: CGFloat = 12
        static let gap: CGFloat = 8
        static let detentAnimation: TimeInterval = 0.35
        static let promptAnimation: TimeInterval = 0.25
    }

    let sheet = RideSheetView()

    private(set) var detent: RideSheetView.Detent = .collapsed {
        didSet {
            guard detent != oldValue, let navMap else { return }
            let animator = UIViewPropertyAnimator(duration: Metrics.detentAnimation, dampingRatio: 0.9) {
                self.updateSheetHeight(in: navMap)
                navMap.layoutIfNeeded()
            }
            animator.startAnimation()
        }
    }

    private weak var navMap: GMSMapView?
    private let openMapFloor = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    // Session: the sheet and the floor guide.
    private var sheetHeight: NSLayoutConstraint?
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var sheetHorizontal: [NSLayoutConstraint] = []
    private var wide = false

    // Navigation state.
    private var stateViews: [UIView] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var guidance: ActiveGuidanceUIState?
    private var ready: NavigationReadyUIState?

    // Prompt.
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []
    /// Prompts the SDK took back that are still fading out.
    private var fadingPrompts: [(view: NavigationPromptView, constraints: [NSLayoutConstraint])] = []

    override init() {
        super.init()
        openMapFloor.identifier = "ride.openMapFloor"
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    /// Ride flow events move the sheet; there is no drag gesture on this screen.
    func handle(_ event: RideEvent) {
        detent = event.detent
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.navMap = navMap
        wide = newState.wideMode

        navMap.addSubview(sheet)
        navMap.addLayoutGuide(openMapFloor)
        let height = sheet.heightAnchor.constraint(equalToConstant: detent.height(forMapHeight: navMap.bounds.height))
        sheetHeight = height
        let resting = openMapFloor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            height,
            sheet.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            openMapFloor.heightAnchor.constraint(equalToConstant: 0),
            openMapFloor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            openMapFloor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            openMapFloor.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
            openMapFloor.bottomAnchor.constraint(lessThanOrEqualTo: sheet.topAnchor, constant: -Metrics.gap),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        placeSheetHorizontally(in: navMap)

        layOutReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        leaveState()
        ready = nil

        NSLayoutConstraint.deactivate(sheetHorizontal + sessionConstraints)
        sheetHorizontal = []
        sessionConstraints = []
        sheetHeight = nil
        navMap.removeLayoutGuide(openMapFloor)
        sheet.removeFromSuperview()
        self.navMap = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        leaveState()
        ready = nil
        wide = newState.wideMode
        placeSheetHorizontally(in: navMap)
        layOutGuidance(newState, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Arrival can stop guidance with a prompt still up.
        removePrompt()
        leaveState()
        guidance = nil
        wide = newState.wideMode
        placeSheetHorizontally(in: navMap)
        layOutReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }

        updateSheetHeight(in: navMap)
        guard newState.wideMode != wide else { return }
        wide = newState.wideMode
        placeSheetHorizontally(in: navMap)
        // Same views, new constraints: nothing is remounted, so a prompt stays on top.
        NSLayoutConstraint.deactivate(stateConstraints)
        if let guidance {
            layOutGuidance(guidance, on: navMap)
        } else if let ready {
            layOutReady(ready, on: navMap)
        }
        if let prompt {
            NSLayoutConstraint.deactivate(promptConstraints)
            promptConstraints = constraints(placing: prompt, on: navMap)
            NSLayoutConstraint.activate(promptConstraints)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = constraints(placing: newPrompt, on: navMap)
        NSLayoutConstraint.activate(promptConstraints)
        UIView.animate(withDuration: Metrics.promptAnimation) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt else { return }
        let leaving = promptConstraints
        prompt = nil
        promptConstraints = []
        fadingPrompts.append((oldPrompt, leaving))
        UIView.animate(withDuration: Metrics.promptAnimation, delay: 0, options: [.beginFromCurrentState], animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
            oldPrompt.alpha = 1
            self?.fadingPrompts.removeAll { $0.view === oldPrompt }
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Sheet

    private func updateSheetHeight(in navMap: GMSMapView) {
        sheetHeight?.constant = detent.height(forMapHeight: navMap.bounds.height)
    }

    /// Compact: across the whole map. Wide: the trailing half of the safe area.
    private func placeSheetHorizontally(in navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(sheetHorizontal)
        let safe = navMap.safeAreaLayoutGuide
        sheetHorizontal = wide
            ? [
                sheet.leadingAnchor.constraint(equalTo: safe.centerXAnchor, constant: Metrics.gap),
                sheet.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.edge),
            ]
            : [
                sheet.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            ]
        NSLayoutConstraint.activate(sheetHorizontal)
    }

    // MARK: - States

    private func layOutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        ready = state
        let safe = navMap.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        mount([state.viewport, state.googleLogo, buttonStack], on: navMap)
        activate([
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor),
        ] + floatingControls(logo: state.googleLogo, viewport: state.viewport))
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        guidance = state
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let viewport = state.viewport
        buttonStack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            state.buttons.first { $0.type == type }?.view
        }
        mount([viewport, turnCard, etaCard, state.speedWidget, state.googleLogo, buttonStack], on: navMap)

        var layout = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: state.googleLogo.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -Metrics.gap),
        ]
        if wide {
            // Leading column: turn card on top, ETA card at the bottom; the
            // camera beside it, above the sheet on the trailing half.
            layout += [
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
            ]
        } else {
            // The ETA card rides on the sheet; the camera stays between the cards.
            layout += [
                etaCard.bottomAnchor.constraint(equalTo: sheet.topAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                openMapFloor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
            ]
        }
        activate(layout + floatingControls(logo: state.googleLogo, viewport: viewport))
    }

    /// Logo bottom leading and the button column trailing, both inside the camera's frame.
    private func floatingControls(logo: UIView, viewport: UIView) -> [NSLayoutConstraint] {
        [
            logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: Metrics.edge),
            logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -Metrics.gap),
            buttonStack.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -Metrics.edge),
            buttonStack.topAnchor.constraint(equalTo: viewport.topAnchor, constant: Metrics.gap),
            buttonStack.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -Metrics.gap),
        ]
    }

    /// Adds what is not on the map yet, back to front.
    private func mount(_ views: [UIView], on navMap: GMSMapView) {
        for view in views where view.superview !== navMap {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        stateViews = views
    }

    private func activate(_ constraints: [NSLayoutConstraint]) {
        stateConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func leaveState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
        buttonStack.arrangedSubviews = []
    }

    // MARK: - Prompt

    /// Compact: on top of the sheet (over the ETA card). Wide: bottom of the
    /// leading column. The open map's floor stays above it either way.
    private func constraints(placing prompt: NavigationPromptView, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        return [
            prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            wide
                ? prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
                : prompt.bottomAnchor.constraint(equalTo: sheet.topAnchor),
            openMapFloor.bottomAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
        ]
    }

    private func removePrompt() {
        for fading in fadingPrompts {
            NSLayoutConstraint.deactivate(fading.constraints)
            fading.view.removeFromSuperview()
            fading.view.alpha = 1
        }
        fadingPrompts = []
        guard let prompt else { return }
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt.removeFromSuperview()
        prompt.alpha = 1
        self.prompt = nil
    }
}
