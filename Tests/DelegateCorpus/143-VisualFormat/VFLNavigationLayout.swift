import GoogleNavigation
import UIKit

/// Navigation chrome laid out with the visual format language, the way the rest
/// of our legacy screens are. VFL cannot name the safe area, layout guides or
/// layout margins, so those few relations are anchors.
@MainActor
final class VFLNavigationLayout: NSObject, NavigationLayoutDelegate {

    private typealias Views = [String: UIView]

    /// Everything lives in one transparent container pinned to the safe area, so
    /// `|` in a format means "safe area edge".
    private let chrome = UIView()
    /// Zero-height, hidden spacer marking the bottom of the open map. VFL can
    /// only relate views, so this is a view, not a layout guide.
    private let floor = UIView()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var chromeConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var prompt: NavigationPromptView?
    private var guidanceState: ActiveGuidanceUIState?

    private func metrics(wide: Bool) -> [String: CGFloat] {
        [
            "btnH": NavigationStyleValues.buttonHorizontalPadding,
            "btnV": NavigationStyleValues.buttonVerticalPadding,
            "cardInset": wide ? NavigationStyleValues.headerFooterHorizontalPadding : 0,
            "logoInset": wide ? 16 : 8,
            "logoGap": 8,
        ]
    }

    private func constraints(_ formats: [String], metrics: [String: CGFloat], views: Views) -> [NSLayoutConstraint] {
        formats.flatMap {
            NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: metrics, views: views)
        }
    }

    // MARK: - Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        chrome.backgroundColor = .clear
        floor.isHidden = true
        navMap.addSubview(chrome)
        chrome.addSubview(floor)
        [chrome, floor].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }

        let safe = navMap.safeAreaLayoutGuide
        chromeConstraints = [
            chrome.topAnchor.constraint(equalTo: safe.topAnchor),
            chrome.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            chrome.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            chrome.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        NSLayoutConstraint.activate(chromeConstraints)
        layoutReady(newState, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        tearDownState()
        NSLayoutConstraint.deactivate(chromeConstraints)
        chromeConstraints = []
        floor.removeFromSuperview()
        chrome.removeFromSuperview()
    }

    private func layoutReady(_ state: NavigationReadyUIState, wide: Bool) {
        let views: Views = [
            "viewport": state.viewport, "logo": state.googleLogo,
            "buttons": buttonStack, "floor": floor,
        ]
        buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        install(views)
        stateConstraints = constraints([
            "H:|[viewport]|", "H:|[floor]|",
            "V:|[viewport][floor(0)]", "V:[floor]-(0@250)-|",
            "H:|-(logoInset)-[logo]", "V:[logo]-(logoGap)-[floor]",
            "H:[buttons]-(btnH)-|", "V:|-(btnV)-[buttons]-(btnV)-[floor]",
        ], metrics: metrics(wide: wide), views: views)
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func install(_ views: Views) {
        for key in views.keys.sorted() where key != "floor" {
            guard let view = views[key] else { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
            chrome.addSubview(view)
        }
    }

    private func tearDownState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        buttonStack.removeFromSuperview()
        buttonStack.arrangedSubviews = []
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownState()
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        guidanceState = newState
        guidanceViews = [newState.turnCard, newState.etaCard, newState.speedWidget]
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        install(guidanceViewMap(newState))
        layoutGuidance(newState, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidanceState = nil
        tearDownState()
        layoutReady(newState, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let state = guidanceState else { return }
        NSLayoutConstraint.deactivate(stateConstraints)
        layoutGuidance(state, wide: newState.wideMode)
    }

    private func guidanceViewMap(_ state: ActiveGuidanceUIState) -> Views {
        [
            "turn": state.turnCard, "eta": state.etaCard, "speed": state.speedWidget,
            "viewport": state.viewport, "logo": state.googleLogo,
            "buttons": buttonStack, "floor": floor,
        ]
    }

    private func layoutGuidance(_ state: ActiveGuidanceUIState, wide: Bool) {
        let views = guidanceViewMap(state)
        let formats: [String]
        if wide {
            formats = [
                "H:|-(cardInset)-[turn]", "H:|-(cardInset)-[eta]", "V:|[turn]", "V:[eta]|",
                "H:[turn][viewport]|", "H:|[floor]|",
                "V:|[viewport][floor(0)]", "V:[floor]-(0@250)-|",
                "H:[turn]-(logoInset)-[logo]", "V:[logo]-(logoGap)-[floor]",
                "H:[buttons]-(btnH)-|", "V:|-(btnV)-[buttons]-(btnV)-[floor]",
            ]
        } else {
            formats = [
                "H:|[turn]|", "H:|[eta]|", "H:|[viewport]|", "H:|[floor]|",
                "V:|[turn][viewport][floor(0)]", "V:[floor]-(>=0)-[eta]|", "V:[floor]-(0@250)-[eta]",
                "H:|-(logoInset)-[logo]", "V:[logo]-(>=logoGap)-[floor]", "V:[logo]-(logoGap@750)-[speed]",
                "H:[buttons]-(btnH)-|", "V:[turn]-(btnV)-[buttons]-(btnV)-[floor]",
            ]
        }
        stateConstraints = constraints(formats, metrics: metrics(wide: wide), views: views)
        // Google's views stack on each other's margins; VFL cannot see margins.
        let speed = state.speedWidget
        let etaMargins = state.etaCard.layoutMarginsGuide
        stateConstraints += [
            speed.leadingAnchor.constraint(equalTo: etaMargins.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: etaMargins.topAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        chrome.addSubview(newPrompt)
        prompt = newPrompt
        let slide = newPrompt.bottomAnchor.constraint(equalTo: chrome.bottomAnchor, constant: 200)
        promptConstraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[prompt]", options: [], metrics: nil, views: ["prompt": newPrompt])
        promptConstraints += [slide, floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)]
        NSLayoutConstraint.activate(promptConstraints)
        chrome.layoutIfNeeded()
        slide.constant = 0
        UIView.animate(withDuration: 0.25) { self.chrome.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        removePrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        removePrompt()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
