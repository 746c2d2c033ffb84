import GoogleNavigation
import UIKit

/// Drive screen layout (Swift 6 target). Each state is a `ChromeLayout` value
/// (ChromeKit.swift) built from what the SDK hands over; the delegate mounts its
/// views, activates its pins and, on resize, swaps the pins for the other width.
@MainActor
final class PackChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let floor = UILayoutGuide()
    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var sessionPins: [NSLayoutConstraint] = []
    private var chrome: (any ChromeLayout)?
    private var chromePins: [NSLayoutConstraint] = []
    private var prompt: (view: NavigationPromptView, pins: [NSLayoutConstraint])?

    override init() {
        super.init()
        floor.identifier = "chrome.floor"
        buttons.translatesAutoresizingMaskIntoConstraints = false
        buttons.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: - Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let safe = navMap.safeAreaLayoutGuide
        let resting = floor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionPins = [
            floor.heightAnchor.constraint(equalToConstant: 0),
            floor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            floor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionPins)
        show(ready(newState), on: navMap, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        takeDownPrompt()
        takeDownChrome()
        NSLayoutConstraint.deactivate(sessionPins)
        sessionPins = []
        navMap.removeLayoutGuide(floor)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        takeDownChrome()
        buttons.arrangedSubviews = buttonViews(newState.buttons, kinds: [.compass, .reporting])
        show(GuidanceChrome(state: newState, buttons: buttons), on: navMap, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        takeDownPrompt()
        takeDownChrome()
        show(ready(newState), on: navMap, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let chrome else { return }
        NSLayoutConstraint.deactivate(chromePins)
        chromePins = chrome.pins(in: frame(navMap), wide: newState.wideMode)
        NSLayoutConstraint.activate(chromePins)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let view = mount(newPrompt, on: navMap)
        let pins = Place(view, in: frame(navMap))(bottom: .map(), leading: .safe())
            + [floor.bottomAnchor.constraint(lessThanOrEqualTo: view.topAnchor)]
        NSLayoutConstraint.activate(pins)
        prompt = (view, pins)
        view.alpha = 0
        UIView.animate(withDuration: 0.2) { view.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if let prompt, prompt.view === oldPrompt {
            takeDownPrompt()
        } else {
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Helpers

    private func ready(_ state: NavigationReadyUIState) -> ReadyChrome {
        buttons.arrangedSubviews = buttonViews(state.buttons, kinds: [.compass])
        return ReadyChrome(viewport: state.viewport, logo: state.googleLogo, buttons: buttons)
    }

    private func frame(_ navMap: GMSMapView) -> ChromeFrame {
        ChromeFrame(map: navMap, safe: navMap.safeAreaLayoutGuide, floor: floor)
    }

    private func show(_ next: some ChromeLayout, on navMap: GMSMapView, wide: Bool) {
        next.views.forEach(navMap.addSubview)
        chromePins = next.pins(in: frame(navMap), wide: wide)
        NSLayoutConstraint.activate(chromePins)
        chrome = next
    }

    private func takeDownChrome() {
        NSLayoutConstraint.deactivate(chromePins)
        chromePins = []
        let leaving = chrome?.views ?? []
        buttons.arrangedSubviews = []
        leaving.reversed().forEach { $0.removeFromSuperview() }
        chrome = nil
    }

    private func takeDownPrompt() {
        guard let (view, pins) = prompt else { return }
        NSLayoutConstraint.deactivate(pins)
        view.removeFromSuperview()
        view.alpha = 1
        prompt = nil
    }
}
