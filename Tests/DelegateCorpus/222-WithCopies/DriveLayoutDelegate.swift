import GoogleNavigation
import UIKit

/// The layout of the driving screen. Every state's layout is a list of `ViewSpec` values
/// derived from base specs; a relayout deactivates what is active and maps the new specs.
final class DriveLayoutDelegate: NavigationLayoutDelegate {
    private struct ReadyViews {
        let logo: UIView
        let viewport: UIView
        let compass: UIView?
    }

    private struct GuidanceViews {
        let turnCard: UIView
        let etaCard: UIView
        let speedWidget: UIView
        let reporting: UIView?
    }

    private var ready: ReadyViews?
    private var guidance: GuidanceViews?
    private var prompt: NavigationPromptView?
    private var wide = false
    private var active: [NSLayoutConstraint] = []

    init() {}

    // MARK: Base specs

    private static let fillSafeArea: [PinSpec] = [
        PinSpec(.top, to: .safeArea),
        PinSpec(.bottom, to: .safeArea),
        PinSpec(.leading, to: .safeArea),
        PinSpec(.trailing, to: .safeArea),
    ]

    private static let bottomLeading: [PinSpec] = [
        PinSpec(.leading, to: .safeArea),
        PinSpec(.bottom, to: .safeArea),
    ]

    private static let topTrailingButton: [PinSpec] = [
        PinSpec(.top, to: .safeArea).withInset(Spacing.buttonInset),
        PinSpec(.trailing, to: .safeArea).withInset(-Spacing.buttonInset),
    ]

    // MARK: Specs per state

    private func readySpecs(_ views: ReadyViews) -> [ViewSpec] {
        var specs = [
            ViewSpec(view: views.viewport, pins: Self.fillSafeArea),
            ViewSpec(view: views.logo, pins: Self.bottomLeading),
        ]
        if let compass = views.compass {
            specs.append(ViewSpec(view: compass, pins: Self.topTrailingButton))
        }
        return specs
    }

    private func guidanceSpecs(_ views: ReadyViews, _ cards: GuidanceViews) -> [ViewSpec] {
        let turnCard = ViewSpec(view: cards.turnCard, pins: [
            PinSpec(.top, to: .safeArea),
            PinSpec(.leading, to: .safeArea),
        ])
        let etaCard = ViewSpec(view: cards.etaCard, pins: [
            PinSpec(.bottom, to: .safeArea),
            PinSpec(.leading, to: .safeArea),
        ])
        var specs: [ViewSpec]
        if wide {
            // Leading column: cards keep their own width from the leading edge.
            let column = PinSpec(.trailing, to: .map).atMost()
            specs = [
                turnCard.adding(column),
                etaCard.adding(column),
                ViewSpec(view: views.viewport, pins: [
                    PinSpec(.top, to: .safeArea),
                    PinSpec(.bottom, to: .safeArea),
                    PinSpec(.trailing, to: .safeArea),
                    PinSpec(.leading, to: .view(cards.turnCard), .trailing).atLeast(),
                    PinSpec(.leading, to: .view(cards.etaCard), .trailing).atLeast(),
                    PinSpec(.leading, to: .safeArea).preferred(250),
                ]),
                ViewSpec(view: views.logo, pins: [
                    PinSpec(.leading, to: .view(views.viewport)),
                    PinSpec(.bottom, to: .safeArea),
                ]),
            ]
        } else {
            let bottomClear = PinSpec(.bottom, to: .margins(cards.etaCard), .top)
            specs = [
                turnCard.adding(PinSpec(.trailing, to: .safeArea)),
                etaCard.adding(PinSpec(.trailing, to: .safeArea)),
                ViewSpec(view: views.viewport, pins: [
                    PinSpec(.top, to: .view(cards.turnCard), .bottom),
                    PinSpec(.leading, to: .safeArea),
                    PinSpec(.trailing, to: .safeArea),
                    bottomClear.atMost(),
                    bottomClear.preferred(),
                ]),
                ViewSpec(view: views.logo, pins: [
                    PinSpec(.leading, to: .safeArea),
                    bottomClear.atMost(),
                    bottomClear.preferred(),
                ]),
            ]
        }
        specs.append(ViewSpec(view: cards.speedWidget, pins: [
            PinSpec(.leading, to: .view(views.logo)),
            PinSpec(.bottom, to: .margins(views.logo), .top),
        ]))
        if let compass = views.compass {
            let top = wide
                ? PinSpec(.top, to: .safeArea).withInset(Spacing.buttonInset)
                : PinSpec(.top, to: .view(cards.turnCard), .bottom).withInset(Spacing.buttonInset)
            specs.append(ViewSpec(view: compass, pins: [top, Self.topTrailingButton[1]]))
        }
        if let reporting = cards.reporting {
            let base = wide
                ? PinSpec(.bottom, to: .safeArea)
                : PinSpec(.bottom, to: .margins(cards.etaCard), .top)
            let lifted = base.withInset(-Spacing.buttonInset)
            specs.append(ViewSpec(view: reporting, pins: [
                lifted.atMost(),
                lifted.preferred(),
                Self.topTrailingButton[1],
            ]))
        }
        return specs
    }

    private func promptSpecs(_ prompt: NavigationPromptView, _ views: ReadyViews, _ cards: GuidanceViews) -> [ViewSpec] {
        if wide {
            return [ViewSpec(view: prompt, pins: [
                PinSpec(.bottom, to: .map),
                PinSpec(.leading, to: .safeArea),
                PinSpec(.trailing, to: .view(cards.turnCard)),
            ])]
        }
        let clear = PinSpec(.bottom, to: .margins(prompt), .top).atMost()
        var specs = [
            ViewSpec(view: prompt, pins: [
                PinSpec(.bottom, to: .map),
                PinSpec(.leading, to: .safeArea),
                PinSpec(.trailing, to: .safeArea),
            ]),
            ViewSpec(view: views.viewport, pins: [clear]),
            ViewSpec(view: views.logo, pins: [clear]),
        ]
        if let reporting = cards.reporting {
            specs.append(ViewSpec(view: reporting, pins: [clear.withInset(-Spacing.buttonInset)]))
        }
        return specs
    }

    // MARK: Relayout

    private func relayout(_ map: GMSMapView) {
        NSLayoutConstraint.deactivate(active)
        active = []
        guard let ready else { return }
        var specs: [ViewSpec]
        if let guidance {
            specs = guidanceSpecs(ready, guidance)
            if let prompt {
                specs += promptSpecs(prompt, ready, guidance)
            }
        } else {
            specs = readySpecs(ready)
        }
        active = PinBuilder.constraints(for: specs, in: map)
        NSLayoutConstraint.activate(active)
    }

    private func place(_ views: [UIView], on map: GMSMapView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
    }

    private static func button(_ type: NavigationButtonKnownType, in buttons: [NavigationUIButton]) -> UIView? {
        buttons.first { $0.type == type }?.view
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        wide = newState.wideMode
        let views = ReadyViews(
            logo: newState.googleLogo,
            viewport: newState.viewport,
            compass: Self.button(.compass, in: newState.buttons))
        ready = views
        place([views.viewport, views.logo] + [views.compass].compactMap { $0 }, on: navMap)
        relayout(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(active)
        active = []
        prompt?.removeFromSuperview()
        prompt = nil
        if let guidance {
            [guidance.turnCard, guidance.etaCard, guidance.speedWidget].forEach { $0.removeFromSuperview() }
            guidance.reporting?.removeFromSuperview()
        }
        guidance = nil
        if let ready {
            ready.logo.removeFromSuperview()
            ready.viewport.removeFromSuperview()
            ready.compass?.removeFromSuperview()
        }
        ready = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wide = newState.wideMode
        let cards = GuidanceViews(
            turnCard: newState.turnCard,
            etaCard: newState.etaCard,
            speedWidget: newState.speedWidget,
            reporting: Self.button(.reporting, in: newState.buttons))
        guidance = cards
        ready = ReadyViews(
            logo: newState.googleLogo,
            viewport: newState.viewport,
            compass: Self.button(.compass, in: newState.buttons))
        place([cards.turnCard, cards.etaCard, cards.speedWidget] + [cards.reporting].compactMap { $0 }, on: navMap)
        relayout(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(active)
        active = []
        if let guidance {
            [guidance.turnCard, guidance.etaCard, guidance.speedWidget].forEach { $0.removeFromSuperview() }
            guidance.reporting?.removeFromSuperview()
        }
        guidance = nil
        wide = newState.wideMode
        ready = ReadyViews(
            logo: newState.googleLogo,
            viewport: newState.viewport,
            compass: Self.button(.compass, in: newState.buttons))
        relayout(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        relayout(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        relayout(navMap)
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt { prompt = nil }
        relayout(navMap)
        UIView.animate(withDuration: 0.2, animations: { oldPrompt.alpha = 0 }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        relayout(navMap)
    }
}
