import UIKit
import GoogleNavigation

/// The driver's navigation screen. It owns the map and lays out the SDK's views itself.
final class NavigationViewController: UIViewController {

    enum ConstraintGroup: String, CaseIterable {
        case ready, guidance, prompt, cards, bottomEdge
    }

    /// Views whose bottom edges follow the ETA card, or the prompt when one is up.
    fileprivate struct BottomEdgeViews {
        weak var viewport: UIView?
        weak var logo: UIView?
        weak var stack: UIView?
    }

    private(set) var mapView: GMSMapView!
    let endTripButton = UIButton(type: .system)
    private var constraintGroups: [ConstraintGroup: [NSLayoutConstraint]] = [:]
    private var guidanceViews: [UIView] = []
    private var readyViews: [UIView] = []
    private weak var promptOnScreen: NavigationPromptView?
    fileprivate var bottomEdgeViews = BottomEdgeViews()
    fileprivate weak var etaCard: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        let map = GMSMapView(frame: view.bounds)
        map.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(map)
        NSLayoutConstraint.activate([
            map.topAnchor.constraint(equalTo: view.topAnchor),
            map.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            map.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            map.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        mapView = map

        endTripButton.setTitle("End trip", for: .normal)
        endTripButton.translatesAutoresizingMaskIntoConstraints = false

        do {
            try map.setLayoutDelegate(self)
        } catch {
            print("Layout delegate rejected: \(error)")
        }
        map.isNavigationEnabled = true
    }

    fileprivate func activate(_ constraints: [NSLayoutConstraint], as group: ConstraintGroup) {
        constraintGroups[group, default: []] += constraints
        NSLayoutConstraint.activate(constraints)
    }

    fileprivate func deactivate(_ groups: ConstraintGroup...) {
        for group in groups {
            NSLayoutConstraint.deactivate(constraintGroups[group] ?? [])
            constraintGroups[group] = nil
        }
    }

    fileprivate func cardTrailing(_ card: UIView, in navMap: GMSMapView, wideMode: Bool) -> NSLayoutConstraint {
        if wideMode {
            return card.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor)
        }
        return card.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor,
                                              constant: -NavigationStyleValues.headerFooterHorizontalPadding)
    }

    fileprivate func pinBottomEdge(to anchor: NSLayoutYAxisAnchor) {
        deactivate(.bottomEdge)
        guard let viewport = bottomEdgeViews.viewport, let logo = bottomEdgeViews.logo,
              let stack = bottomEdgeViews.stack else { return }
        activate([
            viewport.bottomAnchor.constraint(equalTo: anchor),
            logo.bottomAnchor.constraint(equalTo: anchor, constant: -8),
            stack.bottomAnchor.constraint(equalTo: anchor, constant: -8),
        ], as: .bottomEdge)
    }

    fileprivate func add(_ views: [UIView], to navMap: GMSMapView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
    }
}

// MARK: - NavigationLayoutDelegate

extension NavigationViewController: NavigationLayoutDelegate {

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let compass = newState.buttons.first { $0.type == .compass }?.view
        readyViews = [newState.viewport, newState.googleLogo] + [compass].compactMap { $0 }
        add(readyViews, to: navMap)

        var constraints = [
            newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: newState.wideMode ? 16 : 8),
            newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
        ]
        if let compass {
            constraints += [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.buttonVerticalPadding),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            ]
        }
        activate(constraints, as: .ready)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        deactivate(.ready, .guidance, .prompt, .cards, .bottomEdge)
        promptOnScreen?.removeFromSuperview()
        (readyViews + guidanceViews).forEach { $0.removeFromSuperview() }
        readyViews.removeAll()
        guidanceViews.removeAll()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        deactivate(.ready)
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews.removeAll()

        let safe = navMap.safeAreaLayoutGuide
        let padding = NavigationStyleValues.headerFooterHorizontalPadding
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = newState.buttons.map(\.view)
        bottomEdgeViews = BottomEdgeViews(viewport: newState.viewport, logo: newState.googleLogo, stack: stack)
        etaCard = newState.etaCard

        guidanceViews = [newState.viewport, newState.turnCard, newState.etaCard, newState.googleLogo,
                         newState.speedWidget, stack, endTripButton]
        add(guidanceViews, to: navMap)

        activate([
            cardTrailing(newState.turnCard, in: navMap, wideMode: newState.wideMode),
            cardTrailing(newState.etaCard, in: navMap, wideMode: newState.wideMode),
        ], as: .cards)
        activate([
            newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            newState.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            newState.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            newState.viewport.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            newState.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            newState.speedWidget.bottomAnchor.constraint(equalTo: newState.googleLogo.topAnchor, constant: -8),
            endTripButton.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor, constant: 8),
            endTripButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.topAnchor.constraint(greaterThanOrEqualTo: endTripButton.bottomAnchor, constant: 8),
        ], as: .guidance)
        pinBottomEdge(to: newState.etaCard.layoutMarginsGuide.topAnchor)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        deactivate(.guidance, .cards, .bottomEdge, .prompt)
        promptOnScreen?.removeFromSuperview()
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews.removeAll()
        bottomEdgeViews = BottomEdgeViews()
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let guidance = newState as? ActiveGuidanceUIState, constraintGroups[.cards] != nil else { return }
        deactivate(.cards)
        activate([
            cardTrailing(guidance.turnCard, in: navMap, wideMode: guidance.wideMode),
            cardTrailing(guidance.etaCard, in: navMap, wideMode: guidance.wideMode),
        ], as: .cards)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        // The prompt covers the bottom of the map: the viewport, the logo and the buttons move up.
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        promptOnScreen = newPrompt
        activate([
            newPrompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ], as: .prompt)
        pinBottomEdge(to: newPrompt.topAnchor)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        deactivate(.prompt)
        oldPrompt.removeFromSuperview()
        if let etaCard { pinBottomEdge(to: etaCard.layoutMarginsGuide.topAnchor) }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
