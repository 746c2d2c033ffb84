import UIKit
import GoogleNavigation

/// Describes each state as a set of `Spec` values and applies only what changed.
final class SpecLayoutDelegate: NavigationLayoutDelegate {
    private var views: [Slot: UIView] = [:]
    private var applied: Set<Spec> = []
    private var constraints: [Spec: [NSLayoutConstraint]] = [:]
    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?

    // MARK: Specs

    private func readySpecs(_ state: NavigationReadyUIState) -> [Spec] {
        views = [.viewport: state.viewport, .logo: state.googleLogo]
        let inset: CGFloat = state.wideMode ? NavigationStyleValues.elementHorizontalPadding : 8
        var specs = [
            Spec(.viewport, state.viewport).with(top: .pin(to: .safeArea, inset: 0), leading: .pin(to: .safeArea, inset: 0),
                                                 trailing: .pin(to: .safeArea, inset: 0), bottom: .pin(to: .safeArea, inset: 0)),
            Spec(.logo, state.googleLogo).with(leading: .pin(to: .safeArea, inset: inset), bottom: .pin(to: .safeArea, inset: inset)),
        ]
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            views[.compass] = compass
            specs.append(Spec(.compass, compass).with(top: .pin(to: .safeArea, inset: NavigationStyleValues.buttonVerticalPadding),
                                                      trailing: .pin(to: .safeArea, inset: NavigationStyleValues.buttonHorizontalPadding)))
        }
        return specs
    }

    private func guidanceSpecs(_ state: ActiveGuidanceUIState) -> [Spec] {
        views = [.viewport: state.viewport, .logo: state.googleLogo, .turnCard: state.turnCard,
                 .etaCard: state.etaCard, .speedWidget: state.speedWidget]
        let pad = NavigationStyleValues.headerFooterHorizontalPadding
        let cardTrailing: EdgeRule = state.wideMode ? .within(.centerLine) : .pin(to: .safeArea, inset: pad)
        let clear: [Slot: ObjectIdentifier] = prompt.map { [.prompt: ObjectIdentifier($0)] } ?? [:]
        var viewport = Spec(.viewport, state.viewport).with(top: .below(.slot(.turnCard), gap: 0), leading: .pin(to: .safeArea, inset: 0),
                                                            trailing: .pin(to: .safeArea, inset: 0), bottom: .above(.margins(.etaCard), gap: 0))
        viewport.clearOf = clear
        var logo = Spec(.logo, state.googleLogo).with(leading: .pin(to: .safeArea, inset: 8), bottom: .above(.margins(.etaCard), gap: 0))
        logo.clearOf = clear
        var specs = [
            Spec(.turnCard, state.turnCard).with(top: .pin(to: .safeArea, inset: NavigationStyleValues.headerTopPadding),
                                                 leading: .pin(to: .safeArea, inset: pad), trailing: cardTrailing),
            Spec(.etaCard, state.etaCard).with(leading: .pin(to: .safeArea, inset: pad), trailing: cardTrailing, bottom: .pin(to: .safeArea, inset: 0)),
            viewport, logo,
            Spec(.speedWidget, state.speedWidget).with(trailing: .pin(to: .safeArea, inset: NavigationStyleValues.elementHorizontalPadding),
                                                       bottom: .above(.margins(.etaCard), gap: 0)),
        ]
        var previous = Slot.turnCard
        for (slot, type) in [(Slot.compass, NavigationButtonKnownType.compass), (.reporting, .reporting)] {
            guard let view = state.buttons.first(where: { $0.type == type })?.view else { continue }
            views[slot] = view
            specs.append(Spec(slot, view).with(top: .below(.slot(previous), gap: NavigationStyleValues.buttonVerticalPadding),
                                               trailing: .pin(to: .safeArea, inset: NavigationStyleValues.buttonHorizontalPadding)))
            previous = slot
        }
        if let prompt {
            views[.prompt] = prompt
            specs.append(Spec(.prompt, prompt).with(leading: .pin(to: .safeArea, inset: 0), trailing: .pin(to: .safeArea, inset: 0),
                                                    bottom: .pin(to: .map, inset: 0)))
        }
        return specs
    }

    // MARK: Diffing

    private func apply(_ specs: [Spec], on map: GMSMapView) {
        let wanted = Set(specs)
        let keptIDs = Set(specs.map(\.viewID))
        for stale in applied.subtracting(wanted) {
            NSLayoutConstraint.deactivate(constraints[stale] ?? [])
            constraints[stale] = nil
        }
        var removed = Set<ObjectIdentifier>()
        for stale in applied where !keptIDs.contains(stale.viewID) && !removed.contains(stale.viewID) {
            removed.insert(stale.viewID)
            staleViews[stale.viewID]?.removeFromSuperview()
        }
        for spec in specs where !applied.contains(spec) {
            guard let view = views[spec.slot], view.superview !== map else { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
        for spec in specs where !applied.contains(spec) {
            let made = SpecResolver(map: map, views: views).constraints(for: spec)
            constraints[spec] = made
            NSLayoutConstraint.activate(made)
        }
        applied = wanted
        staleViews = Dictionary(uniqueKeysWithValues: views.values.map { (ObjectIdentifier($0), $0) })
    }

    /// Views of the applied specs by identity, to remove them once no spec wants them.
    private var staleViews: [ObjectIdentifier: UIView] = [:]

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        apply(readySpecs(newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt = nil
        views = [:]
        apply([], on: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidance = newState
        apply(guidanceSpecs(newState), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidance = nil
        prompt = nil
        apply(readySpecs(newState), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let active = newState as? ActiveGuidanceUIState {
            guidance = active  // later prompt callbacks rebuild from the new wideMode
            apply(guidanceSpecs(active), on: navMap)
        } else if let ready = newState as? NavigationReadyUIState {
            apply(readySpecs(ready), on: navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let guidance else { return }
        prompt = newPrompt
        apply(guidanceSpecs(guidance), on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let guidance else { return }
        prompt = nil
        apply(guidanceSpecs(guidance), on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        guard let guidance else { return }
        prompt = newPrompt
        apply(guidanceSpecs(guidance), on: navMap)
    }
}
