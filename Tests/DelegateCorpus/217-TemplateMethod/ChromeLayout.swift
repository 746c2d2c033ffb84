import GoogleNavigation
import UIKit

/// Which layout the delegate currently owns on the map.
enum ChromePhase {
    case off, ready, guidance
}

/// Abstract base of the app's navigation layouts. It implements the SDK's
/// callbacks once, as template methods, and leaves the placement to hooks
/// that subclasses override (`makeChrome()`, `readyConstraints()`,
/// `guidanceConstraints()`, `promptConstraints(for:)`). Never installed itself.
class ChromeLayout: NSObject, NavigationLayoutDelegate {
    /// A short name used for layout guide identifiers and logs.
    class var chromeIdentifier: String { "chrome" }
    /// How long prompts take to slide in and out.
    class var promptFadeDuration: TimeInterval { 0.25 }

    /// Factory used by the map screen, so subclasses are created the same way.
    class func makeLayout() -> Self { Self() }

    required override init() {
        super.init()
    }

    private(set) var phase: ChromePhase = .off
    private(set) var isWide = false
    private(set) weak var map: GMSMapView?
    private(set) var readyState: NavigationReadyUIState?
    private(set) var guidanceState: ActiveGuidanceUIState?
    private(set) var prompt: NavigationPromptView?

    /// App views the subclass added with `makeChrome()`; they live for the session.
    private var chrome: [UIView] = []
    private var guides: [UILayoutGuide] = []
    private var active: [NSLayoutConstraint] = []
    private var promptPins: [NSLayoutConstraint] = []

    /// Inset of floating controls from the safe area; subclasses tune it.
    var edgeInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }

    // MARK: Hooks

    /// App views that live for the whole session (badges, stacks).
    func makeChrome() -> [UIView] { [] }
    /// Layout guides that live for the whole session.
    func makeGuides() -> [UILayoutGuide] { [] }
    /// Constraints of the navigation-ready layout.
    func readyConstraints() -> [NSLayoutConstraint] { [] }
    /// Constraints of the active-guidance layout: every subclass must say.
    func guidanceConstraints() -> [NSLayoutConstraint] {
        fatalError("\(type(of: self)) must override guidanceConstraints()")
    }
    /// The Google views guidance puts on the map.
    func guidanceViews() -> [UIView] {
        guard let state = guidanceState else { return [] }
        return [state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget]
    }
    /// Constraints placing a prompt during guidance.
    func promptConstraints(for prompt: NavigationPromptView) -> [NSLayoutConstraint] { [] }
    /// Called after each relayout, with the phase laid out.
    func didLayOut(_ phase: ChromePhase) {}

    // MARK: Template methods

    final func layoutReady() {
        NSLayoutConstraint.deactivate(active)
        phase = .ready
        active = readyConstraints()
        NSLayoutConstraint.activate(active)
        didLayOut(.ready)
    }

    final func layoutGuidance() {
        NSLayoutConstraint.deactivate(active)
        phase = .guidance
        active = guidanceConstraints()
        NSLayoutConstraint.activate(active)
        if let prompt { pinPrompt(prompt) }
        didLayOut(.guidance)
    }

    private func pinPrompt(_ prompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptPins)
        promptPins = promptConstraints(for: prompt)
        NSLayoutConstraint.activate(promptPins)
    }

    private func unpinPrompt() {
        NSLayoutConstraint.deactivate(promptPins)
        promptPins = []
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        readyState = newState
        isWide = newState.wideMode
        guides = makeGuides()
        guides.forEach(navMap.addLayoutGuide)
        chrome = makeChrome()
        [newState.viewport, newState.googleLogo].forEach(navMap.addSubview)
        chrome.forEach(navMap.addSubview)
        layoutReady()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let prompt { prompt.removeFromSuperview() }
        unpinPrompt()
        NSLayoutConstraint.deactivate(active)
        active = []
        chrome.forEach { $0.removeFromSuperview() }
        chrome = []
        [oldState.viewport, oldState.googleLogo].forEach { $0.removeFromSuperview() }
        guides.forEach(navMap.removeLayoutGuide)
        guides = []
        phase = .off
        prompt = nil
        readyState = nil
        map = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidanceState = newState
        isWide = newState.wideMode
        guidanceViews().forEach(navMap.addSubview)
        layoutGuidance()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(active)
        active = []
        guidanceViews().forEach { $0.removeFromSuperview() }
        guidanceState = nil
        readyState = newState
        isWide = newState.wideMode
        layoutReady()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWide else { return }
        isWide = newState.wideMode
        switch phase {
        case .ready: layoutReady()
        case .guidance: layoutGuidance()
        case .off: break
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        navMap.addSubview(newPrompt)
        pinPrompt(newPrompt)
        newPrompt.alpha = 0
        UIView.animate(withDuration: Self.promptFadeDuration) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        unpinPrompt()
        if prompt === oldPrompt { prompt = nil }
        UIView.animate(withDuration: Self.promptFadeDuration, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        unpinPrompt()
        oldPrompt.removeFromSuperview()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
