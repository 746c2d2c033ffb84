import GoogleNavigation
import UIKit

/// The chrome's spacing, all taken from Google's style values so we line up with their cards.
enum ChromeSpacing {
    static var edge: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    static var cardTop: CGFloat { NavigationStyleValues.headerTopPadding }
    static var buttonGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static let hairline: CGFloat = 4
}

typealias YEdge = (anchor: NSLayoutYAxisAnchor, constant: CGFloat)
typealias XEdge = (anchor: NSLayoutXAxisAnchor, constant: CGFloat)
typealias ViewportFrame = (top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor)

/// The two guidance cards, as the card placer has them on screen.
struct CardDock {
    let turnCard: UIView
    let etaCard: UIView
    let wide: Bool
}

/// Everything a colleague may tell the mediator. Colleagues never talk to each other.
enum ChromeChange {
    case viewport(UIView?)
    case logo(UIView?)
    case buttons(Int)
    case cards(CardDock?)
    case cardHeight(CGFloat)
    case progressBar(UIView?)
    case prompt(NavigationPromptView?)
}

@MainActor
protocol Colleague: AnyObject {
    /// Conformers keep this `weak`: the mediator owns its colleagues.
    var mediator: ChromeMediator? { get set }
    func tearDown()
}

extension Colleague {
    /// Tells the mediator; it decides who else has to move.
    func send(_ change: ChromeChange) {
        mediator?.colleague(self, didChange: change)
    }

    func host(_ view: UIView, in map: GMSMapView) {
        guard view.superview !== map else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(view)
    }

    func tearDown() {}
}

@MainActor
extension Array where Element == NSLayoutConstraint {
    /// Swaps a colleague's constraints: the old ones go before the new ones come.
    mutating func replace(with fresh: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(self)
        self = fresh
        NSLayoutConstraint.activate(fresh)
    }

    mutating func release() {
        NSLayoutConstraint.deactivate(self)
        removeAll()
    }
}

/// Owns the colleagues of one navigation session and decides, on each change one of them
/// reports, which of the others must follow and where.
@MainActor
final class ChromeMediator {
    private weak var map: GMSMapView?
    private var colleagues: [any Colleague] = []
    private(set) var isWide: Bool
    private var dock: CardDock?
    private var cardHeight: CGFloat = 0
    private var progressBar: UIView?
    private var logo: UIView?
    private var prompt: NavigationPromptView?

    init(map: GMSMapView, wide: Bool) {
        self.map = map
        self.isWide = wide
    }

    func register(_ colleague: any Colleague) {
        colleague.mediator = self
        colleagues.append(colleague)
    }

    func colleague<C: Colleague>(_ type: C.Type) -> C? {
        for candidate in colleagues {
            if let match = candidate as? C { return match }
        }
        return nil
    }

    func wideModeDidChange(_ wide: Bool) {
        isWide = wide
        guard let map else { return }
        colleague(CardPlacer.self)?.relayout(wide: wide, in: map)
    }

    func dismantle() {
        colleagues.forEach { $0.tearDown() }
        colleagues.forEach { $0.mediator = nil }
        colleagues.removeAll()
        (dock, progressBar, logo, prompt) = (nil, nil, nil, nil)
    }

    // MARK: Decisions

    func colleague(_ sender: any Colleague, didChange change: ChromeChange) {
        guard let map else { return }
        switch change {
        case .viewport:
            frameViewport(in: map)
        case .logo(let view):
            logo = view
            restLogo(in: map)
            stackSpeedWidget()
        case .buttons:
            fitRail(in: map)
        case .cards(let newDock):
            dock = newDock
            if let newDock { colleague(PromptPresenter.self)?.dock(on: newDock.etaCard) }
            frameViewport(in: map)
            restLogo(in: map)
            fitRail(in: map)
            stackSpeedWidget()
        case .cardHeight(let height):
            cardHeight = height
            fitRail(in: map)
        case .progressBar(let bar):
            progressBar = bar
            fitRail(in: map)
        case .prompt(let newPrompt):
            prompt = newPrompt
            if newPrompt != nil, let dock { colleague(PromptPresenter.self)?.dock(on: dock.etaCard) }
            frameViewport(in: map)
            restLogo(in: map)
            fitRail(in: map)
        }
    }

    /// The lowest edge the floating chrome of the leading column may reach.
    private func leadingFloor(in map: GMSMapView) -> YEdge {
        if let prompt { return (prompt.layoutMarginsGuide.topAnchor, 0) }
        if let dock { return (dock.etaCard.layoutMarginsGuide.topAnchor, 0) }
        return (map.safeAreaLayoutGuide.bottomAnchor, -ChromeSpacing.edge)
    }

    /// The same for the trailing side: in wide mode the cards keep to the leading column.
    private func trailingFloor(in map: GMSMapView) -> YEdge {
        if let dock, dock.wide { return (map.safeAreaLayoutGuide.bottomAnchor, -ChromeSpacing.edge) }
        return leadingFloor(in: map)
    }

    private func frameViewport(in map: GMSMapView) {
        let safe = map.safeAreaLayoutGuide
        let frame: ViewportFrame
        switch dock {
        case .none:
            frame = (safe.topAnchor, safe.bottomAnchor, safe.leadingAnchor)
        case .some(let dock) where dock.wide:
            // Beside the leading column: the whole height, clear of both cards.
            frame = (safe.topAnchor, safe.bottomAnchor, dock.turnCard.trailingAnchor)
        case .some(let dock):
            frame = (dock.turnCard.bottomAnchor, leadingFloor(in: map).anchor, safe.leadingAnchor)
        }
        colleague(ViewportKeeper.self)?.frame(frame, in: map)
    }

    private func restLogo(in map: GMSMapView) {
        colleague(LogoPlacer.self)?.rest(on: leadingFloor(in: map), in: map)
    }

    private func fitRail(in map: GMSMapView) {
        var ceiling = ChromeSpacing.edge
        if let dock, !dock.wide { ceiling += cardHeight }
        let trailing: XEdge = progressBar.map { ($0.leadingAnchor, -ChromeSpacing.hairline) }
            ?? (map.safeAreaLayoutGuide.trailingAnchor, -ChromeSpacing.edge)
        colleague(ButtonRail.self)?.fit(bottom: trailingFloor(in: map), ceiling: ceiling, trailing: trailing, in: map)
    }

    private func stackSpeedWidget() {
        guard dock != nil, let logo else { return }
        colleague(CardPlacer.self)?.stackSpeedWidget(above: logo)
    }
}
