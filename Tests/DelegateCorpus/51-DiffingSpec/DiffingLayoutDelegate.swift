import UIKit
import GoogleNavigation

/// Each callback computes the next `LayoutSpec`; `apply(_:on:)` only touches what changed.
final class DiffingLayoutDelegate: NavigationLayoutDelegate {

    private(set) var spec = LayoutSpec.off
    private var elements = Elements()
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var wideConstraints: [NSLayoutConstraint] = []
    private var bottomConstraints: [NSLayoutConstraint] = []
    private var stack: GMSNavigationHidingStackView?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        elements = Elements(ready: newState)
        apply(LayoutSpec(phase: .ready, wide: newState.wideMode, bottom: .safeArea), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        apply(.off, on: navMap)
        elements = Elements()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownPhase()
        elements = Elements(guidance: newState)
        apply(LayoutSpec(phase: .guidance, wide: newState.wideMode, bottom: .card), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        tearDownPhase()
        elements = Elements(ready: newState)
        apply(LayoutSpec(phase: .ready, wide: newState.wideMode, bottom: .safeArea), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard spec.phase != .off else { return }
        apply(spec.with { $0.wide = newState.wideMode }, on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard case .guidance = spec.phase else { return }
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        elements.prompt = newPrompt
        apply(spec.with { $0.bottom = .prompt(id: ObjectIdentifier(newPrompt)) }, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        apply(spec.with { $0.bottom = .card }, on: navMap)
        oldPrompt.removeFromSuperview()
        elements.prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Diffing

    private func apply(_ new: LayoutSpec, on navMap: GMSMapView) {
        let old = spec
        guard new != old else { return }
        spec = new

        if new.phase != old.phase {
            if new.phase == .off { tearDownPhase() } else { buildPhase(on: navMap) }
        }
        if new.phase == .guidance, new.wide != old.wide || new.phase != old.phase {
            NSLayoutConstraint.deactivate(wideConstraints)
            wideConstraints = cardTrailingConstraints(wide: new.wide, in: navMap)
            NSLayoutConstraint.activate(wideConstraints)
        }
        if new.phase != .off, new.bottom != old.bottom || new.phase != old.phase {
            NSLayoutConstraint.deactivate(bottomConstraints)
            bottomConstraints = bottomEdgeConstraints(for: new.bottom, in: navMap)
            NSLayoutConstraint.activate(bottomConstraints)
        }
    }

    private func tearDownPhase() {
        NSLayoutConstraint.deactivate(phaseConstraints + wideConstraints + bottomConstraints)
        phaseConstraints = []; wideConstraints = []; bottomConstraints = []
        elements.prompt?.removeFromSuperview()
        (elements.views + [stack].compactMap { $0 }).forEach { $0.removeFromSuperview() }
        stack = nil
    }

    private func buildPhase(on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let side = NavigationStyleValues.headerFooterHorizontalPadding
        let hiding = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        hiding.arrangedSubviews = elements.buttons.map(\.view)
        stack = hiding
        for view in elements.views + [hiding] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        var made: [NSLayoutConstraint] = [
            hiding.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
        ]
        if let viewport = elements.viewport {
            made += [
                viewport.topAnchor.constraint(equalTo: elements.turnCard?.bottomAnchor ?? safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                hiding.topAnchor.constraint(greaterThanOrEqualTo: viewport.topAnchor, constant: 8),
            ]
        }
        if let logo = elements.logo {
            made.append(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side))
        }
        for case let card? in [elements.turnCard, elements.etaCard] {
            made.append(card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side))
        }
        if let turnCard = elements.turnCard {
            made.append(turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding))
        }
        if let etaCard = elements.etaCard {
            made.append(etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor))
        }
        if let speed = elements.speedWidget, let logo = elements.logo {
            made += [
                speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
                speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
            ]
        }
        phaseConstraints = made
        NSLayoutConstraint.activate(made)
    }

    private func cardTrailingConstraints(wide: Bool, in navMap: GMSMapView) -> [NSLayoutConstraint] {
        [elements.turnCard, elements.etaCard].compactMap { card in
            guard let card else { return nil }
            return wide
                ? card.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor)
                : card.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor,
                                                 constant: -NavigationStyleValues.headerFooterHorizontalPadding)
        }
    }

    /// The viewport, the logo and the buttons sit on one line: the safe area's bottom, the
    /// ETA card's top, or the prompt's top.
    private func bottomEdgeConstraints(for bottom: LayoutSpec.Bottom, in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let line: NSLayoutYAxisAnchor
        var extra: [NSLayoutConstraint] = []
        switch bottom {
        case .safeArea:
            line = navMap.safeAreaLayoutGuide.bottomAnchor
        case .card:
            guard let etaCard = elements.etaCard else { return [] }
            line = etaCard.layoutMarginsGuide.topAnchor
        case .prompt(let id) where elements.prompt.map(ObjectIdentifier.init) == id:
            guard let prompt = elements.prompt else { return [] }
            line = prompt.topAnchor
            extra = [
                prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
                prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            ]
        case .prompt:
            return []
        }
        var made = extra
        if let viewport = elements.viewport { made.append(viewport.bottomAnchor.constraint(equalTo: line)) }
        if let logo = elements.logo { made.append(logo.bottomAnchor.constraint(equalTo: line, constant: -8)) }
        if let stack { made.append(stack.bottomAnchor.constraint(equalTo: line, constant: -8)) }
        return made
    }
}
