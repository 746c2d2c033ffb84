import GoogleNavigation
import UIKit

/// Navigation chrome laid out with stack views: a header stack for the turn
/// card, a footer stack for the ETA card, a leading column for the speed
/// widget and the logo, and a spacer guide for the open map between them.
@MainActor
final class StackedNavigationLayout: NSObject, NavigationLayoutDelegate {

    private enum Metrics {
        static let columnSpacing: CGFloat = 4
        static let speedToLogoSpacing: CGFloat = 8
        static let promptDuration: TimeInterval = 0.3
    }

    // Session views: made in enableNavigationUI, gone in disableNavigationUI.
    private var headerStack: UIStackView?
    private var footerStack: UIStackView?
    private var leadingColumn: UIStackView?
    private let openMapGuide = UILayoutGuide()

    // Per-state views and constraints.
    private var buttonStack: GMSNavigationHidingStackView?
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var promptBottom: NSLayoutConstraint?

    private func makeCardStack() -> UIStackView {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .center
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.setContentHuggingPriority(.required, for: .vertical)
        stack.isHidden = true
        return stack
    }

    private func applyWideMode(_ wide: Bool) {
        headerStack?.alignment = wide ? .leading : .center
        footerStack?.alignment = wide ? .leading : .center
    }

    private func installButtons(_ buttons: [NavigationUIButton], on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.arrangedSubviews = buttons.map(\.view)
        navMap.addSubview(stack)
        buttonStack = stack
        return [
            stack.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: openMapGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: openMapGuide.bottomAnchor),
        ]
    }

    private func removeButtons() {
        buttonStack?.removeFromSuperview()
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safeArea = navMap.safeAreaLayoutGuide
        let header = makeCardStack()
        let footer = makeCardStack()
        let column = UIStackView(arrangedSubviews: [newState.googleLogo])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = Metrics.columnSpacing
        column.translatesAutoresizingMaskIntoConstraints = false
        newState.googleLogo.setContentCompressionResistancePriority(.required, for: .vertical)
        [header, footer, column].forEach(navMap.addSubview)
        navMap.addLayoutGuide(openMapGuide)
        headerStack = header
        footerStack = footer
        leadingColumn = column
        applyWideMode(newState.wideMode)

        let guideBottom = openMapGuide.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
        guideBottom.priority = .defaultLow
        sessionConstraints = [
            header.topAnchor.constraint(equalTo: safeArea.topAnchor),
            header.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            openMapGuide.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            openMapGuide.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            openMapGuide.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor),
            guideBottom,
            column.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            column.bottomAnchor.constraint(equalTo: openMapGuide.bottomAnchor),
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        layOutReady(navMap: navMap, state: newState)
    }

    private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        let viewport = state.viewport
        navMap.insertSubview(viewport, at: 0)
        stateConstraints = installButtons(state.buttons, on: navMap) + [
            openMapGuide.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor),
            viewport.topAnchor.constraint(equalTo: openMapGuide.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: openMapGuide.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: openMapGuide.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: openMapGuide.trailingAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        promptBottom = nil
        NSLayoutConstraint.deactivate(stateConstraints + sessionConstraints)
        stateConstraints = []
        sessionConstraints = []
        removeButtons()
        leadingColumn?.removeArrangedSubview(oldState.googleLogo)
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        [headerStack, footerStack, leadingColumn].forEach { $0?.removeFromSuperview() }
        headerStack = nil
        footerStack = nil
        leadingColumn = nil
        navMap.removeLayoutGuide(openMapGuide)
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guard let header = headerStack, let footer = footerStack, let column = leadingColumn else { return }
        NSLayoutConstraint.deactivate(stateConstraints)
        removeButtons()

        applyWideMode(newState.wideMode)
        header.addArrangedSubview(newState.turnCard)
        footer.addArrangedSubview(newState.etaCard)
        header.isHidden = false
        footer.isHidden = false
        column.insertArrangedSubview(newState.speedWidget, at: 0)
        column.setCustomSpacing(Metrics.speedToLogoSpacing, after: newState.speedWidget)

        let viewport = newState.viewport
        stateConstraints = installButtons(newState.buttons, on: navMap) + [
            openMapGuide.topAnchor.constraint(equalTo: header.bottomAnchor),
            openMapGuide.bottomAnchor.constraint(lessThanOrEqualTo: footer.topAnchor),
            viewport.topAnchor.constraint(equalTo: openMapGuide.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: openMapGuide.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: openMapGuide.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: openMapGuide.trailingAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        removeButtons()
        for (stack, card) in [(headerStack, oldState.turnCard), (footerStack, oldState.etaCard)] {
            stack?.removeArrangedSubview(card)
            card.removeFromSuperview()
            stack?.isHidden = true
        }
        leadingColumn?.removeArrangedSubview(oldState.speedWidget)
        oldState.speedWidget.removeFromSuperview()
        layOutReady(navMap: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        applyWideMode(newState.wideMode)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptBottom = bottom
        NSLayoutConstraint.activate([
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            openMapGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Metrics.promptDuration) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let bottom = promptBottom else { return }
        promptBottom = nil
        prompt = nil
        UIView.animate(withDuration: Metrics.promptDuration) {
            bottom.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        } completion: { _ in
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
