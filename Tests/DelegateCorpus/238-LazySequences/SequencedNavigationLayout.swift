import GoogleNavigation
import UIKit

/// Navigation screen layout written as sequence pipelines: the views come
/// from `ChromeViews`, pins from zipped lists, buttons from a table built
/// with `reduce(into:)`.
@MainActor
final class SequencedNavigationLayout: NavigationLayoutDelegate {

    private var base: [UIView] = []
    private var cards: ActiveGuidanceUIState?
    private var viewport: UIView?
    private var logo: UIView?
    private var prompt: NavigationPromptView?
    private var wide = false
    private var live: [NSLayoutConstraint] = []

    private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private lazy var overviewButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Overview", for: .normal)
        return button
    }()

    private lazy var roadLabel: UILabel = {
        let label = UILabel()
        label.text = "Current road"
        label.textAlignment = .center
        return label
    }()

    private static let readyButtons: [NavigationButtonKnownType] = [.compass]
    private static let guidanceButtons: [NavigationButtonKnownType] = [.reporting, .compass]

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        wide = newState.wideMode
        viewport = newState.viewport
        logo = newState.googleLogo
        base = [newState.viewport, newState.googleLogo, rail, overviewButton]
        install(base, on: navMap)
        rail.arrangedSubviews = buttons(Self.readyButtons, from: newState.buttons)
        relayout(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(live)
        live = []
        for view in onScreen.lazy.filter({ $0.sits(in: navMap) }) {
            view.removeFromSuperview()
        }
        rail.arrangedSubviews = []
        base = []
        cards = nil
        prompt = nil
        viewport = nil
        logo = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wide = newState.wideMode
        NSLayoutConstraint.deactivate(live)
        live = []
        cards = newState
        // The cards go right above the viewport, under the logo and buttons.
        for card in cardViews.reversed() {
            card.translatesAutoresizingMaskIntoConstraints = false
            navMap.insertSubview(card, aboveSubview: newState.viewport)
        }
        install([roadLabel], on: navMap)
        rail.arrangedSubviews = buttons(Self.guidanceButtons, from: newState.buttons)
        relayout(navMap)
        fadeIn(cardViews)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(live)
        live = []
        for view in (cardViews + [roadLabel]).lazy.filter({ $0.superview === navMap }) {
            view.removeFromSuperview()
        }
        cards = nil
        wide = newState.wideMode
        rail.arrangedSubviews = buttons(Self.readyButtons, from: newState.buttons)
        relayout(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        guard !base.isEmpty else { return }
        relayout(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        install([newPrompt], on: navMap)
        prompt = newPrompt
        relayout(navMap)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
            newPrompt.alpha = 1
        })
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        prompt = nil
        relayout(navMap)
        UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseIn], animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        prompt = nil
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Views

    private var cardViews: [UIView] {
        guard let cards else { return [] }
        return [cards.turnCard, cards.etaCard, cards.tripProgressBar, cards.speedWidget]
    }

    /// What is on screen now, whichever state: type-erased over the two shapes.
    private var onScreen: AnySequence<UIView> {
        cards == nil && prompt == nil
            ? AnySequence(base)
            : AnySequence(ChromeViews(base: base, cards: cardViews + [roadLabel], prompt: prompt))
    }

    private func install(_ views: [UIView], on map: GMSMapView) {
        for view in views where !view.sits(in: map) {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
    }

    private func buttons(_ order: [NavigationButtonKnownType], from buttons: [NavigationUIButton]) -> [UIView] {
        let table = buttons.viewsByType
        return Array(order.lazy.filter { table[$0] != nil }.map { table[$0]! })
    }

    /// Cards fade in two at a time, a tenth of a second apart.
    private func fadeIn(_ views: [UIView]) {
        let waves = views.chunked(into: 2)
        for (group, delay) in zip(waves, stride(from: 0.0, to: Double(waves.count) * 0.1, by: 0.1)) {
            group.forEach { $0.alpha = 0 }
            UIView.animate(withDuration: 0.25, delay: delay, options: [], animations: {
                group.forEach { $0.alpha = 1 }
            })
        }
    }

    // MARK: Layout

    private func relayout(_ map: GMSMapView) {
        NSLayoutConstraint.deactivate(live)
        let made = if let cards { guidanceConstraints(map, cards) } else { readyConstraints(map) }
        for (index, constraint) in made.enumerated() {
            constraint.identifier = "nav.\(cards == nil ? "ready" : "guidance").\(index)"
        }
        NSLayoutConstraint.activate(made)
        live = made
    }

    private func readyConstraints(_ map: GMSMapView) -> [NSLayoutConstraint] {
        guard let viewport, let logo else { return [] }
        let safe = map.safeAreaLayoutGuide
        let m = Metrics.current
        let logoInset = wide ? m.wideEdge : m.edge
        return Pins.equal(
            [viewport.topAnchor, viewport.bottomAnchor, logo.bottomAnchor, rail.bottomAnchor, overviewButton.topAnchor],
            [safe.topAnchor, safe.bottomAnchor, safe.bottomAnchor, safe.bottomAnchor, safe.topAnchor],
            [0, 0, -m.gap, -m.buttonGap, m.buttonGap])
        + Pins.equal(
            [viewport.leadingAnchor, viewport.trailingAnchor, logo.leadingAnchor, rail.trailingAnchor, overviewButton.leadingAnchor],
            [map.leadingAnchor, map.trailingAnchor, safe.leadingAnchor, safe.trailingAnchor, safe.leadingAnchor],
            [0, 0, logoInset, -m.wideEdge, m.wideEdge])
        + [rail.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: m.buttonGap)]
    }

    private func guidanceConstraints(_ map: GMSMapView, _ state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        guard let viewport, let logo else { return [] }
        let safe = map.safeAreaLayoutGuide
        let m = Metrics.current
        let turn = state.turnCard, eta = state.etaCard, bar = state.tripProgressBar, speed = state.speedWidget

        // Both layouts: cards hug the map's top and bottom, the speed widget
        // sits on the ETA card's margins, the bar runs down the trailing edge.
        var made = Pins.make(
            [(turn.topAnchor, map.topAnchor, 0),
             (eta.bottomAnchor, map.bottomAnchor, 0),
             (speed.bottomAnchor, eta.layoutMarginsGuide.topAnchor, 0)],
            [(speed.leadingAnchor, safe.leadingAnchor, m.edge),
             (bar.trailingAnchor, safe.trailingAnchor, 0),
             (rail.trailingAnchor, bar.leadingAnchor, -m.gap)])

        if wide {
            // Leading column: turn card on top, ETA card (and any prompt) at
            // the bottom; the camera gets everything beside the column.
            let column: [UIView] = [turn, eta] + (prompt.map { [$0] } ?? [])
            made += column.map { $0.leadingAnchor.constraint(equalTo: safe.leadingAnchor) }
            made += column.map { viewport.leadingAnchor.constraint(greaterThanOrEqualTo: $0.trailingAnchor) }
            let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            hug.priority = .defaultLow
            made.append(hug)
            made += Pins.make(
                [(viewport.topAnchor, safe.topAnchor, 0),
                 (viewport.bottomAnchor, safe.bottomAnchor, 0),
                 (bar.topAnchor, safe.topAnchor, m.gap),
                 (bar.bottomAnchor, safe.bottomAnchor, -m.gap),
                 (rail.bottomAnchor, safe.bottomAnchor, -m.buttonGap),
                 (logo.bottomAnchor, safe.bottomAnchor, -m.gap),
                 (roadLabel.bottomAnchor, safe.bottomAnchor, -m.buttonGap),
                 (overviewButton.topAnchor, safe.topAnchor, m.buttonGap)],
                [(viewport.trailingAnchor, map.trailingAnchor, 0),
                 (logo.leadingAnchor, viewport.leadingAnchor, m.edge),
                 (roadLabel.centerXAnchor, viewport.centerXAnchor, 0),
                 (overviewButton.leadingAnchor, viewport.leadingAnchor, m.wideEdge)])
            made.append(rail.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: m.buttonGap))
            if let prompt {
                made.append(prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor))
            }
            return made
        }

        // Compact: the open map runs from the turn card down to the ETA card,
        // or to the prompt while one is up.
        let floor = prompt?.topAnchor ?? eta.topAnchor
        made += Pins.make(
            [(viewport.topAnchor, turn.bottomAnchor, 0),
             (viewport.bottomAnchor, floor, 0),
             (bar.topAnchor, turn.bottomAnchor, m.gap),
             (bar.bottomAnchor, floor, -m.gap),
             (rail.bottomAnchor, floor, -m.buttonGap),
             (roadLabel.bottomAnchor, floor, -m.buttonGap),
             (overviewButton.topAnchor, turn.bottomAnchor, m.buttonGap)],
            [(turn.leadingAnchor, map.leadingAnchor, 0),
             (turn.trailingAnchor, map.trailingAnchor, 0),
             (eta.leadingAnchor, map.leadingAnchor, 0),
             (eta.trailingAnchor, map.trailingAnchor, 0),
             (viewport.leadingAnchor, map.leadingAnchor, 0),
             (viewport.trailingAnchor, map.trailingAnchor, 0),
             (logo.leadingAnchor, safe.leadingAnchor, m.edge),
             (roadLabel.centerXAnchor, map.centerXAnchor, 0),
             (overviewButton.leadingAnchor, safe.leadingAnchor, m.wideEdge)])
        made.append(rail.topAnchor.constraint(greaterThanOrEqualTo: overviewButton.bottomAnchor, constant: m.buttonGap))

        // The logo rests on the speed widget but never under the prompt.
        let rest = logo.bottomAnchor.constraint(equalTo: speed.topAnchor)
        rest.priority = .defaultHigh
        made += [rest, logo.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor)]
        if let prompt {
            made += Pins.equal([prompt.bottomAnchor], [map.bottomAnchor], [0])
            made += Pins.equal([prompt.leadingAnchor, prompt.trailingAnchor], [map.leadingAnchor, map.trailingAnchor], [0, 0])
            made.append(logo.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -m.gap))
        }
        return made
    }
}

/// The SDK's spacing, with the app's two extra steps.
struct Metrics {
    let edge: CGFloat
    let wideEdge: CGFloat
    let gap: CGFloat
    let buttonGap: CGFloat

    @MainActor
    static var current: Metrics {
        Metrics(
            edge: NavigationStyleValues.elementHorizontalPadding,
            wideEdge: NavigationStyleValues.buttonHorizontalPadding,
            gap: 8,
            buttonGap: NavigationStyleValues.buttonVerticalPadding)
    }
}
