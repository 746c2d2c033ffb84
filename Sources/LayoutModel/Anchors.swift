import Cassowary

/// The ten layout attributes of Auto Layout's anchors.
public enum LayoutAttribute: String, Hashable, Codable, Sendable, CaseIterable {
    case leading, trailing, left, right, top, bottom, width, height, centerX, centerY
    public func hash(into hasher: inout Hasher) { hashCase(of: self, into: &hasher) }

    /// The axis the attribute measures on; only attributes of one axis relate.
    public var axis: LayoutAxis {
        switch self {
        case .leading, .trailing, .left, .right, .centerX: .horizontalPosition
        case .top, .bottom, .centerY: .verticalPosition
        case .width, .height: .dimension
        }
    }

    /// Whether the attribute follows the layout direction (leading, trailing).
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// Whether the attribute is a physical horizontal edge (left, right).
    public var isAbsoluteHorizontalEdge: Bool { self == .left || self == .right }
}

/// The three families of anchors, as UIKit's `NSLayoutXAxisAnchor`,
/// `NSLayoutYAxisAnchor` and `NSLayoutDimension`.
public enum LayoutAxis: String, Hashable, Codable, Sendable {
    case horizontalPosition, verticalPosition, dimension
}

/// An item's attribute without compile-time axis information: what a constraint
/// stores, and what the verifier builds when it interprets source dynamically.
public struct AnyAnchor: Hashable, CustomStringConvertible {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    public init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public static func == (lhs: AnyAnchor, rhs: AnyAnchor) -> Bool {
        lhs.item === rhs.item && lhs.attribute == rhs.attribute
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(item))
        hasher.combine(attribute)
    }

    public var description: String { "\(item.name).\(attribute.rawValue)Anchor" }
}

/// Marker for the anchor families, so that `Anchor` only relates to its own kind
/// at compile time, like UIKit's anchor classes.
public protocol AnchorKind {}
/// Horizontal positions: leading, trailing, left, right, centerX.
public enum XAxisAnchorKind: AnchorKind {}
/// Vertical positions: top, bottom, centerY.
public enum YAxisAnchorKind: AnchorKind {}
/// Sizes: width, height.
public enum DimensionAnchorKind: AnchorKind {}

/// A typed anchor, the model of `NSLayoutAnchor`: makes constraints the way
/// delegate code does (`a.topAnchor.constraint(equalTo: b.bottomAnchor)`).
public struct Anchor<Kind: AnchorKind> {
    public let erased: AnyAnchor

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        erased = AnyAnchor(item: item, attribute: attribute)
    }

    public func constraint(
        equalTo other: Anchor<Kind>, constant: Double = 0, tag: SourceTag? = nil
    ) -> LayoutConstraint {
        related(.equal, to: other, multiplier: 1, constant: constant, tag: tag)
    }

    public func constraint(
        lessThanOrEqualTo other: Anchor<Kind>, constant: Double = 0, tag: SourceTag? = nil
    ) -> LayoutConstraint {
        related(.lessThanOrEqual, to: other, multiplier: 1, constant: constant, tag: tag)
    }

    public func constraint(
        greaterThanOrEqualTo other: Anchor<Kind>, constant: Double = 0, tag: SourceTag? = nil
    ) -> LayoutConstraint {
        related(.greaterThanOrEqual, to: other, multiplier: 1, constant: constant, tag: tag)
    }

    func related(
        _ relation: LayoutRelation, to other: Anchor<Kind>?, multiplier: Double, constant: Double,
        tag: SourceTag?
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: erased, relation: relation, second: other?.erased, multiplier: multiplier,
            constant: constant, tag: tag)
    }
}

extension Anchor where Kind == DimensionAnchorKind {
    public func constraint(equalToConstant constant: Double, tag: SourceTag? = nil) -> LayoutConstraint {
        related(.equal, to: nil, multiplier: 1, constant: constant, tag: tag)
    }

    public func constraint(lessThanOrEqualToConstant constant: Double, tag: SourceTag? = nil) -> LayoutConstraint {
        related(.lessThanOrEqual, to: nil, multiplier: 1, constant: constant, tag: tag)
    }

    public func constraint(greaterThanOrEqualToConstant constant: Double, tag: SourceTag? = nil) -> LayoutConstraint {
        related(.greaterThanOrEqual, to: nil, multiplier: 1, constant: constant, tag: tag)
    }

    public func constraint(
        equalTo other: Anchor<Kind>, multiplier: Double, constant: Double = 0, tag: SourceTag? = nil
    ) -> LayoutConstraint {
        related(.equal, to: other, multiplier: multiplier, constant: constant, tag: tag)
    }

    public func constraint(
        lessThanOrEqualTo other: Anchor<Kind>, multiplier: Double, constant: Double = 0,
        tag: SourceTag? = nil
    ) -> LayoutConstraint {
        related(.lessThanOrEqual, to: other, multiplier: multiplier, constant: constant, tag: tag)
    }

    public func constraint(
        greaterThanOrEqualTo other: Anchor<Kind>, multiplier: Double, constant: Double = 0,
        tag: SourceTag? = nil
    ) -> LayoutConstraint {
        related(.greaterThanOrEqual, to: other, multiplier: multiplier, constant: constant, tag: tag)
    }
}
