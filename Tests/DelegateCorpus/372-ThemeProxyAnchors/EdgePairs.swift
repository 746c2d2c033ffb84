import GoogleNavigation
import UIKit

// Key-path pairings of anchors. A layout line names which edge of an item
// meets which edge of a target, the way the redlines say it ("viewport top on
// turn card bottom"), and `pin` turns it into a constraint:
//
//     Edges.topOnBottom.pin(viewport, to: turnCard)
//     Edges.trailing.pin(logo, to: safe, -theme.screenEdge)

/// One edge of a `Source` meeting one edge of a `Target` along the same axis.
struct EdgePair<Source, Target, Anchor: NSLayoutAnchor<Anchor>> {
    let edge: KeyPath<Source, Anchor>
    let targetEdge: KeyPath<Target, Anchor>

    init(_ edge: KeyPath<Source, Anchor>, _ targetEdge: KeyPath<Target, Anchor>) {
        self.edge = edge
        self.targetEdge = targetEdge
    }
}

extension EdgePair {
    /// `item.edge (relation) target.targetEdge + constant`, not yet active.
    @MainActor
    func pin(_ item: Source, to target: Target, _ constant: CGFloat = 0,
             _ relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint {
        let anchor = item[keyPath: edge]
        let other = target[keyPath: targetEdge]
        switch relation {
        case .equal:
            return anchor.constraint(equalTo: other, constant: constant)
        case .lessThanOrEqual:
            return anchor.constraint(lessThanOrEqualTo: other, constant: constant)
        case .greaterThanOrEqual:
            return anchor.constraint(greaterThanOrEqualTo: other, constant: constant)
        }
    }
}

/// A view's anchor reached through its built-in margins: Google views stack on
/// each other's `layoutMarginsGuide` (SDK guide), not on their frames.
@MainActor
func margins<Anchor>(_ edge: KeyPath<UILayoutGuide, Anchor>) -> KeyPath<UIView, Anchor> {
    (\UIView.layoutMarginsGuide).appending(path: edge)
}

typealias ViewToGuideY = EdgePair<UIView, UILayoutGuide, NSLayoutYAxisAnchor>
typealias ViewToGuideX = EdgePair<UIView, UILayoutGuide, NSLayoutXAxisAnchor>
typealias ViewToViewY = EdgePair<UIView, UIView, NSLayoutYAxisAnchor>
typealias ViewToViewX = EdgePair<UIView, UIView, NSLayoutXAxisAnchor>
typealias GuideToGuideY = EdgePair<UILayoutGuide, UILayoutGuide, NSLayoutYAxisAnchor>
typealias GuideToGuideX = EdgePair<UILayoutGuide, UILayoutGuide, NSLayoutXAxisAnchor>

/// The pairings the drive screen uses. Horizontal ones are leading/trailing
/// only, so the layout mirrors itself in right-to-left languages.
@MainActor
enum Edges {
    // A view against a guide (the safe area, the open map's floor).
    static let top = ViewToGuideY(\UIView.topAnchor, \UILayoutGuide.topAnchor)
    static let leading = ViewToGuideX(\UIView.leadingAnchor, \UILayoutGuide.leadingAnchor)
    static let trailing = ViewToGuideX(\UIView.trailingAnchor, \UILayoutGuide.trailingAnchor)
    static let bottom = ViewToGuideY(\UIView.bottomAnchor, \UILayoutGuide.bottomAnchor)
    static let onFloor = ViewToGuideY(\UIView.bottomAnchor, \UILayoutGuide.topAnchor)

    // A view against another view.
    static let topOnBottom = ViewToViewY(\UIView.topAnchor, \UIView.bottomAnchor)
    static let sameBottom = ViewToViewY(\UIView.bottomAnchor, \UIView.bottomAnchor)
    static let sameLeading = ViewToViewX(\UIView.leadingAnchor, \UIView.leadingAnchor)
    static let leadingAfter = ViewToViewX(\UIView.leadingAnchor, \UIView.trailingAnchor)
    static let trailingBefore = ViewToViewX(\UIView.trailingAnchor, \UIView.leadingAnchor)
    static let onMarginsTop = ViewToViewY(\UIView.bottomAnchor, margins(\UILayoutGuide.topAnchor))

    // The open map's floor against the safe area and the views it stays above.
    static let guideBottom = GuideToGuideY(\UILayoutGuide.bottomAnchor, \UILayoutGuide.bottomAnchor)
    static let guideLeading = GuideToGuideX(\UILayoutGuide.leadingAnchor, \UILayoutGuide.leadingAnchor)
    static let guideTrailing = GuideToGuideX(\UILayoutGuide.trailingAnchor, \UILayoutGuide.trailingAnchor)
    static let floorAbove = EdgePair<UILayoutGuide, UIView, NSLayoutYAxisAnchor>(
        \UILayoutGuide.bottomAnchor, \UIView.topAnchor)
}
