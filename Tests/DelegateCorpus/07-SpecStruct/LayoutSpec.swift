import GoogleNavigation
import UIKit

/// How far a view sits from the edges it is pinned to; `nil` leaves an edge free.
struct EdgeSpec {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    static let fill = EdgeSpec(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// This spec with the bottom edge moved.
    func with(bottom: CGFloat?) -> EdgeSpec {
        var copy = self
        copy.bottom = bottom
        return copy
    }
}

/// A view pinned to a layout guide by an `EdgeSpec`.
struct Placement {
    let view: UIView
    let spec: EdgeSpec

    @MainActor
    func constraints(in guide: UILayoutGuide) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        if let top = spec.top { result.append(view.topAnchor.constraint(equalTo: guide.topAnchor, constant: top)) }
        if let leading = spec.leading {
            result.append(view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: leading))
        }
        if let bottom = spec.bottom {
            result.append(view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -bottom))
        }
        if let trailing = spec.trailing {
            result.append(view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -trailing))
        }
        return result
    }
}
