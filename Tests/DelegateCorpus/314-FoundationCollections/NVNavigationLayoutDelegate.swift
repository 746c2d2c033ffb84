import GoogleNavigation
import UIKit

/// Navigation chrome for the trip screen. Started life as NVNavigationLayoutDelegate.m;
/// bookkeeping still goes through NVConstraintRegistry's Foundation collections.
@MainActor
final class NVNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let registry = NVConstraintRegistry()
    private let contentBottomGuide = UILayoutGuide()
    private let readyButtonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let guidanceButtonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var currentPrompt: NavigationPromptView?
    private var promptConstraints = NSMutableArray()
    private weak var buttonsTrailingConstraint: NSLayoutConstraint?

    // MARK: - Helpers

    private func buttonInset(forMapWidth width: CGFloat, wideMode: Bool) -> CGFloat {
        if wideMode || width > kNVRegularWidthThreshold {
            return NavigationStyleValues.buttonHorizontalPadding * 2.0
        }
        return NavigationStyleValues.buttonHorizontalPadding
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottomGuide)
        let resting = contentBottomGuide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        registry.addConstraints([contentBottomGuide.heightAnchor.constraint(equalToConstant: 0.0), resting],
                                toGroup: kNVGroupSession)
        registry.setFlag(newState.wideMode, forKey: kNVFlagWideMode)
        registry.setNumber(navMap.bounds.size.width, forKey: kNVFlagLastMapWidth)
        readyState = newState
        installReadyLayout(navMap: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let prompt = currentPrompt {
            removePrompt(prompt, animated: false)
        }
        registry.tearDownGroup(kNVGroupReady)
        readyButtonStack.arrangedSubviews = []
        registry.tearDownGroup(kNVGroupSession)
        navMap.removeLayoutGuide(contentBottomGuide)
        registry.reset()
        readyState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        registry.tearDownGroup(kNVGroupReady)
        readyButtonStack.arrangedSubviews = []
        registry.setFlag(true, forKey: kNVFlagGuidanceActive)
        registry.setFlag(newState.wideMode, forKey: kNVFlagWideMode)
        guidanceState = newState

        registry.addView(newState.viewport, to: navMap, group: kNVGroupGuidance)
        registry.addView(newState.turnCard, to: navMap, group: kNVGroupGuidance)
        registry.addView(newState.etaCard, to: navMap, group: kNVGroupGuidance)
        registry.addView(newState.tripProgressBar, to: navMap, group: kNVGroupGuidance)
        registry.addView(newState.speedWidget, to: navMap, group: kNVGroupGuidance)
        registry.addView(newState.googleLogo, to: navMap, group: kNVGroupGuidance)
        registry.addView(guidanceButtonStack, to: navMap, group: kNVGroupGuidance)
        var buttonViews = [UIView]()
        for button in newState.buttons {
            if button.type == NavigationButtonKnownType.compass || button.type == NavigationButtonKnownType.reporting {
                buttonViews.append(button.view)
            }
        }
        guidanceButtonStack.arrangedSubviews = buttonViews
        applyGuidanceConstraints(navMap: navMap, state: newState, wideMode: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt = currentPrompt {
            removePrompt(prompt, animated: false)
        }
        registry.tearDownGroup(kNVGroupGuidance)
        guidanceButtonStack.arrangedSubviews = []
        registry.setFlag(false, forKey: kNVFlagGuidanceActive)
        guidanceState = nil
        readyState = newState
        installReadyLayout(navMap: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let width = navMap.bounds.size.width
        let wasWide = registry.flag(forKey: kNVFlagWideMode)
        let lastWidth = registry.number(forKey: kNVFlagLastMapWidth)
        registry.setNumber(width, forKey: kNVFlagLastMapWidth)
        registry.setFlag(newState.wideMode, forKey: kNVFlagWideMode)

        if newState.wideMode != wasWide {
            // Mode flipped: rebuild the constraints of whatever state is on screen.
            if registry.flag(forKey: kNVFlagGuidanceActive), let state = guidanceState {
                registry.deactivateGroup(kNVGroupGuidance)
                applyGuidanceConstraints(navMap: navMap, state: state, wideMode: newState.wideMode)
            } else if let state = readyState {
                registry.deactivateGroup(kNVGroupReady)
                applyReadyConstraints(navMap: navMap, state: state, wideMode: newState.wideMode)
            }
        } else if width != lastWidth {
            // Same mode, new width (split view resize): only the button inset moves.
            buttonsTrailingConstraint?.constant = -buttonInset(forMapWidth: width, wideMode: newState.wideMode)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        currentPrompt = newPrompt
        navMap.addSubview(newPrompt)
        let constraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        promptConstraints = NSMutableArray(array: constraints)
        newPrompt.alpha = 0.0
        UIView.animate(withDuration: kNVPromptFadeDuration) {
            newPrompt.alpha = 1.0
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        removePrompt(oldPrompt, animated: true)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        removePrompt(oldPrompt, animated: false)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Private

    private func removePrompt(_ prompt: NavigationPromptView, animated: Bool) {
        let constraints = promptConstraints
        promptConstraints = NSMutableArray()
        if currentPrompt === prompt {
            currentPrompt = nil
        }
        let cleanup: (Bool) -> Void = { _ in
            for case let constraint as NSLayoutConstraint in constraints {
                constraint.isActive = false
            }
            prompt.removeFromSuperview()
        }
        if animated {
            UIView.animate(withDuration: kNVPromptFadeDuration, animations: {
                prompt.alpha = 0.0
            }, completion: cleanup)
        } else {
            cleanup(true)
        }
    }

    private func installReadyLayout(navMap: GMSMapView, state: NavigationReadyUIState) {
        registry.addView(state.viewport, to: navMap, group: kNVGroupReady)
        registry.addView(state.googleLogo, to: navMap, group: kNVGroupReady)
        registry.addView(readyButtonStack, to: navMap, group: kNVGroupReady)
        var buttonViews = [UIView]()
        for button in state.buttons where button.type == NavigationButtonKnownType.compass {
            buttonViews.append(button.view)
        }
        readyButtonStack.arrangedSubviews = buttonViews
        applyReadyConstraints(navMap: navMap, state: state, wideMode: state.wideMode)
    }

    private func applyReadyConstraints(navMap: GMSMapView, state: NavigationReadyUIState, wideMode: Bool) {
        let safe = navMap.safeAreaLayoutGuide
        let inset = buttonInset(forMapWidth: navMap.bounds.size.width, wideMode: wideMode)
        let trailing = readyButtonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset)
        buttonsTrailingConstraint = trailing
        registry.addConstraints([
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: kNVStandardSpacing),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -kNVStandardSpacing),
            readyButtonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: kNVStandardSpacing),
            readyButtonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -kNVStandardSpacing),
            trailing,
        ], toGroup: kNVGroupReady)
    }

    /// `wideMode` comes from the callback's state: a kept state object may be stale after a resize.
    private func applyGuidanceConstraints(navMap: GMSMapView, state: ActiveGuidanceUIState, wideMode: Bool) {
        let safe = navMap.safeAreaLayoutGuide
        let inset = buttonInset(forMapWidth: navMap.bounds.size.width, wideMode: wideMode)
        let trailing = guidanceButtonStack.trailingAnchor.constraint(
            equalTo: state.tripProgressBar.leadingAnchor, constant: -inset)
        buttonsTrailingConstraint = trailing

        let constraints = NSMutableArray()
        // Cards: leading column in both modes (turn card top, ETA card bottom).
        constraints.add(state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor))
        constraints.add(state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
        constraints.add(state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor))
        constraints.add(state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
        constraints.add(contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor))

        if wideMode {
            // Map content sits beside the leading column.
            constraints.add(state.viewport.topAnchor.constraint(equalTo: safe.topAnchor))
            constraints.add(state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor))
        } else {
            constraints.add(state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor))
            constraints.add(state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
        }
        constraints.add(state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        constraints.add(state.viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor))

        // Trip progress bar: vertical, on the trailing edge.
        constraints.add(state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        constraints.add(state.tripProgressBar.topAnchor.constraint(
            equalTo: state.turnCard.bottomAnchor, constant: kNVStandardSpacing))
        constraints.add(state.tripProgressBar.bottomAnchor.constraint(
            equalTo: contentBottomGuide.topAnchor, constant: -kNVStandardSpacing))

        // Speed widget bottom trailing, buttons stacked above it.
        constraints.add(state.speedWidget.trailingAnchor.constraint(
            equalTo: state.tripProgressBar.leadingAnchor, constant: -kNVStandardSpacing))
        constraints.add(state.speedWidget.bottomAnchor.constraint(
            equalTo: contentBottomGuide.topAnchor, constant: -kNVStandardSpacing))
        constraints.add(trailing)
        constraints.add(guidanceButtonStack.topAnchor.constraint(
            equalTo: state.turnCard.bottomAnchor, constant: kNVStandardSpacing))
        constraints.add(guidanceButtonStack.bottomAnchor.constraint(
            equalTo: state.speedWidget.topAnchor, constant: -kNVStandardSpacing))

        // Logo bottom leading, above the ETA card / prompt.
        constraints.add(state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: kNVStandardSpacing))
        constraints.add(state.googleLogo.bottomAnchor.constraint(
            equalTo: contentBottomGuide.topAnchor, constant: -kNVStandardSpacing))

        var typed = [NSLayoutConstraint]()
        for case let constraint as NSLayoutConstraint in constraints {
            typed.append(constraint)
        }
        registry.addConstraints(typed, toGroup: kNVGroupGuidance)
    }
}
