// NavConstraintLayout.swift
// Port of NavScreenConstraintLayout.kt (Android) to the iOS layout delegate.
// Same structure as the Android screen: one ConstraintSet per state, rebuilt on
// every change (state, size, prompt), values-w600dp margins in wide mode.

import UIKit
import GoogleNavigation

/// res/values/dimens.xml + res/values-w600dp/dimens.xml
enum Dimens {
    static func screenMargin(wide: Bool) -> CGFloat { wide ? dp(24) : dp(16) }
    static let chainGap = dp(12)
    static let elementMargin = dp(12)
    static let barInset = dp(8)
    static let promptFadeMs = 250
}

@MainActor
final class NavConstraintLayout: NavigationLayoutDelegate {

    private enum Screen {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    private weak var parent: GMSMapView?
    private var screen: Screen = .off
    private var wide = false
    private var prompt: NavigationPromptView?

    private let set = ConstraintSet()
    private let guideline = Guideline(orientation: .vertical, percent: 0.5)
    private var guidelineConstraints: [NSLayoutConstraint] = []

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        parent = navMap
        wide = newState.wideMode
        guidelineConstraints = guideline.attach(to: navMap)
        NSLayoutConstraint.activate(guidelineConstraints)

        navMap.addView(newState.viewport)
        navMap.addView(newState.googleLogo)
        if let compass = newState.buttons.view(ofType: .compass) {
            navMap.addView(compass)
        }
        screen = .ready(newState)
        applyReady(newState, in: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        set.clear()
        if let prompt {
            prompt.removeFromSuperview()
            self.prompt = nil
        }
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        oldState.buttons.forEach { $0.view.removeFromSuperview() }

        NSLayoutConstraint.deactivate(guidelineConstraints)
        guidelineConstraints.removeAll()
        navMap.removeLayoutGuide(guideline)
        screen = .off
        parent = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        set.clear()
        wide = newState.wideMode

        navMap.addView(newState.turnCard)
        navMap.addView(newState.etaCard)
        navMap.addView(newState.tripProgressBar)
        navMap.addView(newState.speedWidget)
        if let reporting = newState.buttons.view(ofType: .reporting) {
            navMap.addView(reporting)
        }
        screen = .guiding(newState)
        applyGuidance(newState, in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        set.clear()
        prompt?.removeFromSuperview()
        prompt = nil
        for view in [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget] {
            view.removeFromSuperview()
        }
        // Buttons the ready state does not carry (the reporting button).
        let kept = Set(newState.buttons.map { ObjectIdentifier($0.view) })
        for button in oldState.buttons where !kept.contains(ObjectIdentifier(button.view)) {
            button.view.removeFromSuperview()
        }
        wide = newState.wideMode
        screen = .ready(newState)
        applyReady(newState, in: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        requestLayout()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        attachPrompt(newPrompt, to: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        // Keep it constrained while it fades; drop it from the set afterwards.
        oldPrompt.fadeOut(durationMs: Dimens.promptFadeMs) { [weak self] in
            oldPrompt.removeFromSuperview()
            guard let self else { return }
            if self.prompt === oldPrompt { self.prompt = nil }
            self.requestLayout()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        prompt = nil
        attachPrompt(newPrompt, to: navMap)
    }

    // MARK: Layout passes

    private func requestLayout() {
        guard let parent else { return }
        switch screen {
        case .off: break
        case .ready(let state): applyReady(state, in: parent)
        case .guiding(let state): applyGuidance(state, in: parent)
        }
    }

    private func attachPrompt(_ newPrompt: NavigationPromptView, to navMap: GMSMapView) {
        prompt = newPrompt
        newPrompt.alpha = 0
        navMap.addView(newPrompt)
        requestLayout()
        newPrompt.fadeIn(durationMs: Dimens.promptFadeMs)
    }

    private func applyReady(_ state: NavigationReadyUIState, in parent: GMSMapView) {
        set.clear()
        let safe = parent.safeAreaLayoutGuide
        let margin = Dimens.screenMargin(wide: wide)

        constrain(state.viewport, in: parent, into: set) { it in
            it.topToTopOf(safe)
            it.bottomToBottomOf(safe)
            it.startToStartOf(safe)
            it.endToEndOf(safe)
        }
        constrain(state.googleLogo, in: parent, into: set) { it in
            it.startToStartOf(safe, margin: margin)
            it.bottomToBottomOf(safe, margin: margin)
        }
        if let compass = state.buttons.view(ofType: .compass) {
            constrain(compass, in: parent, into: set) { it in
                it.topToTopOf(safe, margin: margin)
                it.endToEndOf(safe, margin: margin)
            }
        }
        set.applyTo()
    }

    private func applyGuidance(_ state: ActiveGuidanceUIState, in parent: GMSMapView) {
        set.clear()
        let safe = parent.safeAreaLayoutGuide
        let margin = Dimens.screenMargin(wide: wide)
        let wide = self.wide

        // Cards: full width on phones, start column up to the 50% guideline when wide.
        constrain(state.turnCard, in: parent, into: set) { it in
            it.topToTopOf(parent)
            if wide {
                it.startToStartOf(safe)
                it.endAtMostStartOf(guideline)
            } else {
                it.width = MATCH_PARENT
            }
        }
        constrain(state.etaCard, in: parent, into: set) { it in
            it.bottomToBottomOf(parent)
            if wide {
                it.startToStartOf(safe)
                it.endAtMostStartOf(guideline)
            } else {
                it.width = MATCH_PARENT
            }
        }
        if let prompt {
            constrain(prompt, in: parent, into: set) { it in
                it.bottomToBottomOf(parent)
                if wide {
                    it.startToStartOf(safe)
                    it.endAtMostStartOf(guideline)
                } else {
                    it.width = MATCH_PARENT
                }
            }
        }

        // Bottom barrier: above the ETA card and the prompt on phones.
        var referenced: [ConstraintTarget] = []
        if !wide {
            referenced.append(state.etaCard.layoutMarginsGuide)
            if let prompt { referenced.append(prompt.layoutMarginsGuide) }
        }
        let barrier = Barrier()
        barrier.build(in: parent, resting: safe, referenced: referenced, into: set)

        let turnCard = state.turnCard, etaCard = state.etaCard, prompt = self.prompt
        constrain(state.viewport, in: parent, into: set) { it in
            it.bottomToTopOf(barrier)
            it.endToEndOf(safe)
            if wide {
                it.topToTopOf(safe)
                it.startAtLeastEndOf(turnCard)
                it.startAtLeastEndOf(etaCard)
                if let prompt { it.startAtLeastEndOf(prompt) }
            } else {
                it.topToBottomOf(turnCard)
                it.startToStartOf(safe)
            }
        }
        if wide {
            let hug = state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            hug.priority = ConstraintPriority.preferred
            set.add(hug)
        }

        // Start column: speed widget over the logo, packed to the bottom.
        verticalChain([state.speedWidget, state.googleLogo], in: parent, into: set,
                      top: state.viewport.topAnchor, bottom: barrier.topAnchor,
                      style: .packed(bias: 1.0), gap: Dimens.chainGap, margin: Dimens.elementMargin)
        let viewport = state.viewport
        for view in [state.speedWidget, state.googleLogo] {
            constrain(view, in: parent, into: set) { it in
                it.startToStartOf(viewport, margin: margin)
            }
        }

        // End column: trip progress bar on the edge, buttons packed to the bottom beside it.
        constrain(state.tripProgressBar, in: parent, into: set) { it in
            it.topToTopOf(viewport, margin: Dimens.elementMargin)
            it.bottomToTopOf(barrier, margin: Dimens.elementMargin)
            it.endToEndOf(safe, margin: Dimens.barInset)
        }
        let buttons = [state.buttons.view(ofType: .compass), state.buttons.view(ofType: .reporting)]
            .compactMap { $0 }
        verticalChain(buttons, in: parent, into: set,
                      top: viewport.topAnchor, bottom: barrier.topAnchor,
                      style: .packed(bias: 1.0), gap: Dimens.chainGap, margin: Dimens.elementMargin)
        let bar = state.tripProgressBar
        for button in buttons {
            constrain(button, in: parent, into: set) { it in
                it.endToStartOf(bar, margin: Dimens.barInset)
            }
        }
        set.applyTo()
    }
}

// MARK: - Android-ish helpers

@MainActor
extension UIView {
    /// ViewGroup.addView: adds once, ready for constraints.
    func addView(_ child: UIView) {
        if child.superview !== self {
            child.translatesAutoresizingMaskIntoConstraints = false
            addSubview(child)
        }
    }

    /// view.animate().alpha(1f).setDuration(ms)
    func fadeIn(durationMs: Int) {
        UIView.animate(withDuration: TimeInterval(durationMs) / 1000) { self.alpha = 1 }
    }

    /// view.animate().alpha(0f).withEndAction { ... }
    func fadeOut(durationMs: Int, endAction: @escaping () -> Void) {
        UIView.animate(withDuration: TimeInterval(durationMs) / 1000,
                       animations: { self.alpha = 0 },
                       completion: { _ in endAction() })
    }
}

@MainActor
extension Array where Element == NavigationUIButton {
    /// findViewById by button type; never by position.
    func view(ofType type: NavigationButtonKnownType) -> UIView? {
        first { $0.type == type }?.view
    }
}
