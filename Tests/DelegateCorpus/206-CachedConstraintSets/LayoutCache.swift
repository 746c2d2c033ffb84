import GoogleNavigation
import UIKit

/// Which guidance layout is on screen. Each combination is built once per
/// set of Google views and reused across rotations and prompts.
struct CacheKey: Hashable {
    var wide: Bool
    var prompt: Bool
}

/// Identity of the views a cached constraint set was built for.
struct ViewIdentity: Equatable {
    private let ids: [ObjectIdentifier]

    init(_ views: [AnyObject]) {
        ids = views.map { ObjectIdentifier($0) }
    }
}

/// Navigation-ready constraints for one set of views, built lazily per size class.
@MainActor
final class ReadyConstraintSet {
    let identity: ViewIdentity
    private let logo: UIView
    private let viewport: UIView
    private let compass: UIView?
    private let safeArea: UILayoutGuide

    init(state: NavigationReadyUIState, navMap: GMSMapView) {
        logo = state.googleLogo
        viewport = state.viewport
        compass = state.buttons.first { $0.type == .compass }?.view
        safeArea = navMap.safeAreaLayoutGuide
        identity = ReadyConstraintSet.identity(of: state, on: navMap)
    }

    static func identity(of state: NavigationReadyUIState, on navMap: GMSMapView) -> ViewIdentity {
        let compass = state.buttons.first { $0.type == .compass }?.view
        return ViewIdentity([navMap, state.googleLogo, state.viewport] + (compass.map { [$0] } ?? []))
    }

    lazy var compact: [NSLayoutConstraint] = make(inset: NavigationStyleValues.elementHorizontalPadding)
    lazy var wide: [NSLayoutConstraint] = make(inset: NavigationStyleValues.buttonHorizontalPadding)

    var views: [UIView] {
        [viewport, logo] + (compass.map { [$0] } ?? [])
    }

    func constraints(wide isWide: Bool) -> [NSLayoutConstraint] {
        isWide ? wide : compact
    }

    private func make(inset: CGFloat) -> [NSLayoutConstraint] {
        var set = [
            viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: inset),
            logo.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -inset),
        ]
        if let compass {
            set += [
                compass.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: NavigationStyleValues.buttonVerticalPadding),
                compass.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -inset),
            ]
        }
        return set
    }
}
