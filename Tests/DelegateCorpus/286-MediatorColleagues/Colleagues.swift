import GoogleNavigation
import UIKit

// MARK: - Viewport keeper

@MainActor
final class ViewportKeeper: Colleague {
    weak var mediator: ChromeMediator?
    private var viewport: UIView?
    private var framing: [NSLayoutConstraint] = []

    func adopt(_ viewport: UIView, in map: GMSMapView) {
        host(viewport, in: map)
        self.viewport = viewport
        send(.viewport(viewport))
    }

    func frame(_ frame: ViewportFrame, in map: GMSMapView) {
        guard let viewport else { return }
        framing.replace(with: [
            viewport.topAnchor.constraint(equalTo: frame.top),
            viewport.bottomAnchor.constraint(equalTo: frame.bottom),
            viewport.leadingAnchor.constraint(equalTo: frame.leading),
            viewport.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor),
        ])
    }

    func tearDown() {
        framing.release()
        viewport?.removeFromSuperview()
        viewport = nil
    }
}

// MARK: - Logo placer

@MainActor
final class LogoPlacer: Colleague {
    weak var mediator: ChromeMediator?
    private var logo: UIView?
    private var placement: [NSLayoutConstraint] = []

    func adopt(_ logo: UIView, in map: GMSMapView) {
        host(logo, in: map)
        self.logo = logo
        send(.logo(logo))
    }

    /// Bottom leading, as Google recommends: it turns into the re-center button.
    func rest(on floor: YEdge, in map: GMSMapView) {
        guard let logo else { return }
        placement.replace(with: [
            logo.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor, constant: ChromeSpacing.edge),
            logo.bottomAnchor.constraint(equalTo: floor.anchor, constant: floor.constant),
        ])
    }

    func tearDown() {
        placement.release()
        logo?.removeFromSuperview()
        logo = nil
    }
}

// MARK: - Button rail

@MainActor
final class ButtonRail: Colleague {
    weak var mediator: ChromeMediator?
    private var stack: GMSNavigationHidingStackView?
    private var placement: [NSLayoutConstraint] = []

    func adopt(_ buttons: [NavigationUIButton], in map: GMSMapView) {
        let stack = self.stack ?? makeStack(in: map)
        stack.arrangedSubviews = buttons
            .sorted { Self.rank(of: $0.type) < Self.rank(of: $1.type) }
            .map(\.view)
        send(.buttons(buttons.count))
    }

    func fit(bottom: YEdge, ceiling: CGFloat, trailing: XEdge, in map: GMSMapView) {
        guard let stack else { return }
        placement.replace(with: [
            stack.bottomAnchor.constraint(equalTo: bottom.anchor, constant: bottom.constant),
            stack.topAnchor.constraint(greaterThanOrEqualTo: map.safeAreaLayoutGuide.topAnchor, constant: ceiling),
            stack.trailingAnchor.constraint(equalTo: trailing.anchor, constant: trailing.constant),
        ])
    }

    func tearDown() {
        placement.release()
        stack?.arrangedSubviews = []
        stack?.removeFromSuperview()
        stack = nil
    }

    private func makeStack(in map: GMSMapView) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = ChromeSpacing.buttonGap
        stack.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(stack)
        self.stack = stack
        return stack
    }

    /// The stack hides from the end, so the compass goes first.
    private static func rank(of type: NavigationButtonKnownType) -> Int {
        switch type {
        case .compass: 0
        case .reporting: 1
        default: 2
        }
    }
}

// MARK: - Card placer

@MainActor
final class CardPlacer: Colleague {
    weak var mediator: ChromeMediator?
    private var state: ActiveGuidanceUIState?
    private var cards: [NSLayoutConstraint] = []
    private var speed: [NSLayoutConstraint] = []

    func present(_ state: ActiveGuidanceUIState, wide: Bool, in map: GMSMapView) {
        self.state = state
        for view in [state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget] {
            host(view, in: map)
        }
        send(.cardHeight(ChromeSpacing.cardTop + NavigationStyleValues.headerNominalHeight))
        relayout(wide: wide, in: map)
        send(.progressBar(state.tripProgressBar))
    }

    func relayout(wide: Bool, in map: GMSMapView) {
        guard let state else { return }
        let safe = map.safeAreaLayoutGuide
        let turn = state.turnCard, eta = state.etaCard, bar = state.tripProgressBar
        var layout = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor, constant: ChromeSpacing.cardTop),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: ChromeSpacing.edge),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: ChromeSpacing.edge),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -ChromeSpacing.hairline),
        ]
        if wide {
            // Leading column: the SDK gives the cards their width, we only cap them at the centre.
            layout += [
                turn.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                eta.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -ChromeSpacing.edge),
                bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: ChromeSpacing.buttonGap),
                bar.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -ChromeSpacing.buttonGap),
            ]
        } else {
            layout += [
                turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -ChromeSpacing.edge),
                eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -ChromeSpacing.edge),
                eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                bar.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: ChromeSpacing.buttonGap),
                bar.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor, constant: -ChromeSpacing.buttonGap),
            ]
        }
        cards.replace(with: layout)
        send(.cards(CardDock(turnCard: turn, etaCard: eta, wide: wide)))
    }

    /// The speed widget sits on the logo, whichever floor the logo rests on.
    func stackSpeedWidget(above logo: UIView) {
        guard let widget = state?.speedWidget, let map = widget.superview else { return }
        speed.replace(with: [
            widget.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor, constant: ChromeSpacing.edge),
            widget.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor),
        ])
    }

    func dismiss() {
        guard let state else { return }
        // Let the others leave the cards first: nothing may stay pinned to a view we take away.
        send(.progressBar(nil))
        send(.cards(nil))
        speed.release()
        cards.release()
        [state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget].forEach { $0.removeFromSuperview() }
        self.state = nil
    }

    func tearDown() { dismiss() }
}

// MARK: - Prompt presenter

@MainActor
final class PromptPresenter: Colleague {
    weak var mediator: ChromeMediator?
    private(set) var current: NavigationPromptView?
    private var docking: [NSLayoutConstraint] = []

    func show(_ prompt: NavigationPromptView, in map: GMSMapView) {
        prompt.alpha = 0
        host(prompt, in: map)
        current = prompt
        send(.prompt(prompt))
        UIView.animate(withDuration: 0.25) { prompt.alpha = 1 }
    }

    /// Over the ETA card: the SDK's guide has prompts above the layout at the bottom.
    func dock(on etaCard: UIView) {
        guard let current else { return }
        docking.replace(with: [
            current.leadingAnchor.constraint(equalTo: etaCard.leadingAnchor),
            current.trailingAnchor.constraint(equalTo: etaCard.trailingAnchor),
            current.bottomAnchor.constraint(equalTo: etaCard.bottomAnchor),
        ])
    }

    func retire(_ prompt: NavigationPromptView) {
        if prompt === current {
            current = nil
            send(.prompt(nil))
        }
        UIView.animate(withDuration: 0.25, animations: { prompt.alpha = 0 }) { [weak self] _ in
            guard let self else { return }
            if self.current == nil { self.docking.release() }
            prompt.removeFromSuperview()
        }
    }

    func tearDown() {
        docking.release()
        current?.removeFromSuperview()
        current = nil
    }
}
