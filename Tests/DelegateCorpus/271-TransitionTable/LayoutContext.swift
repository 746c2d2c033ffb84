import GoogleNavigation
import UIKit

/// Everything the entry and exit actions read and write. The machines own
/// no layout; the context does.
@MainActor
final class LayoutContext {

    enum Layer: CaseIterable {
        case ready, guidance, prompt
    }

    weak var map: GMSMapView?
    var wide = false
    var readyState: NavigationReadyUIState?
    var guidanceState: ActiveGuidanceUIState?

    /// The prompt on screen, and the one a `present`/`swap` is about to show.
    var prompt: NavigationPromptView?
    var incomingPrompt: NavigationPromptView?

    let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// Leading column of wide mode (cards) and the line everything at the
    /// bottom rests on (the ETA card or a prompt, whichever is higher).
    let columnGuide = UILayoutGuide()
    let floorGuide = UILayoutGuide()

    private var layers: [Layer: [NSLayoutConstraint]] = [:]
    private var addedViews: [UIView] = []

    init() {
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        buttonStack.spacing = Metrics.buttonGap
        columnGuide.identifier = "wideColumn"
        floorGuide.identifier = "floor"
    }

    // MARK: Layers

    func activate(_ layer: Layer, _ constraints: [NSLayoutConstraint]) {
        deactivate(layer)
        layers[layer] = constraints
        NSLayoutConstraint.activate(constraints)
    }

    func deactivate(_ layer: Layer) {
        NSLayoutConstraint.deactivate(layers[layer] ?? [])
        layers[layer] = nil
    }

    // MARK: Views and guides

    func add(_ view: UIView, to map: GMSMapView, atBack: Bool = false) {
        view.translatesAutoresizingMaskIntoConstraints = false
        if atBack {
            map.insertSubview(view, at: 0)
        } else {
            map.addSubview(view)
        }
        if !addedViews.contains(where: { $0 === view }) {
            addedViews.append(view)
        }
    }

    func remove(_ views: [UIView]) {
        for view in views {
            view.removeFromSuperview()
            addedViews.removeAll { $0 === view }
        }
    }

    /// Drops `view` from the bookkeeping without taking it off the map (an
    /// animation removes it when it ends).
    func forget(_ view: UIView) {
        addedViews.removeAll { $0 === view }
    }

    func addGuides(to map: GMSMapView, wide: Bool) {
        let guides = wide ? [floorGuide, columnGuide] : [floorGuide]
        for guide in guides where guide.owningView == nil {
            map.addLayoutGuide(guide)
        }
    }

    func removeGuides(from map: GMSMapView) {
        for guide in [columnGuide, floorGuide] where guide.owningView === map {
            map.removeLayoutGuide(guide)
        }
    }

    /// The SDK's buttons in the order the stack should show them: the ones
    /// the table ranks first stay visible longest.
    func arrangeButtons(_ buttons: [NavigationUIButton]) {
        let ranked = buttons
            .filter { Metrics.buttonRank[$0.type] != nil }
            .sorted { (Metrics.buttonRank[$0.type] ?? .max) < (Metrics.buttonRank[$1.type] ?? .max) }
            .map(\.view)
        ranked.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        buttonStack.arrangedSubviews = ranked
    }

    /// Back to a blank map: every layer, view and guide this context added.
    func reset() {
        Layer.allCases.forEach(deactivate)
        buttonStack.arrangedSubviews = []
        remove(addedViews.reversed())
        if let map {
            removeGuides(from: map)
        }
        prompt = nil
        incomingPrompt = nil
        readyState = nil
        guidanceState = nil
    }
}

/// Metrics, read from Google's style values where the SDK has one.
@MainActor
enum Metrics {
    static var edge: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    static var wideEdge: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var headerTop: CGFloat { NavigationStyleValues.headerTopPadding }
    static var buttonGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static let hairline: CGFloat = 4
    static let promptTravel: CGFloat = 120

    static let buttonRank: [NavigationButtonKnownType: Int] = [
        .compass: 0,
        .reporting: 1,
    ]
}

/// The guidance screen, portrait and wide, as one list of constraints.
@MainActor
enum GuidanceLayout {

    static func constraints(
        for s: ActiveGuidanceUIState, in ctx: LayoutContext, on map: GMSMapView
    ) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let floor = ctx.floorGuide
        let stack = ctx.buttonStack

        // The floor sits on the ETA card unless something higher (a prompt)
        // pushes it up: it is pulled down weakly and held under both.
        let floorSinks = floor.topAnchor.constraint(equalTo: map.bottomAnchor)
        floorSinks.priority = .defaultLow

        var constraints = [
            floor.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            floor.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            floor.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            floor.topAnchor.constraint(lessThanOrEqualTo: s.etaCard.layoutMarginsGuide.topAnchor),
            floorSinks,

            s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.headerTop),
            s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.edge),
            s.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.edge),

            s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.edge),
            s.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor),
            s.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.edge),
            s.speedWidget.bottomAnchor.constraint(equalTo: s.googleLogo.topAnchor, constant: -Metrics.hairline),

            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.edge),
            s.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.hairline),
            s.tripProgressBar.bottomAnchor.constraint(equalTo: stack.topAnchor, constant: -Metrics.buttonGap),
            s.viewport.trailingAnchor.constraint(equalTo: s.tripProgressBar.leadingAnchor, constant: -Metrics.hairline),
        ]

        if ctx.wide {
            let column = ctx.columnGuide
            let columnHugs = column.widthAnchor.constraint(equalToConstant: 0)
            columnHugs.priority = .defaultLow
            constraints += [
                // Leading column: turn card on top, ETA card at the bottom.
                s.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                s.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                column.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                column.topAnchor.constraint(equalTo: safe.topAnchor),
                column.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                column.trailingAnchor.constraint(greaterThanOrEqualTo: s.turnCard.trailingAnchor),
                column.trailingAnchor.constraint(greaterThanOrEqualTo: s.etaCard.trailingAnchor),
                columnHugs,

                stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Metrics.buttonGap),
                s.tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.buttonGap),

                s.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                s.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                s.viewport.leadingAnchor.constraint(equalTo: column.trailingAnchor),
            ]
        } else {
            constraints += [
                s.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.edge),
                s.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.edge),

                stack.bottomAnchor.constraint(equalTo: floor.topAnchor),
                s.tripProgressBar.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: Metrics.buttonGap),

                s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
                s.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
                s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
        }
        return constraints
    }
}
