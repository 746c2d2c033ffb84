import GoogleNavigation
import UIKit

/// Resolves `Item`s to the anchors of one map and one state's views.
@MainActor
struct AnchorResolver {
    let map: GMSMapView
    let contentBottom: UILayoutGuide
    let logo: UIView
    let viewport: UIView
    let buttons: UIView
    var turnCard: UIView?
    var etaCard: UIView?
    var speedWidget: UIView?

    func x(_ item: Item, _ edge: XEdge) -> NSLayoutXAxisAnchor {
        switch (item, edge) {
        case (.safeArea, .leading): return map.safeAreaLayoutGuide.leadingAnchor
        case (.safeArea, .trailing): return map.safeAreaLayoutGuide.trailingAnchor
        case (.map, .leading): return map.leadingAnchor
        case (.map, .trailing): return map.trailingAnchor
        case (.contentBottom, .leading): return contentBottom.leadingAnchor
        case (.contentBottom, .trailing): return contentBottom.trailingAnchor
        case (.etaCardMargins, .leading): return etaCard!.layoutMarginsGuide.leadingAnchor
        case (.etaCardMargins, .trailing): return etaCard!.layoutMarginsGuide.trailingAnchor
        case (_, .leading): return view(item).leadingAnchor
        case (_, .trailing): return view(item).trailingAnchor
        }
    }

    func y(_ item: Item, _ edge: YEdge) -> NSLayoutYAxisAnchor {
        switch (item, edge) {
        case (.safeArea, .top): return map.safeAreaLayoutGuide.topAnchor
        case (.safeArea, .bottom): return map.safeAreaLayoutGuide.bottomAnchor
        case (.map, .top): return map.topAnchor
        case (.map, .bottom): return map.bottomAnchor
        case (.contentBottom, .top): return contentBottom.topAnchor
        case (.contentBottom, .bottom): return contentBottom.bottomAnchor
        case (.etaCardMargins, .top): return etaCard!.layoutMarginsGuide.topAnchor
        case (.etaCardMargins, .bottom): return etaCard!.layoutMarginsGuide.bottomAnchor
        case (_, .top): return view(item).topAnchor
        case (_, .bottom): return view(item).bottomAnchor
        }
    }

    private func view(_ item: Item) -> UIView {
        switch item {
        case .logo: return logo
        case .viewport: return viewport
        case .buttons: return buttons
        case .turnCard: return turnCard!
        case .etaCard: return etaCard!
        case .speedWidget: return speedWidget!
        case .map, .safeArea, .contentBottom, .etaCardMargins: return map
        }
    }

    func constraint(for pin: Pin) -> NSLayoutConstraint {
        switch pin {
        case let .x(item, edge, target, targetEdge, relation, constant):
            let a = x(item, edge), b = x(target, targetEdge)
            switch relation {
            case .equal: return a.constraint(equalTo: b, constant: constant)
            case .atMost: return a.constraint(lessThanOrEqualTo: b, constant: constant)
            case .atLeast: return a.constraint(greaterThanOrEqualTo: b, constant: constant)
            }
        case let .y(item, edge, target, targetEdge, relation, constant, priority):
            let a = y(item, edge), b = y(target, targetEdge)
            let c: NSLayoutConstraint
            switch relation {
            case .equal: c = a.constraint(equalTo: b, constant: constant)
            case .atMost: c = a.constraint(lessThanOrEqualTo: b, constant: constant)
            case .atLeast: c = a.constraint(greaterThanOrEqualTo: b, constant: constant)
            }
            c.priority = UILayoutPriority(priority)
            return c
        case let .height(item, constant):
            precondition(item == .contentBottom, "only app guides get a height")
            return contentBottom.heightAnchor.constraint(equalToConstant: constant)
        }
    }
}

/// The views and constraints one navigation state put on the map.
@MainActor
struct Placed {
    var views: [UIView] = []
    var constraints: [NSLayoutConstraint] = []

    func remove() {
        NSLayoutConstraint.deactivate(constraints)
        views.forEach { $0.removeFromSuperview() }
    }
}

@MainActor
final class FleetLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let environment: LayoutEnvironment
    private let contentBottom = UILayoutGuide()
    private var shared: [NSLayoutConstraint] = []
    private var ready: Placed?
    private var guidance: Placed?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: (view: NavigationPromptView, bottom: NSLayoutConstraint)?

    init(environment: LayoutEnvironment = .live) {
        self.environment = environment
        super.init()
    }

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        environment.log("enable wide=\(newState.wideMode)")
        navMap.addLayoutGuide(contentBottom)
        shared = realize(contentGuidePins(), resolver: resolver(navMap, logo: newState.googleLogo,
                                                                  viewport: newState.viewport, buttons: UIView()))
        NSLayoutConstraint.activate(shared)
        readyState = newState
        ready = placeReady(navMap, state: newState, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        environment.log("disable")
        if let prompt {
            prompt.view.removeFromSuperview()
            self.prompt = nil
        }
        guidance?.remove()
        guidance = nil
        ready?.remove()
        ready = nil
        NSLayoutConstraint.deactivate(shared)
        shared = []
        // The logo and viewport belong to both states: they leave with navigation.
        [oldState.googleLogo, oldState.viewport].forEach { $0.removeFromSuperview() }
        navMap.removeLayoutGuide(contentBottom)
        readyState = nil
        guidanceState = nil
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        environment.log("start guidance wide=\(newState.wideMode)")
        ready?.remove()
        ready = nil
        guidanceState = newState
        guidance = placeGuidance(navMap, state: newState, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        environment.log("stop guidance")
        guidance?.remove()
        guidance = nil
        guidanceState = nil
        readyState = newState
        ready = placeReady(navMap, state: newState, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let compact = environment.isCompact(navMap.bounds.size)
        environment.log("size changed wide=\(newState.wideMode) compact=\(compact)")
        if let state = guidanceState, guidance != nil {
            guidance?.remove()
            guidance = placeGuidance(navMap, state: state, wide: newState.wideMode)
        } else if let state = readyState, ready != nil {
            ready?.remove()
            ready = placeReady(navMap, state: state, wide: newState.wideMode)
        }
        if let prompt { navMap.bringSubviewToFront(prompt.view) }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let slide = environment.metrics(false).promptSlide
        navMap.addSubview(newPrompt)
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: 200)
        NSLayoutConstraint.activate([
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        prompt = (newPrompt, bottom)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: slide) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let current = prompt, current.view === oldPrompt else { return }
        prompt = nil
        let slide = environment.metrics(false).promptSlide
        UIView.animate(withDuration: slide, animations: {
            current.bottom.constant = 200
            navMap.layoutIfNeeded()
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Placement

    private func resolver(_ map: GMSMapView, logo: UIView, viewport: UIView, buttons: UIView) -> AnchorResolver {
        AnchorResolver(map: map, contentBottom: contentBottom, logo: logo, viewport: viewport, buttons: buttons)
    }

    private func realize(_ pins: [Pin], resolver: AnchorResolver) -> [NSLayoutConstraint] {
        pins.map(resolver.constraint(for:))
    }

    private func buttonStack(_ buttons: [NavigationUIButton], spacing: CGFloat) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = spacing
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        stack.arrangedSubviews = order.compactMap { kind in buttons.first { $0.type == kind }?.view }
        return stack
    }

    private func placeReady(_ map: GMSMapView, state: NavigationReadyUIState, wide: Bool) -> Placed {
        let metrics = environment.metrics(wide)
        let stack = buttonStack(state.buttons, spacing: metrics.stackSpacing)
        let views = [state.viewport, state.googleLogo, stack]
        views.forEach(map.addSubview)
        let constraints = realize(readyPins(metrics),
                                  resolver: resolver(map, logo: state.googleLogo, viewport: state.viewport, buttons: stack))
        NSLayoutConstraint.activate(constraints)
        return Placed(views: [stack], constraints: constraints)
    }

    private func placeGuidance(_ map: GMSMapView, state: ActiveGuidanceUIState, wide: Bool) -> Placed {
        let metrics = environment.metrics(wide)
        let stack = buttonStack(state.buttons, spacing: metrics.stackSpacing)
        let views = [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo, stack]
        views.forEach(map.addSubview)
        var r = resolver(map, logo: state.googleLogo, viewport: state.viewport, buttons: stack)
        r.turnCard = state.turnCard
        r.etaCard = state.etaCard
        r.speedWidget = state.speedWidget
        let constraints = realize(guidancePins(metrics, wide: wide), resolver: r)
        NSLayoutConstraint.activate(constraints)
        return Placed(views: [stack, state.turnCard, state.etaCard, state.speedWidget], constraints: constraints)
    }
}
