import GoogleNavigation
import UIKit

// MARK: - Placements

/// Something that knows how to constrain one layout item (a view or a guide).
@MainActor
protocol Placement<Target> {
    associatedtype Target: AnyObject
    var target: Target { get }
    func constraints() -> [NSLayoutConstraint]
}

/// The one concrete placement: a target and the closure that pins it.
@MainActor
struct Pin<Target: AnyObject>: Placement {
    let target: Target
    let make: (Target) -> [NSLayoutConstraint]

    func constraints() -> [NSLayoutConstraint] { make(target) }
}

enum LayoutMode {
    case compact, wide

    @MainActor
    init(_ state: NavigationUIState) {
        self = state.wideMode ? .wide : .compact
    }
}

enum Metrics {
    static var rail: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var buttonGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static let slide: TimeInterval = 0.25
}

// MARK: - Builders

@MainActor
enum Place {
    /// Pins all four edges of `view` to the given anchors.
    static func frame(
        _ view: UIView, top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor,
        leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor
    ) -> some Placement<UIView> {
        Pin(target: view) { v in
            [
                v.topAnchor.constraint(equalTo: top),
                v.bottomAnchor.constraint(equalTo: bottom),
                v.leadingAnchor.constraint(equalTo: leading),
                v.trailingAnchor.constraint(equalTo: trailing),
            ]
        }
    }

    /// A floating item: its leading or trailing side and its bottom; the SDK sizes it.
    static func floating(
        _ view: UIView, leading: NSLayoutXAxisAnchor? = nil, trailing: NSLayoutXAxisAnchor? = nil,
        bottom: NSLayoutYAxisAnchor
    ) -> some Placement<UIView> {
        Pin(target: view) { v in
            var pins = [v.bottomAnchor.constraint(equalTo: bottom)]
            if let leading { pins.append(v.leadingAnchor.constraint(equalTo: leading)) }
            if let trailing { pins.append(v.trailingAnchor.constraint(equalTo: trailing)) }
            return pins
        }
    }

    /// A card on the top or bottom edge: full width when compact, the SDK's
    /// leading column when wide (never pinned on its trailing side there).
    static func card(
        _ card: UIView, atTop: Bool, mode: LayoutMode, in safe: UILayoutGuide
    ) -> some Placement<UIView> {
        Pin(target: card) { v in
            let edge = atTop
                ? v.topAnchor.constraint(equalTo: safe.topAnchor)
                : v.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
            let leading = v.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            return switch mode {
            case .compact: [edge, leading, v.trailingAnchor.constraint(equalTo: safe.trailingAnchor)]
            case .wide: [edge, leading]
            }
        }
    }

    /// A zero-height guide resting on the safe area's bottom, pushed up by what
    /// `below` holds (cards, prompts).
    static func contentBottom(_ guide: UILayoutGuide, in safe: UILayoutGuide) -> some Placement<UILayoutGuide> {
        Pin(target: guide) { g in
            let resting = g.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
            resting.priority = .defaultLow
            return [
                resting,
                g.heightAnchor.constraint(equalToConstant: 0),
                g.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                g.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
        }
    }
}

// MARK: - One-shot transaction

/// Adds `views` to `map` in order, skipping those already there.
@MainActor
func add(_ views: some Sequence<UIView>, to map: some UIView) {
    for view in views where view.superview !== map {
        map.addSubview(view)
    }
}

@MainActor
func deactivate(_ constraints: any Collection<NSLayoutConstraint>) {
    NSLayoutConstraint.deactivate(Array(constraints))
}

/// What a committed transaction put on the map, so it can be taken off whole.
@MainActor
struct CommittedLayout {
    let views: [UIView]
    let stacks: [GMSNavigationHidingStackView]
    let constraints: [NSLayoutConstraint]

    /// Deactivates everything, empties the stacks and removes the views the
    /// next layout does not keep (kept views stay put, above any prompt).
    func tearDown(keeping kept: borrowing Set<ObjectIdentifier>) {
        deactivate(constraints)
        stacks.forEach { $0.arrangedSubviews = [] }
        for view in views where !kept.contains(ObjectIdentifier(view)) {
            view.removeFromSuperview()
        }
    }
}

/// Collects views and placements, then applies them at once. Non-copyable:
/// a transaction can be committed exactly once.
@MainActor
struct LayoutTransaction: ~Copyable {
    private let map: GMSMapView
    private var views: [UIView] = []
    private var arrangements: [(GMSNavigationHidingStackView, [UIView])] = []
    private var placements: [any Placement] = []

    init(on map: GMSMapView) {
        self.map = map
    }

    var viewIDs: Set<ObjectIdentifier> {
        Set(views.map(ObjectIdentifier.init))
    }

    mutating func include(_ newViews: some Sequence<UIView>) {
        views.append(contentsOf: newViews)
    }

    /// A bottom-trailing hiding stack for `buttons`, arranged on commit.
    mutating func stack(_ buttons: [UIView]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = Metrics.buttonGap
        arrangements.append((stack, buttons))
        views.append(stack)
        return stack
    }

    mutating func place(_ placement: some Placement) {
        placements.append(placement)
    }

    consuming func commit() -> CommittedLayout {
        add(views, to: map)
        for (stack, buttons) in arrangements {
            stack.arrangedSubviews = buttons
        }
        let constraints = placements.flatMap { $0.constraints() }
        NSLayoutConstraint.activate(constraints)
        return CommittedLayout(views: views, stacks: arrangements.map(\.0), constraints: constraints)
    }
}
