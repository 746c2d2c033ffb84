import GoogleNavigation
import UIKit

// Dynamic-member wrappers the navigation team uses so layout code reads like
// the design spec: `layout.turnCard.bottom`, `metrics.buttonInset`.

// MARK: - Metrics

/// The spacing table, looked up by name: `metrics.buttonInset`.
/// Unknown names read as zero so a typo never crashes a drive.
@dynamicMemberLookup
struct MetricsTable {
    private var values: [String: CGFloat]

    init(_ values: [String: CGFloat]) {
        self.values = values
    }

    static func navigationDefaults() -> MetricsTable {
        MetricsTable([
            "buttonInset": NavigationStyleValues.buttonHorizontalPadding,
            "buttonSpacing": NavigationStyleValues.buttonVerticalPadding,
            "elementGap": NavigationStyleValues.elementHorizontalPadding,
            "wideLogoInset": NavigationStyleValues.elementHorizontalPadding,
            "promptTravel": 160,
            "promptDuration": 0.3,
        ])
    }

    subscript(dynamicMember key: String) -> CGFloat {
        get { values[key] ?? 0 }
        set { values[key] = newValue }
    }

    /// `metrics("promptTravel", or: 120)` when a fallback matters.
    func callAsFunction(_ key: String, or fallback: CGFloat) -> CGFloat {
        values[key] ?? fallback
    }
}

// MARK: - Edges

/// The anchors a layout spec talks about, by their spec names.
@MainActor
struct EdgeNames {
    let target: UIView

    var top: NSLayoutYAxisAnchor { target.topAnchor }
    var bottom: NSLayoutYAxisAnchor { target.bottomAnchor }
    var leading: NSLayoutXAxisAnchor { target.leadingAnchor }
    var trailing: NSLayoutXAxisAnchor { target.trailingAnchor }
    var marginTop: NSLayoutYAxisAnchor { target.layoutMarginsGuide.topAnchor }
    var marginBottom: NSLayoutYAxisAnchor { target.layoutMarginsGuide.bottomAnchor }
}

/// One view of a layout. Reads both the view's own members
/// (`handle.isHidden`) and the spec's edge names (`handle.top`).
@dynamicMemberLookup
@MainActor
struct ViewHandle {
    let view: UIView

    subscript<T>(dynamicMember path: KeyPath<UIView, T>) -> T {
        view[keyPath: path]
    }

    subscript<T>(dynamicMember path: KeyPath<EdgeNames, T>) -> T {
        EdgeNames(target: view)[keyPath: path]
    }

    /// `layout.turnCard { card in [...] }`: constraints that mention the view.
    func callAsFunction(_ make: (ViewHandle) -> [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        make(self)
    }
}

// MARK: - Layout state

/// A navigation state seen through dynamic members: `layout.turnCard.top`,
/// `layout.wideMode`, `layout.safe.bottom`.
@dynamicMemberLookup
@MainActor
struct LayoutState<Root: NavigationUIState> {
    let root: Root
    let map: GMSMapView

    subscript(dynamicMember path: KeyPath<Root, UIView>) -> ViewHandle {
        ViewHandle(view: root[keyPath: path])
    }

    subscript<T>(dynamicMember path: KeyPath<Root, T>) -> T {
        root[keyPath: path]
    }

    /// The map's safe area, with the spec's edge names.
    var safe: SafeArea { SafeArea(guide: map.safeAreaLayoutGuide) }
}

@dynamicMemberLookup
@MainActor
struct SafeArea {
    let guide: UILayoutGuide

    subscript<T>(dynamicMember path: KeyPath<UILayoutGuide, T>) -> T {
        guide[keyPath: path]
    }

    var top: NSLayoutYAxisAnchor { guide.topAnchor }
    var bottom: NSLayoutYAxisAnchor { guide.bottomAnchor }
    var leading: NSLayoutXAxisAnchor { guide.leadingAnchor }
    var trailing: NSLayoutXAxisAnchor { guide.trailingAnchor }
}

extension LayoutState where Root == NavigationReadyUIState {
    /// The SDK's buttons, compass last so it is the first the stack hides.
    var stackedButtons: [UIView] {
        let reporting = root.buttons.filter { $0.type == .reporting }
        let compass = root.buttons.filter { $0.type == .compass }
        return (reporting + compass).map(\.view)
    }
}

extension LayoutState where Root == ActiveGuidanceUIState {
    var stackedButtons: [UIView] {
        let reporting = root.buttons.filter { $0.type == .reporting }
        let compass = root.buttons.filter { $0.type == .compass }
        return (reporting + compass).map(\.view)
    }

    /// The views only guidance shows.
    var guidanceViews: [UIView] {
        [root.turnCard, root.etaCard, root.speedWidget]
    }
}
