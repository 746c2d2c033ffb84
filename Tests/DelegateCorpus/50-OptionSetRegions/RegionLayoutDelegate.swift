import UIKit
import GoogleNavigation

/// Places only the regions that `visible` asks for. The ETA card can be turned off by
/// remote config (`Regions(rawValue:)` of the stored flags); the viewport then reaches the bottom.
final class RegionLayoutDelegate: NavigationLayoutDelegate {

    private(set) var visible: Regions
    private var placed = Regions(rawValue: 0)
    private var constraints: [NSLayoutConstraint] = []
    private var views: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private weak var prompt: NavigationPromptView?
    private weak var bottomLimit: UIView?

    init(storedFlags: Int = Regions.guidance.rawValue) {
        visible = Regions(rawValue: storedFlags)
    }

    func hide(_ region: Regions) { visible.remove(region) }
    func show(_ region: Regions) { visible.insert(region) }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        place(regions: visible.intersection(.navigationReady), navMap: navMap,
              logo: newState.googleLogo, viewport: newState.viewport, buttons: newState.buttons,
              guidance: nil, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        clear()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clear()
        place(regions: visible.intersection(.guidance), navMap: navMap,
              logo: newState.googleLogo, viewport: newState.viewport, buttons: newState.buttons,
              guidance: newState, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        clear()
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard placed.contains(.header) || placed.contains(.footer),
              let state = newState as? ActiveGuidanceUIState else { return }
        clear()
        place(regions: visible.intersection(.guidance), navMap: navMap,
              logo: state.googleLogo, viewport: state.viewport, buttons: state.buttons, guidance: state,
              wide: state.wideMode)
        if let prompt { showPrompt(navMap: navMap, newPrompt: prompt) }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        if let limit = bottomLimit {
            promptConstraints.append(limit.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor))
        }
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Placement

    private func clear() {
        NSLayoutConstraint.deactivate(constraints)
        constraints = []
        views.forEach { $0.removeFromSuperview() }
        views = []
        placed = Regions(rawValue: 0)
    }

    private func add(_ view: UIView, to navMap: GMSMapView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(view)
        views.append(view)
    }

    private func place(regions: Regions, navMap: GMSMapView, logo: UIView, viewport: UIView,
                       buttons: [NavigationUIButton], guidance: ActiveGuidanceUIState?, wide: Bool) {
        let safe = navMap.safeAreaLayoutGuide
        let side = NavigationStyleValues.headerFooterHorizontalPadding
        var top = safe.topAnchor
        var bottom = safe.bottomAnchor

        add(viewport, to: navMap)
        if let guidance, regions.contains(.header) {
            let card = guidance.turnCard
            add(card, to: navMap)
            constraints += [
                card.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
                card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
                wide ? card.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor)
                     : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
            ]
            top = card.bottomAnchor
        }
        if let guidance, regions.contains(.footer) {
            let card = guidance.etaCard
            add(card, to: navMap)
            constraints += [
                card.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
                wide ? card.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor)
                     : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
            ]
            bottom = card.layoutMarginsGuide.topAnchor
        }
        let restingBottom = viewport.bottomAnchor.constraint(equalTo: bottom)
        restingBottom.priority = .defaultHigh
        constraints += [
            viewport.topAnchor.constraint(equalTo: top),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: bottom),
            restingBottom,
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        // The viewport's bottom is the line everything bottom-aligned sits on.
        bottomLimit = viewport
        let fallback = viewport.bottomAnchor
        add(logo, to: navMap)
        constraints += [
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            logo.bottomAnchor.constraint(equalTo: fallback, constant: -8),
        ]
        if let guidance, regions.contains(.speed) {
            add(guidance.speedWidget, to: navMap)
            constraints += [
                guidance.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
                guidance.speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
            ]
        }
        let wanted = buttons.filter { button in
            guard let region = button.region else { return false }
            return regions.contains(region)
        }
        if regions.wantsButtons, !wanted.isEmpty {
            let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
            stack.arrangedSubviews = wanted.map(\.view)
            add(stack, to: navMap)
            constraints += [
                stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
                stack.bottomAnchor.constraint(equalTo: fallback, constant: -8),
                stack.topAnchor.constraint(greaterThanOrEqualTo: top, constant: 8),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        placed = regions
    }
}
