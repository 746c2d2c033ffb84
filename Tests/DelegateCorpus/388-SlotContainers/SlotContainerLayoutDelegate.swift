import GoogleNavigation
import UIKit

/// Drive screen: Google views in reusable `ChromeSlotView`s.
///
/// - Ready: camera over the open map, logo slot bottom leading, button slot
///   down the trailing side.
/// - Guidance, narrow: turn card slot on top, ETA card slot docked at the
///   bottom, camera between; speed widget slot over the logo slot; trip
///   progress slot and button slot on the trailing side.
/// - Guidance, wide: both card slots in the leading column, the camera and
///   the floating slots beside it.
/// - Prompts: in the prompt slot across the bottom; the open map's floor
///   moves above it. Faded out, then the slot comes off the map.
@MainActor
final class SlotContainerLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Spacing {
        static func edge(wide: Bool) -> CGFloat { wide ? 16 : 12 }
        static let between: CGFloat = 8
        static let promptFade: TimeInterval = 0.2
    }

    private let turnSlot = ChromeSlotView(role: .turnCard)
    private let etaSlot = ChromeSlotView(role: .etaCard)
    private let progressSlot = ChromeSlotView(role: .progressBar)
    private let speedSlot = ChromeSlotView(role: .speedWidget)
    private let logoSlot = ChromeSlotView(role: .logo)
    private let buttonSlot = ChromeSlotView(role: .buttons)
    private let promptSlot = ChromeSlotView(role: .prompt)
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    /// Bottom of the open map, for the whole session.
    private let openFloor = UILayoutGuide()
    private var sessionPins: [NSLayoutConstraint] = []
    private var statePins: [NSLayoutConstraint] = []
    private var widthClassPins: [NSLayoutConstraint] = []
    private var promptPins: [NSLayoutConstraint] = []

    private weak var viewport: UIView?
    private var guiding = false
    private var wide = false

    override init() {
        super.init()
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
        openFloor.identifier = "drive.openFloor"
    }

    // MARK: - Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(openFloor)
        let resting = openFloor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionPins = [
            openFloor.heightAnchor.constraint(equalToConstant: 0),
            openFloor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            openFloor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            openFloor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionPins)
        showReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        clearState()
        NSLayoutConstraint.deactivate(sessionPins)
        sessionPins = []
        navMap.removeLayoutGuide(openFloor)
    }

    // MARK: - States

    private func showReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let viewport = state.viewport
        mount(viewport: viewport, slots: [logoSlot, buttonSlot], on: navMap)
        logoSlot.host(state.googleLogo)
        buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        buttonSlot.host(buttonStack)

        statePins = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openFloor.topAnchor),
            logoSlot.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logoSlot.bottomAnchor.constraint(equalTo: openFloor.topAnchor),
            buttonSlot.topAnchor.constraint(equalTo: safe.topAnchor),
            buttonSlot.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonSlot.bottomAnchor.constraint(equalTo: openFloor.topAnchor),
        ]
        NSLayoutConstraint.activate(statePins)
        guiding = false
        applySpacing(wide: state.wideMode)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clearState()
        let safe = navMap.safeAreaLayoutGuide
        let viewport = newState.viewport
        mount(viewport: viewport, slots: [turnSlot, etaSlot, progressSlot, speedSlot, logoSlot, buttonSlot], on: navMap)
        turnSlot.host(newState.turnCard)
        etaSlot.host(newState.etaCard)
        progressSlot.host(newState.tripProgressBar)
        speedSlot.host(newState.speedWidget)
        logoSlot.host(newState.googleLogo)
        let kinds: [NavigationButtonKnownType] = [.compass, .reporting]
        buttonStack.arrangedSubviews = kinds.compactMap { kind in
            newState.buttons.first(where: { $0.type == kind })?.view
        }
        buttonSlot.host(buttonStack)

        statePins = [
            turnSlot.topAnchor.constraint(equalTo: safe.topAnchor),
            turnSlot.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaSlot.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaSlot.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openFloor.topAnchor),
            logoSlot.bottomAnchor.constraint(equalTo: openFloor.topAnchor),
            speedSlot.leadingAnchor.constraint(equalTo: logoSlot.leadingAnchor),
            speedSlot.bottomAnchor.constraint(equalTo: logoSlot.topAnchor),
            progressSlot.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            progressSlot.bottomAnchor.constraint(equalTo: openFloor.topAnchor),
            buttonSlot.trailingAnchor.constraint(equalTo: progressSlot.leadingAnchor),
            buttonSlot.bottomAnchor.constraint(equalTo: openFloor.topAnchor),
        ]
        NSLayoutConstraint.activate(statePins)
        guiding = true
        applyWidthClass(wide: newState.wideMode, on: navMap)
    }

    /// The guidance pins that depend on the width class.
    private func applyWidthClass(wide: Bool, on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(widthClassPins)
        widthClassPins = []
        guard guiding, let viewport else { return }
        let safe = navMap.safeAreaLayoutGuide
        if wide {
            let beside = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            beside.priority = .defaultLow
            widthClassPins = [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnSlot.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaSlot.trailingAnchor),
                beside,
                logoSlot.leadingAnchor.constraint(equalTo: viewport.leadingAnchor),
                progressSlot.topAnchor.constraint(equalTo: safe.topAnchor),
                buttonSlot.topAnchor.constraint(equalTo: safe.topAnchor),
            ]
        } else {
            widthClassPins = [
                viewport.topAnchor.constraint(equalTo: turnSlot.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                openFloor.bottomAnchor.constraint(lessThanOrEqualTo: etaSlot.topAnchor),
                logoSlot.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                progressSlot.topAnchor.constraint(equalTo: turnSlot.bottomAnchor),
                buttonSlot.topAnchor.constraint(equalTo: turnSlot.bottomAnchor),
            ]
        }
        NSLayoutConstraint.activate(widthClassPins)
        applySpacing(wide: wide)
    }

    /// All spacing around Google views is slot margins.
    private func applySpacing(wide: Bool) {
        self.wide = wide
        let edge = Spacing.edge(wide: wide)
        logoSlot.setSpacing(leading: edge, bottom: edge)
        speedSlot.setSpacing(leading: edge, bottom: Spacing.between)
        progressSlot.setSpacing(top: edge, leading: Spacing.between, bottom: edge, trailing: edge)
        buttonSlot.setSpacing(top: edge, bottom: edge, trailing: guiding ? 0 : edge)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePrompt()
        clearState()
        showReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard viewport != nil, newState.wideMode != wide else { return }
        if guiding {
            applyWidthClass(wide: newState.wideMode, on: navMap)
        } else {
            applySpacing(wide: newState.wideMode)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        if !promptSlot.isMounted {
            navMap.addSubview(promptSlot)
            promptPins = [
                promptSlot.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                promptSlot.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
                openFloor.bottomAnchor.constraint(lessThanOrEqualTo: promptSlot.topAnchor),
            ]
            NSLayoutConstraint.activate(promptPins)
        }
        promptSlot.host(newPrompt)
        promptSlot.alpha = 0
        UIView.animate(withDuration: Spacing.promptFade) {
            self.promptSlot.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard promptSlot.hosted === oldPrompt else { return }
        UIView.animate(withDuration: Spacing.promptFade, animations: {
            self.promptSlot.alpha = 0
        }, completion: { [weak self] _ in
            // A newer prompt may have taken the slot while this one faded.
            guard let self, self.promptSlot.hosted === oldPrompt else { return }
            self.removePrompt()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        // Same slot, same pins: the new prompt simply replaces the old one.
        promptSlot.host(newPrompt)
        promptSlot.alpha = 1
    }

    private func removePrompt() {
        promptSlot.evict()
        NSLayoutConstraint.deactivate(promptPins)
        promptPins = []
        promptSlot.removeFromSuperview()
        promptSlot.alpha = 1
    }

    // MARK: - Mounting

    private func mount(viewport newViewport: UIView, slots: [ChromeSlotView], on navMap: GMSMapView) {
        newViewport.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newViewport)
        viewport = newViewport
        slots.forEach { navMap.addSubview($0) }
    }

    /// Ends the current state: its pins first, then every slot off the map
    /// (each giving back what it hosted) and the camera frame.
    private func clearState() {
        NSLayoutConstraint.deactivate(statePins + widthClassPins)
        statePins = []
        widthClassPins = []
        for slot in [turnSlot, etaSlot, progressSlot, speedSlot, logoSlot, buttonSlot] where slot.isMounted {
            slot.evict()
            slot.removeFromSuperview()
        }
        buttonStack.arrangedSubviews = []
        viewport?.removeFromSuperview()
        viewport = nil
    }
}
