import GoogleNavigation

/// Drive screen layout. The screen sits in a UINavigationController whose bar and toolbar stay
/// visible (the map's safe area excludes them); we add our action bar and lay out the rest.
@MainActor
final class HostedChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let content = UILayoutGuide(), floor = UILayoutGuide()
    private let actionBar = DriveActionBar()
    private var session: [any ChromeComponent] = []
    private var chrome: [any ChromeComponent] = []
    private var prompt: PromptComponent?
    private var floorTop: NSLayoutConstraint?
    private var etaCard: UIView?, turnCard: UIView?
    private var wide = false

    private func context(_ map: GMSMapView) -> ChromeContext {
        ChromeContext(map: map, content: content, floor: floor, wide: wide)
    }
    /// The floor's top follows whatever sits at the bottom of the content area.
    private func repinFloor() {
        floorTop?.isActive = false
        let anchor = prompt?.prompt.topAnchor ?? etaCard?.layoutMarginsGuide.topAnchor ?? content.bottomAnchor
        floorTop = floor.topAnchor.constraint(equalTo: anchor)
        floorTop?.isActive = true
    }
    private func readyChrome(_ state: NavigationReadyUIState) -> [any ChromeComponent] {
        [ViewportComponent(viewport: state.viewport, turnCard: nil),
         LogoComponent(logo: state.googleLogo),
         ButtonStackComponent(buttons: state.buttons, turnCard: nil)]
    }
    private func guidanceChrome(_ state: ActiveGuidanceUIState) -> [any ChromeComponent] {
        [CardComponent(card: state.turnCard, edge: .top),
         CardComponent(card: state.etaCard, edge: .bottom),
         ViewportComponent(viewport: state.viewport, turnCard: state.turnCard),
         LogoComponent(logo: state.googleLogo),
         SpeedWidgetComponent(widget: state.speedWidget, logo: state.googleLogo, turnCard: state.turnCard),
         ButtonStackComponent(buttons: state.buttons, turnCard: state.turnCard)]
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        wide = newState.wideMode
        session = [ContentAreaComponent(content: content, floor: floor, bar: actionBar)]
        session.install(in: context(navMap))
        repinFloor()
        chrome = readyChrome(newState)
        chrome.install(in: context(navMap))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.uninstall()
        chrome.uninstall()
        floorTop?.isActive = false
        session.uninstall()
        (prompt, chrome, floorTop, session) = (nil, [], nil, [])
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wide = newState.wideMode
        chrome.uninstall()
        (turnCard, etaCard) = (newState.turnCard, newState.etaCard)
        chrome = guidanceChrome(newState)
        chrome.install(in: context(navMap))
        repinFloor()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        prompt?.uninstall()
        chrome.uninstall()
        (prompt, turnCard, etaCard) = (nil, nil, nil)
        repinFloor()
        wide = newState.wideMode
        chrome = readyChrome(newState)
        chrome.install(in: context(navMap))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != wide else { return }
        wide = newState.wideMode
        let everything = chrome + (prompt.map { [$0] } ?? [])
        everything.uninstall()
        everything.install(in: context(navMap))
        if !session.isEmpty { repinFloor() }
    }

    private func present(_ newPrompt: NavigationPromptView, on map: GMSMapView) {
        let component = PromptComponent(prompt: newPrompt, turnCard: turnCard)
        component.install(in: context(map))
        prompt = component
        repinFloor()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1; navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let component = prompt, component.prompt === oldPrompt else { return }
        prompt = nil
        repinFloor()
        UIView.animate(withDuration: 0.25, animations: { oldPrompt.alpha = 0; navMap.layoutIfNeeded() },
                       completion: { _ in component.uninstall() })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        prompt?.uninstall()
        present(newPrompt, on: navMap)
    }
}
