import GoogleNavigation
import UIKit

/// Reads the map's geometry (width, safe area, size class, direction) to tune
/// the layout: the trip progress bar only on wide maps, the content floor lifted
/// off the home indicator, spacing that scales with the width.
@MainActor
final class AdaptiveGeometryLayout: NSObject, NavigationLayoutDelegate {
    @MainActor
    private struct Geometry {
        let width: CGFloat
        let bottomInset: CGFloat
        let isRegular: Bool
        let isRightToLeft: Bool

        init(_ navMap: GMSMapView) {
            width = navMap.bounds.width
            bottomInset = navMap.safeAreaInsets.bottom
            isRegular = navMap.traitCollection.horizontalSizeClass == .regular
            isRightToLeft = navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }

        static let progressBarMinimumWidth: CGFloat = 600

        var showsProgressBar: Bool { width > Self.progressBarMinimumWidth }
        /// 8...16 pt, growing with the map.
        var gap: CGFloat { min(max((width / 40).rounded(), 8), 16) }
        /// Keep the floor off the home indicator, or 8 pt off a square bottom edge.
        var floorLift: CGFloat { max(bottomInset, 8).rounded(.up) }
        var turnCardTopGap: CGFloat { isRegular ? NavigationStyleValues.headerTopPadding : 0 }
    }

    private let floor = UILayoutGuide()
    private var floorConstraints: [NSLayoutConstraint] = []
    private var layoutConstraints: [NSLayoutConstraint] = []
    private var placedViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var guidanceState: ActiveGuidanceUIState?
    private var readyState: NavigationReadyUIState?
    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let geometry = Geometry(navMap)
        let resting = floor.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: -geometry.floorLift)
        resting.priority = .defaultLow
        floorConstraints = [resting, floor.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(floorConstraints)
        readyState = newState
        layOutReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        removeLayout()
        NSLayoutConstraint.deactivate(floorConstraints)
        floorConstraints.removeAll()
        navMap.removeLayoutGuide(floor)
        readyState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        removeLayout()
        guidanceState = newState
        layOutGuidance(navMap, newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removeLayout()
        guidanceState = nil
        readyState = newState
        layOutReady(navMap, newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        removeLayout()
        if let guidance = guidanceState {
            layOutGuidance(navMap, guidance)
        } else if let ready = readyState {
            layOutReady(navMap, ready)
        }
    }

    // MARK: - Layouts

    private func layOutReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let geometry = Geometry(navMap)
        let safe = navMap.safeAreaLayoutGuide
        let logoInset = state.wideMode ? geometry.gap : 0
        place([state.viewport, state.googleLogo, buttons], on: navMap, buttons: state.buttons)
        layoutConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor),
            buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: geometry.gap),
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -geometry.gap),
            buttons.bottomAnchor.constraint(equalTo: floor.topAnchor),
        ]
        NSLayoutConstraint.activate(layoutConstraints)
    }

    private func layOutGuidance(_ navMap: GMSMapView, _ state: ActiveGuidanceUIState) {
        let geometry = Geometry(navMap)
        let safe = navMap.safeAreaLayoutGuide
        let cardInset = state.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding : 0
        var views = [state.viewport, state.turnCard, state.etaCard, state.googleLogo, buttons]
        var trailingEdge = safe.trailingAnchor
        var constraints = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: geometry.turnCardTopGap),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardInset),
            state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardInset),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
        ]
        if geometry.showsProgressBar {
            let bar = state.tripProgressBar
            views.append(bar)
            constraints += [
                bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -geometry.gap),
                bar.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: geometry.gap),
                bar.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -geometry.gap),
            ]
            trailingEdge = bar.leadingAnchor
        }
        constraints += [
            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: trailingEdge),
            state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor),
            buttons.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: geometry.gap),
            buttons.trailingAnchor.constraint(equalTo: trailingEdge, constant: -geometry.gap),
            buttons.bottomAnchor.constraint(equalTo: floor.topAnchor),
        ]
        place(views, on: navMap, buttons: state.buttons)
        layoutConstraints = constraints
        NSLayoutConstraint.activate(layoutConstraints)
    }

    private func place(_ views: [UIView], on navMap: GMSMapView, buttons sdkButtons: [NavigationUIButton]) {
        buttons.arrangedSubviews = sdkButtons.map(\.view)
        views.forEach { navMap.addSubview($0) }
        placedViews = views
        // A prompt on screen stays on top of the rebuilt layout.
        if let prompt { navMap.bringSubviewToFront(prompt) }
    }

    private func removeLayout() {
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints.removeAll()
        placedViews.forEach { $0.removeFromSuperview() }
        placedViews.removeAll()
        buttons.arrangedSubviews = []
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let geometry = Geometry(navMap)
        if #available(iOS 15, *) {
            // The prompt hugs the leading edge: round the corner that faces the map.
            newPrompt.roundedCorners = geometry.isRightToLeft ? [.layerMinXMinYCorner] : [.layerMaxXMinYCorner]
        }
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        removePrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        removePrompt()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
