import UIKit
import GoogleNavigation

/// Navigation layout with a prompt host pinned to the bottom of the map: every
/// floating element stays above the host, so a prompt never covers them.
final class HostedPromptLayout: NSObject, NavigationLayoutDelegate {
    private let host = PromptHostView()
    private var hostConstraints: [NSLayoutConstraint] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var buttonStack: GMSNavigationHidingStackView?

    private let side = NavigationStyleValues.headerFooterHorizontalPadding
    private let inset = NavigationStyleValues.elementHorizontalPadding
    private let gap = NavigationStyleValues.buttonVerticalPadding

    /// Keeps `anchor` above the host and above `card`'s margins, as low as it can go.
    private func floating(_ anchor: NSLayoutYAxisAnchor, in map: UIView, over card: UIView?, gap: CGFloat) -> [NSLayoutConstraint] {
        let rest = anchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor, constant: -gap)
        rest.priority = .defaultLow
        var result = [rest, anchor.constraint(lessThanOrEqualTo: host.topAnchor, constant: -gap)]
        if let card {
            result.append(anchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.topAnchor, constant: -gap))
        }
        return result
    }

    private func makeStack(_ views: [UIView], in map: GMSMapView) -> GMSNavigationHidingStackView {
        buttonStack?.removeFromSuperview()
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = gap
        stack.arrangedSubviews = views
        map.insertSubview(stack, belowSubview: host)
        buttonStack = stack
        return stack
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addSubview(host)
        hostConstraints = [
            host.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            host.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            host.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        NSLayoutConstraint.activate(hostConstraints)
        layOutReady(newState, on: navMap)
    }

    private func layOutReady(_ state: NavigationReadyUIState, on map: GMSMapView) {
        let logo = state.googleLogo, viewport = state.viewport
        // Same corner layout in both modes: nothing but the logo and the compass float here.
        let logoInset = state.wideMode ? side : inset
        [viewport, logo].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            map.insertSubview($0, belowSubview: host)
        }
        let stack = makeStack(state.buttons.filter { $0.type == .compass }.map(\.view), in: map)
        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: map.safeAreaLayoutGuide.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor, constant: logoInset),
            stack.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor, constant: -inset),
            stack.topAnchor.constraint(greaterThanOrEqualTo: map.safeAreaLayoutGuide.topAnchor),
        ] + floating(viewport.bottomAnchor, in: map, over: nil, gap: 0)
          + floating(logo.bottomAnchor, in: map, over: nil, gap: gap)
          + floating(stack.bottomAnchor, in: map, over: nil, gap: gap)
        NSLayoutConstraint.activate(readyConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        host.clear(animated: false)
        NSLayoutConstraint.deactivate(readyConstraints + hostConstraints)
        readyConstraints = []
        hostConstraints = []
        [oldState.googleLogo, oldState.viewport, buttonStack, host].forEach { $0?.removeFromSuperview() }
        buttonStack = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        layOutGuidance(newState, on: navMap)
    }

    private func layOutGuidance(_ newState: ActiveGuidanceUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let turn = newState.turnCard, eta = newState.etaCard, speed = newState.speedWidget
        let bar = newState.tripProgressBar, logo = newState.googleLogo, viewport = newState.viewport
        guidanceViews = [turn, eta, speed, bar]
        guidanceViews.forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            navMap.insertSubview($0, belowSubview: host)
        }
        let ordered = [NavigationButtonKnownType.reporting, .compass].compactMap { kind in
            newState.buttons.first(where: { $0.type == kind })?.view
        }
        let stack = makeStack(ordered, in: navMap)
        let cardTrailing: [NSLayoutConstraint] = newState.wideMode
            ? [turn.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
               eta.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor)]
            : [turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
               eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side)]
        guidanceConstraints = cardTrailing + [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            logo.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -gap),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            bar.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: gap),
            stack.topAnchor.constraint(greaterThanOrEqualTo: bar.bottomAnchor, constant: gap),
            bar.heightAnchor.constraint(equalTo: safe.heightAnchor, multiplier: 0.25),
        ] + floating(viewport.bottomAnchor, in: navMap, over: eta, gap: 0)
          + floating(speed.bottomAnchor, in: navMap, over: eta, gap: 0)
          + floating(stack.bottomAnchor, in: navMap, over: eta, gap: gap)
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        layOutReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let guidance = newState as? ActiveGuidanceUIState, !guidanceConstraints.isEmpty else { return }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        layOutGuidance(guidance, on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        host.present(newPrompt)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        host.clear(animated: true)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        host.present(newPrompt, animated: false)
    }
}
