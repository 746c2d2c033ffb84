import GoogleNavigation
import UIKit

/// Drive chrome, written the way the payments team writes everything: each
/// layout step is a throwing function that checks its inputs, a state's
/// required steps run in a transaction that rolls back on failure, optional
/// steps are collected as `Result`s and the failures logged and skipped.
///
/// Geometry: an `openFloor` guide (session-long) marks the bottom of the open
/// map; the camera ends on it, the logo and the trailing controls float above
/// it. Narrow guidance docks the ETA card below the floor and puts the camera
/// under the turn card; wide guidance keeps both cards in the leading column
/// with the camera beside them.
@MainActor
final class CheckedChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private struct Chrome {
        var viewport: UIView
        var logo: UIView
        var turnCard: UIView?
        var etaCard: UIView?
        var speedWidget: UIView?
        var progressBar: UIView?
    }

    private let openFloor = UILayoutGuide()
    private let buttonRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var sessionPins: [NSLayoutConstraint] = []
    private var stagePins: [NSLayoutConstraint] = []
    private var stageViews: [UIView] = []
    private var chrome: Chrome?
    private var stage = ChromeStage.off
    private var prompt: (view: NavigationPromptView, pins: [NSLayoutConstraint])?
    private let log: (String) -> Void

    init(log: @escaping (String) -> Void = { print("[chrome]", $0) }) {
        self.log = log
        super.init()
        buttonRail.translatesAutoresizingMaskIntoConstraints = false
        buttonRail.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    private static func edge(wide: Bool) -> CGFloat { wide ? 16 : 12 }

    // MARK: - Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(openFloor)
        let resting = openFloor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionPins = [
            openFloor.heightAnchor.constraint(equalToConstant: 0),
            openFloor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            openFloor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            openFloor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionPins)
        enterReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompt()
        leaveStage()
        NSLayoutConstraint.deactivate(sessionPins)
        sessionPins = []
        navMap.removeLayoutGuide(openFloor)
        stage = .off
    }

    // MARK: - Transitions

    private func enterReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let compass = try? state.buttons.view(of: .compass)
        buttonRail.arrangedSubviews = [compass].compactMap { $0 }
        mount([state.viewport, state.googleLogo, buttonRail], on: navMap)
        chrome = Chrome(viewport: state.viewport, logo: state.googleLogo)
        stage = .ready(wide: state.wideMode)
        layOutStage(on: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        leaveStage()
        // Compass first, reporting under it; a state without the reporting
        // button (incident reporting off for the fleet) just has a shorter rail.
        let kinds: [NavigationButtonKnownType] = [.compass, .reporting]
        buttonRail.arrangedSubviews = kinds.compactMap { try? newState.buttons.view(of: $0) }
        mount([newState.viewport, newState.turnCard, newState.etaCard, newState.tripProgressBar,
               newState.speedWidget, newState.googleLogo, buttonRail], on: navMap)
        chrome = Chrome(viewport: newState.viewport, logo: newState.googleLogo, turnCard: newState.turnCard,
                        etaCard: newState.etaCard, speedWidget: newState.speedWidget,
                        progressBar: newState.tripProgressBar)
        stage = .guidance(wide: newState.wideMode)
        layOutStage(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dropPrompt()
        leaveStage()
        enterReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let relaid: ChromeStage
        switch stage {
        case .off: return
        case .ready(let wide) where wide == newState.wideMode: return
        case .guidance(let wide) where wide == newState.wideMode: return
        case .ready: relaid = .ready(wide: newState.wideMode)
        case .guidance: relaid = .guidance(wide: newState.wideMode)
        }
        NSLayoutConstraint.deactivate(stagePins)
        stagePins = []
        stage = relaid
        layOutStage(on: navMap)
    }

    // MARK: - Laying out a stage

    /// Required steps in one transaction; optional ones one by one. A required
    /// failure leaves the stage with the bare minimum (camera and logo), which
    /// is what the SDK needs to stay usable.
    private func layOutStage(on navMap: GMSMapView) {
        guard let chrome else { return }
        do {
            let required = try activatingTransaction("\(stage.kind)", log: log) { activate in
                for step in try requiredSteps(chrome, on: navMap) {
                    activate(try step.make())
                }
            }
            let optional = optionalSteps(chrome, on: navMap).map { $0.callAsResult() }
            for case .failure(let error) in optional {
                log("skipped: \(error.localizedDescription)")
            }
            let extras = optional.compactMap { try? $0.get() }.flatMap { $0 }
            NSLayoutConstraint.activate(extras)
            stagePins = required + extras
        } catch ChromeLayoutError.notMounted(let name), ChromeLayoutError.detached(let name) {
            log("\(name) missing from the map; falling back to the bare layout")
            stagePins = bareLayout(chrome, on: navMap)
        } catch let error as ChromeLayoutError where error.isRecoverable {
            log("recoverable: \(error.localizedDescription)")
            stagePins = bareLayout(chrome, on: navMap)
        } catch {
            log("layout failed: \(error as NSError)")
            stagePins = bareLayout(chrome, on: navMap)
        }
    }

    private func requiredSteps(_ chrome: Chrome, on navMap: GMSMapView) throws -> [LayoutStep] {
        let safe = navMap.safeAreaLayoutGuide
        let viewport = try chrome.viewport.requireMounted(in: navMap, as: "viewport")
        let logo = try chrome.logo.requireMounted(in: navMap, as: "logo")
        let floor = openFloor
        let wide = stage.isWide
        let edge = Self.edge(wide: wide)

        switch stage {
        case .off:
            throw ChromeLayoutError.unexpectedStage(expected: .ready, actual: .off)
        case .ready:
            return [
                LayoutStep(name: "viewport") { [
                    viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
                ] },
                LayoutStep(name: "logo") { [
                    logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),
                    logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -edge),
                ] },
            ]
        case .guidance:
            guard let turn = chrome.turnCard, let eta = chrome.etaCard else {
                throw ChromeLayoutError.unexpectedStage(expected: .guidance, actual: .ready)
            }
            let turnCard = try turn.requireMounted(in: navMap, as: "turnCard")
            let etaCard = try eta.requireMounted(in: navMap, as: "etaCard")
            let cards = LayoutStep(name: "cards") { [
                turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ] }
            let camera: LayoutStep
            if wide {
                camera = LayoutStep(name: "viewport.beside") {
                    let rest = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
                    rest.priority = .defaultLow
                    return [
                        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                        rest,
                        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                        viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
                    ]
                }
            } else {
                camera = LayoutStep(name: "viewport.between") { [
                    viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                    viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
                    floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                ] }
            }
            let logoStep = LayoutStep(name: "logo") { [
                wide
                    ? logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: edge)
                    : logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),
                logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -edge),
            ] }
            return [cards, camera, logoStep]
        }
    }

    /// Speed widget, trip progress bar and the button rail: nice to have.
    private func optionalSteps(_ chrome: Chrome, on navMap: GMSMapView) -> [LayoutStep] {
        let safe = navMap.safeAreaLayoutGuide
        let floor = openFloor
        let rail = buttonRail
        let edge = Self.edge(wide: stage.isWide)
        guard case .guidance(let wide) = stage else {
            return [LayoutStep(name: "buttons") { [
                try rail.requireMounted(in: navMap, as: "buttons").topAnchor
                    .constraint(equalTo: safe.topAnchor, constant: edge),
                rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edge),
                rail.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -edge),
            ] }]
        }
        let top: NSLayoutYAxisAnchor = wide ? safe.topAnchor : (chrome.turnCard ?? chrome.viewport).bottomAnchor
        return [
            LayoutStep(name: "speedWidget") {
                guard let widget = chrome.speedWidget else { throw ChromeLayoutError.notMounted(view: "speedWidget") }
                let speed = try widget.requireMounted(in: navMap, as: "speedWidget")
                return [
                    speed.leadingAnchor.constraint(equalTo: chrome.logo.leadingAnchor),
                    speed.bottomAnchor.constraint(equalTo: chrome.logo.topAnchor, constant: -8),
                ]
            },
            LayoutStep(name: "progressBar") {
                guard let barView = chrome.progressBar else { throw ChromeLayoutError.notMounted(view: "progressBar") }
                let bar = try barView.requireMounted(in: navMap, as: "progressBar")
                return [
                    bar.topAnchor.constraint(equalTo: top, constant: edge),
                    bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edge),
                    bar.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -edge),
                    rail.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -8),
                ]
            },
            LayoutStep(name: "buttons") { [
                try rail.requireMounted(in: navMap, as: "buttons").topAnchor.constraint(equalTo: top, constant: edge),
                rail.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -edge),
            ] },
        ]
    }

    /// Camera over the safe area and the logo in its corner: never fails.
    private func bareLayout(_ chrome: Chrome, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let pins = [
            chrome.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            chrome.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            chrome.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            chrome.viewport.bottomAnchor.constraint(equalTo: openFloor.topAnchor),
            chrome.logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12),
            chrome.logo.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -12),
        ]
        NSLayoutConstraint.activate(pins)
        return pins
    }

    private func mount(_ views: [UIView], on navMap: GMSMapView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        stageViews = views
    }

    /// Pins off first, then the views: the next stage never meets this one's pins.
    private func leaveStage() {
        NSLayoutConstraint.deactivate(stagePins)
        stagePins = []
        buttonRail.arrangedSubviews = []
        stageViews.reversed().forEach { $0.removeFromSuperview() }
        stageViews = []
        chrome = nil
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        do {
            guard case .guidance = stage else {
                throw ChromeLayoutError.unexpectedStage(expected: .guidance, actual: stage.kind)
            }
            newPrompt.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(newPrompt)
            let pins = try activatingTransaction("prompt", log: log) { activate in
                let view = try newPrompt.requireMounted(in: navMap, as: "prompt")
                activate([
                    view.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                    view.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
                    openFloor.bottomAnchor.constraint(lessThanOrEqualTo: view.topAnchor),
                ])
            }
            prompt = (newPrompt, pins)
        } catch {
            // Better no prompt than a prompt nobody can place.
            log("prompt not shown: \(error.localizedDescription)")
            newPrompt.removeFromSuperview()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt?.view === oldPrompt {
            dropPrompt()
        } else {
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func dropPrompt() {
        guard let (view, pins) = prompt else { return }
        NSLayoutConstraint.deactivate(pins)
        view.removeFromSuperview()
        prompt = nil
    }
}
