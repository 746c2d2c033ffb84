import UIKit
import GoogleNavigation

/// Builds the constraints of one phase. One instance per layout pass.
@MainActor
final class ConstraintBuildingVisitor: LayoutVisitor {
    private let map: GMSMapView
    private let stack: UIView
    private let bottomGuide: UILayoutGuide
    private(set) var constraints: [NSLayoutConstraint] = []

    private let inset: CGFloat = 8

    init(map: GMSMapView, stack: UIView, bottomGuide: UILayoutGuide) {
        self.map = map
        self.stack = stack
        self.bottomGuide = bottomGuide
    }

    func visit(_ state: IdleLayoutState) {}

    func visit(_ state: ReadyLayoutState) {
        let safe = map.safeAreaLayoutGuide
        let viewport = state.ui.viewport, logo = state.ui.googleLogo
        constraints += [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
            stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
        ]
    }

    func visit(_ state: GuidanceLayoutState) {
        let safe = map.safeAreaLayoutGuide
        let ui = state.ui
        let cardInset = NavigationStyleValues.headerFooterHorizontalPadding
        constraints += [
            ui.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            ui.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardInset),
            ui.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ui.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardInset),
            bottomGuide.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            bottomGuide.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            bottomGuide.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            ui.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ui.viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
            ui.googleLogo.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
            ui.speedWidget.leadingAnchor.constraint(equalTo: ui.googleLogo.leadingAnchor),
            ui.speedWidget.bottomAnchor.constraint(equalTo: ui.googleLogo.topAnchor, constant: -inset),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            stack.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
        ]
        state.isWide ? wideColumn(ui) : portraitBands(ui)
    }

    private func portraitBands(_ ui: ActiveGuidanceUIState) {
        let safe = map.safeAreaLayoutGuide
        let cardInset = NavigationStyleValues.headerFooterHorizontalPadding
        constraints += [
            ui.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -cardInset),
            ui.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -cardInset),
            bottomGuide.topAnchor.constraint(lessThanOrEqualTo: ui.etaCard.layoutMarginsGuide.topAnchor),
            preferred(bottomGuide.topAnchor.constraint(equalTo: ui.etaCard.layoutMarginsGuide.topAnchor)),
            ui.viewport.topAnchor.constraint(equalTo: ui.turnCard.bottomAnchor),
            ui.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ui.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            stack.topAnchor.constraint(greaterThanOrEqualTo: ui.turnCard.bottomAnchor),
        ]
    }

    private func wideColumn(_ ui: ActiveGuidanceUIState) {
        let safe = map.safeAreaLayoutGuide
        constraints += [
            ui.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
            ui.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
            bottomGuide.topAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            preferred(bottomGuide.topAnchor.constraint(equalTo: safe.bottomAnchor)),
            ui.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            ui.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: ui.turnCard.trailingAnchor),
            ui.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: ui.etaCard.trailingAnchor),
            preferred(ui.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
            ui.googleLogo.leadingAnchor.constraint(equalTo: ui.viewport.leadingAnchor, constant: inset),
            stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
        ]
    }

    private func preferred(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = .defaultLow
        return constraint
    }
}
