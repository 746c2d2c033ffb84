import GoogleNavigation
import UIKit

/// Lays out the navigation chrome through the seams only: a host, states, stacks and prompts.
/// Compass top-trailing under the cards, reporting button bottom-trailing, prompts hanging
/// under the turn card.
@MainActor
final class ChromeLayoutEngine {
    private let metrics: ChromeMetrics
    private let topStack: any ButtonStacking
    private let bottomStack: any ButtonStacking

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var sessionViews: [UIView] = []
    private(set) var prompt: PromptView?

    init(metrics: ChromeMetrics, topStack: any ButtonStacking, bottomStack: any ButtonStacking) {
        self.metrics = metrics
        self.topStack = topStack
        self.bottomStack = bottomStack
    }

    // MARK: Navigation ready

    func installSession<Host: NavigationMapHosting, State: ChromeState>(_ state: State, on host: Host) {
        sessionViews = [state.viewport, state.googleLogo, topStack, bottomStack]
        sessionViews.forEach { add($0, to: host) }
        layOutReady(state, on: host)
    }

    func layOutReady<Host: NavigationMapHosting, State: ChromeState>(_ state: State, on host: Host) {
        NSLayoutConstraint.deactivate(readyConstraints)
        topStack.arrangedSubviews = [state.buttonView(.compass)].compactMap { $0 }
        bottomStack.arrangedSubviews = []
        let safe = host.safeAreaLayoutGuide
        // In wide mode the compass lines up with where the cards' top will be.
        let top = state.wideMode ? metrics.topPadding - metrics.buttonSpacing : 0
        readyConstraints = pin(state.viewport, to: safe)
            + floatingButtons(below: safe.topAnchor, above: safe.bottomAnchor, in: safe, topOffset: top)
            + [
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.cardInset),
                state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -metrics.buttonSpacing),
            ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    func tearDownSession() {
        dismissPromptNow()
        NSLayoutConstraint.deactivate(readyConstraints + guidanceConstraints)
        readyConstraints = []
        guidanceConstraints = []
        topStack.arrangedSubviews = []
        bottomStack.arrangedSubviews = []
        (guidanceViews + sessionViews).forEach { $0.removeFromSuperview() }
        guidanceViews = []
        sessionViews = []
    }

    // MARK: Active guidance

    func installGuidance<Host: NavigationMapHosting, State: GuidanceChromeState>(_ state: State, on host: Host) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        guidanceViews = [state.turnCard, state.etaCard, state.speedWidget]
        guidanceViews.forEach { add($0, to: host) }
        layOutGuidance(state, on: host)
    }

    func layOutGuidance<Host: NavigationMapHosting, State: GuidanceChromeState>(_ state: State, on host: Host) {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        topStack.arrangedSubviews = [state.buttonView(.compass)].compactMap { $0 }
        bottomStack.arrangedSubviews = [state.buttonView(.reporting)].compactMap { $0 }

        let safe = host.safeAreaLayoutGuide
        let m = metrics
        let cardBottom = state.turnCard.layoutMarginsGuide.bottomAnchor
        var c = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: m.topPadding),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: m.cardInset),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: m.cardInset),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.speedWidget.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m.buttonInset),
        ]
        if state.wideMode {
            // Leading column (turn card top, ETA card bottom); the camera frames the rest.
            c += [
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: host.centerXAnchor),
                state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: host.centerXAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.trailingAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.trailingAnchor, constant: m.cardInset),
                state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -m.buttonSpacing),
                state.speedWidget.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -m.buttonSpacing),
            ]
        } else {
            let etaTop = state.etaCard.layoutMarginsGuide.topAnchor
            c += [
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m.cardInset),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m.cardInset),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.topAnchor.constraint(greaterThanOrEqualTo: cardBottom),
                state.viewport.topAnchor.constraint(equalTo: cardBottom).prioritized(.defaultHigh),
                state.viewport.bottomAnchor.constraint(equalTo: etaTop),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: m.cardInset),
                state.googleLogo.bottomAnchor.constraint(equalTo: etaTop, constant: -m.buttonSpacing),
                state.speedWidget.bottomAnchor.constraint(equalTo: etaTop, constant: -m.buttonSpacing),
            ]
            if let prompt {
                c.append(state.viewport.topAnchor.constraint(greaterThanOrEqualTo: prompt.layoutMarginsGuide.bottomAnchor))
            }
        }
        // The buttons float over the viewport: the compass at its top, reporting above the speed widget.
        c += floatingButtons(below: state.viewport.topAnchor, above: state.speedWidget.topAnchor, in: safe)
        guidanceConstraints = c
        NSLayoutConstraint.activate(c)
    }

    func tearDownGuidance<Host: NavigationMapHosting, State: ChromeState>(restoring state: State, on host: Host) {
        dismissPromptNow()
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        layOutReady(state, on: host)
    }

    // MARK: Prompts

    func present<Host: NavigationMapHosting, State: GuidanceChromeState>(_ newPrompt: PromptView, state: State, on host: Host) {
        prompt = newPrompt
        newPrompt.roundedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        add(newPrompt, to: host)
        promptConstraints = [
            newPrompt.topAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: state.turnCard.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        layOutGuidance(state, on: host)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.3) {
            newPrompt.alpha = 1
            host.layoutIfNeeded()
        }
    }

    func dismiss<Host: NavigationMapHosting, State: GuidanceChromeState>(_ oldPrompt: PromptView, state: State, on host: Host) {
        guard prompt === oldPrompt else { return }
        let leaving = promptConstraints
        prompt = nil
        promptConstraints = []
        layOutGuidance(state, on: host)
        UIView.animate(withDuration: 0.2, animations: {
            oldPrompt.alpha = 0
            host.layoutIfNeeded()
        }, completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
        })
    }

    private func dismissPromptNow() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }

    // MARK: Building blocks

    private func add<Host: NavigationMapHosting>(_ view: UIView, to host: Host) {
        view.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(view)
    }

    private func pin(_ view: UIView, to guide: UILayoutGuide) -> [NSLayoutConstraint] {
        [
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ]
    }

    private func floatingButtons(
        below top: NSLayoutYAxisAnchor, above bottom: NSLayoutYAxisAnchor, in safe: UILayoutGuide, topOffset: CGFloat = 0
    ) -> [NSLayoutConstraint] {
        let m = metrics
        return [
            topStack.topAnchor.constraint(equalTo: top, constant: m.buttonSpacing + topOffset),
            topStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m.buttonInset),
            bottomStack.bottomAnchor.constraint(equalTo: bottom, constant: -m.buttonSpacing),
            bottomStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m.buttonInset),
            bottomStack.topAnchor.constraint(greaterThanOrEqualTo: topStack.bottomAnchor, constant: m.buttonSpacing),
        ]
    }
}

private extension NSLayoutConstraint {
    func prioritized(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
