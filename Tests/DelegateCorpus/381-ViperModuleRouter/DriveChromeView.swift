import GoogleNavigation
import UIKit

/// The views the SDK handed over for the current state.
@MainActor
enum ChromeElements {
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)

    var viewport: UIView {
        switch self {
        case .ready(let state): return state.viewport
        case .guidance(let state): return state.viewport
        }
    }

    var logo: UIView {
        switch self {
        case .ready(let state): return state.googleLogo
        case .guidance(let state): return state.googleLogo
        }
    }

    var buttons: [NavigationUIButton] {
        switch self {
        case .ready(let state): return state.buttons
        case .guidance(let state): return state.buttons
        }
    }
}

/// VIPER View of the DriveChrome module: applies view models to the map.
/// It keeps the views that stay from one model to the next mounted (so their
/// stacking order, and a prompt's place above them, does not change) and
/// swaps the constraints: the old ones off before the new ones on.
@MainActor
final class DriveChromeView: DriveChromeViewInput {
    let promptFloor = UILayoutGuide()

    private weak var map: GMSMapView?
    private var elements: ChromeElements?
    private let buttonRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var modelConstraints: [NSLayoutConstraint] = []
    private var mounted: [UIView] = []
    private(set) var displayed: ChromeViewModel?

    init() {
        buttonRail.translatesAutoresizingMaskIntoConstraints = false
        promptFloor.identifier = "DriveChrome.promptFloor"
    }

    /// Session start: the floor guide rests on the safe area's bottom.
    func attach(to map: GMSMapView) {
        self.map = map
        map.addLayoutGuide(promptFloor)
        let safe = map.safeAreaLayoutGuide
        let resting = promptFloor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            promptFloor.heightAnchor.constraint(equalToConstant: 0),
            promptFloor.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            promptFloor.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            promptFloor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
    }

    func bind(_ elements: ChromeElements) {
        self.elements = elements
    }

    /// Session end: every view, constraint and guide of the module goes.
    func detach() {
        NSLayoutConstraint.deactivate(modelConstraints)
        modelConstraints = []
        buttonRail.arrangedSubviews = []
        mounted.reversed().forEach { $0.removeFromSuperview() }
        mounted = []
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        map?.removeLayoutGuide(promptFloor)
        map = nil
        elements = nil
        displayed = nil
    }

    // MARK: DriveChromeViewInput

    func display(_ model: ChromeViewModel) {
        guard let map, let elements else { return }
        NSLayoutConstraint.deactivate(modelConstraints)
        modelConstraints = []

        let wanted = views(for: model, from: elements)
        for view in mounted.reversed() where !wanted.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for view in wanted where !mounted.contains(where: { $0 === view }) {
            map.addSubview(view)
        }
        mounted = wanted
        buttonRail.arrangedSubviews = model.buttonOrder.compactMap { kind in
            elements.buttons.first { $0.type == kind }?.view
        }

        modelConstraints = constraints(for: model, from: elements, in: map)
        NSLayoutConstraint.activate(modelConstraints)
        displayed = model
    }

    // MARK: Applying a model

    /// Back to front.
    private func views(for model: ChromeViewModel, from elements: ChromeElements) -> [UIView] {
        guard case .guidance(let state) = elements, model.isGuidance else {
            return [elements.viewport, elements.logo, buttonRail]
        }
        var views: [UIView] = [state.viewport, state.turnCard, state.etaCard]
        if model.showsTripProgress { views.append(state.tripProgressBar) }
        if model.showsSpeedWidget { views.append(state.speedWidget) }
        return views + [state.googleLogo, buttonRail]
    }

    private func constraints(for model: ChromeViewModel, from elements: ChromeElements, in map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let viewport = elements.viewport
        let logo = elements.logo
        let inset = model.edgeInset
        let gap = model.elementGap
        var result: [NSLayoutConstraint] = [
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: promptFloor.topAnchor),
            logo.bottomAnchor.constraint(equalTo: promptFloor.topAnchor, constant: -inset),
            buttonRail.bottomAnchor.constraint(equalTo: promptFloor.topAnchor, constant: -gap),
        ]

        guard case .guidance(let state) = elements, model.isGuidance else {
            return result + [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                buttonRail.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
                buttonRail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            ]
        }

        let turnCard = state.turnCard
        let etaCard = state.etaCard
        result += [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]

        // Where the trailing controls start, top to bottom.
        let controlsTop: NSLayoutYAxisAnchor
        if model.arrangement == .column {
            // Both cards in the leading column; the camera frames the map beside it.
            let besideColumn = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            besideColumn.priority = .defaultLow
            result += [
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                besideColumn,
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: inset),
            ]
            controlsTop = safe.topAnchor
        } else {
            // The ETA card spans the bottom: the open map ends above it.
            result += [
                etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                promptFloor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            ]
            controlsTop = turnCard.bottomAnchor
        }

        if model.showsSpeedWidget {
            let speed = state.speedWidget
            result += [
                speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
            ]
        }

        result.append(buttonRail.topAnchor.constraint(equalTo: controlsTop, constant: inset))
        if model.showsTripProgress {
            let bar = state.tripProgressBar
            result += [
                bar.topAnchor.constraint(equalTo: controlsTop, constant: inset),
                bar.bottomAnchor.constraint(equalTo: promptFloor.topAnchor, constant: -inset),
                bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                buttonRail.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -gap),
            ]
        } else {
            result.append(buttonRail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset))
        }
        return result
    }
}
