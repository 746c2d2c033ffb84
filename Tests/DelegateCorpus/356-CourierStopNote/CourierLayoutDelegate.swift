import GoogleNavigation
import UIKit

/// The courier app's drive screen.
///
/// During guidance the dispatcher's note for the current stop (`StopNote`, a
/// read-only `UITextView`) sits above the ETA card and its speed widget when
/// the map is narrow, and under the turn card in the card column when it is
/// wide. The note and the prompts arrive by transform: the constraints say where
/// they end, `CGAffineTransform` chains carry them in from just off their place,
/// and everything ends at `.identity`. The open map ends on `openMap`, a guide
/// resting on the safe area and lifted above the note, the cards and any prompt.
@MainActor
final class CourierLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Metric {
        static let gap: CGFloat = 8
        static let noteHeight: CGFloat = 64
    }

    /// The stop the courier is driving to. The app sets it when the route changes.
    var stop: (index: Int, total: Int, instructions: String) = (1, 1, "") {
        didSet { note.text = StopNote.text(index: stop.index, total: stop.total, instructions: stop.instructions) }
    }

    private let note = StopNote.makeView()
    private let openMap = UILayoutGuide()
    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var sessionPins: [NSLayoutConstraint] = []
    private var statePins: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    /// Prompts on the map: the one the SDK shows, and any still sliding out.
    private var prompts: [(view: NavigationPromptView, pins: [NSLayoutConstraint])] = []

    override init() {
        super.init()
        note.text = StopNote.text(index: stop.index, total: stop.total, instructions: stop.instructions)
    }

    // MARK: - Navigation on and off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        openMap.identifier = "courier.openMap"
        navMap.addLayoutGuide(openMap)
        let resting = openMap.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionPins = [openMap.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(sessionPins)
        showReady(newState, wide: newState.wideMode, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompts()
        clearState()
        readyState = nil
        NSLayoutConstraint.deactivate(sessionPins)
        sessionPins = []
        navMap.removeLayoutGuide(openMap)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clearState()
        readyState = nil
        guidanceState = newState

        buttons.arrangedSubviews = Self.buttonViews(newState.buttons)
        mount([newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget, note,
               newState.googleLogo, buttons], on: navMap)
        statePins = guidancePins(newState, wide: newState.wideMode, on: navMap)
        NSLayoutConstraint.activate(statePins)

        note.alpha = 0
        note.transform = Motion.noteEntrance
        UIView.animate(withDuration: Motion.noteDuration.unlessReducingMotion, delay: 0, options: [.curveEaseOut]) {
            self.note.alpha = 1
            self.note.transform = .identity
        }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Guidance can stop with a prompt up or sliding out: it goes now, with guidance.
        dropPrompts()
        clearState()
        guidanceState = nil
        showReady(newState, wide: newState.wideMode, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let pins: [NSLayoutConstraint]
        if let state = guidanceState {
            pins = guidancePins(state, wide: newState.wideMode, on: navMap)
        } else if let state = readyState {
            pins = readyPins(state, wide: newState.wideMode, on: navMap)
        } else {
            return
        }
        NSLayoutConstraint.deactivate(statePins)
        statePins = pins
        NSLayoutConstraint.activate(statePins)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let pins = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            openMap.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(pins)
        prompts.append((newPrompt, pins))

        let travel = Motion.promptTravel(for: newPrompt, in: navMap)
        newPrompt.transform = CGAffineTransform(translationX: 0, y: travel.distance)
        UIView.animate(withDuration: travel.duration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
            newPrompt.transform = .identity
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        slideOut(oldPrompt, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        slideOut(oldPrompt, on: navMap)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func slideOut(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        let travel = Motion.promptTravel(for: prompt, in: navMap)
        UIView.animate(
            withDuration: travel.duration, delay: 0, options: [.curveEaseIn, .beginFromCurrentState],
            animations: {
                prompt.transform = CGAffineTransform.identity.translatedBy(x: 0, y: travel.distance)
            },
            completion: { [weak self] _ in
                prompt.transform = .identity
                self?.takeDown(prompt)
            })
    }

    /// Takes `prompt` off the map with its constraints, unless guidance already did.
    private func takeDown(_ prompt: NavigationPromptView) {
        guard let index = prompts.firstIndex(where: { $0.view === prompt }) else { return }
        let entry = prompts.remove(at: index)
        NSLayoutConstraint.deactivate(entry.pins)
        entry.view.removeFromSuperview()
    }

    private func dropPrompts() {
        for entry in prompts.reversed() {
            NSLayoutConstraint.deactivate(entry.pins)
            entry.view.transform = .identity
            entry.view.removeFromSuperview()
        }
        prompts.removeAll()
    }

    // MARK: - Layouts

    private func showReady(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) {
        readyState = state
        buttons.arrangedSubviews = Self.buttonViews(state.buttons)
        mount([state.viewport, state.googleLogo, buttons], on: navMap)
        statePins = readyPins(state, wide: wide, on: navMap)
        NSLayoutConstraint.activate(statePins)
    }

    private func readyPins(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let gap = Metric.gap
        let inset = NavigationStyleValues.buttonHorizontalPadding * (wide ? 1.5 : 1)
        return [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
            state.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
            buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            buttons.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
        ]
    }

    private func guidancePins(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let gap = Metric.gap
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let speed = state.speedWidget
        let viewport = state.viewport
        let logo = state.googleLogo

        // Turn card at the top, ETA card at the bottom, both on the leading edge;
        // the speed widget on the ETA card's margins.
        var pins = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
            note.heightAnchor.constraint(equalToConstant: Metric.noteHeight),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
            logo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
            buttons.trailingAnchor.constraint(
                equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            buttons.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
        ]
        if wide {
            // The note joins the card column under the turn card, as wide as its
            // content; the open map is beside the column.
            let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            hug.priority = .defaultLow
            pins += [
                note.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
                note.leadingAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.leadingAnchor),
                note.trailingAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                hug,
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
                buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
            ]
        } else {
            // The note across the map above the speed widget; the open map ends above it.
            pins += [
                note.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -gap),
                note.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
                note.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
                openMap.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                openMap.bottomAnchor.constraint(lessThanOrEqualTo: note.topAnchor, constant: -gap),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
                buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
            ]
        }
        return pins
    }

    // MARK: - Views

    private func mount(_ views: [UIView], on navMap: GMSMapView) {
        views.forEach(navMap.addSubview)
        stateViews = views
    }

    private func clearState() {
        NSLayoutConstraint.deactivate(statePins)
        statePins = []
        buttons.arrangedSubviews = []
        for view in stateViews.reversed() {
            view.transform = .identity
            view.removeFromSuperview()
        }
        stateViews = []
    }

    /// The compass first: the hiding stack gives up views from the end when short of room.
    private static func buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
        buttons.sorted { ($0.type == .compass ? 0 : 1) < ($1.type == .compass ? 0 : 1) }.map(\.view)
    }
}
