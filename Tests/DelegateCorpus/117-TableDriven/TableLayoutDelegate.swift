import UIKit
import GoogleNavigation

/// A named constraint factory: `make(view, safeArea)`.
typealias Rule = (name: String, make: (UIView, UILayoutGuide) -> NSLayoutConstraint)

enum LayoutLog {
    static let enabled = true
    static func debug(_ message: String) {
        if enabled { print("[NavLayout] \(message)") }
    }
}

/// Table-driven navigation layout: each Google view has a table of named rules.
final class TableLayoutDelegate: NavigationLayoutDelegate {
    private var active: [String: NSLayoutConstraint] = [:]
    private var promptActive: [String: NSLayoutConstraint] = [:]
    private var shown: [UIView] = []
    private var prompt: NavigationPromptView?
    private var guidance: ActiveGuidanceUIState?

    private static let pad = NavigationStyleValues.headerFooterHorizontalPadding

    // MARK: Rule tables

    private static let fillSafeArea: [Rule] = [
        ("viewport.top", { $0.topAnchor.constraint(equalTo: $1.topAnchor) }),
        ("viewport.leading", { $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor) }),
        ("viewport.trailing", { $0.trailingAnchor.constraint(equalTo: $1.trailingAnchor) }),
        ("viewport.bottom", { $0.bottomAnchor.constraint(equalTo: $1.bottomAnchor) }),
    ]
    private static let logoCorner: [Rule] = [
        ("logo.leading", { $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: 8) }),
        ("logo.bottom", { $0.bottomAnchor.constraint(equalTo: $1.bottomAnchor, constant: -8) }),
    ]
    private static let compassCorner: [Rule] = [
        ("compass.top", { $0.topAnchor.constraint(equalTo: $1.topAnchor, constant: NavigationStyleValues.buttonVerticalPadding) }),
        ("compass.trailing", { $0.trailingAnchor.constraint(equalTo: $1.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding) }),
    ]
    private static let cardSides: [Bool: [Rule]] = [
        false: [
            ("card.leading", { $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: pad) }),
            ("card.trailing", { $0.trailingAnchor.constraint(equalTo: $1.trailingAnchor, constant: -pad) }),
        ],
        true: [
            ("card.leading", { $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: pad) }),
            ("card.trailing<=center", { view, safe in view.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor) }),
        ],
    ]

    /// Per state: which views get which rules.
    private static let readyTable: [String: (NavigationReadyUIState) -> [(UIView, [Rule])]] = [
        "ready": { state in
            var rows: [(UIView, [Rule])] = [(state.viewport, fillSafeArea), (state.googleLogo, logoCorner)]
            if let compass = state.buttons.first(where: { $0.type == .compass }) {
                rows.append((compass.view, compassCorner))
            }
            return rows
        },
    ]

    private static func guidanceRows(_ state: ActiveGuidanceUIState) -> [(UIView, [Rule])] {
        let sides = cardSides[state.wideMode] ?? []
        let turn = state.turnCard, eta = state.etaCard
        let etaTop = eta.layoutMarginsGuide.topAnchor
        var rows: [(UIView, [Rule])] = [
            (turn, sides + [("turn.top", { $0.topAnchor.constraint(equalTo: $1.topAnchor, constant: NavigationStyleValues.headerTopPadding) })]),
            (eta, sides + [("eta.bottom", { $0.bottomAnchor.constraint(equalTo: $1.bottomAnchor) })]),
            (state.viewport, [
                ("viewport.top", { v, _ in v.topAnchor.constraint(equalTo: turn.bottomAnchor) }),
                ("viewport.leading", { $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor) }),
                ("viewport.trailing", { $0.trailingAnchor.constraint(equalTo: $1.trailingAnchor) }),
                ("viewport.bottom~", { v, _ in lowered(v.bottomAnchor.constraint(equalTo: etaTop)) }),
                ("viewport.bottom<=", { v, _ in v.bottomAnchor.constraint(lessThanOrEqualTo: etaTop) }),
            ]),
            (state.googleLogo, [
                ("logo.leading", { $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: 8) }),
                ("logo.bottom~", { v, _ in lowered(v.bottomAnchor.constraint(equalTo: etaTop)) }),
                ("logo.bottom<=", { v, _ in v.bottomAnchor.constraint(lessThanOrEqualTo: etaTop) }),
            ]),
            (state.speedWidget, [
                ("speed.trailing", { $0.trailingAnchor.constraint(equalTo: $1.trailingAnchor, constant: -NavigationStyleValues.elementHorizontalPadding) }),
                ("speed.bottom", { v, _ in v.bottomAnchor.constraint(equalTo: etaTop) }),
            ]),
        ]
        var previous: UIView = turn
        for kind in [NavigationButtonKnownType.compass, .reporting] {
            guard let button = state.buttons.first(where: { $0.type == kind }) else { continue }
            let above = previous
            rows.append((button.view, [
                ("\(kind.rawValue).top", { v, _ in v.topAnchor.constraint(equalTo: above.bottomAnchor, constant: NavigationStyleValues.buttonVerticalPadding) }),
                ("\(kind.rawValue).trailing", { $0.trailingAnchor.constraint(equalTo: $1.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding) }),
            ]))
            previous = button.view
        }
        return rows
    }

    private static func lowered(_ c: NSLayoutConstraint) -> NSLayoutConstraint {
        c.priority = .defaultHigh
        return c
    }

    // MARK: Table runner

    private func run(_ rows: [(UIView, [Rule])], on map: GMSMapView, into table: inout [String: NSLayoutConstraint]) {
        let safe = map.safeAreaLayoutGuide
        for (index, row) in rows.enumerated() {
            let (view, rules) = row
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
            if !shown.contains(where: { $0 === view }) { shown.append(view) }
            for rule in rules {
                let key = "\(index).\(rule.name)"
                let constraint = rule.make(view, safe)
                constraint.identifier = key
                table[key] = constraint
                LayoutLog.debug("+ \(key)")
            }
        }
        NSLayoutConstraint.activate(Array(table.values))
    }

    private func clear(_ table: inout [String: NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(Array(table.values))
        LayoutLog.debug("- \(table.count) constraints")
        table.removeAll()
    }

    private func removeViews(except kept: [UIView]) {
        for view in shown where !kept.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        shown.removeAll { view in !kept.contains(where: { $0 === view }) }
    }

    private func dismissPrompt() {
        clear(&promptActive)
        prompt?.removeFromSuperview()
        prompt = nil
    }

    private func present(_ newPrompt: NavigationPromptView, on map: GMSMapView) {
        guard let state = guidance else { return }
        prompt = newPrompt
        let promptTop = newPrompt.topAnchor
        let rows: [(UIView, [Rule])] = [(newPrompt, [
            ("prompt.leading", { $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor) }),
            ("prompt.trailing", { $0.trailingAnchor.constraint(equalTo: $1.trailingAnchor) }),
            ("prompt.bottom", { v, _ in v.bottomAnchor.constraint(equalTo: map.bottomAnchor) }),
            ("viewport.clear", { _, _ in state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: promptTop) }),
            ("logo.clear", { _, _ in state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: promptTop) }),
        ])]
        run(rows, on: map, into: &promptActive)
        shown.removeAll { $0 === newPrompt }  // the prompt has its own lifecycle
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        LayoutLog.debug("enable (wide: \(newState.wideMode))")
        run(Self.readyTable["ready"]?(newState) ?? [], on: navMap, into: &active)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dismissPrompt()
        clear(&active)
        removeViews(except: [])
        guidance = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clear(&active)
        removeViews(except: [oldState.viewport, oldState.googleLogo])
        guidance = newState
        run(Self.guidanceRows(newState), on: navMap, into: &active)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dismissPrompt()
        clear(&active)
        removeViews(except: [newState.viewport, newState.googleLogo])
        guidance = nil
        run(Self.readyTable["ready"]?(newState) ?? [], on: navMap, into: &active)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        clear(&active)
        if let state = newState as? ActiveGuidanceUIState {
            run(Self.guidanceRows(state), on: navMap, into: &active)
            if let prompt { navMap.bringSubviewToFront(prompt) }
        } else if let state = newState as? NavigationReadyUIState {
            run(Self.readyTable["ready"]?(state) ?? [], on: navMap, into: &active)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismissPrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismissPrompt()
        present(newPrompt, on: navMap)
    }
}
