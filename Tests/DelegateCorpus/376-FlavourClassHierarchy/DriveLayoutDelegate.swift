import GoogleNavigation
import UIKit

/// The navigation layout every product flavour starts from (it is also the
/// free-drive flavour). Flavours subclass it and override the `open` hooks and
/// class metrics; the state callbacks are `final`, so every flavour goes
/// through a transition in the same order: the old state's constraints off,
/// its views out, the new state's views in, the new constraints on.
///
/// Compact guidance: turn card across the top, ETA card docked at the bottom,
/// the camera between them. Wide guidance: both cards in the leading column
/// (turn card top, ETA card bottom), the camera beside it.
@MainActor
open class DriveLayoutDelegate: NSObject, NavigationLayoutDelegate {

    // MARK: Class metrics (override per flavour)

    open class var flavourName: String { "drive" }
    open class var edgeInset: CGFloat { 12 }
    open class var wideEdgeInset: CGFloat { 20 }
    open class var stackGap: CGFloat { 8 }
    open class var promptFadeDuration: TimeInterval { 0.25 }
    /// How far above the safe area's bottom a prompt floats; 0 docks it on the map's bottom edge.
    open class var promptLift: CGFloat { 0 }

    public final class func inset(wide: Bool) -> CGFloat {
        wide ? wideEdgeInset : edgeInset
    }

    // MARK: State

    private enum Stage {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    public let name: String
    /// Bottom of the open map for the whole session: rests on the safe area's
    /// bottom, held above the docked ETA card and any prompt.
    public let openFloor = UILayoutGuide()
    public let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var stage: Stage = .off
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stageConstraints: [NSLayoutConstraint] = []
    private var stageViews: [UIView] = []
    private var prompt: (view: NavigationPromptView, constraints: [NSLayoutConstraint])?
    private var fadingPrompts: [NavigationPromptView] = []

    public required init(name: String) {
        self.name = name
        super.init()
        openFloor.identifier = "\(name).openFloor"
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    public convenience override init() {
        self.init(name: Self.flavourName)
    }

    /// `RideshareLayoutDelegate.make()`, or through a metatype: `flavour.make()`.
    public class func make() -> Self {
        Self(name: flavourName)
    }

    // MARK: - NavigationLayoutDelegate (the template)

    public final func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(openFloor)
        let resting = openFloor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            openFloor.heightAnchor.constraint(equalToConstant: 0),
            openFloor.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            openFloor.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            openFloor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        enterReady(newState, wide: newState.wideMode, on: navMap)
    }

    public final func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompts()
        leaveStage(on: navMap)
        stage = .off
        buttonStack.arrangedSubviews = []
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(openFloor)
    }

    public final func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        leaveStage(on: navMap)
        enterGuidance(newState, wide: newState.wideMode, on: navMap)
    }

    public final func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Arrival can end guidance with a prompt still up: it goes with guidance.
        removePrompts()
        leaveStage(on: navMap)
        enterReady(newState, wide: newState.wideMode, on: navMap)
    }

    public final func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let wide = newState.wideMode
        let next: [NSLayoutConstraint]
        switch stage {
        case .off:
            return
        case .ready(let state):
            next = readyConstraints(for: state, wide: wide, in: navMap)
        case .guidance(let state):
            next = guidanceConstraints(for: state, wide: wide, in: navMap)
        }
        NSLayoutConstraint.deactivate(stageConstraints)
        stageConstraints = next
        NSLayoutConstraint.activate(stageConstraints)
    }

    open func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let lift = Self.promptLift
        let bottom = lift > 0
            ? newPrompt.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor, constant: -lift)
            : newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        let constraints = [
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            openFloor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor, constant: -Self.stackGap),
        ]
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        NSLayoutConstraint.activate(constraints)
        prompt = (newPrompt, constraints)
        UIView.animate(withDuration: Self.promptFadeDuration) {
            newPrompt.alpha = 1
        }
    }

    open func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if let shown = prompt, shown.view === oldPrompt {
            prompt = nil
        }
        fadingPrompts.append(oldPrompt)
        UIView.animate(withDuration: Self.promptFadeDuration, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            oldPrompt.removeFromSuperview()
            oldPrompt.alpha = 1
            self?.fadingPrompts.removeAll { $0 === oldPrompt }
        })
    }

    open func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Hooks

    /// Which of the SDK's buttons go in the stack, top to bottom.
    open func buttonKinds(guiding: Bool) -> [NavigationButtonKnownType] {
        guiding ? [.compass, .reporting] : [.compass]
    }

    /// Views of the navigation-ready state, back to front.
    open func readyViews(for state: NavigationReadyUIState) -> [UIView] {
        [state.viewport, state.googleLogo, buttonStack]
    }

    open func readyConstraints(for state: NavigationReadyUIState, wide: Bool, in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let inset = Self.inset(wide: wide)
        let logo = state.googleLogo
        let viewport = state.viewport
        return [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openFloor.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            logo.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -inset),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            buttonStack.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -inset),
        ]
    }

    /// Views of the guidance state, back to front.
    open func guidanceViews(for state: ActiveGuidanceUIState) -> [UIView] {
        [state.viewport, state.turnCard, state.etaCard, state.googleLogo, state.speedWidget, buttonStack]
    }

    open func guidanceConstraints(for state: ActiveGuidanceUIState, wide: Bool, in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let inset = Self.inset(wide: wide)
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let logo = state.googleLogo
        let viewport = state.viewport
        let openLeading = openLeadingAnchor(for: state, wide: wide, in: navMap)
        var constraints = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),

            viewport.topAnchor.constraint(equalTo: openTopAnchor(for: state, wide: wide, in: navMap)),
            viewport.leadingAnchor.constraint(equalTo: openLeading),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openFloor.topAnchor),

            logo.leadingAnchor.constraint(equalTo: openLeading, constant: inset),
            logo.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -inset),
            state.speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor, constant: -Self.stackGap),

            buttonStack.topAnchor.constraint(equalTo: openTopAnchor(for: state, wide: wide, in: navMap), constant: inset),
            buttonStack.trailingAnchor.constraint(equalTo: buttonTrailingAnchor(for: state, in: navMap), constant: -inset),
            buttonStack.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -inset),
        ]
        if !wide {
            // Docked across the bottom: the open map ends above it.
            constraints.append(openFloor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor))
        }
        return constraints
    }

    /// The line the button stack's trailing edge keeps `inset` away from.
    open func buttonTrailingAnchor(for state: ActiveGuidanceUIState, in navMap: GMSMapView) -> NSLayoutXAxisAnchor {
        navMap.safeAreaLayoutGuide.trailingAnchor
    }

    /// Called once guidance's views are on the map, before its constraints are activated.
    open func didEnterGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {}

    /// Called once guidance's constraints are off, before its views come off the map.
    open func willLeaveGuidance(navMap: GMSMapView) {}

    // MARK: - Helpers for subclasses

    /// Top of the open map during guidance: under the turn card when compact, the
    /// safe area's top beside the card column when wide.
    public final func openTopAnchor(for state: ActiveGuidanceUIState, wide: Bool, in navMap: GMSMapView) -> NSLayoutYAxisAnchor {
        wide ? navMap.safeAreaLayoutGuide.topAnchor : state.turnCard.bottomAnchor
    }

    /// Leading edge of the open map during guidance.
    public final func openLeadingAnchor(for state: ActiveGuidanceUIState, wide: Bool, in navMap: GMSMapView) -> NSLayoutXAxisAnchor {
        wide ? state.turnCard.trailingAnchor : navMap.safeAreaLayoutGuide.leadingAnchor
    }

    // MARK: - Private

    private func enterReady(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) {
        buttonStack.arrangedSubviews = buttonViews(state.buttons, kinds: buttonKinds(guiding: false))
        mount(readyViews(for: state), on: navMap)
        stageConstraints = readyConstraints(for: state, wide: wide, in: navMap)
        NSLayoutConstraint.activate(stageConstraints)
        stage = .ready(state)
    }

    private func enterGuidance(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) {
        buttonStack.arrangedSubviews = buttonViews(state.buttons, kinds: buttonKinds(guiding: true))
        mount(guidanceViews(for: state), on: navMap)
        didEnterGuidance(navMap: navMap, state: state)
        stageConstraints = guidanceConstraints(for: state, wide: wide, in: navMap)
        NSLayoutConstraint.activate(stageConstraints)
        stage = .guidance(state)
    }

    private func leaveStage(on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(stageConstraints)
        stageConstraints = []
        if case .guidance = stage {
            willLeaveGuidance(navMap: navMap)
        }
        stageViews.reversed().forEach { $0.removeFromSuperview() }
        stageViews = []
    }

    private func mount(_ views: [UIView], on navMap: GMSMapView) {
        views.forEach { navMap.addSubview($0) }
        stageViews = views
    }

    /// The buttons of the given kinds, found by type (the SDK may reorder `buttons`).
    private func buttonViews(_ buttons: [NavigationUIButton], kinds: [NavigationButtonKnownType]) -> [UIView] {
        kinds.compactMap { kind in buttons.first { $0.type == kind }?.view }
    }

    private func removePrompts() {
        if let shown = prompt {
            NSLayoutConstraint.deactivate(shown.constraints)
            shown.view.removeFromSuperview()
            prompt = nil
        }
        for fading in fadingPrompts {
            fading.removeFromSuperview()
            fading.alpha = 1
        }
        fadingPrompts = []
    }
}
