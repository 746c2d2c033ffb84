import GoogleNavigation
import UIKit

/// One navigation state's chrome: which Google views it shows and how they
/// are constrained. Conformers are small value types; the delegate picks one
/// at run time and holds it as `any NavigationChromeLayout`.
@MainActor
protocol NavigationChromeLayout {
    associatedtype State: NavigationUIState

    var state: State { get }
    var buttonStack: GMSNavigationHidingStackView { get }
    /// Google views in z-order, bottom first (the button stack goes on top).
    var googleViews: [UIView] { get }
    /// Gap between the button column and the safe area's trailing edge.
    var buttonInset: CGFloat { get }

    init(state: State, buttonStack: GMSNavigationHidingStackView)
    func buttonsTop(in navMap: GMSMapView) -> NSLayoutYAxisAnchor
    func makeConstraints(in navMap: GMSMapView, contentBottom: UILayoutGuide) -> [NSLayoutConstraint]
}

// MARK: - Defaults for every layout

extension NavigationChromeLayout {
    var buttonInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }

    func buttonsTop(in navMap: GMSMapView) -> NSLayoutYAxisAnchor {
        navMap.safeAreaLayoutGuide.topAnchor
    }

    static func make<Buttons: Sequence>(for state: State, buttons: Buttons) -> Self
    where Buttons.Element == NavigationUIButton {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = buttons.map { $0.view }
        return Self(state: state, buttonStack: stack)
    }

    /// Adds the views (buttons last) and activates the constraints it returns.
    func install(in navMap: GMSMapView, contentBottom: UILayoutGuide) -> [NSLayoutConstraint] {
        (googleViews + [buttonStack]).forEach { navMap.addSubview($0) }
        let constraints = makeConstraints(in: navMap, contentBottom: contentBottom)
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    /// Deactivates `constraints`, then takes every view of the layout off the map.
    func uninstall(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
        buttonStack.removeFromSuperview()
        buttonStack.arrangedSubviews = []
        googleViews.forEach { $0.removeFromSuperview() }
    }
}

// MARK: - Navigation ready

extension NavigationChromeLayout where State == NavigationReadyUIState {
    var googleViews: [UIView] { [state.viewport, state.googleLogo] }

    func makeConstraints(in navMap: GMSMapView, contentBottom: UILayoutGuide) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo, viewport = state.viewport
        return [
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
            buttonStack.topAnchor.constraint(equalTo: buttonsTop(in: navMap)),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
    }
}

struct CompactReadyLayout: NavigationChromeLayout {
    let state: NavigationReadyUIState
    let buttonStack: GMSNavigationHidingStackView
}

struct WideReadyLayout: NavigationChromeLayout {
    let state: NavigationReadyUIState
    let buttonStack: GMSNavigationHidingStackView
    var buttonInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
}

// MARK: - Active guidance

extension NavigationChromeLayout where State == ActiveGuidanceUIState {
    var googleViews: [UIView] {
        [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo]
    }

    func buttonsTop(in navMap: GMSMapView) -> NSLayoutYAxisAnchor { state.turnCard.bottomAnchor }

    func makeConstraints(in navMap: GMSMapView, contentBottom: UILayoutGuide) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard, etaCard = state.etaCard
        let logo = state.googleLogo, viewport = state.viewport, speed = state.speedWidget
        return [
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
            buttonStack.topAnchor.constraint(equalTo: buttonsTop(in: navMap)),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
    }
}

struct CompactGuidanceLayout: NavigationChromeLayout {
    let state: ActiveGuidanceUIState
    let buttonStack: GMSNavigationHidingStackView
}

/// Cards hug the leading edge in wide mode, so the buttons can use the full
/// height of the trailing side.
struct WideGuidanceLayout: NavigationChromeLayout {
    let state: ActiveGuidanceUIState
    let buttonStack: GMSNavigationHidingStackView
    var buttonInset: CGFloat { 0 }

    func buttonsTop(in navMap: GMSMapView) -> NSLayoutYAxisAnchor { navMap.safeAreaLayoutGuide.topAnchor }
}
