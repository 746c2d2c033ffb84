import GoogleNavigation
import UIKit

/// Pure layout numbers. Computed off the main actor (and unit-tested without
/// UIKit), handed to the delegate as a `Sendable` value.
struct GuidanceMetrics: Sendable, Equatable {
    var cardLeadingInset: CGFloat
    var columnGap: CGFloat
    var stackSpacing: CGFloat
    var logoInset: CGFloat
}

/// Where the screen is in the SDK's lifecycle.
enum NavigationPhase: Sendable, Equatable {
    case off
    case ready
    case guiding
}

@MainActor
final class GuidanceLayoutDelegate: NSObject, NavigationLayoutDelegate {
    nonisolated static let promptSlideDuration: TimeInterval = 0.25

    nonisolated static func metrics(isWide: Bool) -> GuidanceMetrics {
        GuidanceMetrics(
            cardLeadingInset: isWide ? NavigationStyleValues.headerFooterHorizontalPadding : 0,
            columnGap: NavigationStyleValues.buttonVerticalPadding,
            stackSpacing: NavigationStyleValues.buttonVerticalPadding,
            logoInset: NavigationStyleValues.elementHorizontalPadding)
    }

    /// Start offset of a prompt below the map's bottom edge.
    nonisolated static func promptHiddenOffset(promptHeight: CGFloat) -> CGFloat {
        max(promptHeight, 0)
    }

    private(set) var phase: NavigationPhase = .off
    private let contentGuide = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var cardInsetConstraints: [NSLayoutConstraint] = []
    private var readyViews: [UIView] = []
    private var guidanceViews: [UIView] = []
    private var readyStack: GMSNavigationHidingStackView?
    private var guidanceStack: GMSNavigationHidingStackView?
    private var promptBottom: NSLayoutConstraint?
    private var resizeTask: Task<Void, Never>?

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let metrics = Self.metrics(isWide: newState.wideMode)
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(contentGuide)
        let restingBottom = contentGuide.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        restingBottom.priority = .defaultLow
        sessionConstraints = [
            contentGuide.topAnchor.constraint(equalTo: safe.topAnchor),
            contentGuide.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentGuide.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            restingBottom,
        ]
        NSLayoutConstraint.activate(sessionConstraints)

        let logo = newState.googleLogo
        let viewport = newState.viewport
        let stack = makeStack(newState.buttons, spacing: metrics.stackSpacing)
        readyViews = [viewport, logo, stack]
        readyViews.forEach(navMap.addSubview)
        readyStack = stack
        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            logo.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor, constant: metrics.logoInset),
            logo.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            stack.topAnchor.constraint(equalTo: contentGuide.topAnchor, constant: metrics.columnGap),
            stack.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
        ]
        NSLayoutConstraint.activate(readyConstraints)
        phase = .ready
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        promptBottom = nil
        navMap.subviews.compactMap { $0 as? NavigationPromptView }.forEach { $0.removeFromSuperview() }
        tearDownGuidance()
        NSLayoutConstraint.deactivate(readyConstraints + sessionConstraints)
        readyConstraints = []
        sessionConstraints = []
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews = []
        readyStack?.arrangedSubviews = []
        readyStack = nil
        navMap.removeLayoutGuide(contentGuide)
        phase = .off
    }

    // MARK: Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyViews.forEach { $0.removeFromSuperview() }

        let metrics = Self.metrics(isWide: newState.wideMode)
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let bar = newState.tripProgressBar
        let logo = newState.googleLogo
        let viewport = newState.viewport
        let stack = makeStack(newState.buttons, spacing: metrics.stackSpacing)
        guidanceViews = [viewport, turnCard, etaCard, bar, logo, stack]
        guidanceViews.forEach(navMap.addSubview)
        guidanceStack = stack

        cardInsetConstraints = [
            turnCard.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor, constant: metrics.cardLeadingInset),
            etaCard.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor, constant: metrics.cardLeadingInset),
        ]
        guidanceConstraints = cardInsetConstraints + [
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            contentGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),

            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),

            bar.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            bar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: metrics.columnGap),
            bar.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor, constant: -metrics.columnGap),

            stack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -metrics.columnGap),
            stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: metrics.columnGap),
            stack.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),

            logo.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor, constant: metrics.logoInset),
            logo.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
        ]
        NSLayoutConstraint.activate(guidanceConstraints)
        phase = .guiding
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        tearDownGuidance()
        readyStack?.arrangedSubviews = newState.buttons.map(\.view)
        readyViews.forEach(navMap.addSubview)
        NSLayoutConstraint.activate(readyConstraints)
        phase = .ready
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let metrics = Self.metrics(isWide: newState.wideMode)
        resizeTask?.cancel()
        resizeTask = Task { @MainActor [weak self] in
            // Coalesce the burst of size changes during rotation.
            try? await Task.sleep(nanoseconds: 50_000_000)
            guard !Task.isCancelled, let self, self.phase == .guiding else { return }
            for constraint in self.cardInsetConstraints {
                constraint.constant = metrics.cardLeadingInset
            }
        }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let bottom = newPrompt.bottomAnchor.constraint(
            equalTo: navMap.bottomAnchor,
            constant: Self.promptHiddenOffset(promptHeight: newPrompt.bounds.height))
        promptBottom = bottom
        NSLayoutConstraint.activate([
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.promptSlideDuration) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let bottom = promptBottom else { return }
        promptBottom = nil
        Task { @MainActor in
            await Self.animate(duration: Self.promptSlideDuration) {
                bottom.constant = Self.promptHiddenOffset(promptHeight: oldPrompt.bounds.height)
                navMap.layoutIfNeeded()
            }
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Helpers

    /// `UIView.animate` as an async call.
    private static func animate(duration: TimeInterval, _ changes: @escaping () -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            UIView.animate(withDuration: duration, animations: changes, completion: { _ in
                continuation.resume()
            })
        }
    }

    private func makeStack(_ buttons: [NavigationUIButton], spacing: CGFloat) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = spacing
        stack.arrangedSubviews = buttons.map(\.view)
        return stack
    }

    private func tearDownGuidance() {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        cardInsetConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        guidanceStack?.arrangedSubviews = []
        guidanceStack = nil
    }
}
