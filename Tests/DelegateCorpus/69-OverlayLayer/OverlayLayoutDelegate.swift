import GoogleNavigation
import UIKit

/// Google's navigation chrome plus our own floating controls, kept above the map
/// and the Google views but under prompts (and hidden while one is up).
@MainActor
final class OverlayLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Metrics {
        static let inset: CGFloat = 8
        static let hintGap: CGFloat = 4
    }

    // MARK: Overlay views (ours)

    private lazy var searchPill: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Search along route", for: .normal)
        button.backgroundColor = .white
        button.layer.cornerRadius = 17
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    private lazy var muteButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "speaker.wave.2.fill"), for: .normal)
        button.accessibilityLabel = "Mute voice guidance"
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    private lazy var recenterHint: UILabel = {
        let label = UILabel()
        label.text = "Tap the logo to re-center"
        label.font = .preferredFont(forTextStyle: .footnote)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private var overlayViews: [UIView] { [searchPill, muteButton, recenterHint] }

    /// Overlays are hidden while a prompt is up.
    private var isPromptUp = false {
        didSet { overlayViews.forEach { $0.isHidden = isPromptUp } }
    }

    // MARK: Google layout

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let rest = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        rest.priority = .defaultLow
        sessionConstraints = [rest, contentBottom.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(sessionConstraints)
        layOut(viewport: newState.viewport, logo: newState.googleLogo, buttons: newState.buttons,
               cards: nil, wide: newState.wideMode, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        tearDownState()
        NSLayoutConstraint.deactivate(sessionConstraints + promptConstraints)
        sessionConstraints = []
        promptConstraints = []
        navMap.removeLayoutGuide(contentBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownState()
        layOut(viewport: newState.viewport, logo: newState.googleLogo, buttons: newState.buttons,
               cards: (newState.turnCard, newState.etaCard), wide: newState.wideMode, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        tearDownState()
        layOut(viewport: newState.viewport, logo: newState.googleLogo, buttons: newState.buttons,
               cards: nil, wide: newState.wideMode, on: navMap)
    }

    private func tearDownState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints.removeAll()
        (stateViews + overlayViews).forEach { $0.removeFromSuperview() }
        stateViews.removeAll()
        buttonStack.arrangedSubviews = []
    }

    private func layOut(
        viewport: UIView, logo: UIView, buttons: [NavigationUIButton],
        cards: (turn: UIView, eta: UIView)?, wide: Bool, on navMap: GMSMapView
    ) {
        let safe = navMap.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = buttons.map(\.view)

        // Z-order: viewport at the back, Google chrome, then our overlays on top.
        navMap.addSubview(logo)
        navMap.insertSubview(viewport, belowSubview: logo)
        navMap.addSubview(buttonStack)
        stateViews = [viewport, logo, buttonStack]
        if let cards {
            navMap.insertSubview(cards.turn, aboveSubview: viewport)
            navMap.insertSubview(cards.eta, aboveSubview: viewport)
            stateViews += [cards.turn, cards.eta]
        }
        overlayViews.forEach { navMap.addSubview($0); navMap.bringSubviewToFront($0) }

        let top = cards?.turn.bottomAnchor ?? safe.topAnchor
        var constraints = [
            viewport.topAnchor.constraint(equalTo: top),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            searchPill.topAnchor.constraint(equalTo: top, constant: Metrics.inset),
            searchPill.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.inset),
            muteButton.topAnchor.constraint(equalTo: top, constant: Metrics.inset),
            muteButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.inset),
            recenterHint.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.inset),
            recenterHint.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -Metrics.hintGap),
            buttonStack.topAnchor.constraint(equalTo: muteButton.bottomAnchor, constant: Metrics.inset),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        if let (turn, eta) = cards {
            let etaLeading = wide ? safe.leadingAnchor : navMap.leadingAnchor
            constraints += [
                turn.topAnchor.constraint(equalTo: safe.topAnchor),
                turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                eta.leadingAnchor.constraint(equalTo: etaLeading),
                eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        stateConstraints = constraints
        recenterHint.isHidden = isPromptUp || cards == nil
        searchPill.isHidden = isPromptUp
        muteButton.isHidden = isPromptUp
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        navMap.bringSubviewToFront(newPrompt)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        isPromptUp = true
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        isPromptUp = false
        prompt = nil
        recenterHint.isHidden = stateViews.count < 5
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        oldPrompt.removeFromSuperview()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
