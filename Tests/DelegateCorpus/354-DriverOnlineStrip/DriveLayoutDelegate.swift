import GoogleNavigation
import UIKit

/// The ride-hailing driver app's drive screen.
///
/// Besides the Google views, the map carries the driver's online strip (a
/// `UISwitch`, a queue count, a spinner and the surge badge, see `OnlineStrip`).
/// Each state's layout comes from one builder returning the views to put on the
/// map and the constraints placing them; `sizeChanged` asks the same builder
/// again for the new width and swaps only the constraints, so nothing is added on
/// top of a prompt. The open map ends on `openMap`, a guide resting on the safe
/// area and lifted above the bottom cards and any prompt.
@MainActor
final class DriveLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private typealias Chrome = (views: [UIView], pins: [NSLayoutConstraint])

    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    private let settings: DriveChromeSettings
    private let strip: OnlineStrip
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let openMap = UILayoutGuide()

    private var phase: Phase = .off
    private var sessionPins: [NSLayoutConstraint] = []
    private var mounted: [UIView] = []
    private var pins: [NSLayoutConstraint] = []
    private var prompt: (view: NavigationPromptView, pins: [NSLayoutConstraint])?

    init(settings: DriveChromeSettings = .load()) {
        self.settings = settings
        self.strip = OnlineStrip(startsOnline: settings.startsOnline, showsSurge: settings.showsSurge)
        super.init()
    }

    // MARK: - Navigation on and off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        openMap.identifier = "drive.openMap"
        navMap.addLayoutGuide(openMap)
        let resting = openMap.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionPins = [openMap.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(sessionPins)
        strip.connect()

        phase = .ready(newState)
        put(readyChrome(newState, wide: newState.wideMode, on: navMap), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        takeDownPrompt()
        takeDownChrome()
        phase = .off
        strip.disconnect()
        NSLayoutConstraint.deactivate(sessionPins)
        sessionPins = []
        navMap.removeLayoutGuide(openMap)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        takeDownChrome()
        phase = .guiding(newState)
        put(guidanceChrome(newState, wide: newState.wideMode, on: navMap), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Arrival can end guidance with a prompt still up: it leaves with guidance.
        takeDownPrompt()
        takeDownChrome()
        phase = .ready(newState)
        put(readyChrome(newState, wide: newState.wideMode, on: navMap), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let chrome: Chrome
        switch phase {
        case .off:
            return
        case .ready(let state):
            chrome = readyChrome(state, wide: newState.wideMode, on: navMap)
        case .guiding(let state):
            chrome = guidanceChrome(state, wide: newState.wideMode, on: navMap)
        }
        // Same state, same views: only the constraints change with the width.
        NSLayoutConstraint.deactivate(pins)
        pins = chrome.pins
        NSLayoutConstraint.activate(pins)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let promptPins = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            openMap.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptPins)
        prompt = (newPrompt, promptPins)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.2) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt?.view === oldPrompt else { return }
        takeDownPrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Chrome per state

    private func readyChrome(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) -> Chrome {
        let safe = navMap.safeAreaLayoutGuide
        let gap = settings.gap
        let viewport = state.viewport
        let logo = state.googleLogo
        let toggle = strip.toggle
        buttonStack.arrangedSubviews = Self.buttonViews(state.buttons)

        let pins = strip.rowConstraints(spacing: gap) + [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
            logo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: gap.inward),
            toggle.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
            toggle.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: buttonInset(wide: wide).inward),
            buttonStack.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: gap.inward),
        ]
        return ([viewport, logo, buttonStack] + strip.views, pins)
    }

    private func guidanceChrome(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) -> Chrome {
        let safe = navMap.safeAreaLayoutGuide
        let gap = settings.gap
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let speed = state.speedWidget
        let viewport = state.viewport
        let logo = state.googleLogo
        let toggle = strip.toggle
        buttonStack.arrangedSubviews = Self.buttonViews(state.buttons)

        // The cards run down the leading edge in both modes: across the map when
        // narrow, a column the SDK sizes when wide.
        var pins = strip.rowConstraints(spacing: gap) + [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
            logo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: gap.inward),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: buttonInset(wide: wide).inward),
            buttonStack.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: gap.inward),
        ]
        if wide {
            // The open map beside the card column; the strip at its top leading corner.
            let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            hug.priority = .defaultLow
            pins += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                hug,
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
                toggle.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
                toggle.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
            ]
        } else {
            // The open map between the turn card and the ETA card with its speed widget;
            // the strip under the turn card, lined up with the card's content.
            pins += [
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                openMap.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                openMap.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
                toggle.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
                toggle.leadingAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.leadingAnchor),
                buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
            ]
        }
        return ([viewport, turnCard, etaCard, speed, logo, buttonStack] + strip.views, pins)
    }

    private func buttonInset(wide: Bool) -> CGFloat {
        wide ? settings.wideButtonInset : NavigationStyleValues.buttonHorizontalPadding
    }

    // MARK: - Putting chrome on the map and taking it off

    private func put(_ chrome: Chrome, on navMap: GMSMapView) {
        for view in chrome.views {
            navMap.addSubview(view)
        }
        mounted = chrome.views
        pins = chrome.pins
        NSLayoutConstraint.activate(pins)
    }

    private func takeDownChrome() {
        NSLayoutConstraint.deactivate(pins)
        pins = []
        buttonStack.arrangedSubviews = []
        for view in mounted.reversed() {
            view.removeFromSuperview()
        }
        mounted = []
    }

    private func takeDownPrompt() {
        guard let prompt else { return }
        NSLayoutConstraint.deactivate(prompt.pins)
        prompt.view.removeFromSuperview()
        self.prompt = nil
    }

    /// The compass first: the hiding stack gives up views from the end of the list.
    private static func buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
        let compass = buttons.filter { $0.type == .compass }
        let others = buttons.filter { $0.type != .compass }
        return (compass + others).map(\.view)
    }
}
