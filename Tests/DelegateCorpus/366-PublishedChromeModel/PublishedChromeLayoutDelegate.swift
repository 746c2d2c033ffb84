import Combine
import GoogleNavigation
import UIKit

/// Spacing tokens of the drive screen (design system "Road", v3).
enum ChromeSpacing {
    /// Between neighbouring controls.
    static let gap: CGFloat = 8
    /// Between the trip progress bar and the trailing safe edge.
    static let progressBarInset: CGFloat = 4
    /// Between the buttons of the rail, by phase.
    static let railReady: CGFloat = 8
    static let railGuiding: CGFloat = 12

    /// From the safe area's edge to floating controls.
    static func edge(wide: Bool) -> CGFloat {
        wide ? 24 : 16
    }
}

/// The drive screen's `NavigationLayoutDelegate` (MVVM).
///
/// The callbacks only tell `DriveChromeViewModel` what happened; the map is laid
/// out by this object's subscriptions to the view model, made when navigation is
/// enabled and cancelled when it is disabled:
/// - `layoutInputs` (stage and width class) mounts the stage's views and pins them;
/// - `prompt` puts the SDK's prompt up and takes it down (faded and slid);
/// - `isGuiding` sets the button rail's spacing.
///
/// Layout: the open map ends on `floor`, a zero-height guide resting on the safe
/// area's bottom that the ETA card (narrow guidance) and a prompt push up. The
/// viewport, the logo, the speed widget and the trailing rail (buttons, trip
/// progress) stand on it. In wide mode the turn card and ETA card make a
/// leading column (turn card top, ETA card bottom) and the open map is beside it.
@MainActor
final class PublishedChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    typealias Stage = DriveChromeViewModel.Stage

    let viewModel: DriveChromeViewModel

    /// The subscriptions of one navigation session (enable to disable).
    private var sessionBag = Set<AnyCancellable>()

    private let floor = UILayoutGuide()
    private var floorPins: [NSLayoutConstraint] = []
    private let buttonRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    /// The stage whose views are on the map, those views, and the current pins.
    private var mountedStage: Stage = .offline
    private var mountedViews: [UIView] = []
    private var stagePins: [NSLayoutConstraint] = []

    private var shownPrompt: NavigationPromptView?
    private var promptPins: [NSLayoutConstraint] = []

    init(viewModel: DriveChromeViewModel = DriveChromeViewModel()) {
        self.viewModel = viewModel
        super.init()
        floor.identifier = "drive_chrome.floor"
        buttonRail.translatesAutoresizingMaskIntoConstraints = false
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        installFloor(on: navMap)
        bindSession(to: navMap)
        viewModel.navigationEnabled(newState, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        // The sinks take the prompt and the stage down; then they go too.
        viewModel.navigationDisabled()
        sessionBag.removeAll()
        removeFloor(from: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        viewModel.guidanceStarted(newState, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        viewModel.guidanceStopped(newState, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        viewModel.widthClassChanged(wide: newState.wideMode)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        viewModel.promptShown(newPrompt)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        viewModel.promptHidden(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        viewModel.promptChanged(to: newPrompt, from: oldPrompt)
    }

    // MARK: - Bindings

    private func bindSession(to navMap: GMSMapView) {
        viewModel.layoutInputs
            .sink { [weak self, weak navMap] inputs in
                guard let self, let navMap else { return }
                self.render(inputs, on: navMap)
            }
            .store(in: &sessionBag)

        viewModel.prompt
            .removeDuplicates { $0.view === $1.view }
            .sink { [weak self, weak navMap] slot in
                guard let self, let navMap else { return }
                self.present(slot, on: navMap)
            }
            .store(in: &sessionBag)

        viewModel.$isGuiding
            .map { $0 ? ChromeSpacing.railGuiding : ChromeSpacing.railReady }
            .assign(to: \.spacing, on: buttonRail)
            .store(in: &sessionBag)
    }

    // MARK: - Stage

    private func render(_ inputs: DriveChromeViewModel.LayoutInputs, on navMap: GMSMapView) {
        // The old pins go before anything else is placed.
        NSLayoutConstraint.deactivate(stagePins)
        stagePins = []
        if inputs.stage != mountedStage {
            unmountStage()
            mount(inputs.stage, on: navMap)
        }
        stagePins = pins(for: inputs.stage, wide: inputs.wide, on: navMap)
        NSLayoutConstraint.activate(stagePins)
        // A remount adds views above everything: the prompt stays on top.
        if let shownPrompt {
            navMap.bringSubviewToFront(shownPrompt)
        }
    }

    private func mount(_ stage: Stage, on navMap: GMSMapView) {
        let views: [UIView]
        let buttons: [NavigationUIButton]
        switch stage {
        case .offline:
            views = []
            buttons = []
        case .ready(let state):
            views = [state.viewport, state.googleLogo, buttonRail]
            buttons = state.buttons
        case .guiding(let state):
            views = [
                state.viewport, state.turnCard, state.etaCard, state.tripProgressBar,
                state.speedWidget, state.googleLogo, buttonRail,
            ]
            buttons = state.buttons
        }
        buttonRail.arrangedSubviews = railViews(from: buttons)
        for view in views {
            navMap.addSubview(view)
        }
        mountedViews = views
        mountedStage = stage
    }

    private func unmountStage() {
        buttonRail.arrangedSubviews = []
        for view in mountedViews.reversed() {
            view.removeFromSuperview()
        }
        mountedViews = []
        mountedStage = .offline
    }

    /// Reporting above the compass; found by type, never by position.
    private func railViews(from buttons: [NavigationUIButton]) -> [UIView] {
        let order: [NavigationButtonKnownType] = [.reporting, .compass]
        return order.compactMap { kind in
            buttons.first { $0.type == kind }?.view
        }
    }

    // MARK: - Pins

    private func pins(for stage: Stage, wide: Bool, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        switch stage {
        case .offline:
            return []
        case .ready(let state):
            return readyPins(state, wide: wide, safe: navMap.safeAreaLayoutGuide)
        case .guiding(let state):
            return guidancePins(state, wide: wide, safe: navMap.safeAreaLayoutGuide)
        }
    }

    private func readyPins(_ state: NavigationReadyUIState, wide: Bool, safe: UILayoutGuide) -> [NSLayoutConstraint] {
        let edge = ChromeSpacing.edge(wide: wide)
        let gap = ChromeSpacing.gap
        let viewport = state.viewport
        let logo = state.googleLogo
        return [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),
            logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
            buttonRail.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
            buttonRail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edge),
            buttonRail.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
        ]
    }

    private func guidancePins(_ state: ActiveGuidanceUIState, wide: Bool, safe: UILayoutGuide) -> [NSLayoutConstraint] {
        let edge = ChromeSpacing.edge(wide: wide)
        let gap = ChromeSpacing.gap
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let viewport = state.viewport
        let logo = state.googleLogo
        let speed = state.speedWidget
        let progress = state.tripProgressBar

        // Both widths: turn card at the top and ETA card at the bottom of the
        // leading edge; the logo with the speed widget above it; the trip
        // progress bar against the trailing edge with the buttons inside it.
        var pins = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
            speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
            progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -ChromeSpacing.progressBarInset),
            progress.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
            buttonRail.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -gap),
            buttonRail.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
        ]

        if wide {
            // The open map beside the card column, from the top of the safe area.
            let hugColumn = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            hugColumn.priority = .defaultLow
            pins += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                hugColumn,
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: edge),
                progress.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
                buttonRail.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
            ]
        } else {
            // The open map between the cards.
            pins += [
                floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),
                progress.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
                buttonRail.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
            ]
        }
        return pins
    }

    // MARK: - Floor (lives for the session)

    private func installFloor(on navMap: GMSMapView) {
        navMap.addLayoutGuide(floor)
        let safe = navMap.safeAreaLayoutGuide
        let resting = floor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        floorPins = [
            floor.heightAnchor.constraint(equalToConstant: 0),
            floor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            floor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(floorPins)
    }

    private func removeFloor(from navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(floorPins)
        floorPins = []
        navMap.removeLayoutGuide(floor)
    }

    // MARK: - Prompt

    private static let promptTravel: CGFloat = 48
    private static let promptInDuration: TimeInterval = 0.25
    private static let promptOutDuration: TimeInterval = 0.2

    private func present(_ slot: DriveChromeViewModel.PromptSlot, on navMap: GMSMapView) {
        if let leaving = shownPrompt, leaving !== slot.view {
            retire(leaving, pins: promptPins, animated: slot.animated)
            shownPrompt = nil
            promptPins = []
        }
        guard let arriving = slot.view, arriving !== shownPrompt else { return }

        navMap.addSubview(arriving)
        let pins = [
            arriving.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            arriving.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            // The open map (viewport, logo, speed widget, buttons) stays above it.
            floor.bottomAnchor.constraint(lessThanOrEqualTo: arriving.topAnchor),
        ]
        NSLayoutConstraint.activate(pins)
        shownPrompt = arriving
        promptPins = pins

        guard slot.animated else { return }
        navMap.layoutIfNeeded()
        arriving.alpha = 0
        arriving.transform = CGAffineTransform(translationX: 0, y: Self.promptTravel)
        UIView.animate(
            withDuration: Self.promptInDuration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]
        ) {
            arriving.alpha = 1
            arriving.transform = .identity
            navMap.layoutIfNeeded()
        }
    }

    /// Takes a prompt down: faded and slid out, then unpinned and removed; at
    /// once when guidance or navigation ends.
    private func retire(_ prompt: NavigationPromptView, pins: [NSLayoutConstraint], animated: Bool) {
        let finish = {
            NSLayoutConstraint.deactivate(pins)
            prompt.removeFromSuperview()
            prompt.transform = .identity
            prompt.alpha = 1
        }
        guard animated else {
            finish()
            return
        }
        UIView.animate(
            withDuration: Self.promptOutDuration, delay: 0, options: [.curveEaseIn, .beginFromCurrentState],
            animations: {
                prompt.alpha = 0
                prompt.transform = CGAffineTransform(translationX: 0, y: Self.promptTravel)
            },
            completion: { _ in finish() })
    }
}
