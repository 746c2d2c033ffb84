import GoogleNavigation
import UIKit

// Shared vocabulary of the navigation layout code: we keep geometry in small
// labelled tuples rather than one-off structs.

typealias Inset = (leading: CGFloat, top: CGFloat)
typealias ConstraintGroup = [NSLayoutConstraint]
typealias VerticalSpan = (top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor)
typealias HorizontalSpan = (leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor)
/// A view and the depth it is added at (lower first).
typealias Layer = (view: UIView, depth: Int)
/// What one navigation state put on screen.
typealias Installed = (views: [UIView], group: ConstraintGroup)
/// The layout decision that `sizeChanged` compares against.
typealias LayoutKey = (wide: Bool, guiding: Bool)

@MainActor
enum LayoutTuples {
    static let zeroInset: Inset = (0, 0)

    /// Insets the cards get from the safe area. Wide mode follows the SDK's
    /// header/footer padding so the column lines up with Google's own spacing.
    static func cardInset(wide: Bool) -> Inset {
        wide
            ? (NavigationStyleValues.headerFooterHorizontalPadding, NavigationStyleValues.headerTopPadding)
            : zeroInset
    }

    static func horizontal(of guide: UILayoutGuide) -> HorizontalSpan {
        (guide.leadingAnchor, guide.trailingAnchor)
    }

    static func vertical(of guide: UILayoutGuide) -> VerticalSpan {
        (guide.topAnchor, guide.bottomAnchor)
    }

    /// Pins all four edges of `view` to the spans.
    static func fill(_ view: UIView, _ h: HorizontalSpan, _ v: VerticalSpan) -> ConstraintGroup {
        [
            view.leadingAnchor.constraint(equalTo: h.leading),
            view.trailingAnchor.constraint(equalTo: h.trailing),
            view.topAnchor.constraint(equalTo: v.top),
            view.bottomAnchor.constraint(equalTo: v.bottom),
        ]
    }

    /// Pins the leading and top edges (the SDK sizes the view).
    static func topLeading(_ view: UIView, leading: NSLayoutXAxisAnchor, top: NSLayoutYAxisAnchor,
                           inset: Inset = zeroInset) -> ConstraintGroup {
        [
            view.leadingAnchor.constraint(equalTo: leading, constant: inset.leading),
            view.topAnchor.constraint(equalTo: top, constant: inset.top),
        ]
    }

    /// Pins the leading and bottom edges (the SDK sizes the view).
    static func bottomLeading(_ view: UIView, leading: NSLayoutXAxisAnchor, bottom: NSLayoutYAxisAnchor,
                              inset: Inset = zeroInset) -> ConstraintGroup {
        [
            view.leadingAnchor.constraint(equalTo: leading, constant: inset.leading),
            view.bottomAnchor.constraint(equalTo: bottom, constant: -inset.top),
        ]
    }

    /// Adds the layers in depth order (stable for equal depths) and returns them.
    static func add(_ layers: [Layer], to map: GMSMapView) -> [UIView] {
        let ordered = layers.enumerated()
            .sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
            .map { $0.element.view }
        ordered.forEach(map.addSubview)
        return ordered
    }

    /// Finds a button by its type; never by index.
    static func button(_ type: NavigationButtonKnownType, in buttons: [NavigationUIButton]) -> UIView? {
        buttons.first { $0.type == type }?.view
    }
}
