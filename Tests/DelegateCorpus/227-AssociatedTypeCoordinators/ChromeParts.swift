import GoogleNavigation
import UIKit

/// Everything a part needs to place itself for one pass.
@MainActor
struct ChromeContext {
    let map: GMSMapView
    let wide: Bool
    /// The open, unobscured map: its bottom rises above the ETA card and any prompt.
    let openMap: UILayoutGuide

    var safe: UILayoutGuide { map.safeAreaLayoutGuide }

    static let inset: CGFloat = 12
    static let tightInset: CGFloat = 6
}

/// One piece of navigation chrome, filed under a slot of its phase.
@MainActor
protocol ChromePart: AnyObject {
    associatedtype Slot: Hashable
    var slot: Slot { get }
    var views: [UIView] { get }
    func install(in context: ChromeContext)
    func constraints(in context: ChromeContext) -> [NSLayoutConstraint]
    func didUninstall()
}

extension ChromePart {
    func install(in context: ChromeContext) {
        views.forEach { context.map.addSubview($0) }
    }

    func didUninstall() {}

    /// Not a requirement: always the extension's, whatever the part.
    func uninstall() {
        views.forEach { $0.removeFromSuperview() }
        didUninstall()
    }

    var key: AnyHashable { AnyHashable(slot) }
}

@MainActor
protocol SingleViewPart: ChromePart {
    var view: UIView { get }
}

extension SingleViewPart {
    var views: [UIView] { [view] }
}

/// Slots both phases fill (the SDK hands the same logo and viewport to both).
enum SharedSlot: Hashable { case viewport, logo, buttons }
/// Slots only guidance fills.
enum GuidanceSlot: Hashable { case turnCard, etaCard, speedWidget, prompt }

// MARK: - Parts

final class ViewportPart: SingleViewPart {
    let slot = SharedSlot.viewport
    let view: UIView
    /// The card the camera frame starts below (beside it in wide mode).
    private weak var card: UIView?

    init(_ view: UIView, below card: UIView? = nil) {
        self.view = view
        self.card = card
    }

    func constraints(in context: ChromeContext) -> [NSLayoutConstraint] {
        let top: NSLayoutYAxisAnchor
        let leading: NSLayoutXAxisAnchor
        switch (card, context.wide) {
        case (let card?, false):
            top = card.bottomAnchor
            leading = context.safe.leadingAnchor
        case (let card?, true):
            top = context.safe.topAnchor
            leading = card.trailingAnchor
        case (nil, _):
            top = context.safe.topAnchor
            leading = context.safe.leadingAnchor
        }
        return [
            view.topAnchor.constraint(equalTo: top),
            view.leadingAnchor.constraint(equalTo: leading),
            view.trailingAnchor.constraint(equalTo: context.safe.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: context.openMap.bottomAnchor),
        ]
    }
}

final class LogoPart: SingleViewPart {
    let slot = SharedSlot.logo
    let view: UIView
    private weak var column: UIView?

    init(_ view: UIView, besideColumn column: UIView? = nil) {
        self.view = view
        self.column = column
    }

    func constraints(in context: ChromeContext) -> [NSLayoutConstraint] {
        let leading = context.wide ? (column?.trailingAnchor ?? context.safe.leadingAnchor) : context.safe.leadingAnchor
        return [
            view.leadingAnchor.constraint(equalTo: leading, constant: ChromeContext.inset),
            view.bottomAnchor.constraint(equalTo: context.openMap.bottomAnchor, constant: -ChromeContext.inset),
        ]
    }
}

final class ButtonRailPart: ChromePart {
    let slot = SharedSlot.buttons
    let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let buttons: [UIView]
    private weak var topCard: UIView?

    init(_ buttons: [NavigationUIButton], order: [NavigationButtonKnownType], below topCard: UIView? = nil) {
        self.buttons = order.compactMap { type in buttons.first { $0.type == type }?.view }
        self.topCard = topCard
    }

    var views: [UIView] { [rail] }

    func install(in context: ChromeContext) {
        rail.spacing = ChromeContext.inset
        rail.arrangedSubviews = buttons
        context.map.addSubview(rail)
    }

    func didUninstall() {
        rail.arrangedSubviews = []
    }

    func constraints(in context: ChromeContext) -> [NSLayoutConstraint] {
        let top = (context.wide ? nil : topCard?.bottomAnchor) ?? context.safe.topAnchor
        return [
            rail.trailingAnchor.constraint(equalTo: context.safe.trailingAnchor, constant: -ChromeContext.inset),
            rail.topAnchor.constraint(equalTo: top, constant: ChromeContext.inset),
            rail.bottomAnchor.constraint(equalTo: context.openMap.bottomAnchor, constant: -ChromeContext.inset),
        ]
    }
}

final class CardPart: SingleViewPart {
    enum Edge { case top, bottom }
    let slot: GuidanceSlot
    let view: UIView
    let edge: Edge

    init(_ slot: GuidanceSlot, _ view: UIView, edge: Edge) {
        self.slot = slot
        self.view = view
        self.edge = edge
    }

    func constraints(in context: ChromeContext) -> [NSLayoutConstraint] {
        var result = [view.leadingAnchor.constraint(equalTo: context.safe.leadingAnchor)]
        switch edge {
        case .top:
            result.append(view.topAnchor.constraint(equalTo: context.map.topAnchor))
        case .bottom:
            result.append(view.bottomAnchor.constraint(equalTo: context.map.bottomAnchor))
            if !context.wide {
                result.append(context.openMap.bottomAnchor.constraint(lessThanOrEqualTo: view.topAnchor))
            }
        }
        return result
    }
}

final class SpeedPart: SingleViewPart {
    let slot = GuidanceSlot.speedWidget
    let view: UIView
    private let logo: UIView

    init(_ view: UIView, above logo: UIView) {
        self.view = view
        self.logo = logo
    }

    func constraints(in context: ChromeContext) -> [NSLayoutConstraint] {
        [
            view.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
            view.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -ChromeContext.tightInset),
        ]
    }
}

final class PromptPart: SingleViewPart {
    let slot = GuidanceSlot.prompt
    let prompt: NavigationPromptView
    private var pins: [NSLayoutConstraint] = []

    init(_ prompt: NavigationPromptView) { self.prompt = prompt }

    var view: UIView { prompt }

    func install(in context: ChromeContext) {
        prompt.alpha = 0
        context.map.addSubview(prompt)
        pins = [
            prompt.leadingAnchor.constraint(equalTo: context.safe.leadingAnchor),
            prompt.bottomAnchor.constraint(equalTo: context.map.bottomAnchor),
        ]
        NSLayoutConstraint.activate(pins)
        UIView.animate(withDuration: 0.3) { self.prompt.alpha = 1 }
    }

    /// In narrow layouts the prompt covers the bottom of the map: keep the open map above it.
    func constraints(in context: ChromeContext) -> [NSLayoutConstraint] {
        context.wide ? [] : [context.openMap.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor)]
    }

    func didUninstall() {
        NSLayoutConstraint.deactivate(pins)
        pins = []
    }

    func fadeOut() {
        UIView.animate(withDuration: 0.3, animations: { self.prompt.alpha = 0 }, completion: { _ in
            self.uninstall()
        })
    }
}
