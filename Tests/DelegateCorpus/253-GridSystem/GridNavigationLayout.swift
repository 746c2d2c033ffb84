import GoogleNavigation
import UIKit

/// Navigation layout on the team's 12-column grid.
///
/// Rows, top to bottom: header (turn card), content (viewport), footer (ETA card, or the prompt
/// while one is up). Floating chrome sits on the footer line: the logo and speed widget in the
/// first column, the buttons ending at the column before the rail, the trip progress bar in the
/// rail column. In wide mode the cards and the prompt take the first half of the grid and the
/// viewport the other half.
@MainActor
final class GridNavigationLayout: NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private enum Metrics {
        static let cardColumns = 6
        static let promptFade: TimeInterval = 0.25
    }

    private var phase: Phase = .off
    /// The latest `wideMode` the SDK reported (a stored state object keeps the flag it was handed with).
    private var isWide = false
    private let columns = ColumnGuides(grid: GridSystem.forWidth(0))
    private let headerRow = UILayoutGuide()
    private let footerRow = UILayoutGuide()
    private var rowFrame: [NSLayoutConstraint] = []
    private var buttonStack: GMSNavigationHidingStackView?

    /// The current state's constraints; replaced as a whole on every relayout.
    private var stateConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        installGrid(on: navMap)
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing).preparedForGrid()
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        navMap.addSubview(stack)
        buttonStack = stack
        navMap.addSubview(newState.viewport.preparedForGrid())
        navMap.addSubview(newState.googleLogo.preparedForGrid())
        phase = .ready(newState)
        relayout(navMap, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints.removeAll()
        buttonStack?.arrangedSubviews = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        uninstallGrid(from: navMap)
        phase = .off
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        for view in [newState.turnCard, newState.etaCard, newState.speedWidget, newState.tripProgressBar] {
            navMap.addSubview(view.preparedForGrid())
        }
        phase = .guidance(newState)
        relayout(navMap, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePrompt()
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints.removeAll()
        for view in [oldState.turnCard, oldState.etaCard, oldState.speedWidget, oldState.tripProgressBar] {
            view.removeFromSuperview()
        }
        phase = .ready(newState)
        relayout(navMap, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard columns.isInstalled else { return }
        columns.update(to: GridSystem.forWidth(navMap.bounds.width))
        relayout(navMap, wide: newState.wideMode)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard case .guidance = phase else { return }
        newPrompt.preparedForGrid().alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        relayout(navMap, wide: isWide)
        UIView.animate(withDuration: Metrics.promptFade) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt { prompt = nil }
        if case .guidance = phase {
            relayout(navMap, wide: isWide)
        }
        UIView.animate(withDuration: Metrics.promptFade, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Grid and rows

    private func installGrid(on navMap: GMSMapView) {
        columns.update(to: GridSystem.forWidth(navMap.bounds.width))
        columns.install(in: navMap)
        let area = navMap.safeAreaLayoutGuide
        headerRow.identifier = "grid.row.header"
        footerRow.identifier = "grid.row.footer"
        navMap.addLayoutGuide(headerRow)
        navMap.addLayoutGuide(footerRow)
        rowFrame = [headerRow, footerRow].flatMap { row in
            [row.leadingAnchor.constraint(equalTo: area.leadingAnchor),
             row.trailingAnchor.constraint(equalTo: area.trailingAnchor),
             row.heightAnchor.constraint(equalToConstant: 0)]
        }
        NSLayoutConstraint.activate(rowFrame)
    }

    private func uninstallGrid(from navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(rowFrame)
        rowFrame.removeAll()
        navMap.removeLayoutGuide(headerRow)
        navMap.removeLayoutGuide(footerRow)
        columns.uninstall()
    }

    // MARK: Layout

    private func relayout(_ navMap: GMSMapView, wide: Bool) {
        isWide = wide
        NSLayoutConstraint.deactivate(stateConstraints + promptConstraints)
        switch phase {
        case .off:
            stateConstraints = []
            promptConstraints = []
        case .ready(let state):
            stateConstraints = readyLayout(state, in: navMap, wide: wide)
            promptConstraints = []
        case .guidance(let state):
            stateConstraints = guidanceLayout(state, in: navMap, wide: wide)
            promptConstraints = prompt.map { promptLayout($0, state: state, in: navMap, wide: wide) } ?? []
        }
        NSLayoutConstraint.activate(stateConstraints + promptConstraints)
    }

    private func readyLayout(_ state: NavigationReadyUIState, in navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
        let area = navMap.safeAreaLayoutGuide
        buttonStack?.arrangedSubviews = [state.buttons.view(ofType: .compass)].compactMap { $0 }
        var layout: [NSLayoutConstraint] = [
            headerRow.topAnchor.constraint(equalTo: area.topAnchor),
            footerRow.topAnchor.constraint(equalTo: area.bottomAnchor),
        ]
        layout += state.viewport.constraints(in: columns.bleed(in: navMap), fit: .fill)
        layout += [state.viewport.topAnchor.constraint(equalTo: headerRow.bottomAnchor),
                   state.viewport.bottomAnchor.constraint(equalTo: footerRow.topAnchor)]
        let logoSpan = wide ? columns.span(Metrics.cardColumns) : columns.span(columns.grid.columns)
        layout += state.googleLogo.constraints(in: logoSpan, fit: .hug)
        layout += state.googleLogo.constraints(sittingOn: footerRow.topAnchor)
        layout += buttonLayout(in: navMap, endingAt: columns.grid.railColumn, above: footerRow.topAnchor,
                               below: headerRow.bottomAnchor)
        return layout
    }

    private func guidanceLayout(_ state: ActiveGuidanceUIState, in navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
        let area = navMap.safeAreaLayoutGuide
        buttonStack?.arrangedSubviews = [state.buttons.view(ofType: .compass),
                                         state.buttons.view(ofType: .reporting)].compactMap { $0 }
        let cardSpan = wide ? columns.span(Metrics.cardColumns) : columns.bleed(in: navMap)
        let cardFit: GridFit = wide ? .hug : .fill
        let footerLine = prompt?.layoutMarginsGuide.topAnchor ?? state.etaCard.layoutMarginsGuide.topAnchor

        var layout: [NSLayoutConstraint] = []
        // Header row: the turn card.
        layout += state.turnCard.constraints(in: cardSpan, fit: cardFit)
        layout += [state.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                   headerRow.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor)]
        // Footer row: the ETA card, or the prompt over it.
        layout += state.etaCard.constraints(in: cardSpan, fit: cardFit)
        layout += [state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                   footerRow.topAnchor.constraint(equalTo: footerLine)]
        // Content row: the viewport, beside the cards in wide mode.
        if wide {
            layout += state.viewport.constraints(
                in: GridSpan(leading: columns.column(Metrics.cardColumns).leadingAnchor, trailing: area.trailingAnchor),
                fit: .fill)
            layout += [state.viewport.topAnchor.constraint(equalTo: area.topAnchor),
                       state.viewport.bottomAnchor.constraint(equalTo: area.bottomAnchor)]
        } else {
            layout += state.viewport.constraints(in: columns.bleed(in: navMap), fit: .fill)
            layout += [state.viewport.topAnchor.constraint(equalTo: headerRow.bottomAnchor),
                       state.viewport.bottomAnchor.constraint(equalTo: footerRow.topAnchor)]
        }
        // First column: logo on the footer line, speed widget on the logo.
        layout += state.googleLogo.constraints(in: columns.span(Metrics.cardColumns), fit: .hug)
        layout += state.googleLogo.constraints(sittingOn: footerRow.topAnchor)
        layout += state.speedWidget.constraints(in: columns.span(Metrics.cardColumns), fit: .hug)
        layout += state.speedWidget.constraints(sittingOn: state.googleLogo.layoutMarginsGuide.topAnchor)
        // Rail column: the trip progress bar; the buttons end one column before it.
        let rail = columns.column(columns.grid.railColumn)
        let railTop = wide ? area.topAnchor : headerRow.bottomAnchor
        let railBottom = wide ? area.bottomAnchor : footerRow.topAnchor
        layout += [state.tripProgressBar.centerXAnchor.constraint(equalTo: rail.centerXAnchor),
                   state.tripProgressBar.topAnchor.constraint(equalTo: railTop),
                   state.tripProgressBar.bottomAnchor.constraint(equalTo: railBottom)]
        layout += buttonLayout(in: navMap, endingAt: columns.grid.railColumn - 1, above: railBottom, below: railTop)
        return layout
    }

    private func promptLayout(_ prompt: NavigationPromptView, state: ActiveGuidanceUIState, in navMap: GMSMapView,
                              wide: Bool) -> [NSLayoutConstraint] {
        let span = wide ? columns.span(Metrics.cardColumns) : columns.bleed(in: navMap)
        return prompt.constraints(in: span, fit: wide ? .hug : .fill)
            + [prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)]
    }

    private func buttonLayout(in navMap: GMSMapView, endingAt column: Int, above bottom: NSLayoutYAxisAnchor,
                              below top: NSLayoutYAxisAnchor) -> [NSLayoutConstraint] {
        guard let stack = buttonStack else { return [] }
        return [stack.trailingAnchor.constraint(equalTo: columns.column(column).trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: bottom),
                stack.topAnchor.constraint(greaterThanOrEqualTo: top)]
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
