import GoogleNavigation
import UIKit

/// Navigation layout of the fleet app's driver screen (FLEET-2214).
///
/// Ready: the camera over the safe area, logo bottom leading, compass trailing.
/// Guidance: turn card top leading, ETA card bottom leading (docked across the
/// bottom on phones, in a leading card column in wide mode), trip progress bar
/// and buttons trailing, speed widget on the logo. A zero-height floor guide
/// lives for the session: the docked ETA card and any prompt push it up, and
/// the camera, the logo and the buttons rest on it.
///
/// Invariants (asserted in debug builds, logged in release): one phase's
/// constraints are active at a time, the viewport and the logo are on the map
/// whenever navigation UI is on, and nothing of ours is left after disable.
@available(iOS 14.0, *)
@MainActor
final class FleetNavigationLayout: NSObject, NavigationLayoutDelegate {
    enum Phase: Int {
        case idle = 0
        case ready
        case guidance
    }

    private enum Metrics {
        static var edge: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
        static var wideEdge: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
        static var gap: CGFloat { NavigationStyleValues.elementHorizontalPadding }
        static var stackSpacing: CGFloat { NavigationStyleValues.buttonVerticalPadding }
        /// A prompt slides in from this far below its place (more than any prompt is tall).
        static let promptTravel: CGFloat = 400
        static let promptDuration: TimeInterval = 0.35
    }

    private(set) var phase: Phase = .idle

    private let contentFloor = UILayoutGuide()
    /// Wide guidance only: hugs the wider of the two cards.
    private let cardColumn = UILayoutGuide()
    private var isColumnInstalled = false

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var mountedViews: [UIView] = []
    private var buttonStack: GMSNavigationHidingStackView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    private var activePrompt: NavigationPromptView?
    private var promptKeepClear: NSLayoutConstraint?
    private var promptsOnMap: [ObjectIdentifier: (view: NavigationPromptView, pins: [NSLayoutConstraint])] = [:]

    /// Kept for source compatibility with the 4.x screen, which framed the camera with map padding.
    @available(*, deprecated, message: "The SDK ignores map padding under a layout delegate; the viewport frames the camera.")
    var mapContentInsets: UIEdgeInsets = .zero {
        didSet { NavLog.error(.layout, "mapContentInsets is ignored: \(mapContentInsets)") }
    }

    override init() {
        super.init()
        contentFloor.identifier = "fleet.contentFloor"
        cardColumn.identifier = "fleet.cardColumn"
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        checkIsolation()
        precondition(phase == .idle, "enableNavigationUI in phase \(phase)")
        precondition(sessionConstraints.isEmpty && mountedViews.isEmpty, "a previous session was not torn down")
        NavLog.info(.lifecycle, "enable, wide: \(newState.wideMode), buttons: \(newState.buttons.count)")

        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(contentFloor)
        let resting = contentFloor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            contentFloor.heightAnchor.constraint(equalToConstant: 0),
            contentFloor.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentFloor.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            contentFloor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)

        readyState = newState
        enterPhase(.ready, googleViews: [newState.viewport, newState.googleLogo], buttons: newState.buttons, on: navMap) {
            self.readyConstraints(newState, map: navMap, wide: newState.wideMode)
        }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        checkIsolation()
        assert(phase == .ready, "disableNavigationUI in phase \(phase)")
        NavLog.info(.lifecycle, "disable")
        removeAllPrompts()
        leavePhase(keeping: [], on: navMap)
        readyState = nil

        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentFloor)
        transition(to: .idle)
        assertInvariants()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        checkIsolation()
        NavLog.info(.lifecycle, "start guidance, wide: \(newState.wideMode)")
        guidanceState = newState
        let views = [newState.viewport, newState.turnCard, newState.etaCard, newState.tripProgressBar,
                     newState.speedWidget, newState.googleLogo]
        enterPhase(.guidance, googleViews: views, buttons: newState.buttons, on: navMap) {
            self.guidanceConstraints(newState, map: navMap, wide: newState.wideMode)
        }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        checkIsolation()
        NavLog.info(.lifecycle, "stop guidance, prompt on screen: \(activePrompt != nil)")
        // Arrival can stop guidance with a prompt up; it goes with guidance.
        removeAllPrompts()
        guidanceState = nil
        readyState = newState
        enterPhase(.ready, googleViews: [newState.viewport, newState.googleLogo], buttons: newState.buttons, on: navMap) {
            self.readyConstraints(newState, map: navMap, wide: newState.wideMode)
        }
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        checkIsolation()
        NavLog.debug(.layout, "size changed in \(phase), wide: \(newState.wideMode)")
        switch phase {
        case .idle:
            return
        case .ready:
            guard let readyState else { preconditionFailure("ready phase without its state") }
            relayout(on: navMap) { readyConstraints(readyState, map: navMap, wide: newState.wideMode) }
        case .guidance:
            guard let guidanceState else { preconditionFailure("guidance phase without its state") }
            relayout(on: navMap) { guidanceConstraints(guidanceState, map: navMap, wide: newState.wideMode) }
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        checkIsolation()
        assert(phase == .guidance, "prompt outside guidance")
        if let current = activePrompt {
            NavLog.error(.prompts, "showPrompt while another prompt is up; replacing it")
            removePrompt(current)
        }
        NavLog.info(.prompts, "show \(type(of: newPrompt))")
        newPrompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]  // docked: top corners only
        navMap.addSubview(newPrompt)
        let pins = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        ]
        let keepClear = contentFloor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)
        NSLayoutConstraint.activate(pins + [keepClear])
        promptsOnMap[ObjectIdentifier(newPrompt)] = (newPrompt, pins)
        promptKeepClear = keepClear
        activePrompt = newPrompt

        newPrompt.transform = CGAffineTransform(translationX: 0, y: Metrics.promptTravel)
        animate(promptDuration) {
            newPrompt.transform = .identity
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        checkIsolation()
        if oldPrompt === activePrompt {
            // The content comes back down now; the prompt slides away over it.
            promptKeepClear?.isActive = false
            promptKeepClear = nil
            activePrompt = nil
        } else {
            NavLog.error(.prompts, "hidePrompt for a prompt that is not the active one")
        }
        animate(promptDuration, {
            oldPrompt.transform = CGAffineTransform(translationX: 0, y: Metrics.promptTravel)
            navMap.layoutIfNeeded()
        }, completion: { [weak self] in
            self?.removePrompt(oldPrompt)
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Phases

    private func transition(to next: Phase, file: StaticString = #fileID, line: UInt = #line) {
        switch (phase, next) {
        case (.idle, .ready), (.ready, .guidance), (.guidance, .ready), (.ready, .idle):
            NavLog.debug(.lifecycle, "\(phase) -> \(next)")
            phase = next
        default:
            // The SDK's lifecycle never takes any other step.
            fatalError("illegal layout transition \(phase) -> \(next)", file: file, line: line)
        }
    }

    private func buttonKinds(for phase: Phase) -> [NavigationButtonKnownType] {
        switch phase {
        case .ready: [.compass]
        case .guidance: [.reporting, .compass]
        case .idle: fatalError("no buttons are placed while navigation UI is off")
        }
    }

    /// Old constraints and views first, then the new phase's: two phases never pull on one view.
    private func enterPhase(_ next: Phase, googleViews: [UIView], buttons: [NavigationUIButton], on map: GMSMapView,
                            constraints: () -> [NSLayoutConstraint]) {
        leavePhase(keeping: googleViews, on: map)

        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = Metrics.stackSpacing
        stack.arrangedSubviews = buttonKinds(for: next).compactMap { kind in
            guard let button = buttons.first(where: { $0.type == kind }) else {
                NavLog.debug(.layout, "no \(kind.rawValue) button in \(next)")
                return nil
            }
            return button.view
        }
        buttonStack = stack

        for view in googleViews + [stack] where view.superview !== map {
            map.addSubview(view)
        }
        mountedViews = googleViews + [stack]
        phaseConstraints = constraints()
        NSLayoutConstraint.activate(phaseConstraints)
        transition(to: next)
        assertInvariants()
    }

    private func leavePhase(keeping next: [UIView], on map: GMSMapView) {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []
        uninstallColumn(from: map)
        if let stack = buttonStack {
            stack.removeFromSuperview()
            stack.arrangedSubviews = []
            buttonStack = nil
        }
        for view in mountedViews where !next.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        mountedViews.removeAll { view in !next.contains { $0 === view } }
    }

    private func relayout(on map: GMSMapView, _ constraints: () -> [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(phaseConstraints)
        uninstallColumn(from: map)
        phaseConstraints = constraints()
        NSLayoutConstraint.activate(phaseConstraints)
        assertInvariants()
    }

    // MARK: - Constraints

    private func readyConstraints(_ state: NavigationReadyUIState, map: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
        guard let stack = buttonStack else { preconditionFailure("ready layout without a button stack") }
        let safe = map.safeAreaLayoutGuide
        let edge = wide ? Metrics.wideEdge : Metrics.edge
        return [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentFloor.topAnchor, constant: -edge),
            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edge),
            stack.bottomAnchor.constraint(equalTo: contentFloor.topAnchor, constant: -edge),
        ]
    }

    private func guidanceConstraints(_ state: ActiveGuidanceUIState, map: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
        guard let stack = buttonStack else { preconditionFailure("guidance layout without a button stack") }
        let safe = map.safeAreaLayoutGuide
        let edge = wide ? Metrics.wideEdge : Metrics.edge
        let (turnCard, etaCard, viewport) = (state.turnCard, state.etaCard, state.viewport)
        let (logo, speed, bar) = (state.googleLogo, state.speedWidget, state.tripProgressBar)

        var constraints = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edge),
            bar.bottomAnchor.constraint(equalTo: contentFloor.topAnchor, constant: -edge),
            stack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -Metrics.gap),
            stack.bottomAnchor.constraint(equalTo: contentFloor.topAnchor, constant: -edge),
            logo.bottomAnchor.constraint(equalTo: contentFloor.topAnchor, constant: -edge),
            speed.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor),
            speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
        ]
        if wide {
            constraints += installColumn(on: map, around: [turnCard, etaCard])
            constraints += [
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: cardColumn.trailingAnchor, constant: Metrics.gap),
                logo.leadingAnchor.constraint(equalTo: cardColumn.trailingAnchor, constant: edge),
                bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge),
                stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge),
            ]
        } else {
            constraints += [
                etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                contentFloor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),
                bar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: edge),
                stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: edge),
            ]
        }
        return constraints
    }

    /// Adds the card column guide: from the safe area's leading edge to the
    /// trailing edge of the wider card, top to bottom.
    private func installColumn(on map: GMSMapView, around cards: [UIView]) -> [NSLayoutConstraint] {
        precondition(!isColumnInstalled, "card column installed twice")
        map.addLayoutGuide(cardColumn)
        isColumnInstalled = true
        let safe = map.safeAreaLayoutGuide
        let hug = cardColumn.widthAnchor.constraint(equalToConstant: 0)
        hug.priority = .defaultLow
        return [
            cardColumn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            cardColumn.topAnchor.constraint(equalTo: safe.topAnchor),
            cardColumn.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            hug,
        ] + cards.map { cardColumn.trailingAnchor.constraint(greaterThanOrEqualTo: $0.trailingAnchor) }
    }

    private func uninstallColumn(from map: GMSMapView) {
        guard isColumnInstalled else { return }
        map.removeLayoutGuide(cardColumn)
        isColumnInstalled = false
    }

    // MARK: - Prompts

    /// Prompts cut in and out with Reduce Motion. That shipped with the iOS 15
    /// redesign (FLEET-1890); older systems keep the original slide.
    private var promptDuration: TimeInterval {
        guard #available(iOS 15.0, *) else { return Metrics.promptDuration }
        return UIAccessibility.isReduceMotionEnabled ? 0 : Metrics.promptDuration
    }

    /// Springs on iOS 17 and later (the system's own sheets spring there), a plain curve before.
    private func animate(_ duration: TimeInterval, _ animations: @escaping () -> Void,
                         completion: (() -> Void)? = nil) {
        if #available(iOS 17.0, *) {
            let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: 0.9, animations: animations)
            if let completion {
                animator.addCompletion { _ in completion() }
            }
            animator.startAnimation()
        } else {
            UIView.animate(withDuration: duration, animations: animations) { _ in
                completion?()
            }
        }
    }

    private func removePrompt(_ prompt: NavigationPromptView) {
        if prompt === activePrompt {
            promptKeepClear?.isActive = false
            promptKeepClear = nil
            activePrompt = nil
        }
        if let placed = promptsOnMap.removeValue(forKey: ObjectIdentifier(prompt)) {
            NSLayoutConstraint.deactivate(placed.pins)
        }
        prompt.removeFromSuperview()
        prompt.transform = .identity
    }

    private func removeAllPrompts() {
        for placed in promptsOnMap.values.map(\.view) {
            removePrompt(placed)
        }
        assert(activePrompt == nil && promptKeepClear == nil, "a prompt outlived removeAllPrompts")
    }

    // MARK: - Checks

    private func checkIsolation(function: StaticString = #function) {
        #if DEBUG
        MainActor.assertIsolated("\(function) called off the main actor")
        dispatchPrecondition(condition: .onQueue(.main))
        #endif
    }

    private func assertInvariants(function: StaticString = #function) {
        #if DEBUG
        let inactive = phaseConstraints.filter { !$0.isActive }.count
        assert(inactive == 0, "\(function): \(inactive) constraints of \(phase) are not active")
        switch phase {
        case .idle:
            assert(mountedViews.isEmpty && sessionConstraints.isEmpty, "\(function): leftovers after disable")
        case .ready:
            assert(guidanceState == nil && readyState != nil, "\(function): ready without its state")
        case .guidance:
            assert(guidanceState != nil, "\(function): guidance without its state")
        }
        #else
        if phase != .idle && buttonStack == nil {
            NavLog.fault(.layout, "\(function): \(phase) without a button stack")
        }
        #endif
    }
}
