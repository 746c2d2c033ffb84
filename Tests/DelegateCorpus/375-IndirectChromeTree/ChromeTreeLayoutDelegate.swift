import GoogleNavigation
import UIKit

/// Drive screen layout. Each state is described as a `ChromeTree` (see
/// ChromeTree.swift) and handed to `apply(_:on:)`, which swaps the previous
/// tree's constraints and views for the new one's. Views both trees share
/// (viewport, logo, our button stack) stay mounted.
///
/// - Compact guidance: turn card across the top, ETA card docked at the bottom,
///   the camera between them; the logo (speed widget on it) bottom leading of the
///   camera, the trip progress bar and buttons on the trailing side.
/// - Wide guidance: both cards in the leading column (turn card top, ETA card
///   bottom), the camera and the floating controls beside the column.
@MainActor
final class ChromeTreeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private struct Metrics {
        let edge: CGFloat
        let gap: CGFloat

        init(wide: Bool) {
            edge = wide ? 16 : 12
            gap = 8
        }
    }

    private enum Phase {
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private struct ShownPrompt {
        let view: NavigationPromptView
        /// Bottom edge; its constant slides the prompt in from below the map.
        let slide: NSLayoutConstraint
        let constraints: [NSLayoutConstraint]
    }

    private static let promptSlideDuration: TimeInterval = 0.3

    /// Log sink for layout traces (the debug menu sets it); nil in production.
    var trace: ((String) -> Void)?

    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// Bottom of the open map for the whole session: rests on the safe area,
    /// held above the docked ETA card and any prompt by their own constraints.
    private let floor = UILayoutGuide()
    private var floorConstraints: [NSLayoutConstraint] = []

    private var phase: Phase?
    private var mounted = RealisedChrome()
    private var prompt: ShownPrompt?
    private var departingPrompts: [NavigationPromptView] = []

    override init() {
        super.init()
        buttons.translatesAutoresizingMaskIntoConstraints = false
        buttons.spacing = NavigationStyleValues.buttonVerticalPadding
        floor.identifier = "chromeTree.openFloor"
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(floor)
        let resting = floor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        floorConstraints = [
            floor.heightAnchor.constraint(equalToConstant: 0),
            floor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            floor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(floorConstraints)
        enterReady(newState, wide: newState.wideMode, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompts()
        apply(.empty, on: navMap)
        buttons.arrangedSubviews = []
        phase = nil
        NSLayoutConstraint.deactivate(floorConstraints)
        floorConstraints = []
        navMap.removeLayoutGuide(floor)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        buttons.arrangedSubviews = buttonViews(newState.buttons, kinds: [.compass, .reporting])
        phase = .guidance(newState)
        apply(guidanceTree(newState, wide: newState.wideMode), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Arrival can end guidance with a prompt still up: it goes with guidance.
        dropPrompts()
        enterReady(newState, wide: newState.wideMode, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        switch phase {
        case .ready(let state)?:
            apply(readyTree(state, wide: newState.wideMode), on: navMap)
        case .guidance(let state)?:
            apply(guidanceTree(state, wide: newState.wideMode), on: navMap)
        case nil:
            break
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        // Parked just below the map, then slid up.
        let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        let constraints = [
            slide,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        prompt = ShownPrompt(view: newPrompt, slide: slide, constraints: constraints)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.promptSlideDuration, delay: 0, options: [.curveEaseOut]) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
        log("prompt in")
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let shown = prompt, shown.view === oldPrompt else {
            oldPrompt.removeFromSuperview()
            return
        }
        prompt = nil
        departingPrompts.append(oldPrompt)
        UIView.animate(withDuration: Self.promptSlideDuration, delay: 0, options: [.curveEaseIn]) {
            shown.slide.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        } completion: { [weak self] _ in
            NSLayoutConstraint.deactivate(shown.constraints)
            oldPrompt.removeFromSuperview()
            self?.departingPrompts.removeAll { $0 === oldPrompt }
        }
        log("prompt out")
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Trees

    private func readyTree(_ state: NavigationReadyUIState, wide: Bool) -> ChromeTree {
        let m = Metrics(wide: wide)
        return .overlay(
            .view(state.viewport)
                .pinned(.top(.safeTop), .leading(.safeLeading), .trailing(.safeTrailing), .bottom(.openFloor)),
            over: [
                .view(state.googleLogo).pinned(.leading(.safeLeading, m.edge), .bottom(.openFloor, m.edge)),
                .when(
                    !buttons.arrangedSubviews.isEmpty,
                    .view(buttons).pinned(.top(.safeTop, m.edge), .trailing(.safeTrailing, m.edge), .bottom(.openFloor, m.edge))
                ),
            ]
        )
    }

    private func guidanceTree(_ state: ActiveGuidanceUIState, wide: Bool) -> ChromeTree {
        let m = Metrics(wide: wide)
        let turnCard = state.turnCard
        let progressBar = state.tripProgressBar
        // The open map (camera, floating controls) starts under the turn card when
        // compact and beside the card column when wide.
        let openTop: YLine = wide ? .safeTop : .bottom(of: turnCard)
        let openLeading: XLine = wide ? .trailing(of: turnCard) : .safeLeading
        let etaCard: ChromeTree = wide
            ? .view(state.etaCard).pinned(.bottom(.mapBottom), .leading(.safeLeading))
            : .view(state.etaCard).pinned(.bottom(.mapBottom), .leading(.safeLeading), .holdsFloor)

        return .overlay(
            .view(state.viewport)
                .pinned(.top(openTop), .leading(openLeading), .trailing(.safeTrailing), .bottom(.openFloor)),
            over: [
                .view(turnCard).pinned(.top(.safeTop), .leading(.safeLeading)),
                etaCard,
                .column([.view(state.googleLogo), .view(state.speedWidget)], spacing: m.gap)
                    .pinned(.leading(openLeading, m.edge), .bottom(.openFloor, m.edge)),
                .view(progressBar)
                    .pinned(.top(openTop, m.edge), .trailing(.safeTrailing, m.edge), .bottom(.openFloor, m.edge)),
                .when(
                    !buttons.arrangedSubviews.isEmpty,
                    .view(buttons)
                        .pinned(.top(openTop, m.edge), .trailing(.leading(of: progressBar), m.gap), .bottom(.openFloor, m.edge))
                ),
            ]
        )
    }

    // MARK: - Applying

    private func enterReady(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) {
        buttons.arrangedSubviews = buttonViews(state.buttons, kinds: [.compass])
        phase = .ready(state)
        apply(readyTree(state, wide: wide), on: navMap)
    }

    /// Swaps the mounted tree for `tree`: the old constraints let go first, so two
    /// states never hold one view at once; then views only the old tree had come
    /// off, views only the new tree has go on (back to front), and its constraints
    /// are activated.
    private func apply(_ tree: ChromeTree, on navMap: GMSMapView, caller: StaticString = #function) {
        let scope = ChromeScope(safeArea: navMap.safeAreaLayoutGuide, map: navMap, floor: floor)
        let next = realise(tree, in: scope)

        NSLayoutConstraint.deactivate(mounted.constraints)
        for view in mounted.views.reversed() where !next.contains(view) {
            view.removeFromSuperview()
        }
        for view in next.views where !mounted.contains(view) {
            navMap.addSubview(view)
        }
        NSLayoutConstraint.activate(next.constraints)
        mounted = next

        if let prompt {
            navMap.bringSubviewToFront(prompt.view)
        }
        log("\(next.views.count) views, \(next.constraints.count) constraints\n\(tree.debugDescription)", from: caller)
    }

    /// The buttons of the given kinds, found by type (the SDK may reorder `buttons`).
    private func buttonViews(_ all: [NavigationUIButton], kinds: [NavigationButtonKnownType]) -> [UIView] {
        kinds.compactMap { kind in all.first { $0.type == kind }?.view }
    }

    private func dropPrompts() {
        if let shown = prompt {
            NSLayoutConstraint.deactivate(shown.constraints)
            shown.view.removeFromSuperview()
            prompt = nil
        }
        departingPrompts.forEach { $0.removeFromSuperview() }
        departingPrompts = []
    }

    private func log(_ message: @autoclosure () -> String, from function: StaticString = #function) {
        guard let trace else { return }
        trace("[ChromeTree] \(function): \(message())")
    }
}
