import GoogleNavigation
import UIKit

/// Custom layout for the driver app's navigation screen.
///
/// Ready: viewport over the safe area, logo bottom leading, compass top trailing.
/// Guidance: turn card on top, ETA card at the bottom (both in the leading column
/// in wide mode), speed widget and logo stacked above the ETA card, compass under
/// the turn card, reporting button above the ETA card, trip progress bar between them.
@MainActor
final class RouteChromeLayout: NSObject, NavigationLayoutDelegate {
    private(set) var phase: ChromePhase = .off
    private(set) var lastError: LayoutError?

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    /// Views added per phase, so each phase can take back exactly what it added.
    private var readyViews: [UIView] = []
    private var guidanceViews: [UIView] = []

    /// The constraints of the current phase's layout (rebuilt on size changes).
    private var layoutConstraints: [NSLayoutConstraint] = []

    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    private let fadeDuration: TimeInterval = 0.25

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        do throws(LayoutError) {
            try expect(.off)
            let attacher = Attacher(host: navMap)
            try attacher.add(newState.viewport, named: "viewport")
            try attacher.add(newState.googleLogo, named: "googleLogo")
            readyViews = [newState.viewport, newState.googleLogo]
            if let compass = try? requireButton(.compass, in: newState.buttons) {
                try attacher.add(compass, named: "compass")
                readyViews.append(compass)
            }
            readyState = newState
            phase = .ready
            layoutConstraints = try readyLayout(on: navMap, state: newState, wide: newState.wideMode)
        } catch {
            record(error)
        }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints = []
        dropPrompt()
        let attacher = Attacher(host: navMap)
        for view in guidanceViews + readyViews {
            do throws(LayoutError) {
                try attacher.detach(view, named: "\(type(of: view))")
            } catch {
                record(error)
            }
        }
        guidanceViews = []
        readyViews = []
        readyState = nil
        guidanceState = nil
        phase = .off
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        do throws(LayoutError) {
            try expect(.ready)
            NSLayoutConstraint.deactivate(layoutConstraints)
            layoutConstraints = []

            let attacher = Attacher(host: navMap)
            // The logo, the viewport and the compass may already be on the map:
            // that failure is fine, so `try?`.
            try? attacher.add(newState.viewport, named: "viewport")
            try? attacher.add(newState.googleLogo, named: "googleLogo")
            let cards: [(UIView, String)] = [
                (newState.turnCard, "turnCard"),
                (newState.etaCard, "etaCard"),
                (newState.tripProgressBar, "tripProgressBar"),
                (newState.speedWidget, "speedWidget"),
            ]
            for (view, name) in cards {
                try attacher.add(view, named: name)
                guidanceViews.append(view)
            }
            if let compass = try? requireButton(.compass, in: newState.buttons) {
                try? attacher.add(compass, named: "compass")
            }
            if let reporting = try? requireButton(.reporting, in: newState.buttons) {
                try attacher.add(reporting, named: "reporting")
                guidanceViews.append(reporting)
            }
            guidanceState = newState
            phase = .guiding
        } catch {
            record(error)
            return
        }

        switch guidanceLayout(on: navMap, state: newState, wide: newState.wideMode) {
        case .success(let constraints):
            layoutConstraints = constraints
        case .failure(let error):
            record(error)
        }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints = []
        dropPrompt()
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        guidanceState = nil
        readyState = newState
        phase = .ready
        do throws(LayoutError) {
            layoutConstraints = try readyLayout(on: navMap, state: newState, wide: newState.wideMode)
        } catch {
            record(error)
        }
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let wide = newState.wideMode
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints = []
        switch (phase, readyState, guidanceState) {
        case (.guiding, _, let active?):
            switch guidanceLayout(on: navMap, state: active, wide: wide) {
            case .success(let constraints): layoutConstraints = constraints
            case .failure(let error): record(error)
            }
        case (.ready, let ready?, _):
            layoutConstraints = (try? readyLayout(on: navMap, state: ready, wide: wide)) ?? []
        default:
            break
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt)
        present(newPrompt, on: navMap)
    }

    // MARK: Layouts

    private func readyLayout(on map: GMSMapView, state: NavigationReadyUIState, wide: Bool) throws(LayoutError) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let logoInset = wide
            ? NavigationStyleValues.headerFooterHorizontalPadding * 2
            : NavigationStyleValues.headerFooterHorizontalPadding
        return try activating("ready") { () throws(LayoutError) -> [NSLayoutConstraint] in
            var constraints = state.viewport.fullWidthConstraints(in: safe) + [
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
                state.googleLogo.bottomAnchor.constraint(
                    equalTo: safe.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
            ]
            if let compass = try? requireButton(.compass, in: state.buttons) {
                constraints += [
                    compass.topAnchor.constraint(
                        equalTo: safe.topAnchor, constant: NavigationStyleValues.buttonVerticalPadding),
                    compass.trailingAnchor.constraint(
                        equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
                ]
            }
            return try requireNonEmpty(constraints, "ready")
        }
    }

    private func guidanceLayout(on map: GMSMapView, state: ActiveGuidanceUIState, wide: Bool) -> Result<[NSLayoutConstraint], LayoutError> {
        Result { () throws(LayoutError) -> [NSLayoutConstraint] in
            let safe = map.safeAreaLayoutGuide
            let compass = try requireButton(.compass, in: state.buttons)
            let reporting = try requireButton(.reporting, in: state.buttons)
            let buttonGap = NavigationStyleValues.buttonVerticalPadding
            let buttonInset = NavigationStyleValues.buttonHorizontalPadding

            let cards: [NSLayoutConstraint]
            if wide {
                cards = state.turnCard.leadingColumnConstraints(in: safe, host: map)
                    + state.etaCard.leadingColumnConstraints(in: safe, host: map)
            } else {
                cards = state.turnCard.fullWidthConstraints(in: safe)
                    + state.etaCard.fullWidthConstraints(in: safe)
            }

            let vertical: [NSLayoutConstraint] = [
                state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ]

            // The camera frames the map between the turn card and the ETA card.
            let viewport: [NSLayoutConstraint] = state.viewport.fullWidthConstraints(in: safe) + [
                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor),
            ]

            // Logo and speed widget stack up from the ETA card along the leading edge.
            let leadingStack: [NSLayoutConstraint] = [
                state.googleLogo.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.leadingAnchor),
                state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.layoutMarginsGuide.topAnchor),
                state.googleLogo.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
                state.speedWidget.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -4),
            ]

            // Buttons and the progress bar along the trailing edge.
            let trailingStack: [NSLayoutConstraint] = [
                compass.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: buttonGap),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
                reporting.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
                reporting.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor, constant: -buttonGap),
                reporting.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor, constant: -buttonGap),
                state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -4),
                state.tripProgressBar.topAnchor.constraint(equalTo: compass.bottomAnchor, constant: buttonGap),
                state.tripProgressBar.bottomAnchor.constraint(equalTo: reporting.topAnchor, constant: -buttonGap),
            ]

            // The equalities that a prompt may push up are soft; the inequalities hold.
            let softTargets: [NSLayoutConstraint] = viewport + leadingStack + trailingStack
            let soft = softTargets.softened { constraint in
                constraint.relation == .equal
                    && (constraint.firstAnchor === state.viewport.bottomAnchor
                        || constraint.firstAnchor === state.googleLogo.bottomAnchor
                        || constraint.firstAnchor === reporting.bottomAnchor)
                    ? .defaultHigh : nil
            }

            let all = try requireNonEmpty(cards + vertical + soft, "guidance")
            return try activating("guidance") { () throws(LayoutError) -> [NSLayoutConstraint] in all }
        }
    }

    // MARK: Prompts

    private func present(_ newPrompt: NavigationPromptView, on map: GMSMapView) {
        guard let active = guidanceState else { return }
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        map.addSubview(newPrompt)

        var constraints: [NSLayoutConstraint] = [
            newPrompt.leadingAnchor.constraint(equalTo: active.etaCard.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: active.etaCard.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: active.etaCard.bottomAnchor),
            // Keep the camera, the logo and the bottom button clear of the prompt.
            active.viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
            active.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        if let reporting = try? requireButton(.reporting, in: active.buttons) {
            constraints.append(reporting.bottomAnchor.constraint(
                lessThanOrEqualTo: newPrompt.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding))
        }
        NSLayoutConstraint.activate(constraints)
        promptConstraints = constraints
        prompt = newPrompt

        UIView.animate(withDuration: fadeDuration) {
            newPrompt.alpha = 1
        }
    }

    private func dismiss(_ oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt {
            NSLayoutConstraint.deactivate(promptConstraints)
            promptConstraints = []
            prompt = nil
        }
        UIView.animate(withDuration: fadeDuration, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    /// Used by stop/disable: no animation, just make sure nothing is left.
    private func dropPrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }

    // MARK: Bookkeeping

    private func expect(_ wanted: ChromePhase) throws(LayoutError) {
        guard phase == wanted else {
            throw .wrongPhase(expected: wanted, found: phase)
        }
    }

    private func record(_ error: LayoutError) {
        lastError = error
        if !error.isRecoverable {
            print("RouteChromeLayout: \(error.logDescription)")
        }
    }
}
