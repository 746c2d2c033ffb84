import GoogleNavigation
import UIKit

/// Lays the navigation UI out following the driver's saved `LayoutPreferences`.
final class PreferenceLayoutDelegate: NavigationLayoutDelegate {
    private let store = PreferenceStore()
    private var preferences = LayoutPreferences.defaults

    private var logo: UIView?
    private var viewport: UIView?
    private var compass: UIView?
    private var guidanceViews: [UIView] = []
    private var turnCard: UIView?
    private var etaCard: UIView?
    private var speedWidget: UIView?
    private var reporting: UIView?
    private var prompt: NavigationPromptView?
    private var wide = false
    private var active: [NSLayoutConstraint] = []

    init() {}

    // MARK: Layouts

    private func readyLayout(_ map: GMSMapView) -> [NSLayoutConstraint] {
        guard let logo, let viewport else { return [] }
        let safe = map.safeAreaLayoutGuide
        var list = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ]
        if let compass {
            list += [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: preferences.buttonInset),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -preferences.buttonInset),
            ]
        }
        return list
    }

    private func preferred(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = .defaultHigh
        return constraint
    }

    private func guidanceLayout(_ map: GMSMapView) -> [NSLayoutConstraint] {
        guard let logo, let viewport, let turnCard, let etaCard else { return [] }
        let safe = map.safeAreaLayoutGuide
        let inset = preferences.buttonInset
        var list = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        if wide {
            list += [
                turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.trailingAnchor),
                etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor).withPriority(.defaultLow),
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor),
                logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ]
        } else {
            let clear = etaCard.layoutMarginsGuide.topAnchor
            list += [
                turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(lessThanOrEqualTo: clear),
                preferred(viewport.bottomAnchor.constraint(equalTo: clear)),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.bottomAnchor.constraint(lessThanOrEqualTo: clear),
                preferred(logo.bottomAnchor.constraint(equalTo: clear)),
            ]
        }
        if let speedWidget {
            list += [
                speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                speedWidget.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor),
            ]
        }
        if let compass {
            let top = wide ? safe.topAnchor : turnCard.bottomAnchor
            list += [
                compass.topAnchor.constraint(equalTo: top, constant: inset),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            ]
        }
        if let reporting {
            let bottom = wide ? safe.bottomAnchor : etaCard.layoutMarginsGuide.topAnchor
            list += [
                reporting.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                reporting.bottomAnchor.constraint(lessThanOrEqualTo: bottom, constant: -inset),
                preferred(reporting.bottomAnchor.constraint(equalTo: bottom, constant: -inset)),
            ]
        }
        return list
    }

    private func promptLayout(_ map: GMSMapView) -> [NSLayoutConstraint] {
        guard let prompt, let turnCard, let logo, let viewport else { return [] }
        let safe = map.safeAreaLayoutGuide
        if wide || preferences.promptPlacement == .leadingColumn {
            guard wide else { return bottomSheet(prompt, safe, map, logo, viewport) }
            return [
                prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: turnCard.trailingAnchor),
            ]
        }
        return bottomSheet(prompt, safe, map, logo, viewport)
    }

    private func bottomSheet(_ prompt: UIView, _ safe: UILayoutGuide, _ map: GMSMapView,
                             _ logo: UIView, _ viewport: UIView) -> [NSLayoutConstraint] {
        let clear = prompt.layoutMarginsGuide.topAnchor
        var list = [
            prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: clear),
            logo.bottomAnchor.constraint(lessThanOrEqualTo: clear),
        ]
        if let reporting {
            list.append(reporting.bottomAnchor.constraint(lessThanOrEqualTo: clear, constant: -preferences.buttonInset))
        }
        return list
    }

    private func relayout(_ map: GMSMapView) {
        NSLayoutConstraint.deactivate(active)
        active = turnCard == nil ? readyLayout(map) : guidanceLayout(map) + promptLayout(map)
        NSLayoutConstraint.activate(active)
    }

    private func attach(_ view: UIView?, to map: GMSMapView) {
        guard let view else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(view)
    }

    private func restorePreferences() {
        // Persist what the settings screen last set, then read it back the way a relaunch would.
        store.save(preferences)
        preferences = store.load()
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        restorePreferences()
        wide = newState.wideMode
        logo = newState.googleLogo
        viewport = newState.viewport
        compass = preferences.showsCompass ? newState.buttons.first { $0.type == .compass }?.view : nil
        [viewport, logo, compass].forEach { attach($0, to: navMap) }
        relayout(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(active)
        active = []
        prompt?.removeFromSuperview()
        prompt = nil
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        turnCard = nil; etaCard = nil; speedWidget = nil; reporting = nil
        [viewport, logo, compass].forEach { $0?.removeFromSuperview() }
        viewport = nil; logo = nil; compass = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        restorePreferences()
        wide = newState.wideMode
        turnCard = newState.turnCard
        etaCard = newState.etaCard
        speedWidget = preferences.showsSpeedWidget ? newState.speedWidget : nil
        reporting = newState.buttons.first { $0.type == .reporting }?.view
        guidanceViews = [turnCard, etaCard, speedWidget, reporting].compactMap { $0 }
        guidanceViews.forEach { attach($0, to: navMap) }
        relayout(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(active)
        active = []
        prompt?.removeFromSuperview()
        prompt = nil
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        turnCard = nil; etaCard = nil; speedWidget = nil; reporting = nil
        wide = newState.wideMode
        relayout(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        relayout(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.alpha = 0
        attach(newPrompt, to: navMap)
        prompt = newPrompt
        relayout(navMap)
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        prompt = nil
        relayout(navMap)
        UIView.animate(withDuration: 0.2, animations: { oldPrompt.alpha = 0 }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        attach(newPrompt, to: navMap)
        prompt = newPrompt
        relayout(navMap)
    }
}

private extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
