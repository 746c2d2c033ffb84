import UIKit
import GoogleNavigation

extension UIStackView {
    /// A stack configured in one expression, the way the rest of the app builds them.
    convenience init(axis: NSLayoutConstraint.Axis,
                     alignment: UIStackView.Alignment = .fill,
                     distribution: UIStackView.Distribution = .fill,
                     spacing: CGFloat = 0) {
        self.init(frame: .zero)
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = spacing
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Makes `views` the arranged subviews, in order. Views that stay are not
    /// taken off the stack (their outside constraints survive); views that go
    /// are removed from the hierarchy too, as `removeArrangedSubview` alone
    /// would leave them on screen.
    func replaceArrangedSubviews(with views: [UIView]) {
        for view in arrangedSubviews where !views.contains(view) {
            removeArrangedSubview(view)
            view.removeFromSuperview()
        }
        for (index, view) in views.enumerated() {
            let current = arrangedSubviews.firstIndex(of: view)
            if current == index { continue }
            if current != nil { removeArrangedSubview(view) }
            insertArrangedSubview(view, at: index)
        }
    }

    /// Custom spacing after each view that has an entry; the rest use `spacing`.
    func applySpacing(_ spacings: [(UIView, CGFloat)]) {
        for (view, gap) in spacings where arrangedSubviews.contains(view) {
            setCustomSpacing(gap, after: view)
        }
    }

    func setMargins(_ margins: NSDirectionalEdgeInsets) {
        isLayoutMarginsRelativeArrangement = margins != .zero
        directionalLayoutMargins = margins
    }
}

enum ChromeSpacing {
    static let badgeInset: CGFloat = 12
    static let speedToLogo: CGFloat = 10
    static let promptToEta: CGFloat = 8
    static let columnToViewport: CGFloat = 8
    static var columnMargins: NSDirectionalEdgeInsets {
        let pad = NavigationStyleValues.headerFooterHorizontalPadding
        return NSDirectionalEdgeInsets(top: pad, leading: pad, bottom: pad, trailing: 0)
    }
}
