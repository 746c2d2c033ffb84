import GoogleNavigation
import UIKit

/// The four edges the team pins by. No left/right on purpose.
enum Edge: CaseIterable {
    case top, bottom, leading, trailing
}

/// Something that turns a view into the constraints that place it.
typealias Maker = (UIView) -> [NSLayoutConstraint]

// MARK: - Curried primitives

/// `pin(.leading)(logo)(safeArea)`: the view's edge on the guide's same edge.
@MainActor
func pin(_ edge: Edge) -> (UIView) -> (UILayoutGuide) -> NSLayoutConstraint {
    pin(edge, inset: 0)
}

/// Same, moved inward by `inset` (positive insets always point into the guide).
@MainActor
func pin(_ edge: Edge, inset: CGFloat) -> (UIView) -> (UILayoutGuide) -> NSLayoutConstraint {
    { view in
        { guide in
            switch edge {
            case .top: return view.topAnchor.constraint(equalTo: guide.topAnchor, constant: inset)
            case .bottom: return view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -inset)
            case .leading: return view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset)
            case .trailing: return view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset)
            }
        }
    }
}

/// Swaps the two curried arguments: `flip(pin(.top))(safeArea)(view)`.
func flip<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (B) -> (A) -> C {
    { b in { a in f(a)(b) } }
}

/// Lifts a single-constraint function into a maker.
func lift(_ f: @escaping (UIView) -> NSLayoutConstraint) -> Maker {
    { view in [f(view)] }
}

/// Runs every maker on the same view.
func all(_ makers: [Maker]) -> Maker {
    { view in makers.flatMap { $0(view) } }
}

/// Maps a constraint transform over everything a maker makes.
func mapping(_ transform: @escaping (NSLayoutConstraint) -> NSLayoutConstraint) -> (@escaping Maker) -> Maker {
    { maker in { view in maker(view).map(transform) } }
}

@MainActor
func prioritized(_ priority: UILayoutPriority) -> (NSLayoutConstraint) -> NSLayoutConstraint {
    { constraint in
        constraint.priority = priority
        return constraint
    }
}

// MARK: - Makers over guides and other views

/// Pins the given edges of a view to a guide.
@MainActor
func edges(_ list: [Edge], of guide: UILayoutGuide, inset: CGFloat = 0) -> Maker {
    { view in list.map { pin($0, inset: inset)(view)(guide) } }
}

/// Top edge right below another view.
@MainActor
func below(_ other: UIView) -> Maker {
    { view in [view.topAnchor.constraint(equalTo: other.bottomAnchor)] }
}

/// Bottom edge right on top of a guide.
@MainActor
func above(_ guide: UILayoutGuide) -> Maker {
    { view in [view.bottomAnchor.constraint(equalTo: guide.topAnchor)] }
}

/// Leading edge right after another view (beside a leading column).
@MainActor
func after(_ other: UIView) -> Maker {
    { view in [view.leadingAnchor.constraint(equalTo: other.trailingAnchor)] }
}

/// Bottom edge stacked on another Google view's margins.
@MainActor
func stacked(on other: UIView) -> Maker {
    { view in [view.bottomAnchor.constraint(equalTo: other.layoutMarginsGuide.topAnchor)] }
}

/// Pairs a view with its maker and runs them all.
@MainActor
func build(_ plan: [(UIView, Maker)]) -> [NSLayoutConstraint] {
    plan.flatMap { view, make in make(view) }
}
