import UIKit
import GoogleNavigation

/// The drive screen, written the way most UIKit teams write one: the view
/// controller owns the map (an implicitly unwrapped property made in
/// `viewDidLoad`), is its layout delegate, and its callbacks work on
/// `mapView` and `view` rather than the `navMap` they are handed.
final class DriveViewController: UIViewController, NavigationLayoutDelegate {
    var mapView: GMSMapView!
    private let endTripButton = UIButton(type: .system)
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private weak var prompt: NavigationPromptView?
    private weak var etaCard: UIView?
    private var bottomEdge: [NSLayoutConstraint] = []
    private var bottomViews: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        mapView = GMSMapView(frame: view.bounds)
        mapView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(mapView)
        NSLayoutConstraint.activate([
            mapView.topAnchor.constraint(equalTo: view.topAnchor),
            mapView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            mapView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            mapView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        endTripButton.setTitle("End trip", for: .normal)
        endTripButton.translatesAutoresizingMaskIntoConstraints = false
        do {
            try mapView.setLayoutDelegate(self)
        } catch {
            print("layout delegate rejected: \(error)")
        }
        mapView.isNavigationEnabled = true
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        mapView.cameraMode = .following
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        placeReady(newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dismissPrompt()
        clear()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clear()
        placeGuidance(newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dismissPrompt()
        clear()
        placeReady(newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        clear()
        if let guidance = newState as? ActiveGuidanceUIState {
            placeGuidance(guidance)
            if let prompt { pinBottom(to: prompt.topAnchor) }
        } else if let ready = newState as? NavigationReadyUIState {
            placeReady(ready)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(newPrompt)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        prompt = newPrompt
        pinBottom(to: newPrompt.topAnchor)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        oldPrompt.removeFromSuperview()
        prompt = nil
        if let etaCard { pinBottom(to: etaCard.layoutMarginsGuide.topAnchor) }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Layout

    private func dismissPrompt() {
        if let prompt { hidePrompt(navMap: mapView, oldPrompt: prompt) }
    }

    private func clear() {
        NSLayoutConstraint.deactivate(stateConstraints + bottomEdge)
        stateConstraints.removeAll()
        bottomEdge.removeAll()
        bottomViews.removeAll()
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews.removeAll()
        etaCard = nil
    }

    private func add(_ views: [UIView]) {
        for subview in views {
            subview.translatesAutoresizingMaskIntoConstraints = false
            mapView.addSubview(subview)
            stateViews.append(subview)
        }
    }

    private func buttonStack(_ buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = buttons.map(\.view)
        return stack
    }

    private func placeReady(_ state: NavigationReadyUIState) {
        let safe = mapView.safeAreaLayoutGuide
        let stack = buttonStack(state.buttons)
        add([state.viewport, state.googleLogo, stack])
        stateConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: state.wideMode ? 16 : 8),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: 8),
        ]
        NSLayoutConstraint.activate(stateConstraints)
        bottomViews = [state.viewport, state.googleLogo, stack]
        pinBottom(to: safe.bottomAnchor)
    }

    private func placeGuidance(_ state: ActiveGuidanceUIState) {
        let safe = mapView.safeAreaLayoutGuide
        let padding = NavigationStyleValues.headerFooterHorizontalPadding
        let stack = buttonStack(state.buttons)
        add([state.viewport, state.turnCard, state.etaCard, state.googleLogo, state.speedWidget, stack, endTripButton])
        let cardTrailing = state.wideMode ? mapView.centerXAnchor : safe.trailingAnchor
        stateConstraints = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            state.wideMode ? state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: cardTrailing, constant: -padding)
                           : state.turnCard.trailingAnchor.constraint(equalTo: cardTrailing, constant: -padding),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            state.wideMode ? state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: cardTrailing, constant: -padding)
                           : state.etaCard.trailingAnchor.constraint(equalTo: cardTrailing, constant: -padding),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -8),
            endTripButton.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: 8),
            endTripButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.topAnchor.constraint(greaterThanOrEqualTo: endTripButton.bottomAnchor, constant: 8),
        ]
        NSLayoutConstraint.activate(stateConstraints)
        etaCard = state.etaCard
        bottomViews = [state.viewport, state.googleLogo, stack]
        pinBottom(to: state.etaCard.layoutMarginsGuide.topAnchor)
    }

    /// The viewport, the logo and the buttons end at `anchor`: the ETA card, the prompt, or the safe area.
    private func pinBottom(to anchor: NSLayoutYAxisAnchor) {
        NSLayoutConstraint.deactivate(bottomEdge)
        bottomEdge = bottomViews.enumerated().map { index, view in
            view.bottomAnchor.constraint(equalTo: anchor, constant: index == 0 ? 0 : -8)
        }
        NSLayoutConstraint.activate(bottomEdge)
    }
}
