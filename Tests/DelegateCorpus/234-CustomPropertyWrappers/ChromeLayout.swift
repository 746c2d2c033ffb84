import GoogleNavigation
import UIKit

/// Navigation chrome for the driver app. Layout is built as constraint lists
/// staged in `@Deferred` properties and switched on once the views are placed.
@MainActor
final class ChromeLayout: NSObject, NavigationLayoutDelegate {
    private var metrics = ChromeMetrics.comfortable

    /// Bottom of the open map: above the ETA card and any prompt.
    private let contentBottom = UILayoutGuide()
    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    @Deferred private var sessionPins: [NSLayoutConstraint]
    @Deferred private var readyPins: [NSLayoutConstraint]
    @Deferred private var guidancePins: [NSLayoutConstraint]

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompts: [ObjectIdentifier: PromptSlot] = [:]

    override init() {
        super.init()
        contentBottom.identifier = "chrome.contentBottom"
        buttons.translatesAutoresizingMaskIntoConstraints = false
        buttons.spacing = metrics.tightSpacing
    }

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        navMap.addLayoutGuide(contentBottom)
        navMap.adopt(newState.viewport, newState.googleLogo)
        buttons.arrangedSubviews = newState.buttons.views(in: [.compass])
        navMap.adopt(buttons)

        let safe = navMap.safeAreaLayoutGuide
        let floor = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        floor.priority = .defaultLow
        sessionPins = [
            floor,
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        $sessionPins.activate()
        layoutReady(navMap, newState, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompts.values.forEach { $0.dismiss(animated: false) }
        prompts = [:]
        $readyPins.deactivate()
        $guidancePins.deactivate()
        $sessionPins.deactivate()
        buttons.arrangedSubviews = []
        buttons.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        navMap.removeLayoutGuide(contentBottom)
        readyState = nil
    }

    private func layoutReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState, wide: Bool) {
        $readyPins.deactivate()
        let safe = navMap.safeAreaLayoutGuide
        // Same arrangement in both widths: nothing in this state has a column.
        readyPins = state.viewport.pinEdges(to: safe, bottom: contentBottom.topAnchor)
        readyPins += [
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -metrics.spacing),
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.inset),
            buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -metrics.spacing),
            buttons.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: wide ? metrics.tightSpacing : metrics.spacing),
        ]
        $readyPins.activate()
    }

    // MARK: Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        $readyPins.deactivate()
        guidanceState = newState
        navMap.adopt(newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget)
        buttons.arrangedSubviews = newState.buttons.views(in: [.compass, .reporting])
        navMap.bringSubviewToFront(buttons)
        layoutGuidance(navMap, newState, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        $guidancePins.deactivate()
        for view in [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget] {
            view.removeFromSuperview()
        }
        guidanceState = nil
        readyState = newState
        buttons.arrangedSubviews = newState.buttons.views(in: [.compass])
        layoutReady(navMap, newState, wide: newState.wideMode)
    }

    private func layoutGuidance(_ navMap: GMSMapView, _ state: ActiveGuidanceUIState, wide: Bool) {
        $guidancePins.deactivate()
        let safe = navMap.safeAreaLayoutGuide
        let turn = state.turnCard, eta = state.etaCard, speed = state.speedWidget
        let logo = state.googleLogo, viewport = state.viewport, trip = state.tripProgressBar

        // Cards: full width top and bottom, or a leading column in wide mode.
        guidancePins = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            // Speed widget sits on the ETA card, sharing its margin.
            speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
            speed.leadingAnchor.constraint(equalTo: eta.layoutMarginsGuide.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            trip.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.tightSpacing),
            trip.bottomAnchor.constraint(equalTo: buttons.topAnchor, constant: -metrics.spacing),
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.inset),
            buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -metrics.spacing),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -metrics.spacing),
        ]
        if wide {
            guidancePins += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turn.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: eta.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: metrics.inset),
                trip.topAnchor.constraint(equalTo: safe.topAnchor, constant: metrics.spacing),
            ]
        } else {
            guidancePins += [
                viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor, constant: -metrics.tightSpacing),
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: eta.layoutMarginsGuide.topAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.inset),
                trip.topAnchor.constraint(equalTo: turn.layoutMarginsGuide.bottomAnchor, constant: metrics.spacing),
            ]
        }
        $guidancePins.activate()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance = guidanceState {
            layoutGuidance(navMap, guidance, wide: newState.wideMode)
        } else if let ready = readyState {
            layoutReady(navMap, ready, wide: newState.wideMode)
        }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let slot = PromptSlot(prompt: newPrompt, map: navMap, keepAbove: contentBottom, metrics: metrics)
        prompts[ObjectIdentifier(newPrompt)] = slot
        slot.present()
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        prompts.removeValue(forKey: ObjectIdentifier(oldPrompt))?.dismiss(animated: true)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}

/// One prompt on screen: slides up from the bottom edge and pushes the open
/// map (`keepAbove`) up while it is there.
@MainActor
final class PromptSlot {
    let prompt: NavigationPromptView
    private unowned let map: GMSMapView
    private let keepAbove: UILayoutGuide
    private let metrics: ChromeMetrics
    private var slide: NSLayoutConstraint?

    @Deferred private var pins: [NSLayoutConstraint]

    init(prompt: NavigationPromptView, map: GMSMapView, keepAbove: UILayoutGuide, metrics: ChromeMetrics) {
        self.prompt = prompt
        self.map = map
        self.keepAbove = keepAbove
        self.metrics = metrics
    }

    func present() {
        map.adopt(prompt)
        let slide = prompt.topAnchor.constraint(equalTo: map.bottomAnchor)
        self.slide = slide
        pins = [
            slide,
            prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor),
            keepAbove.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
        $pins.activate()
        map.layoutIfNeeded()

        // Swap the off-screen pin for the resting one, animated.
        let map = self.map
        let prompt = self.prompt
        UIView.animate(withDuration: metrics.promptDuration) {
            slide.isActive = false
            let rest = prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor)
            rest.isActive = true
            self.pins += [rest]
            self.$pins.activate()
            map.layoutIfNeeded()
        }
    }

    func dismiss(animated: Bool) {
        guard animated else { return finish() }
        UIView.animate(withDuration: metrics.promptDuration, animations: {
            self.prompt.alpha = 0
        }, completion: { _ in
            self.finish()
        })
    }

    private func finish() {
        $pins.deactivate()
        prompt.removeFromSuperview()
    }
}

// MARK: - Helpers

extension GMSMapView {
    func adopt(_ views: UIView...) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }
}

extension UIView {
    /// Top, leading and trailing to `guide`; bottom to `bottom`.
    func pinEdges(to guide: UILayoutGuide, bottom: NSLayoutYAxisAnchor) -> [NSLayoutConstraint] {
        [
            topAnchor.constraint(equalTo: guide.topAnchor),
            leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bottomAnchor.constraint(equalTo: bottom),
        ]
    }
}

@MainActor
extension Array where Element == NavigationUIButton {
    /// The button views of `types`, in that order, found by type.
    func views(in types: [NavigationButtonKnownType]) -> [UIView] {
        types.compactMap { type in first(where: { $0.type == type })?.view }
    }
}
