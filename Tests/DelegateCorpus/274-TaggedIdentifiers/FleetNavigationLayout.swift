import GoogleNavigation
import UIKit

/// Numbers of the fleet app's navigation screen that are ours, not Google's.
enum FleetMetrics {
    static let promptSlideDuration: TimeInterval = 0.3
    static let buttonSpacing: CGFloat = 8
    static let progressBarGap: CGFloat = 8
}

/// The driver app's navigation layout.
///
/// Every view and constraint group it puts on the map is registered under a
/// tagged identifier, so each callback can find and take down exactly what an
/// earlier one built: `"ready"` while navigation is ready, `"guidance"` while
/// guiding, `"prompt"`/`"promptSlide"` while a prompt is up, `"session"` for
/// the content-bottom guide that lives from enable to disable.
@MainActor
final class FleetNavigationLayout: NSObject, NavigationLayoutDelegate {
    private let registry = Registry()
    private var isWide = false
    private var isGuiding = false

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode
        isGuiding = false
        installSessionGuides(in: navMap)
        installReady(newState, in: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        registry.deactivateAll()
        registry.uninstallAll()
        registry.removeAllGuides(from: navMap)
        isGuiding = false
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        registry.deactivate("ready")
        registry.uninstall("readyButtons")

        isWide = newState.wideMode
        isGuiding = true
        registry.install(newState.turnCard, as: "turnCard", in: navMap)
        registry.install(newState.etaCard, as: "etaCard", in: navMap)
        registry.install(newState.tripProgressBar, as: "tripProgressBar", in: navMap)
        registry.install(newState.speedWidget, as: "speedWidget", in: navMap)
        registry.install(newState.googleLogo, as: "googleLogo", in: navMap)
        registry.install(newState.viewport, as: "viewport", in: navMap)
        let buttons = makeButtonStack(from: newState.buttons, order: [.compass, .reporting])
        registry.install(buttons, as: "guidanceButtons", in: navMap)
        layoutGuidance(in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        registry.deactivate("guidance")
        registry.uninstall("turnCard", "etaCard", "tripProgressBar", "speedWidget", "guidanceButtons")
        registry.removeGuide("leadingColumn", from: navMap)
        isGuiding = false
        isWide = newState.wideMode
        installReady(newState, in: navMap)
    }

    // MARK: - Size

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let wide = newState.wideMode
        guard wide != isWide else { return }
        isWide = wide
        if isGuiding {
            layoutGuidance(in: navMap)
        } else if registry.views["viewport"] != nil {
            layoutReady(in: navMap)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        registry.install(newPrompt, as: "prompt", in: navMap)
        let contentBottom = registry.guide("contentBottom", in: navMap)

        // Start just below the map's bottom edge, then slide up.
        let slide = newPrompt.bottomAnchor.constraint(
            equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        registry.activate("promptSlide", [slide])
        registry.activate("prompt", [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: FleetMetrics.promptSlideDuration) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard registry.views["prompt"] === oldPrompt else { return }
        registry.forget("prompt")
        let slide = registry.detach("promptSlide")
        let placement = registry.detach("prompt")

        UIView.animate(withDuration: FleetMetrics.promptSlideDuration, animations: {
            slide.forEach { $0.constant = oldPrompt.bounds.height }
            navMap.layoutIfNeeded()
        }, completion: { _ in
            NSLayoutConstraint.deactivate(slide + placement)
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}

// MARK: - Building the layouts

extension FleetNavigationLayout {
    /// The zero-height guide marking the bottom of the open map: it rests on
    /// the safe area and rises above the ETA card and any prompt.
    private func installSessionGuides(in navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let contentBottom = registry.guide("contentBottom", in: navMap)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        registry.activate("session", [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            resting,
        ])
    }

    private func installReady(_ state: NavigationReadyUIState, in navMap: GMSMapView) {
        registry.install(state.googleLogo, as: "googleLogo", in: navMap)
        registry.install(state.viewport, as: "viewport", in: navMap)
        let buttons = makeButtonStack(from: state.buttons, order: [.compass])
        registry.install(buttons, as: "readyButtons", in: navMap)
        layoutReady(in: navMap)
    }

    private func layoutReady(in navMap: GMSMapView) {
        guard let logo = registry.views["googleLogo"],
              let viewport = registry.views["viewport"],
              let buttons: GMSNavigationHidingStackView = registry["readyButtons"]
        else { return }
        let safe = navMap.safeAreaLayoutGuide
        let contentBottom = registry.guide("contentBottom", in: navMap)
        // In wide mode the buttons line up with where the turn card's content starts.
        let buttonsTop = isWide ? NavigationStyleValues.headerTopPadding : 0

        registry.activate("ready", [
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: buttonsTop),
            buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ])
    }

    private func layoutGuidance(in navMap: GMSMapView) {
        guard let turnCard = registry.views["turnCard"],
              let etaCard = registry.views["etaCard"],
              let progressBar = registry.views["tripProgressBar"],
              let speedWidget = registry.views["speedWidget"],
              let logo = registry.views["googleLogo"],
              let viewport = registry.views["viewport"],
              let buttons = registry["guidanceButtons", as: GMSNavigationHidingStackView.self]
        else { return }
        registry.deactivate("guidance")
        let safe = navMap.safeAreaLayoutGuide
        let contentBottom = registry.guide("contentBottom", in: navMap)

        // Shared by both shapes: cards on the leading edge, the progress bar on
        // the trailing edge with the buttons beside it, the speed widget on the logo.
        var constraints: [NSLayoutConstraint] = [
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),

            progressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            progressBar.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            buttons.trailingAnchor.constraint(equalTo: progressBar.leadingAnchor),
            buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
            speedWidget.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor),

            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]

        if isWide {
            // Leading column: turn card on top, ETA card at the bottom; the
            // camera frames the map beside it.
            let column = registry.guide("leadingColumn", in: navMap)
            let hugging = column.widthAnchor.constraint(equalToConstant: 0)
            hugging.priority = .defaultLow
            constraints += [
                column.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                column.topAnchor.constraint(equalTo: safe.topAnchor),
                column.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                column.trailingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                column.trailingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                hugging,

                progressBar.topAnchor.constraint(
                    equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
                buttons.topAnchor.constraint(equalTo: safe.topAnchor),
                logo.leadingAnchor.constraint(
                    equalTo: column.trailingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
                viewport.leadingAnchor.constraint(equalTo: column.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            ]
        } else {
            registry.removeGuide("leadingColumn", from: navMap)
            constraints += [
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                progressBar.topAnchor.constraint(
                    equalTo: turnCard.bottomAnchor, constant: FleetMetrics.progressBarGap),
                buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            ]
        }
        registry.activate("guidance", constraints)
    }

    /// A hiding stack holding the SDK's buttons of the given types, in that
    /// order (the stack hides from the end when it runs out of room).
    private func makeButtonStack(
        from buttons: [NavigationUIButton], order: [NavigationButtonKnownType]
    ) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = FleetMetrics.buttonSpacing
        stack.arrangedSubviews = order.compactMap { type in
            buttons.first { $0.type == type }?.view
        }
        return stack
    }
}
