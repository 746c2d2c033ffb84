import GoogleNavigation
import UIKit

// MARK: - Cards: turn card, ETA card, speed widget

/// Owns the guidance-only cards. Ignores everything outside guidance.
@MainActor
final class CardsHandler: LayoutHandler {
    var next: LayoutHandler?
    private let constraints = ConstraintSet()
    private var guidance: ActiveGuidanceUIState?

    func handle(_ request: LayoutRequest) {
        defer { next?.handle(request) }
        switch request.event {
        case .startGuidance(let state):
            guidance = state
            [state.turnCard, state.etaCard, state.speedWidget].forEach(request.map.addSubview)
            layOut(state, in: request)
        case .stopGuidance:
            constraints.clear()
            if let old = guidance {
                [old.speedWidget, old.etaCard, old.turnCard].forEach { $0.removeFromSuperview() }
            }
            guidance = nil
        case .resize(let state):
            guard request.context.phase == .guidance,
                  let current = (state as? ActiveGuidanceUIState) ?? guidance else { return }
            layOut(current, in: request)
        default:
            break
        }
    }

    private func layOut(_ state: ActiveGuidanceUIState, in request: LayoutRequest) {
        let safe = request.safeArea
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let speed = state.speedWidget
        var set: [NSLayoutConstraint] = [
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: request.map.bottomAnchor),
            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.edge),
            speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
        ]
        if request.context.isWide {
            // Leading column: turn card on top, ETA card at the bottom.
            set.append(turnCard.topAnchor.constraint(equalTo: safe.topAnchor))
        } else {
            set.append(turnCard.topAnchor.constraint(equalTo: request.map.topAnchor))
            // The ETA card spans the map: keep the map content above it.
            set.append(request.context.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor))
        }
        constraints.replace(with: set)
    }
}

// MARK: - Chrome: Google logo and viewport

/// Owns the views present in every navigation state.
@MainActor
final class ChromeHandler: LayoutHandler {
    var next: LayoutHandler?
    private let constraints = ConstraintSet()
    private var logo: UIView?
    private var viewport: UIView?
    private var guidance: ActiveGuidanceUIState?

    func handle(_ request: LayoutRequest) {
        defer { next?.handle(request) }
        switch request.event {
        case .enable(let state):
            logo = state.googleLogo
            viewport = state.viewport
            request.map.addSubview(state.viewport)
            request.map.addSubview(state.googleLogo)
            layOutReady(in: request)
        case .startGuidance(let state):
            guidance = state
            layOutGuidance(state, in: request)
        case .stopGuidance:
            guidance = nil
            layOutReady(in: request)
        case .resize(let state):
            switch request.context.phase {
            case .ready: layOutReady(in: request)
            case .guidance:
                if let current = (state as? ActiveGuidanceUIState) ?? guidance {
                    layOutGuidance(current, in: request)
                }
            case .off: break
            }
        case .disable:
            constraints.clear()
            logo?.removeFromSuperview()
            viewport?.removeFromSuperview()
            logo = nil
            viewport = nil
        default:
            break
        }
    }

    private func layOutReady(in request: LayoutRequest) {
        guard let logo, let viewport else { return }
        let safe = request.safeArea
        let bottom = request.context.contentBottom
        let inset = request.context.isWide ? Spacing.edge : 0
        constraints.replace(with: [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            logo.bottomAnchor.constraint(equalTo: bottom.topAnchor),
        ])
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, in request: LayoutRequest) {
        guard let logo, let viewport else { return }
        let safe = request.safeArea
        let bottom = request.context.contentBottom
        var set: [NSLayoutConstraint] = [
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            logo.bottomAnchor.constraint(equalTo: bottom.topAnchor),
        ]
        if request.context.isWide {
            // Cards take the leading column; the camera frames the rest.
            set += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: Spacing.element),
            ]
        } else {
            set += [
                viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.leadingAnchor.constraint(equalTo: state.speedWidget.trailingAnchor, constant: Spacing.element),
            ]
        }
        constraints.replace(with: set)
    }
}

// MARK: - Prompts

/// Fades prompts in above the bottom of the map and keeps the content clear of them.
@MainActor
final class PromptHandler: LayoutHandler {
    var next: LayoutHandler?
    private var current: NavigationPromptView?
    private var clearance: NSLayoutConstraint?

    func handle(_ request: LayoutRequest) {
        defer { next?.handle(request) }
        switch request.event {
        case .showPrompt(let prompt):
            show(prompt, in: request)
        case .hidePrompt(let prompt):
            hide(prompt)
        case .changePrompt(let new, let old):
            hide(old)
            show(new, in: request)
        case .disable:
            clearance?.isActive = false
            clearance = nil
            current?.removeFromSuperview()
            current = nil
        default:
            break
        }
    }

    private func show(_ prompt: NavigationPromptView, in request: LayoutRequest) {
        prompt.alpha = 0
        request.map.addSubview(prompt)
        let keepClear = request.context.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor)
        NSLayoutConstraint.activate([
            prompt.leadingAnchor.constraint(equalTo: request.safeArea.leadingAnchor),
            prompt.bottomAnchor.constraint(equalTo: request.map.bottomAnchor),
            keepClear,
        ])
        current = prompt
        clearance = keepClear
        UIView.animate(withDuration: Spacing.promptSlide) {
            prompt.alpha = 1
            request.map.layoutIfNeeded()
        }
    }

    private func hide(_ prompt: NavigationPromptView) {
        if prompt === current {
            clearance?.isActive = false
            clearance = nil
            current = nil
        }
        UIView.animate(withDuration: Spacing.promptSlide, animations: {
            prompt.alpha = 0
        }, completion: { _ in
            prompt.removeFromSuperview()
        })
    }
}

// MARK: - Buttons

/// Stacks the SDK's floating buttons at the trailing edge, above the content bottom.
@MainActor
final class ButtonsHandler: LayoutHandler {
    var next: LayoutHandler?
    private let constraints = ConstraintSet()
    private var stack: GMSNavigationHidingStackView?
    private var guidance: ActiveGuidanceUIState?

    func handle(_ request: LayoutRequest) {
        defer { next?.handle(request) }
        switch request.event {
        case .enable(let state):
            let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
            stack.spacing = Spacing.buttons
            stack.arrangedSubviews = Self.ordered(state.buttons)
            request.map.addSubview(stack)
            self.stack = stack
            pin(below: nil, in: request)
        case .startGuidance(let state):
            guidance = state
            stack?.arrangedSubviews = Self.ordered(state.buttons)
            pin(below: request.context.isWide ? nil : state.turnCard, in: request)
        case .stopGuidance(let state):
            guidance = nil
            stack?.arrangedSubviews = Self.ordered(state.buttons)
            pin(below: nil, in: request)
        case .resize(let state):
            let current = (state as? ActiveGuidanceUIState) ?? guidance
            let wide = request.context.isWide
            pin(below: request.context.phase == .guidance && !wide ? current?.turnCard : nil, in: request)
        case .disable:
            constraints.clear()
            stack?.arrangedSubviews = []
            stack?.removeFromSuperview()
            stack = nil
        default:
            break
        }
    }

    /// Compass first: the hiding stack drops views from the end when short of room.
    private static func ordered(_ buttons: [NavigationUIButton]) -> [UIView] {
        let known: [NavigationButtonKnownType] = [.compass, .reporting]
        return known.compactMap { type in buttons.first { $0.type == type }?.view }
    }

    private func pin(below card: UIView?, in request: LayoutRequest) {
        guard let stack else { return }
        let safe = request.safeArea
        let top = card?.bottomAnchor ?? safe.topAnchor
        constraints.replace(with: [
            stack.topAnchor.constraint(equalTo: top),
            stack.bottomAnchor.constraint(equalTo: request.context.contentBottom.topAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Spacing.element),
        ])
    }
}
