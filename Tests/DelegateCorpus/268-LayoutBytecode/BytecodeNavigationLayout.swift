import GoogleNavigation
import UIKit

// MARK: - Programs

enum Programs {
    /// Lives from enableNavigationUI to disableNavigationUI.
    static var session: [Op] {
        [
            .mount(.floor),
            .push(.floor), .flatten,
                .push(.safeArea),
                    .pinAtMost(.bottom, .bottom, 0),
                    .pinSoft(.bottom, .bottom, 0),
                    .pin(.leading, .leading, 0),
                    .pin(.trailing, .trailing, 0),
                .pop,
            .pop,
            .activate,
        ]
    }

    static var ready: [Op] {
        [
            .mount(.viewport), .mount(.logo), .stackButtons, .mount(.buttonStack),
            .push(.viewport),
                .push(.safeArea), .pin(.top, .top, 0), .pin(.leading, .leading, 0), .pin(.trailing, .trailing, 0), .pop,
                .push(.floor), .pin(.bottom, .top, 0), .pop,
            .pop,
            .call("logo"),
            .push(.buttonStack),
                .push(.safeArea), .pin(.trailing, .trailing, -Metric.buttonInset), .pin(.top, .top, Metric.headerTop), .pop,
                .push(.floor), .pin(.bottom, .top, -Metric.gap), .pop,
            .pop,
            .activate,
            .halt,

            .label("logo"),
            .jumpIfWide("logo.wide"),
            .push(.logo), .push(.safeArea), .pin(.leading, .leading, Metric.inset), .pop,
            .jump("logo.floor"),
            .label("logo.wide"),
            .push(.logo), .push(.safeArea), .pin(.leading, .leading, Metric.wideInset), .pop,
            .label("logo.floor"),
            .push(.floor), .pin(.bottom, .top, -Metric.gap), .pop, .pop,
            .ret,
        ]
    }

    static var guidance: [Op] {
        [
            .mount(.viewport), .mount(.turnCard), .mount(.etaCard), .mount(.progressBar),
            .mount(.speedWidget), .mount(.logo), .stackButtons, .mount(.buttonStack),
            // The cards own the leading column in both modes: turn card on top, ETA card at the bottom.
            .push(.turnCard), .push(.safeArea), .pin(.leading, .leading, 0), .pop, .push(.map), .pin(.top, .top, 0), .pop, .pop,
            .push(.etaCard), .push(.safeArea), .pin(.leading, .leading, 0), .pop, .push(.map), .pin(.bottom, .bottom, 0), .pop, .pop,
            .jumpIfWide("wide"),

            // Narrow: the open map lies between the cards.
            .push(.floor), .push(.etaCard), .pinAtMost(.bottom, .top, 0), .pop, .pop,
            .push(.viewport), .push(.turnCard), .pin(.top, .bottom, 0), .pop,
                .push(.safeArea), .pin(.leading, .leading, 0), .pin(.trailing, .trailing, 0), .pop, .pop,
            .push(.progressBar), .push(.turnCard), .pin(.top, .bottom, Metric.gap), .pop, .pop,
            .push(.buttonStack), .push(.turnCard), .pin(.top, .bottom, Metric.gap), .pop, .pop,
            .push(.logo), .push(.safeArea), .pin(.leading, .leading, Metric.inset), .pop, .pop,
            .push(.speedWidget), .push(.safeArea), .pin(.leading, .leading, Metric.inset), .pop, .pop,
            .jump("common"),

            // Wide: the open map lies beside the cards' column.
            .label("wide"),
            .push(.viewport), .push(.safeArea), .pin(.top, .top, 0), .pin(.trailing, .trailing, 0), .pop,
                .push(.turnCard), .pin(.leading, .trailing, 0), .pop, .pop,
            .push(.progressBar), .push(.safeArea), .pin(.top, .top, Metric.gap), .pop, .pop,
            .push(.buttonStack), .push(.safeArea), .pin(.top, .top, Metric.gap), .pop, .pop,
            .push(.logo), .push(.viewport), .pin(.leading, .leading, Metric.inset), .pop, .pop,
            .push(.speedWidget), .push(.viewport), .pin(.leading, .leading, Metric.inset), .pop, .pop,

            .label("common"),
            .push(.viewport), .push(.floor), .pin(.bottom, .top, 0), .pop, .pop,
            .push(.progressBar), .push(.safeArea), .pin(.trailing, .trailing, -Metric.barInset), .pop,
                .push(.floor), .pin(.bottom, .top, -Metric.gap), .pop, .pop,
            .push(.buttonStack), .push(.progressBar), .pin(.trailing, .leading, -Metric.gap), .pop,
                .push(.floor), .pin(.bottom, .top, -Metric.gap), .pop, .pop,
            .push(.logo), .push(.floor), .pin(.bottom, .top, -Metric.gap), .pop, .pop,
            .push(.speedWidget), .push(.logo), .pin(.bottom, .top, -Metric.gap), .pop, .pop,
            .activate,
        ]
    }

    /// The prompt slides up from the bottom edge; the open map stays above it.
    static var prompt: [Op] {
        [
            .mount(.prompt),
            .push(.prompt), .push(.safeArea), .pin(.leading, .leading, 0), .pop,
                .push(.map), .pin(.bottom, .bottom, 0), .mark("prompt.slide"), .pop, .pop,
            .push(.floor), .push(.prompt), .pinAtMost(.bottom, .top, 0), .pop, .pop,
            .activate,
        ]
    }
}

// MARK: - Delegate

final class BytecodeNavigationLayout: NSObject, NavigationLayoutDelegate {
    private enum Phase { case off, ready, guidance }

    private static let slideDuration: TimeInterval = 0.3

    private var vm: LayoutVM?
    private var phase = Phase.off

    private func machine(for navMap: GMSMapView) -> LayoutVM {
        if let vm, vm.map === navMap { return vm }
        let fresh = LayoutVM(map: navMap)
        vm = fresh
        return fresh
    }

    private func load(_ state: NavigationReadyUIState, into vm: LayoutVM) {
        (vm.slots, vm.buttons, vm.wide) = ([.logo: state.googleLogo, .viewport: state.viewport], state.buttons, state.wideMode)
    }

    private func load(_ state: ActiveGuidanceUIState, into vm: LayoutVM) {
        vm.slots = [
            .logo: state.googleLogo, .viewport: state.viewport,
            .turnCard: state.turnCard, .etaCard: state.etaCard,
            .progressBar: state.tripProgressBar, .speedWidget: state.speedWidget,
        ]
        vm.buttons = state.buttons
        vm.wide = state.wideMode
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let vm = machine(for: navMap)
        load(newState, into: vm)
        vm.run(Programs.session, as: .session)
        vm.run(Programs.ready, as: .ready)
        phase = .ready
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        guard let vm else { return }
        vm.undo(.prompt)
        vm.undo(.guidance)
        vm.undo(.ready)
        vm.undo(.session)
        vm.slots = [:]
        vm.buttons = []
        phase = .off
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let vm = machine(for: navMap)
        vm.undo(.ready)
        load(newState, into: vm)
        vm.run(Programs.guidance, as: .guidance)
        phase = .guidance
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        let vm = machine(for: navMap)
        vm.undo(.guidance)
        load(newState, into: vm)
        vm.run(Programs.ready, as: .ready)
        phase = .ready
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let vm, phase != .off else { return }
        vm.wide = newState.wideMode
        switch phase {
        case .ready:
            vm.undoConstraints(.ready)
            vm.run(Programs.ready, as: .ready)
        case .guidance:
            vm.undoConstraints(.guidance)
            vm.run(Programs.guidance, as: .guidance)
        case .off:
            break
        }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let vm = machine(for: navMap)
        vm.slots[.prompt] = newPrompt
        vm.run(Programs.prompt, as: .prompt)
        guard let slide = vm.marks["prompt.slide"] else { return }
        slide.constant = newPrompt.bounds.height
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.slideDuration) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let vm else { return }
        retire(vm.detach(.prompt), prompt: oldPrompt, slide: vm.marks["prompt.slide"], on: navMap)
        vm.slots[.prompt] = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    /// Slides a detached prompt out, then drops its constraints and views.
    private func retire(_ taken: (constraints: [NSLayoutConstraint], views: [UIView]),
                        prompt: NavigationPromptView, slide: NSLayoutConstraint?, on navMap: GMSMapView) {
        UIView.animate(withDuration: Self.slideDuration, animations: {
            slide?.constant = prompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { _ in
            NSLayoutConstraint.deactivate(taken.constraints)
            taken.views.forEach { $0.removeFromSuperview() }
        })
    }
}
