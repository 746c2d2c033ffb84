import UIKit

/// Visual style of the app's floating cards. Not related to the map's padding.
struct CardStyle: Sendable {
    /// Inner spacing between the card's edge and its content, in points.
    var padding: CGFloat
    var cornerRadius: CGFloat

    func insets() -> UIEdgeInsets {
        UIEdgeInsets(top: padding, left: padding, bottom: padding, right: padding)
    }
}

/// A rounded label with its own `padding` (a plain `UILabel` has none).
final class PillLabel: UILabel {
    var padding = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(
            width: size.width + padding.leading + padding.trailing,
            height: size.height + padding.top + padding.bottom)
    }

    func applyCompactStyle() {
        padding = NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
        layer.cornerRadius = 10
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        clipsToBounds = true
    }
}

/// Insets the dispatch backend sends with each trip, decoded from JSON.
struct MapInsetsDTO: Decodable, Sendable {
    struct EdgesDTO: Decodable, Sendable {
        var top: Double
        var bottom: Double
    }

    /// Optional: old backends do not send it.
    var padding: EdgesDTO?
    var sheetHeight: Double?

    /// How far the backend wants the pickup pin kept from the top of the screen.
    var topInset: CGFloat {
        CGFloat(padding?.top ?? 0)
    }
}
