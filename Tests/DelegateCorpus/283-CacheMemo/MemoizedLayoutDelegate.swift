import GoogleNavigation
import UIKit

/// Navigation layout that memoizes its constraint sets.
///
/// Building a layout is pure given (phase, wide mode, map size, Google view
/// identities), so each built set is kept in an `NSCache` under that
/// signature and reinstalled on the next identical transition (guidance
/// stopped and restarted, prompt traffic does not touch it). The cache may
/// evict at any time, so the set that is on screen is also held strongly in
/// `installed`: removal never depends on a cache hit.
@MainActor
final class MemoizedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let promptSlideDuration: TimeInterval = 0.3

    private let constraintCache: NSCache<NSString, ConstraintBox> = {
        let cache = NSCache<NSString, ConstraintBox>()
        cache.name = "nav.layout.constraints"
        cache.countLimit = 6
        return cache
    }()

    /// Google views this delegate put on the map, with the phase that owns them.
    private let placedViews = NSMapTable<UIView, NSString>.weakToStrongObjects()

    private var installed: ConstraintBox?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    /// Bottom of the open map: sits on the safe area, pushed up by the ETA
    /// card and by a prompt.
    private let contentBottom: UILayoutGuide = {
        let guide = UILayoutGuide()
        guide.identifier = "nav.contentBottom"
        return guide
    }()
    private var sessionConstraints: [NSLayoutConstraint] = []

    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []
    private var promptSlide: NSLayoutConstraint?

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)

        readyState = newState
        install(box(forReady: newState, wide: newState.wideMode, on: navMap), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dismissPrompt(animated: false)
        installed?.uninstall()
        installed = nil
        removePlacedViews { _ in true }

        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)

        constraintCache.removeAllObjects()
        readyState = nil
        guidanceState = nil
    }

    // MARK: - Guidance

    func startGuidance(
        navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState
    ) {
        installed?.uninstall()
        removePlacedViews { $0 == .ready }
        guidanceState = newState
        install(box(forGuidance: newState, wide: newState.wideMode, on: navMap), on: navMap)
    }

    func stopGuidance(
        navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState
    ) {
        installed?.uninstall()
        installed = nil
        removePlacedViews { $0 == .guidance }
        guidanceState = nil

        readyState = newState
        install(box(forReady: newState, wide: newState.wideMode, on: navMap), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        // Sizes are part of every key, but a resize makes everything built so
        // far useless: drop it rather than let it crowd out the new sets.
        constraintCache.removeAllObjects()
        guard installed != nil else { return }

        installed?.uninstall()
        if let guidance = guidanceState {
            install(box(forGuidance: guidance, wide: newState.wideMode, on: navMap), on: navMap)
        } else if let ready = readyState {
            install(box(forReady: ready, wide: newState.wideMode, on: navMap), on: navMap)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt.preparedForAutoLayout())
        let slide = newPrompt.bottomAnchor.constraint(
            equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptSlide = slide
        promptConstraints = [
            slide,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        prompt = newPrompt

        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.promptSlideDuration) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt else { return }
        dismissPrompt(animated: true, in: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func dismissPrompt(animated: Bool, in navMap: GMSMapView? = nil) {
        guard let shown = prompt else { return }
        let constraints = promptConstraints
        let slide = promptSlide
        prompt = nil
        promptConstraints = []
        promptSlide = nil

        guard animated, let navMap else {
            NSLayoutConstraint.deactivate(constraints)
            shown.removeFromSuperview()
            return
        }
        UIView.animate(withDuration: Self.promptSlideDuration) {
            slide?.constant = shown.bounds.height
            navMap.layoutIfNeeded()
        } completion: { _ in
            NSLayoutConstraint.deactivate(constraints)
            shown.removeFromSuperview()
        }
    }

    // MARK: - Cache and registry

    private func install(_ box: ConstraintBox, on navMap: GMSMapView) {
        box.install(on: navMap, registry: placedViews)
        installed = box
    }

    private func cached(_ signature: String, build: () -> ConstraintBox) -> ConstraintBox {
        let key = signature as NSString
        if let hit = constraintCache.object(forKey: key) {
            return hit
        }
        let box = build()
        constraintCache.setObject(box, forKey: key)
        return box
    }

    private func removePlacedViews(where shouldRemove: (LayoutPhase) -> Bool) {
        let views = placedViews.keyEnumerator().allObjects.compactMap { $0 as? UIView }
        for view in views {
            guard let raw = placedViews.object(forKey: view),
                  let phase = LayoutPhase(rawValue: raw as String),
                  shouldRemove(phase) else { continue }
            view.removeFromSuperview()
            placedViews.removeObject(forKey: view)
        }
    }

    // MARK: - Recipes

    private func box(forReady state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) -> ConstraintBox {
        let logo = state.googleLogo
        let viewport = state.viewport
        let signature = LayoutSignature.make(.ready, wide: wide, size: navMap.bounds.size, views: [logo, viewport])
        return cached(signature) {
            let safe = navMap.safeAreaLayoutGuide
            let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.spacing = Spacing.stack
            // Wide: the logo moves in from the rounded corner of landscape phones.
            let logoInset = wide ? Spacing.edge + Spacing.gap : Spacing.edge
            return ConstraintBox(
                signature: signature, phase: .ready,
                placements: [(viewport, .shared), (logo, .shared)],
                buttonStack: stack, buttonViews: state.compassView.map { [$0] } ?? [],
                constraints: [
                    viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

                    logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
                    logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Spacing.gap),

                    stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Spacing.edge),
                    stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Spacing.gap),
                    stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Spacing.gap),
                ])
        }
    }

    private func box(forGuidance state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) -> ConstraintBox {
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let progress = state.tripProgressBar
        let speed = state.speedWidget
        let logo = state.googleLogo
        let viewport = state.viewport
        let signature = LayoutSignature.make(
            .guidance, wide: wide, size: navMap.bounds.size,
            views: [turnCard, etaCard, progress, speed, logo, viewport])
        return cached(signature) {
            let safe = navMap.safeAreaLayoutGuide
            let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.spacing = Spacing.stack

            var constraints = [
                // Trip progress bar on the trailing edge, buttons inside it.
                progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Spacing.gap),
                progress.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Spacing.gap),
                stack.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -Spacing.gap),
                stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Spacing.gap),

                // Logo bottom leading of the open map, speed widget above it.
                logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Spacing.gap),
                speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -Spacing.gap),
                speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),

                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            ]
            if wide {
                // Leading column: turn card on top, ETA card at the bottom;
                // the camera frames the map beside the column.
                constraints += [
                    turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
                    etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),

                    viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                    viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    logo.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor, constant: Spacing.edge),
                    progress.topAnchor.constraint(equalTo: safe.topAnchor, constant: Spacing.gap),
                    stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Spacing.gap),
                ]
            } else {
                constraints += [
                    turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                    etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                    contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),

                    viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                    logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.edge),
                    progress.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Spacing.gap),
                    stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Spacing.gap),
                ]
            }
            return ConstraintBox(
                signature: signature, phase: .guidance,
                placements: [
                    (viewport, .shared), (turnCard, .guidance), (etaCard, .guidance),
                    (progress, .guidance), (speed, .guidance), (logo, .shared),
                ],
                buttonStack: stack, buttonViews: state.orderedButtonViews,
                constraints: constraints)
        }
    }
}
