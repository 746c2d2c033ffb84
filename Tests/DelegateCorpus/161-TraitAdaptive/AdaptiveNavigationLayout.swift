import GoogleNavigation
import UIKit

/// Lays out the navigation UI from a `LayoutProfile` chosen from the map's
/// trait collection (size class, Dynamic Type) and the SDK's wide mode.
/// Every transition and every size change picks the profile again; when it
/// differs, the installed layout is torn down and rebuilt.
@MainActor
final class AdaptiveNavigationLayout: NSObject, NavigationLayoutDelegate {
    private weak var navMap: GMSMapView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var profile: LayoutProfile?

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let statusChip = TripStatusView()
    /// Bottom edge of the unobscured map: the safe area, lifted by the ETA
    /// card and by a prompt on screen.
    private let contentBottom = UILayoutGuide()
    private var contentBottomConstraints: [NSLayoutConstraint] = []

    private var installedViews: [UIView] = []
    private var installedConstraints: [NSLayoutConstraint] = []

    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: - State transitions

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.navMap = navMap
        readyState = newState
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        contentBottomConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(contentBottomConstraints)
        profile = LayoutProfile(traits: navMap.traitCollection, wideMode: newState.wideMode)
        rebuild()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dismissPromptImmediately()
        uninstall()
        NSLayoutConstraint.deactivate(contentBottomConstraints)
        contentBottomConstraints = []
        navMap.removeLayoutGuide(contentBottom)
        readyState = nil
        profile = nil
        self.navMap = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidanceState = newState
        profile = LayoutProfile(traits: navMap.traitCollection, wideMode: newState.wideMode)
        rebuild()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dismissPromptImmediately()
        guidanceState = nil
        readyState = newState
        profile = LayoutProfile(traits: navMap.traitCollection, wideMode: newState.wideMode)
        rebuild()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let newProfile = LayoutProfile(traits: navMap.traitCollection, wideMode: newState.wideMode)
        guard newProfile != profile else { return }
        profile = newProfile
        rebuild()
    }

    /// Dynamic Type changed while the app runs: same wide mode, new metrics.
    /// The hosting view controller calls this from `traitCollectionDidChange(_:)`.
    func contentSizeCategoryDidChange() {
        guard let navMap, let current = profile else { return }
        let newProfile = LayoutProfile(traits: navMap.traitCollection, wideMode: current.arrangement == .leadingColumn)
        guard newProfile != current else { return }
        profile = newProfile
        rebuild()
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState], animations: {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        })
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let leaving = promptConstraints
        if oldPrompt === prompt {
            prompt = nil
            promptConstraints = []
        }
        UIView.animate(withDuration: 0.25, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
            navMap.layoutIfNeeded()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func dismissPromptImmediately() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }

    // MARK: - Building

    private func rebuild() {
        guard let navMap, let profile else { return }
        uninstall()
        if let guidanceState {
            installGuidance(guidanceState, profile: profile, on: navMap)
        } else if let readyState {
            installReady(readyState, profile: profile, on: navMap)
        }
        installedViews.forEach(navMap.addSubview)
        NSLayoutConstraint.activate(installedConstraints)
        if let prompt { navMap.bringSubviewToFront(prompt) }
    }

    private func uninstall() {
        NSLayoutConstraint.deactivate(installedConstraints)
        installedConstraints.removeAll()
        installedViews.forEach { $0.removeFromSuperview() }
        installedViews.removeAll()
        buttonStack.arrangedSubviews = []
    }

    private func installReady(_ state: NavigationReadyUIState, profile: LayoutProfile, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = state.buttons.map(\.view)
        buttonStack.spacing = profile.spacing
        installedViews = [state.viewport, state.googleLogo, buttonStack]
        installedConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: profile.edgeInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -profile.edgeInset),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: profile.spacing),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -profile.spacing),
        ]
    }

    private func installGuidance(_ state: ActiveGuidanceUIState, profile: LayoutProfile, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let (turnCard, etaCard) = (state.turnCard, state.etaCard)
        let (logo, viewport) = (state.googleLogo, state.viewport)
        let (speed, progress) = (state.speedWidget, state.tripProgressBar)
        buttonStack.arrangedSubviews = state.buttons.map(\.view)
        buttonStack.spacing = profile.spacing
        statusChip.apply(profile)
        installedViews = [turnCard, etaCard, viewport, logo, speed, progress, statusChip, buttonStack]

        // The chip gives up height before it crowds the speed widget (landscape
        // at accessibility text sizes).
        let chipHeight = statusChip.heightAnchor.constraint(equalToConstant: profile.chipHeight)
        chipHeight.priority = .defaultHigh
        installedConstraints = [
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            chipHeight,
            statusChip.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: profile.spacing),
            buttonStack.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -profile.spacing),
            progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -profile.edgeInset),
        ]

        switch profile.arrangement {
        case .stacked:
            installedConstraints += [
                etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),

                speed.topAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.bottomAnchor),
                speed.leadingAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.leadingAnchor),

                statusChip.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -profile.spacing),
                statusChip.widthAnchor.constraint(lessThanOrEqualTo: safe.widthAnchor, multiplier: 0.5),

                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: profile.edgeInset),
                logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

                progress.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: profile.spacing),
                progress.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -profile.spacing),

                buttonStack.topAnchor.constraint(equalTo: statusChip.bottomAnchor, constant: profile.spacing),
                buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -profile.spacing),
            ]
        case .leadingColumn:
            installedConstraints += [
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),

                statusChip.leadingAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.leadingAnchor),
                statusChip.trailingAnchor.constraint(lessThanOrEqualTo: turnCard.layoutMarginsGuide.trailingAnchor),

                speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
                speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
                statusChip.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor, constant: -profile.spacing),

                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: profile.edgeInset),
                logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

                progress.topAnchor.constraint(equalTo: safe.topAnchor, constant: profile.spacing),
                progress.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -profile.spacing),

                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: profile.spacing),
                buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -profile.spacing),
            ]
        }
    }
}
