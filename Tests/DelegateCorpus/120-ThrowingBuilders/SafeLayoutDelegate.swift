import UIKit
import GoogleNavigation

/// Layout delegate whose builders report problems instead of crashing the nav screen.
final class SafeLayoutDelegate: NavigationLayoutDelegate {
    private var current: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var added: [UIView] = []
    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?

    // MARK: Builders

    private func buildReady(_ map: GMSMapView, _ state: NavigationReadyUIState) -> Result<[NSLayoutConstraint], LayoutError> {
        let safe = map.safeAreaLayoutGuide
        let inset: CGFloat = state.wideMode ? NavigationStyleValues.elementHorizontalPadding : 8
        do {
            var result = try Pin.edges(track(map.host(state.viewport)), to: safe, name: "viewport", top: 0, leading: 0, trailing: 0, bottom: 0)
            result += try Pin.edges(track(map.host(state.googleLogo)), to: safe, name: "logo", leading: inset, bottom: inset)
            guard let compass = state.buttons.first(where: { $0.type == .compass }) else {
                throw LayoutError.missingButton("compass")
            }
            result += try Pin.edges(track(map.host(compass.view)), to: safe, name: "compass",
                                    top: NavigationStyleValues.buttonVerticalPadding,
                                    trailing: NavigationStyleValues.buttonHorizontalPadding)
            return .success(result)
        } catch LayoutError.missingButton(let name) {
            NavLayoutLogger.info("no \(name) button in this state, laying out without it")
            // Viewport and logo are mandatory: rebuild them alone.
            let result = (try? Pin.edges(state.viewport, to: safe, name: "viewport", top: 0, leading: 0, trailing: 0, bottom: 0)) ?? []
            let logo = (try? Pin.edges(state.googleLogo, to: safe, name: "logo", leading: inset, bottom: inset)) ?? []
            return .success(result + logo)
        } catch let error as LayoutError {
            return .failure(error)
        } catch {
            return .failure(.wrongState(expected: "ready"))
        }
    }

    private func buildGuidance(_ map: GMSMapView, _ state: ActiveGuidanceUIState) -> Result<[NSLayoutConstraint], LayoutError> {
        Result {
            let safe = map.safeAreaLayoutGuide
            let pad = NavigationStyleValues.headerFooterHorizontalPadding
            let turn = track(map.host(state.turnCard)), eta = track(map.host(state.etaCard))
            var result = try Pin.edges(turn, to: safe, name: "turnCard", top: NavigationStyleValues.headerTopPadding, leading: pad)
            result += try Pin.edges(eta, to: safe, name: "etaCard", leading: pad, bottom: 0)
            if state.wideMode {
                result += [turn.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                           eta.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor)]
            } else {
                result += try Pin.edges(turn, to: safe, name: "turnCard", trailing: pad)
                result += try Pin.edges(eta, to: safe, name: "etaCard", trailing: pad)
            }
            let viewport = track(map.host(state.viewport))
            result += try Pin.edges(viewport, to: safe, name: "viewport", leading: 0, trailing: 0)
            result.append(try Pin.below(viewport, turn, gap: 0, name: "viewport"))
            result += try Pin.resting(viewport, on: eta.layoutMarginsGuide.topAnchor, name: "viewport")
            let logo = track(map.host(state.googleLogo))
            result += try Pin.edges(logo, to: safe, name: "logo", leading: 8)
            result += try Pin.resting(logo, on: eta.layoutMarginsGuide.topAnchor, name: "logo")
            let speed = track(map.host(state.speedWidget))
            result += try Pin.edges(speed, to: safe, name: "speedWidget", trailing: NavigationStyleValues.elementHorizontalPadding)
            result.append(speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor))
            var above: UIView = turn
            for type in [NavigationButtonKnownType.compass, .reporting] {
                guard let button = state.buttons.first(where: { $0.type == type }) else {
                    NavLayoutLogger.info("button missing during guidance, skipping it")
                    continue
                }
                let view = track(map.host(button.view))
                result.append(try Pin.below(view, above, gap: NavigationStyleValues.buttonVerticalPadding, name: "button"))
                result += try Pin.edges(view, to: safe, name: "button", trailing: NavigationStyleValues.buttonHorizontalPadding)
                above = view
            }
            return result
        }.mapError { ($0 as? LayoutError) ?? .wrongState(expected: "guidance") }
    }

    private func buildPrompt(_ map: GMSMapView, _ newPrompt: NavigationPromptView) throws -> [NSLayoutConstraint] {
        guard let guidance else { throw LayoutError.wrongState(expected: "guidance") }
        map.host(newPrompt)
        var result = try Pin.edges(newPrompt, to: map.safeAreaLayoutGuide, name: "prompt", leading: 0, trailing: 0)
        result.append(newPrompt.bottomAnchor.constraint(equalTo: map.bottomAnchor))
        result.append(guidance.viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor))
        result.append(guidance.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor))
        return result
    }

    private func track(_ view: UIView) -> UIView {
        if !added.contains(where: { $0 === view }) { added.append(view) }
        return view
    }

    // MARK: Applying

    private func activate(_ result: Result<[NSLayoutConstraint], LayoutError>, context: String) {
        switch result {
        case .success(let constraints):
            current = constraints
            NSLayoutConstraint.activate(constraints)
        case .failure(let error):
            NavLayoutLogger.error("\(context) failed: \(error)")
            current = []
        }
    }

    private func tearDown(keeping kept: [UIView] = []) {
        NSLayoutConstraint.deactivate(current)
        current = []
        for view in added where !kept.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        added.removeAll { view in !kept.contains(where: { $0 === view }) }
    }

    private func dropPrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }

    private func presentPrompt(_ map: GMSMapView, _ newPrompt: NavigationPromptView) {
        do {
            promptConstraints = try buildPrompt(map, newPrompt)
            prompt = newPrompt
            NSLayoutConstraint.activate(promptConstraints)
        } catch {
            NavLayoutLogger.error("prompt not shown: \(error)")
            newPrompt.removeFromSuperview()
        }
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        activate(buildReady(navMap, newState), context: "enableNavigationUI")
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompt()
        tearDown()
        guidance = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDown(keeping: [oldState.viewport, oldState.googleLogo])
        guidance = newState
        activate(buildGuidance(navMap, newState), context: "startGuidance")
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dropPrompt()
        tearDown(keeping: [newState.viewport, newState.googleLogo])
        guidance = nil
        activate(buildReady(navMap, newState), context: "stopGuidance")
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        NSLayoutConstraint.deactivate(current)
        if let active = newState as? ActiveGuidanceUIState {
            activate(buildGuidance(navMap, active), context: "sizeChanged")
            if let prompt { navMap.bringSubviewToFront(prompt) }
        } else if let ready = newState as? NavigationReadyUIState {
            activate(buildReady(navMap, ready), context: "sizeChanged")
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        presentPrompt(navMap, newPrompt)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dropPrompt()
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dropPrompt()
        oldPrompt.removeFromSuperview()
        presentPrompt(navMap, newPrompt)
    }
}
