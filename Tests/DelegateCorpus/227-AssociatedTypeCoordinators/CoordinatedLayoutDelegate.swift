import GoogleNavigation
import UIKit

// MARK: - Stages

@MainActor
protocol Stage {
    associatedtype UIState: NavigationUIState
    func parts(for state: UIState) -> [any ChromePart]
}

struct ReadyStage: Stage {
    func parts(for state: NavigationReadyUIState) -> [any ChromePart] {
        [
            ViewportPart(state.viewport),
            LogoPart(state.googleLogo),
            ButtonRailPart(state.buttons, order: [.compass]),
        ]
    }
}

struct GuidanceStage: Stage {
    func parts(for state: ActiveGuidanceUIState) -> [any ChromePart] {
        [
            CardPart(.turnCard, state.turnCard, edge: .top),
            CardPart(.etaCard, state.etaCard, edge: .bottom),
            ViewportPart(state.viewport, below: state.turnCard),
            LogoPart(state.googleLogo, besideColumn: state.turnCard),
            SpeedPart(state.speedWidget, above: state.googleLogo),
            ButtonRailPart(state.buttons, order: [.compass, .reporting], below: state.turnCard),
        ]
    }
}

// MARK: - Coordinators

@MainActor
protocol PhaseCoordinating: AnyObject {
    var isPresented: Bool { get }
    func relayout(in context: ChromeContext)
    func dismiss()
}

@MainActor
final class PhaseCoordinator<S: Stage>: PhaseCoordinating {
    private let stage: S
    fileprivate(set) var parts: [any ChromePart] = []
    private var active: [NSLayoutConstraint] = []

    init(stage: S) { self.stage = stage }

    var isPresented: Bool { !parts.isEmpty }

    func present(_ state: S.UIState, in context: ChromeContext) {
        parts = stage.parts(for: state)
        parts.forEach { $0.install(in: context) }
        relayout(in: context)
    }

    func relayout(in context: ChromeContext) {
        NSLayoutConstraint.deactivate(active)
        active = parts.flatMap { $0.constraints(in: context) }
        NSLayoutConstraint.activate(active)
    }

    func dismiss() {
        NSLayoutConstraint.deactivate(active)
        active = []
        parts.reversed().forEach { $0.uninstall() }
        parts = []
    }

    func part<P: ChromePart>(_ type: P.Type, at slot: P.Slot) -> P? {
        parts.lazy.compactMap { $0 as? P }.first { $0.slot == slot }
    }
}

extension PhaseCoordinator where S == GuidanceStage {
    func attach(_ prompt: PromptPart, in context: ChromeContext) {
        parts.append(prompt)
        prompt.install(in: context)
        relayout(in: context)
    }

    /// Takes the prompt out of the layout at once and fades it out.
    func detach(_ prompt: NavigationPromptView, in context: ChromeContext) {
        guard let part = part(PromptPart.self, at: .prompt), part.prompt === prompt else { return }
        parts.removeAll { $0.key == part.key }
        relayout(in: context)
        part.fadeOut()
    }
}

// MARK: - The delegate

@MainActor
final class CoordinatedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let ready = PhaseCoordinator(stage: ReadyStage())
    private let guidance = PhaseCoordinator(stage: GuidanceStage())
    private var coordinators: [any PhaseCoordinating] { [ready, guidance] }

    private let openMap: UILayoutGuide = {
        let guide = UILayoutGuide()
        guide.identifier = "openMap"
        return guide
    }()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var wide = false

    private func context(_ navMap: GMSMapView) -> ChromeContext {
        ChromeContext(map: navMap, wide: wide, openMap: openMap)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        wide = newState.wideMode
        navMap.addLayoutGuide(openMap)
        let safe = navMap.safeAreaLayoutGuide
        let resting = openMap.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            openMap.topAnchor.constraint(equalTo: safe.topAnchor),
            openMap.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            openMap.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            openMap.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        ready.present(newState, in: context(navMap))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        coordinators.filter(\.isPresented).forEach { $0.dismiss() }
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(openMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wide = newState.wideMode
        ready.dismiss()
        guidance.present(newState, in: context(navMap))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidance.dismiss()
        wide = newState.wideMode
        ready.present(newState, in: context(navMap))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        let context = context(navMap)
        coordinators.filter(\.isPresented).forEach { $0.relayout(in: context) }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guidance.attach(PromptPart(newPrompt), in: context(navMap))
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guidance.detach(oldPrompt, in: context(navMap))
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
