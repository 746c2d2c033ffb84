import GoogleNavigation
import UIKit

/// The drive screen's layout delegate, the "view" of `DriveChromeViewModel`.
///
/// Callbacks only record the SDK's state objects and tell the view model what
/// happened; the view model decides what the chrome shows and calls back with
/// the new presentation and what changed, and `render` lays out just that.
@MainActor
final class ViewModelLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private typealias Presentation = DriveChromeViewModel.Presentation
    private typealias Changes = DriveChromeViewModel.Changes

    private enum Metrics {
        static let gap: CGFloat = 8
    }

    private let viewModel: DriveChromeViewModel
    private let quickActions = QuickActionsPanel()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// Marks the bottom of the open map for the whole session: it rests on the safe
    /// area and rises above the bottom cards and any prompt.
    private let openMap = UILayoutGuide()

    private weak var navMap: GMSMapView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var modeConstraints: [NSLayoutConstraint] = []
    private var phaseViews: [UIView] = []
    private var slides: [PromptSlide] = []

    init(viewModel: DriveChromeViewModel = DriveChromeViewModel()) {
        self.viewModel = viewModel
        super.init()
        viewModel.onChange = { [weak self] presentation, old, changes in
            self?.render(presentation, from: old, changes: changes)
        }
    }

    // MARK: - SDK events, forwarded

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.navMap = navMap
        readyState = newState
        viewModel.navigationEnabled(wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        self.navMap = navMap
        finishSlides()
        viewModel.navigationDisabled()
        readyState = nil
        guidanceState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        self.navMap = navMap
        guidanceState = newState
        viewModel.guidanceStarted(wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        self.navMap = navMap
        // A prompt still up when guidance stops goes with guidance.
        finishSlides()
        guidanceState = nil
        readyState = newState
        viewModel.guidanceStopped(wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        self.navMap = navMap
        viewModel.containerResized(wide: newState.wideMode)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
        viewModel.promptShown()
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        slide(for: oldPrompt)?.dismiss()
        viewModel.promptHidden()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        slide(for: oldPrompt)?.dismiss()
        present(newPrompt, on: navMap)
    }

    // MARK: - Rendering

    private func render(_ presentation: Presentation, from old: Presentation, changes: Changes) {
        guard let navMap else { return }
        if changes.contains(.phase) {
            tearDownPhase()
            if old.phase == .off {
                beginSession(on: navMap)
            }
            switch presentation.phase {
            case .off:
                endSession(on: navMap)
            case .ready:
                if let readyState { buildReady(readyState, on: navMap) }
            case .guiding:
                if let guidanceState { buildGuidance(guidanceState, on: navMap) }
            }
        }
        if !changes.isDisjoint(with: [.phase, .width]) {
            applyMode(presentation, on: navMap)
        }
        if changes.contains(.quickActions) {
            quickActions.setRevealed(presentation.showsQuickActions, animated: !changes.contains(.phase))
        }
    }

    private func beginSession(on navMap: GMSMapView) {
        navMap.addLayoutGuide(openMap)
        let resting = openMap.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [openMap.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(sessionConstraints)
    }

    private func endSession(on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(openMap)
    }

    private func buildReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = Self.orderedButtons(state.buttons)
        mount([state.viewport, state.googleLogo, buttonStack], on: navMap)
        phaseConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.gap),
            state.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -Metrics.gap),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.gap),
            buttonStack.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -Metrics.gap),
        ]
        NSLayoutConstraint.activate(phaseConstraints)
    }

    private func buildGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let speed = state.speedWidget
        let trailingInset = NavigationStyleValues.buttonHorizontalPadding
        buttonStack.arrangedSubviews = Self.orderedButtons(state.buttons)
        mount([state.viewport, turnCard, etaCard, speed, state.googleLogo, buttonStack, quickActions], on: navMap)
        phaseConstraints = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            // The speed widget stands on the ETA card's trailing end.
            speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            speed.trailingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.trailingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -Metrics.gap),
            quickActions.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -trailingInset),
            quickActions.leadingAnchor.constraint(greaterThanOrEqualTo: safe.leadingAnchor, constant: Metrics.gap),
            buttonStack.topAnchor.constraint(equalTo: quickActions.bottomAnchor, constant: Metrics.gap),
            buttonStack.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -Metrics.gap),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -trailingInset),
        ]
        NSLayoutConstraint.activate(phaseConstraints)
    }

    /// What depends on the map's width, swapped as a whole.
    private func applyMode(_ presentation: Presentation, on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(modeConstraints)
        modeConstraints = []
        let safe = navMap.safeAreaLayoutGuide
        let wide = presentation.isWide
        switch presentation.phase {
        case .off:
            return
        case .ready:
            let padding = NavigationStyleValues.buttonHorizontalPadding
            modeConstraints = [
                buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: wide ? -padding * 1.5 : -padding)
            ]
        case .guiding:
            guard let state = guidanceState else { return }
            if wide {
                // A leading column of cards; the open map beside it, full height.
                let hug = state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
                hug.priority = .defaultLow
                modeConstraints = [
                    state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    state.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.turnCard.trailingAnchor),
                    state.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.trailingAnchor),
                    hug,
                    state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: Metrics.gap),
                    quickActions.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.gap),
                ]
            } else {
                modeConstraints = [
                    openMap.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
                    openMap.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor),
                    state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                    state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.gap),
                    quickActions.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: Metrics.gap),
                ]
            }
        }
        NSLayoutConstraint.activate(modeConstraints)
    }

    private func mount(_ views: [UIView], on navMap: GMSMapView) {
        views.forEach(navMap.addSubview)
        phaseViews = views
    }

    private func tearDownPhase() {
        NSLayoutConstraint.deactivate(phaseConstraints + modeConstraints)
        phaseConstraints = []
        modeConstraints = []
        buttonStack.arrangedSubviews = []
        phaseViews.reversed().forEach { $0.removeFromSuperview() }
        phaseViews = []
    }

    // MARK: - Prompts

    private func present(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        let slide = PromptSlide(prompt: prompt, pins: [
            prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            openMap.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ])
        slide.onFinished = { [weak self] done in
            self?.slides.removeAll { $0 === done }
        }
        slides.append(slide)
        slide.present(on: navMap)
    }

    private func slide(for prompt: NavigationPromptView) -> PromptSlide? {
        slides.first { $0.prompt === prompt }
    }

    private func finishSlides() {
        for slide in slides {
            slide.finish()
        }
        slides.removeAll()
    }

    /// Compass first: the hiding stack drops views from the end when out of room.
    private static func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
        let compass = buttons.filter { $0.type == .compass }
        let others = buttons.filter { $0.type != .compass }
        return (compass + others).map(\.view)
    }
}
