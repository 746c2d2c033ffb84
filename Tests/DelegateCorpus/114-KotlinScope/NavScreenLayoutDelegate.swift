import GoogleNavigation
import UIKit

/// Port of the Android `NavScreenLayout` (Kotlin) to the iOS layout delegate.
@MainActor
final class NavScreenLayoutDelegate: NSObject, NavigationLayoutDelegate {

    // companion object { const val ... }
    private enum Companion {
        static let promptSlideSeconds: TimeInterval = 0.3
        static let logoInset: CGFloat = 4
        static let buttonGap: CGFloat = 8
    }

    /// sealed class LayoutMode { object Compact; object Wide }
    @MainActor
    private enum LayoutMode {
        case compact
        case wide

        static func of(_ state: NavigationUIState) -> LayoutMode {
            state.wideMode ? .wide : .compact
        }
    }

    /// One "screen" of views and constraints (data class ScreenParts).
    @MainActor
    private final class ScreenParts: NSObject {
        let views: [UIView]
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        var constraints = [NSLayoutConstraint]()
        private let buttonViews: [UIView]

        init(views: [UIView], buttons: [NavigationUIButton]) {
            self.views = views
            self.buttonViews = buttons.map { $0.view }
            super.init()
        }

        func attach(to map: GMSMapView) {
            views.forEach { map.addSubview($0) }
            stack.also { $0.arrangedSubviews = buttonViews }.also { map.addSubview($0) }
            NSLayoutConstraint.activate(constraints)
        }

        func detach() {
            NSLayoutConstraint.deactivate(constraints)
            stack.removeFromSuperview()
            stack.arrangedSubviews = []
            views.forEach { $0.removeFromSuperview() }
        }
    }

    private var readyParts: ScreenParts?
    private var guidanceParts: ScreenParts?
    private var prompt: NavigationPromptView?
    private var promptBottom: NSLayoutConstraint?
    private var sessionConstraints = [NSLayoutConstraint]()
    private let contentBottom = UILayoutGuide().apply { $0.identifier = "nav.contentBottom" }

    // MARK: - Ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(contentBottom)
        sessionConstraints = listOf(
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor).apply {
                $0.priority = .defaultLow
            }
        )
        NSLayoutConstraint.activate(sessionConstraints)

        let logo = newState.googleLogo
        let viewport = newState.viewport
        readyParts = ScreenParts(views: listOf(viewport, logo), buttons: newState.buttons).apply { parts in
            let topGap: CGFloat = when(LayoutMode.of(newState))
            parts.constraints = listOf(
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Companion.logoInset),
                logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
                parts.stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                parts.stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: topGap),
                parts.stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)
            )
        }.also { $0.attach(to: navMap) }
    }

    private func when(_ mode: LayoutMode) -> CGFloat {
        switch mode {
        case .compact: return Companion.buttonGap
        case .wide: return 0
        }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt.ifPresent { $0.removeFromSuperview() }
        prompt = nil
        promptBottom = nil
        guidanceParts?.detach()
        guidanceParts = nil
        readyParts?.detach()
        readyParts = nil
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints.removeAll()
        navMap.removeLayoutGuide(contentBottom)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        readyParts?.detach()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let logo = newState.googleLogo
        let viewport = newState.viewport
        let speed = newState.speedWidget

        guidanceParts = ScreenParts(
            views: listOf(viewport, turnCard, etaCard, speed, logo), buttons: newState.buttons
        ).apply { parts in
            let cardLeading: NSLayoutXAxisAnchor
            switch LayoutMode.of(newState) {
            case .wide: cardLeading = safe.leadingAnchor
            case .compact: cardLeading = navMap.leadingAnchor
            }
            parts.constraints = listOf(
                turnCard.leadingAnchor.constraint(equalTo: cardLeading),
                turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                etaCard.leadingAnchor.constraint(equalTo: cardLeading),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),

                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Companion.logoInset),
                logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
                speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                speed.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor),

                parts.stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                parts.stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Companion.buttonGap),
                parts.stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)
            )
        }.also { $0.attach(to: navMap) }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidanceParts?.detach()
        guidanceParts = nil
        readyParts?.attach(to: navMap)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let bottom = newPrompt.bottomAnchor.constraint(
            equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptBottom = bottom
        NSLayoutConstraint.activate(listOf(
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)
        ))
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Companion.promptSlideSeconds) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let bottom = promptBottom else { return }
        promptBottom = nil
        prompt = nil
        UIView.animate(withDuration: Companion.promptSlideSeconds, animations: {
            bottom.constant = oldPrompt.bounds.height
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
