import UIKit

extension UIView {
    /// Constraints holding this view's four edges to `guide`'s, inset by `insets`
    /// (not activated).
    func pinEdges(to guide: UILayoutGuide, insets: NSDirectionalEdgeInsets = .zero) -> [NSLayoutConstraint] {
        [
            topAnchor.constraint(equalTo: guide.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: insets.leading),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -insets.bottom),
            trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -insets.trailing),
        ]
    }

    /// Constraints putting this view in `guide`'s bottom leading corner.
    func pinBottomLeading(to guide: UILayoutGuide, inset: CGFloat) -> [NSLayoutConstraint] {
        [
            leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -inset),
        ]
    }

    /// Adds the views as subviews, in order.
    func addSubviews(_ views: [UIView]) {
        views.forEach { addSubview($0) }
    }
}

extension Array where Element == UIView {
    /// Removes every view from its superview.
    @MainActor
    func removeAllFromSuperview() {
        forEach { $0.removeFromSuperview() }
    }
}
