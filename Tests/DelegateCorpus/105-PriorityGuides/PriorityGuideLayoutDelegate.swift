import GoogleNavigation
import UIKit

/// Navigation layout for the driver app: Google views plus an "End trip"
/// button during guidance and an arrival chip while ready. Spacing comes from
/// layout guides and system spacing; competing edges are settled by priority.
@MainActor
final class PriorityGuideLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Priority {
        static let contentResting = UILayoutPriority.defaultLow
        static let nearlyRequired = UILayoutPriority(rawValue: 999)
        static let promptHidden = UILayoutPriority.defaultHigh
        static let promptShown = UILayoutPriority.defaultHigh + 1
        static let promptRetracted = UILayoutPriority.defaultHigh - 1
    }

    private let contentBottom = UILayoutGuide()
    private let trailingGutter = UILayoutGuide()
    private let buttonGap = UILayoutGuide()

    private let arrivalChip: UILabel = {
        let label = UILabel()
        label.text = "Arriving 12:40"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        return label
    }()

    private let endTripButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("End", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setContentHuggingPriority(.required, for: .horizontal)
        button.setContentHuggingPriority(.required, for: .vertical)
        button.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        return button
    }()

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var readyStack: GMSNavigationHidingStackView?
    private var guidanceStack: GMSNavigationHidingStackView?
    private var promptShownConstraint: NSLayoutConstraint?
    private var wideModeSwitch: WideModeSwitch?

    /// The constraints a wide-mode change flips: the end button's top edge
    /// competes by priority, the cards move in by the header padding.
    @MainActor
    private struct WideModeSwitch {
        let endTopWide: NSLayoutConstraint
        let endTopCompact: NSLayoutConstraint
        let cardLeading: [NSLayoutConstraint]

        func apply(wide: Bool) {
            endTopWide.priority = wide ? Priority.nearlyRequired : .defaultLow
            endTopCompact.priority = wide ? .defaultLow : Priority.nearlyRequired
            for constraint in cardLeading {
                constraint.constant = wide ? NavigationStyleValues.headerFooterHorizontalPadding : 0
            }
        }
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = Priority.contentResting
        sessionConstraints = [resting, contentBottom.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(sessionConstraints)
        layOutReady(navMap: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        promptShownConstraint = nil
        navMap.subviews.filter { $0 is NavigationPromptView }.forEach { $0.removeFromSuperview() }
        tearDownReady(oldState)
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)
    }

    private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let readable = navMap.readableContentGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = state.buttons.map { $0.view }
        readyStack = stack
        [viewport, logo, stack, arrivalChip].forEach { navMap.addSubview($0) }

        let logoBottom = logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)
        logoBottom.priority = Priority.nearlyRequired
        let chipTop = arrivalChip.topAnchor.constraint(
            equalToSystemSpacingBelow: safe.topAnchor, multiplier: state.wideMode ? 1 : 2)
        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            logo.leadingAnchor.constraint(equalTo: navMap.layoutMarginsGuide.leadingAnchor),
            logoBottom,
            stack.topAnchor.constraint(equalTo: safe.topAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            chipTop,
            arrivalChip.centerXAnchor.constraint(equalTo: readable.centerXAnchor),
            arrivalChip.leadingAnchor.constraint(greaterThanOrEqualTo: readable.leadingAnchor),
            arrivalChip.trailingAnchor.constraint(lessThanOrEqualTo: readable.trailingAnchor),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func tearDownReady(_ state: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        [state.viewport, state.googleLogo, arrivalChip].forEach { $0.removeFromSuperview() }
        readyStack?.removeFromSuperview()
        readyStack?.arrangedSubviews = []
        readyStack = nil
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownReady(oldState)
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let logo = newState.googleLogo
        let viewport = newState.viewport
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = newState.buttons.map { $0.view }
        guidanceStack = stack
        [viewport, turnCard, etaCard, logo, stack, endTripButton].forEach { navMap.addSubview($0) }
        [trailingGutter, buttonGap].forEach { navMap.addLayoutGuide($0) }

        let endTopWide = endTripButton.topAnchor.constraint(equalToSystemSpacingBelow: safe.topAnchor, multiplier: 1)
        let endTopCompact = endTripButton.topAnchor.constraint(
            equalToSystemSpacingBelow: turnCard.bottomAnchor, multiplier: 1)
        let turnLeading = turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        let etaLeading = etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        wideModeSwitch = WideModeSwitch(
            endTopWide: endTopWide, endTopCompact: endTopCompact, cardLeading: [turnLeading, etaLeading])
        wideModeSwitch?.apply(wide: newState.wideMode)
        let logoBottom = logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)
        logoBottom.priority = Priority.nearlyRequired

        guidanceConstraints = [
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            turnLeading,
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            etaLeading,
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),

            trailingGutter.topAnchor.constraint(equalTo: safe.topAnchor),
            trailingGutter.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            trailingGutter.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            trailingGutter.widthAnchor.constraint(equalToConstant: NavigationStyleValues.buttonHorizontalPadding),

            endTopWide,
            endTopCompact,
            endTripButton.trailingAnchor.constraint(equalTo: trailingGutter.leadingAnchor),

            buttonGap.topAnchor.constraint(equalTo: endTripButton.bottomAnchor),
            buttonGap.heightAnchor.constraint(equalToConstant: NavigationStyleValues.buttonVerticalPadding),
            buttonGap.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            buttonGap.trailingAnchor.constraint(equalTo: stack.trailingAnchor),

            stack.topAnchor.constraint(equalTo: buttonGap.bottomAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            logo.leadingAnchor.constraint(equalTo: navMap.layoutMarginsGuide.leadingAnchor),
            logoBottom,

            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wideModeSwitch?.apply(wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        wideModeSwitch = nil
        [oldState.viewport, oldState.turnCard, oldState.etaCard, oldState.googleLogo, endTripButton]
            .forEach { $0.removeFromSuperview() }
        guidanceStack?.removeFromSuperview()
        guidanceStack?.arrangedSubviews = []
        guidanceStack = nil
        [trailingGutter, buttonGap].forEach { navMap.removeLayoutGuide($0) }
        layOutReady(navMap: navMap, state: newState)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let hidden = newPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        hidden.priority = Priority.promptHidden
        let shown = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        shown.priority = Priority.promptRetracted
        promptShownConstraint = shown
        NSLayoutConstraint.activate([
            hidden, shown,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            shown.priority = Priority.promptShown
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let shown = promptShownConstraint
        promptShownConstraint = nil
        UIView.animate(withDuration: 0.3, animations: {
            shown?.priority = Priority.promptRetracted
            navMap.layoutIfNeeded()
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
