import GoogleNavigation
import UIKit

// Our own map chrome: laid out with frames, as the rest of the app is.

enum TripChromeMetrics {
    static let panelHeight: CGFloat = 120
    static let sidePanelWidth: CGFloat = 320
    static let sidePanelMaxFraction: CGFloat = 0.4
    static let edge: CGFloat = 16
    static let closeButtonSide: CGFloat = 44
    static let labelHeight: CGFloat = 22
}

extension CGRect {
    /// `UIEdgeInsetsInsetRect` as we always wrote it (the stub UIKit we type-check against has no `inset(by:)`).
    func removing(_ insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left,
            y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    /// A square of `side` in the top-trailing corner (top-leading when `rightToLeft`).
    func topTrailingSquare(side: CGFloat, rightToLeft: Bool) -> CGRect {
        let x = rightToLeft ? minX : maxX - side
        return CGRect(x: x, y: minY, width: side, height: side)
    }
}

/// The trip summary panel (destination, arrival). Old-school: subviews placed in `layoutSubviews`.
final class TripPanelView: UIView {
    let titleLabel = UILabel()
    let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 12
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        titleLabel.text = "Trip"
        detailLabel.font = UIFont.systemFont(ofSize: 15)
        detailLabel.textColor = .secondaryLabel
        detailLabel.text = "Ready when you are"
        addSubview(titleLabel)
        addSubview(detailLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.removing(safeAreaInsets).insetBy(dx: TripChromeMetrics.edge, dy: 12)
        let (title, rest) = content.divided(atDistance: TripChromeMetrics.labelHeight, from: .minYEdge)
        let (detail, _) = rest.divided(atDistance: TripChromeMetrics.labelHeight, from: .minYEdge)
        titleLabel.frame = title
        detailLabel.frame = detail
    }
}

extension UIButton {
    static func tripCloseButton() -> UIButton {
        let button = UIButton(type: .close)
        button.accessibilityLabel = "End trip"
        button.translatesAutoresizingMaskIntoConstraints = true
        return button
    }
}

extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
