import GoogleNavigation
import UIKit

/// Drive screen layout, driven by `ChromeTable`.
///
/// Every callback works out the phase (navigation state x width class) and the
/// views the SDK handed over, then `show(_:views:on:)` does the rest the same
/// way each time: old constraints off, views that leave off the map, new
/// views on (back to front), the phase's table row resolved and activated.
/// Views both phases share (viewport, logo, our button column) stay mounted.
@MainActor
final class PhaseTableLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Timing {
        static let promptFadeIn: TimeInterval = 0.2
        static let promptFadeOut: TimeInterval = 0.2
    }

    private let buttonColumn = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// Bottom of the open map for the whole session: rests on the safe area,
    /// held above the docked ETA card and any prompt by their `keepClear` constraints.
    private let openFloor = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []

    private var phase: NavPhase?
    private var mounted: [Slot: UIView] = [:]
    private var phaseLayout = ResolvedLayout()

    private var prompt: (view: NavigationPromptView, layout: ResolvedLayout)?
    private var fadingPrompts: [NavigationPromptView] = []

    override init() {
        super.init()
        buttonColumn.translatesAutoresizingMaskIntoConstraints = false
        buttonColumn.spacing = NavigationStyleValues.buttonVerticalPadding
        openFloor.identifier = "drive.openFloor"
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(openFloor)
        let resting = openFloor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            openFloor.heightAnchor.constraint(equalToConstant: 0),
            openFloor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            openFloor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            openFloor.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)

        buttonColumn.arrangedSubviews = buttonViews(newState.buttons, kinds: [.compass])
        show(NavPhase(guiding: false, wide: newState.wideMode), views: views(of: newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompts()
        NSLayoutConstraint.deactivate(phaseLayout.all)
        phaseLayout = ResolvedLayout()
        for slot in mounted.keys.sorted(by: Slot.backToFront) {
            mounted[slot]?.removeFromSuperview()
        }
        mounted = [:]
        buttonColumn.arrangedSubviews = []
        phase = nil

        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(openFloor)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        buttonColumn.arrangedSubviews = buttonViews(newState.buttons, kinds: [.compass, .reporting])
        show(NavPhase(guiding: true, wide: newState.wideMode), views: views(of: newState), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Arrival can end guidance with a prompt still up: it ends with guidance.
        dropPrompts()
        buttonColumn.arrangedSubviews = buttonViews(newState.buttons, kinds: [.compass])
        show(NavPhase(guiding: false, wide: newState.wideMode), views: views(of: newState), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let phase else { return }
        let next = NavPhase(guiding: phase.isGuidance, wide: newState.wideMode)
        guard next != phase else { return }
        self.phase = next
        relayout(on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        let layout = resolve([.prompt: ChromeTable.prompt], views: [.prompt: newPrompt],
                             in: frame(of: navMap), by: Slot.backToFront)
        NSLayoutConstraint.activate(layout.all)
        prompt = (newPrompt, layout)
        UIView.animate(withDuration: Timing.promptFadeIn) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if let current = prompt, current.view === oldPrompt {
            // The open map comes back down now; the prompt keeps its place while it fades.
            NSLayoutConstraint.deactivate(current.layout.keepClear)
            prompt = nil
        }
        fadingPrompts.append(oldPrompt)
        UIView.animate(withDuration: Timing.promptFadeOut, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            oldPrompt.removeFromSuperview()
            oldPrompt.alpha = 1
            self?.fadingPrompts.removeAll { $0 === oldPrompt }
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Phases

    private func show(_ newPhase: NavPhase, views newViews: [Slot: UIView], on navMap: GMSMapView) {
        // The old phase lets go first, so two phases never pull on one view.
        NSLayoutConstraint.deactivate(phaseLayout.all)
        phaseLayout = ResolvedLayout()

        let leaving = mounted.filter { slot, view in newViews[slot] !== view }
        for slot in leaving.keys.sorted(by: Slot.backToFront) {
            leaving[slot]?.removeFromSuperview()
        }
        let staying = mounted.filter { slot, view in newViews[slot] === view }
        let entering = newViews.filter { slot, _ in staying[slot] == nil }
        for slot in entering.keys.sorted(by: Slot.backToFront) {
            if let view = entering[slot] {
                navMap.addSubview(view)
            }
        }
        mounted = staying.merging(entering) { kept, _ in kept }

        phase = newPhase
        relayout(on: navMap)
    }

    private func relayout(on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(phaseLayout.all)
        guard let phase, let row = ChromeTable.placements[phase] else {
            phaseLayout = ResolvedLayout()
            return
        }
        phaseLayout = resolve(row, views: mounted, in: frame(of: navMap), by: Slot.backToFront)
        NSLayoutConstraint.activate(phaseLayout.all)
    }

    private func frame(of navMap: GMSMapView) -> LayoutFrame {
        LayoutFrame(map: navMap, safeArea: navMap.safeAreaLayoutGuide, floor: openFloor)
    }

    // MARK: - What the SDK handed over

    private func views(of state: NavigationReadyUIState) -> [Slot: UIView] {
        let candidates: [Slot: UIView?] = [
            .viewport: state.viewport,
            .googleLogo: state.googleLogo,
            .buttons: buttonColumn.arrangedSubviews.isEmpty ? nil : buttonColumn,
        ]
        return candidates.compactMapValues { $0 }
    }

    private func views(of state: ActiveGuidanceUIState) -> [Slot: UIView] {
        let candidates: [Slot: UIView?] = [
            .viewport: state.viewport,
            .turnCard: state.turnCard,
            .etaCard: state.etaCard,
            .tripProgressBar: state.tripProgressBar,
            .speedWidget: state.speedWidget,
            .googleLogo: state.googleLogo,
            .buttons: buttonColumn.arrangedSubviews.isEmpty ? nil : buttonColumn,
        ]
        return candidates.compactMapValues { $0 }
    }

    /// The buttons of the given kinds, found by type (the SDK may reorder `buttons`).
    private func buttonViews(_ buttons: [NavigationUIButton], kinds: [NavigationButtonKnownType]) -> [UIView] {
        let byKind = Dictionary(buttons.map { ($0.type, $0.view) }, uniquingKeysWith: { first, _ in first })
        return kinds.compactMap { byKind[$0] }
    }

    private func dropPrompts() {
        if let current = prompt {
            NSLayoutConstraint.deactivate(current.layout.all)
            current.view.removeFromSuperview()
            current.view.alpha = 1
            prompt = nil
        }
        for fading in fadingPrompts {
            fading.removeFromSuperview()
            fading.alpha = 1
        }
        fadingPrompts = []
    }
}
