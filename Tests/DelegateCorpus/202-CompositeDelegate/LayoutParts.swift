import GoogleNavigation
import UIKit

// MARK: - Cards: turn card, ETA card, speed widget (guidance only)

@MainActor
final class CardsPart: NavigationLayoutPart {
    private let context: LayoutContext
    private var turnCard: UIView?
    private var etaCard: UIView?
    private var speedWidget: UIView?
    private var constraints: [NSLayoutConstraint] = []

    init(context: LayoutContext) {
        self.context = context
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let cards = [newState.turnCard, newState.etaCard, newState.speedWidget]
        cards.forEach(navMap.addSubview)
        turnCard = newState.turnCard
        etaCard = newState.etaCard
        speedWidget = newState.speedWidget
        context.turnCard = newState.turnCard
        context.etaCard = newState.etaCard
        layout(in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removeCards()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removeCards()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard context.phase == .guiding, turnCard != nil else { return }
        NSLayoutConstraint.tearDown(&constraints)
        layout(in: navMap)
    }

    private func removeCards() {
        NSLayoutConstraint.tearDown(&constraints)
        [turnCard, etaCard, speedWidget].compactMap { $0 }.forEach { $0.removeFromSuperview() }
        turnCard = nil
        etaCard = nil
        speedWidget = nil
        context.turnCard = nil
        context.etaCard = nil
    }

    private func layout(in navMap: GMSMapView) {
        guard let turnCard, let etaCard, let speedWidget else { return }
        let safe = navMap.safeAreaLayoutGuide
        var list: [NSLayoutConstraint] = [
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
        ]
        if context.wideMode {
            // Leading column: turn card on top, ETA card at the bottom, the
            // speed widget stacked on the ETA card's margins.
            list += [
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            ]
        } else {
            list += [
                etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                // The open map ends where the ETA card starts.
                context.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
            if let logo = context.logo {
                list.append(speedWidget.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor))
            } else {
                list.append(speedWidget.bottomAnchor.constraint(equalTo: context.contentBottom.topAnchor))
            }
        }
        NSLayoutConstraint.activate(list)
        constraints = list
    }
}

// MARK: - Chrome: Google logo and the floating buttons

@MainActor
final class ChromePart: NavigationLayoutPart {
    private let context: LayoutContext
    private var logo: UIView?
    private var buttonStack: GMSNavigationHidingStackView?
    private var constraints: [NSLayoutConstraint] = []

    /// Buttons in the order the team wants them stacked, found by type.
    private static let buttonOrder: [NavigationButtonKnownType] = [.compass, .reporting]

    init(context: LayoutContext) {
        self.context = context
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let logo = newState.googleLogo
        navMap.addSubview(logo)
        self.logo = logo
        context.logo = logo
        installButtons(newState.buttons, on: navMap)
        layout(in: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.tearDown(&constraints)
        installButtons(newState.buttons, on: navMap)
        layout(in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.tearDown(&constraints)
        installButtons(newState.buttons, on: navMap)
        layout(in: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard logo != nil else { return }
        NSLayoutConstraint.tearDown(&constraints)
        layout(in: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.tearDown(&constraints)
        removeButtons()
        logo?.removeFromSuperview()
        logo = nil
    }

    private func installButtons(_ buttons: [NavigationUIButton], on navMap: GMSMapView) {
        removeButtons()
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        stack.arrangedSubviews = Self.buttonOrder.compactMap { kind in
            buttons.first { $0.type == kind }?.view
        }
        navMap.addSubview(stack)
        buttonStack = stack
    }

    private func removeButtons() {
        guard let stack = buttonStack else { return }
        stack.removeFromSuperview()
        stack.arrangedSubviews = []
        buttonStack = nil
    }

    private func layout(in navMap: GMSMapView) {
        guard let logo, let stack = buttonStack else { return }
        let safe = navMap.safeAreaLayoutGuide
        let bottom = context.contentBottom.topAnchor
        var list: [NSLayoutConstraint] = [
            logo.bottomAnchor.constraint(equalTo: bottom),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottom),
        ]
        switch (context.phase, context.turnCard) {
        case (.guiding, let turnCard?) where context.wideMode:
            // Beside the leading column.
            list.append(logo.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor))
            list.append(stack.topAnchor.constraint(equalTo: safe.topAnchor))
        case (.guiding, let turnCard?):
            list.append(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
            list.append(stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor))
        default:
            list.append(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
            list.append(stack.topAnchor.constraint(equalTo: safe.topAnchor))
        }
        NSLayoutConstraint.activate(list)
        constraints = list
    }
}

// MARK: - Viewport and prompts

@MainActor
final class ViewportPromptPart: NavigationLayoutPart {
    private static let slideDuration: TimeInterval = 0.3

    private let context: LayoutContext
    private var viewport: UIView?
    private var constraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    init(context: LayoutContext) {
        self.context = context
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let viewport = newState.viewport
        navMap.addSubview(viewport)
        self.viewport = viewport
        layout(in: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.tearDown(&constraints)
        layout(in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.tearDown(&constraints)
        layout(in: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard viewport != nil else { return }
        NSLayoutConstraint.tearDown(&constraints)
        layout(in: navMap)
        if let prompt { navMap.bringSubviewToFront(prompt) }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.tearDown(&promptConstraints)
        prompt?.removeFromSuperview()
        prompt = nil
        NSLayoutConstraint.tearDown(&constraints)
        viewport?.removeFromSuperview()
        viewport = nil
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let offscreen = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptConstraints = [
            offscreen,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            context.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.slideDuration) {
            offscreen.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let leaving = promptConstraints
        promptConstraints = []
        prompt = nil
        let bottom = leaving.first { $0.firstItem === oldPrompt && $0.firstAttribute == .bottom }
        UIView.animate(withDuration: Self.slideDuration) {
            bottom?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        } completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func layout(in navMap: GMSMapView) {
        guard let viewport else { return }
        let safe = navMap.safeAreaLayoutGuide
        var list: [NSLayoutConstraint] = [
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: context.contentBottom.topAnchor),
        ]
        if context.phase == .guiding, let turnCard = context.turnCard {
            if context.wideMode {
                list.append(viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor))
                list.append(viewport.topAnchor.constraint(equalTo: safe.topAnchor))
            } else {
                list.append(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
                list.append(viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor))
            }
        } else {
            list.append(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
            list.append(viewport.topAnchor.constraint(equalTo: safe.topAnchor))
        }
        NSLayoutConstraint.activate(list)
        constraints = list
    }
}
