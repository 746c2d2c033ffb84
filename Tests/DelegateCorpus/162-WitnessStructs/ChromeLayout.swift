import GoogleNavigation
import UIKit

/// A piece of navigation chrome as a value: which views it adds, the
/// constraints that place them, and what to undo when it is taken down.
/// Pieces compose with `combined(with:)` and move between contexts with
/// `pullback`, so the delegate only ever mounts and unmounts one value.
@MainActor
struct ChromeLayout<Context> {
    var views: (Context) -> [UIView]
    var place: (Context) -> [NSLayoutConstraint]
    var teardown: (Context) -> Void
}

extension ChromeLayout {
    static var empty: Self {
        Self(views: { _ in [] }, place: { _ in [] }, teardown: { _ in })
    }

    /// Both pieces: views and constraints in order, teardown in reverse.
    func combined(with other: Self) -> Self {
        Self(
            views: { self.views($0) + other.views($0) },
            place: { self.place($0) + other.place($0) },
            teardown: { context in
                other.teardown(context)
                self.teardown(context)
            })
    }

    static func combine(_ layouts: Self...) -> Self {
        layouts.reduce(.empty) { $0.combined(with: $1) }
    }

    /// Runs this piece in a larger context.
    func pullback<Global>(_ toLocal: @escaping (Global) -> Context) -> ChromeLayout<Global> {
        ChromeLayout<Global>(
            views: { self.views(toLocal($0)) },
            place: { self.place(toLocal($0)) },
            teardown: { self.teardown(toLocal($0)) })
    }

    /// Runs this piece in a larger context only while that context has one
    /// of ours (guidance-only chrome pulled back to the whole screen).
    func pullback<Global>(_ toLocal: @escaping (Global) -> Context?) -> ChromeLayout<Global> {
        ChromeLayout<Global>(
            views: { toLocal($0).map(self.views) ?? [] },
            place: { toLocal($0).map(self.place) ?? [] },
            teardown: { global in toLocal(global).map(self.teardown) })
    }
}

// MARK: - Contexts

/// What every navigation state gives the chrome.
@MainActor
struct ScreenContext {
    let navMap: GMSMapView
    var wideMode: Bool
    let googleLogo: UIView
    let viewport: UIView
    let buttons: [NavigationUIButton]
    let buttonStack: GMSNavigationHidingStackView
    /// Bottom of the unobscured map, kept above the ETA card and prompts.
    let contentBottom: UILayoutGuide
    let badge: DutyBadgeView
    var guidance: GuidanceViews?

    var safeArea: UILayoutGuide { navMap.safeAreaLayoutGuide }

    /// The guidance context, while guiding.
    var guiding: GuidanceContext? {
        guidance.map { GuidanceContext(screen: self, views: $0) }
    }
}

/// The views only active guidance has.
struct GuidanceViews {
    let turnCard: UIView
    let etaCard: UIView
    let speedWidget: UIView
    let tripProgressBar: UIView
}

@MainActor
struct GuidanceContext {
    let screen: ScreenContext
    let views: GuidanceViews
}

/// Where the duty badge hangs.
@MainActor
struct BadgeContext {
    let badge: DutyBadgeView
    let top: NSLayoutYAxisAnchor
    let leading: NSLayoutXAxisAnchor
}

// MARK: - The app's view

/// "On duty" badge the fleet app shows in a top leading corner of the map.
final class DutyBadgeView: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        text = "On duty"
        textAlignment = .center
        backgroundColor = .systemGreen
        textColor = .white
        layer.cornerRadius = 8
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
