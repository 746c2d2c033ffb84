import GoogleNavigation
import UIKit

/// How prompts come and go, as a value.
@MainActor
struct PromptTransition {
    /// Adds the prompt, animates it in and returns the constraints it made.
    var present: (_ prompt: NavigationPromptView, _ navMap: GMSMapView, _ contentBottom: UILayoutGuide) -> [NSLayoutConstraint]
    /// Animates the prompt out and removes it, with the constraints it made.
    var dismiss: (_ prompt: NavigationPromptView, _ navMap: GMSMapView, _ constraints: [NSLayoutConstraint]) -> Void
}

extension PromptTransition {
    static let slideUp = PromptTransition(
        present: { prompt, navMap, contentBottom in
            navMap.addSubview(prompt)
            let bottom = prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: prompt.bounds.height)
            let constraints = [
                bottom,
                prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
            ]
            NSLayoutConstraint.activate(constraints)
            navMap.layoutIfNeeded()
            UIView.animate(withDuration: 0.3) {
                bottom.constant = 0
                navMap.layoutIfNeeded()
            }
            return constraints
        },
        dismiss: { prompt, navMap, constraints in
            UIView.animate(withDuration: 0.3, animations: {
                prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
            }, completion: { _ in
                NSLayoutConstraint.deactivate(constraints)
                prompt.removeFromSuperview()
                prompt.transform = .identity
            })
        })
}

/// The whole chrome of the navigation screen.
@MainActor
struct NavigationChrome {
    var ready: ChromeLayout<ScreenContext>
    var guidance: ChromeLayout<ScreenContext>
    var prompts: PromptTransition

    static let live = NavigationChrome(ready: .ready, guidance: .guidance, prompts: .slideUp)
}

/// Runs a `NavigationChrome`: mounts the current state's layout, unmounts it
/// on the next transition, and hands prompts to the prompt transition.
@MainActor
final class WitnessLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private struct Mounted {
        var layout: ChromeLayout<ScreenContext>
        var context: ScreenContext
        var views: [UIView]
        var constraints: [NSLayoutConstraint]
    }

    private let chrome: NavigationChrome
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let contentBottom = UILayoutGuide()
    private let badge = DutyBadgeView()
    private var contentBottomConstraints: [NSLayoutConstraint] = []
    private var mounted: Mounted?
    private var prompts: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var promptOnScreen: NavigationPromptView?

    init(chrome: NavigationChrome = .live) {
        self.chrome = chrome
        super.init()
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        contentBottomConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(contentBottomConstraints)
        mount(chrome.ready, in: context(navMap, newState.wideMode, newState.googleLogo, newState.viewport, newState.buttons))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let prompt = promptOnScreen {
            NSLayoutConstraint.deactivate(prompts.removeValue(forKey: ObjectIdentifier(prompt)) ?? [])
            prompt.removeFromSuperview()
            promptOnScreen = nil
        }
        unmount()
        NSLayoutConstraint.deactivate(contentBottomConstraints)
        contentBottomConstraints = []
        navMap.removeLayoutGuide(contentBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        unmount()
        var ctx = context(navMap, newState.wideMode, newState.googleLogo, newState.viewport, newState.buttons)
        ctx.guidance = GuidanceViews(turnCard: newState.turnCard, etaCard: newState.etaCard,
                                     speedWidget: newState.speedWidget, tripProgressBar: newState.tripProgressBar)
        mount(chrome.guidance, in: ctx)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        unmount()
        mount(chrome.ready, in: context(navMap, newState.wideMode, newState.googleLogo, newState.viewport, newState.buttons))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard var current = mounted, current.context.wideMode != newState.wideMode else { return }
        current.context.wideMode = newState.wideMode
        unmount()
        mount(current.layout, in: current.context)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompts[ObjectIdentifier(newPrompt)] = chrome.prompts.present(newPrompt, navMap, contentBottom)
        promptOnScreen = newPrompt
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let constraints = prompts.removeValue(forKey: ObjectIdentifier(oldPrompt)) ?? []
        if promptOnScreen === oldPrompt { promptOnScreen = nil }
        chrome.prompts.dismiss(oldPrompt, navMap, constraints)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Mounting

    private func context(_ navMap: GMSMapView, _ wideMode: Bool, _ logo: UIView, _ viewport: UIView,
                         _ buttons: [NavigationUIButton]) -> ScreenContext {
        ScreenContext(navMap: navMap, wideMode: wideMode, googleLogo: logo, viewport: viewport, buttons: buttons,
                      buttonStack: buttonStack, contentBottom: contentBottom, badge: badge, guidance: nil)
    }

    private func mount(_ layout: ChromeLayout<ScreenContext>, in context: ScreenContext) {
        let views = layout.views(context)
        views.forEach(context.navMap.addSubview)
        let constraints = layout.place(context)
        NSLayoutConstraint.activate(constraints)
        if let promptOnScreen { context.navMap.bringSubviewToFront(promptOnScreen) }
        mounted = Mounted(layout: layout, context: context, views: views, constraints: constraints)
    }

    private func unmount() {
        guard let mounted else { return }
        NSLayoutConstraint.deactivate(mounted.constraints)
        mounted.layout.teardown(mounted.context)
        mounted.views.forEach { $0.removeFromSuperview() }
        self.mounted = nil
    }
}
