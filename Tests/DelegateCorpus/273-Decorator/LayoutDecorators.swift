import GoogleNavigation
import UIKit

// MARK: - Logging

/// Records every layout callback in an audit trail (attached to bug reports),
/// then forwards it unchanged to `inner`.
@MainActor
final class LoggingLayoutDelegate: NSObject, NavigationLayoutDelegate {
    struct Entry {
        let sequence: Int
        let callback: String
        let detail: String
    }

    private static let capacity = 200

    private let inner: NavigationLayoutDelegate
    private(set) var trail: [Entry] = []
    private var sequence = 0

    init(_ inner: NavigationLayoutDelegate) {
        self.inner = inner
        super.init()
    }

    private func record(_ callback: String, _ detail: String = "") {
        sequence += 1
        trail.append(Entry(sequence: sequence, callback: callback, detail: detail))
        if trail.count > Self.capacity {
            trail.removeFirst(trail.count - Self.capacity)
        }
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        record("enableNavigationUI", "wide=\(newState.wideMode) buttons=\(newState.buttons.count)")
        inner.enableNavigationUI(navMap: navMap, newState: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        record("disableNavigationUI")
        inner.disableNavigationUI(navMap: navMap, oldState: oldState)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        record("startGuidance", "wide=\(newState.wideMode) buttons=\(newState.buttons.count)")
        inner.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        record("stopGuidance")
        inner.stopGuidance(navMap: navMap, newState: newState, oldState: oldState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        record("sizeChanged", "wide=\(newState.wideMode)")
        inner.sizeChanged(navMap: navMap, newState: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        record("showPrompt")
        inner.showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        record("hidePrompt")
        inner.hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        record("changePrompt")
        inner.changePrompt(navMap: navMap, newPrompt: newPrompt, oldPrompt: oldPrompt)
    }
}

// MARK: - Debug overlay

/// Forwards every callback to `inner`, then shows a small "DEBUG" badge at the
/// trailing edge of the safe area while navigation is on, clear of the cards.
@MainActor
final class DebugOverlayLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let inner: NavigationLayoutDelegate
    private let badge: UILabel = {
        let label = UILabel()
        label.text = "DEBUG"
        label.font = .boldSystemFont(ofSize: 11)
        label.textColor = .white
        label.backgroundColor = .systemRed
        label.layer.cornerRadius = 4
        label.layer.masksToBounds = true
        label.translatesAutoresizingMaskIntoConstraints = false
        label.accessibilityIdentifier = "debug.badge"
        return label
    }()
    private var badgeConstraints: [NSLayoutConstraint] = []
    private var turnCard: UIView?

    init(_ inner: NavigationLayoutDelegate) {
        self.inner = inner
        super.init()
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        inner.enableNavigationUI(navMap: navMap, newState: newState)
        navMap.addSubview(badge)
        pinBadge(in: navMap, below: nil)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        inner.disableNavigationUI(navMap: navMap, oldState: oldState)
        NSLayoutConstraint.deactivate(badgeConstraints)
        badgeConstraints = []
        badge.removeFromSuperview()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        inner.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
        turnCard = newState.turnCard
        pinBadge(in: navMap, below: newState.wideMode ? nil : newState.turnCard)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        inner.stopGuidance(navMap: navMap, newState: newState, oldState: oldState)
        turnCard = nil
        pinBadge(in: navMap, below: nil)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        inner.sizeChanged(navMap: navMap, newState: newState)
        guard badge.superview != nil else { return }
        pinBadge(in: navMap, below: newState.wideMode ? nil : turnCard)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        inner.showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        inner.hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        inner.changePrompt(navMap: navMap, newPrompt: newPrompt, oldPrompt: oldPrompt)
    }

    /// Trailing edge of the safe area, under the turn card when it spans the map.
    private func pinBadge(in navMap: GMSMapView, below card: UIView?) {
        let safe = navMap.safeAreaLayoutGuide
        let spacing = NavigationStyleValues.buttonVerticalPadding
        let top = card.map { $0.bottomAnchor } ?? safe.topAnchor
        NSLayoutConstraint.deactivate(badgeConstraints)
        badgeConstraints = [
            badge.topAnchor.constraint(equalTo: top, constant: spacing),
            badge.trailingAnchor.constraint(equalTo: safe.trailingAnchor,
                                            constant: -NavigationStyleValues.buttonHorizontalPadding),
        ]
        NSLayoutConstraint.activate(badgeConstraints)
        navMap.bringSubviewToFront(badge)   // an overlay: drawn above what inner added
    }
}
