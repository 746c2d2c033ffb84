import Foundation
import UIKit

// Vector operators the app declares on Core Graphics / UIKit geometry. Shared with the
// map overlay renderer, so they are deliberately plain and pixel-agnostic.

// MARK: - CGPoint

extension CGPoint {
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint {
        CGPoint(x: lhs.x * rhs, y: lhs.y * rhs)
    }

    static prefix func - (point: CGPoint) -> CGPoint {
        CGPoint(x: -point.x, y: -point.y)
    }

    /// Snaps to whole points (the layout engine would round anyway; keeps animations crisp).
    var snapped: CGPoint {
        CGPoint(x: x.rounded(), y: y.rounded())
    }
}

// MARK: - CGSize

extension CGSize {
    static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    static func - (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    static func * (lhs: CGSize, rhs: CGFloat) -> CGSize {
        CGSize(width: lhs.width * rhs, height: lhs.height * rhs)
    }

    static prefix func - (size: CGSize) -> CGSize {
        CGSize(width: -size.width, height: -size.height)
    }

    /// The size as a displacement vector.
    var vector: CGPoint { CGPoint(x: width, y: height) }
}

// MARK: - CGRect

extension CGRect {
    /// Translates a rectangle by a vector.
    static func + (lhs: CGRect, rhs: CGPoint) -> CGRect {
        CGRect(origin: lhs.origin + rhs, size: lhs.size)
    }

    static func - (lhs: CGRect, rhs: CGPoint) -> CGRect {
        lhs + -rhs
    }

    /// How far `other`'s top reaches above this rectangle's top edge (0 when it does not).
    func intrusion(fromBelow other: CGRect) -> CGFloat {
        max(0, minY - other.minY)
    }
}

// MARK: - UIEdgeInsets

extension UIEdgeInsets {
    init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    init(horizontal: CGFloat, vertical: CGFloat = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
                     bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    static func - (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        lhs + -rhs
    }

    static func * (lhs: UIEdgeInsets, rhs: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: lhs.top * rhs, left: lhs.left * rhs, bottom: lhs.bottom * rhs, right: lhs.right * rhs)
    }

    static prefix func - (insets: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right)
    }

    /// Keeps only the chosen edges (the others become 0).
    func only(_ edges: RectEdges) -> UIEdgeInsets {
        UIEdgeInsets(top: edges.contains(.top) ? top : 0,
                     left: edges.contains(.leading) ? left : 0,
                     bottom: edges.contains(.bottom) ? bottom : 0,
                     right: edges.contains(.trailing) ? right : 0)
    }
}

/// Edges in layout-direction terms. `UIEdgeInsets.left`/`.right` are read as leading/trailing
/// everywhere in this app (we never build left/right constraints).
struct RectEdges: OptionSet {
    let rawValue: Int
    static let top = RectEdges(rawValue: 1 << 0)
    static let leading = RectEdges(rawValue: 1 << 1)
    static let bottom = RectEdges(rawValue: 1 << 2)
    static let trailing = RectEdges(rawValue: 1 << 3)
    static let all: RectEdges = [.top, .leading, .bottom, .trailing]
    static let horizontal: RectEdges = [.leading, .trailing]
}

// MARK: - Insets to constraints

/// Pins `view`'s chosen edges inside `guide`, inset by `insets` (positive = inwards).
/// Returns the constraints, inactive, in top/leading/bottom/trailing order.
@MainActor
func pinEdges(of view: UIView, to guide: UILayoutGuide, insets: UIEdgeInsets = .zero,
              edges: RectEdges = .all) -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    if edges.contains(.top) {
        constraints.append(view.topAnchor.constraint(equalTo: guide.topAnchor, constant: insets.top))
    }
    if edges.contains(.leading) {
        constraints.append(view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: insets.left))
    }
    if edges.contains(.bottom) {
        constraints.append(view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -insets.bottom))
    }
    if edges.contains(.trailing) {
        constraints.append(view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -insets.right))
    }
    return constraints
}
