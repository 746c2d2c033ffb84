import UIKit
import GoogleNavigation

/// The instrument cluster the car app draws next to the map (speed, range, gear).
final class ClusterView: UIView {
    enum Shape { case panel, strip }
    var shape: Shape = .strip {
        didSet { layer.cornerRadius = shape == .panel ? 0 : NavigationStyleValues.defaultCornerRadius }
    }
}

enum Dashboard {
    static let stripHeight: CGFloat = 56
    static let panelShare: CGFloat = 0.4
}

final class DashboardLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let cluster = ClusterView()
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var stack: GMSNavigationHidingStackView?
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []
    private var logo: UIView?
    private var viewport: UIView?
    private var wide = false

    private let side = NavigationStyleValues.headerFooterHorizontalPadding
    private let inset = NavigationStyleValues.elementHorizontalPadding
    private let gap = NavigationStyleValues.buttonVerticalPadding

    // MARK: Pieces

    private func clusterConstraints(in map: GMSMapView, above bottom: NSLayoutYAxisAnchor) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        cluster.shape = wide ? .panel : .strip
        if wide {
            return [cluster.topAnchor.constraint(equalTo: safe.topAnchor),
                    cluster.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    cluster.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    cluster.widthAnchor.constraint(equalTo: safe.widthAnchor, multiplier: Dashboard.panelShare)]
        }
        return [cluster.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                cluster.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                cluster.bottomAnchor.constraint(equalTo: bottom),
                cluster.heightAnchor.constraint(equalToConstant: Dashboard.stripHeight)]
    }

    /// The bottom edge the floating elements stand on: the strip in compact mode, the safe area in wide mode.
    private func ground(_ map: GMSMapView) -> NSLayoutYAxisAnchor {
        wide ? map.safeAreaLayoutGuide.bottomAnchor : cluster.topAnchor
    }

    /// The trailing edge of the open map: the panel in wide mode, the safe area in compact mode.
    private func openTrailing(_ map: GMSMapView) -> NSLayoutXAxisAnchor {
        wide ? cluster.leadingAnchor : map.safeAreaLayoutGuide.trailingAnchor
    }

    private func settle(_ anchor: NSLayoutYAxisAnchor, on ground: NSLayoutYAxisAnchor, gap: CGFloat) -> [NSLayoutConstraint] {
        let pull = anchor.constraint(equalTo: ground, constant: -gap)
        pull.priority = .defaultLow
        return [pull, anchor.constraint(lessThanOrEqualTo: ground, constant: -gap)]
    }

    private func buttonStack(_ buttons: [UIView], in map: GMSMapView) -> GMSNavigationHidingStackView {
        stack?.removeFromSuperview()
        let made = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        made.translatesAutoresizingMaskIntoConstraints = false
        made.spacing = gap
        made.arrangedSubviews = buttons
        map.addSubview(made)
        stack = made
        return made
    }

    private func replace(with constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    // MARK: Phases

    private func layOutReady(_ state: NavigationReadyUIState, in map: GMSMapView) {
        wide = state.wideMode
        let safe = map.safeAreaLayoutGuide
        [state.viewport, state.googleLogo].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; map.addSubview($0) }
        let buttons = buttonStack(state.buttons.filter { $0.type == .compass }.map(\.view), in: map)
        replace(with: clusterConstraints(in: map, above: safe.bottomAnchor) + [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: wide ? cluster.leadingAnchor : map.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            buttons.trailingAnchor.constraint(equalTo: openTrailing(map), constant: -inset),
            buttons.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
        ] + settle(state.viewport.bottomAnchor, on: ground(map), gap: 0)
          + settle(state.googleLogo.bottomAnchor, on: ground(map), gap: gap)
          + settle(buttons.bottomAnchor, on: ground(map), gap: gap))
        logo = state.googleLogo
        viewport = state.viewport
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, in map: GMSMapView) {
        wide = state.wideMode
        let safe = map.safeAreaLayoutGuide
        let turn = state.turnCard, eta = state.etaCard, speed = state.speedWidget
        guidanceViews = [turn, eta, speed]
        guidanceViews.forEach { $0.translatesAutoresizingMaskIntoConstraints = false; map.addSubview($0) }
        let kinds: [NavigationButtonKnownType] = [.reporting, .compass]
        let buttons = buttonStack(kinds.compactMap { k in state.buttons.first { $0.type == k }?.view }, in: map)
        let cardEnd: [NSLayoutConstraint] = wide
            ? [turn.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
               eta.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor)]
            : [turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
               eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side)]
        // The wide ETA card is a band across the narrowed map: keep the camera above it too.
        let speedGround = wide ? eta.layoutMarginsGuide.topAnchor : ground(map)
        replace(with: clusterConstraints(in: map, above: eta.topAnchor) + cardEnd + [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            state.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: wide ? cluster.leadingAnchor : map.trailingAnchor),
            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -gap),
            buttons.trailingAnchor.constraint(equalTo: openTrailing(map), constant: -inset),
            buttons.topAnchor.constraint(greaterThanOrEqualTo: turn.bottomAnchor, constant: gap),
        ] + settle(state.viewport.bottomAnchor, on: speedGround, gap: 0)
          + settle(speed.bottomAnchor, on: speedGround, gap: 0)
          + settle(buttons.bottomAnchor, on: ground(map), gap: gap))
        logo = state.googleLogo
        viewport = state.viewport
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        cluster.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(cluster)
        layOutReady(newState, in: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        clearPrompt()
        replace(with: [])
        [oldState.viewport, oldState.googleLogo, cluster].forEach { $0.removeFromSuperview() }
        stack?.removeFromSuperview()
        stack = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        layOutGuidance(newState, in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        clearPrompt()
        replace(with: [])
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        layOutReady(newState, in: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard cluster.superview != nil, newState.wideMode != wide else { return }
        if let guidance = newState as? ActiveGuidanceUIState {
            layOutGuidance(guidance, in: navMap)
        } else if let ready = newState as? NavigationReadyUIState {
            layOutReady(ready, in: navMap)
        }
        if let prompt { pin(prompt, in: navMap) }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        pin(newPrompt, in: navMap)
    }

    private func pin(_ newPrompt: NavigationPromptView, in map: GMSMapView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        map.bringSubviewToFront(newPrompt)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: openTrailing(map)),
            newPrompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ]
        promptConstraints += [viewport, logo, stack].compactMap { $0 }.map {
            $0.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor, constant: $0 === viewport ? 0 : -gap)
        }
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        clearPrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        clearPrompt()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func clearPrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
