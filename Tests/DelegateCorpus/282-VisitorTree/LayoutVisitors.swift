import GoogleNavigation
import UIKit

// MARK: - Edges with offsets

struct YEdge {
    let anchor: NSLayoutYAxisAnchor
    var offset: CGFloat = 0
}

struct XEdge {
    let anchor: NSLayoutXAxisAnchor
    var offset: CGFloat = 0
}

enum Relation { case equal, atLeast, atMost }

@MainActor
extension YEdge {
    func pin(to other: YEdge, _ relation: Relation = .equal, spacing: CGFloat = 0) -> NSLayoutConstraint {
        let constant = other.offset - offset + spacing
        switch relation {
        case .equal: return anchor.constraint(equalTo: other.anchor, constant: constant)
        case .atLeast: return anchor.constraint(greaterThanOrEqualTo: other.anchor, constant: constant)
        case .atMost: return anchor.constraint(lessThanOrEqualTo: other.anchor, constant: constant)
        }
    }
}

@MainActor
extension XEdge {
    func pin(to other: XEdge, _ relation: Relation = .equal, spacing: CGFloat = 0) -> NSLayoutConstraint {
        let constant = other.offset - offset + spacing
        switch relation {
        case .equal: return anchor.constraint(equalTo: other.anchor, constant: constant)
        case .atLeast: return anchor.constraint(greaterThanOrEqualTo: other.anchor, constant: constant)
        case .atMost: return anchor.constraint(lessThanOrEqualTo: other.anchor, constant: constant)
        }
    }
}

/// A region's edges; a stack leaves its own axis open for its children.
struct Region {
    var top: YEdge?
    var bottom: YEdge?
    var leading: XEdge?
    var trailing: XEdge?

    @MainActor
    init(_ guide: UILayoutGuide) {
        top = YEdge(anchor: guide.topAnchor)
        bottom = YEdge(anchor: guide.bottomAnchor)
        leading = XEdge(anchor: guide.leadingAnchor)
        trailing = XEdge(anchor: guide.trailingAnchor)
    }

    @MainActor
    init(_ view: UIView) {
        top = YEdge(anchor: view.topAnchor)
        bottom = YEdge(anchor: view.bottomAnchor)
        leading = XEdge(anchor: view.leadingAnchor)
        trailing = XEdge(anchor: view.trailingAnchor)
    }

    /// Moves the edges by the insets: inward with `sign` 1, outward with -1.
    func inset(by insets: NSDirectionalEdgeInsets, sign: CGFloat = 1) -> Region {
        var region = self
        region.top?.offset += sign * insets.top
        region.bottom?.offset -= sign * insets.bottom
        region.leading?.offset += sign * insets.leading
        region.trailing?.offset -= sign * insets.trailing
        return region
    }

    func opening(_ axis: Axis) -> Region {
        var region = self
        switch axis {
        case .vertical: region.top = nil; region.bottom = nil
        case .horizontal: region.leading = nil; region.trailing = nil
        }
        return region
    }
}

// MARK: - Constraints

struct Placement {
    var constraints: [NSLayoutConstraint]
    /// The frame's edges, and the edges neighbours in a stack rest on.
    var outer: Region
    var joint: Region
}

@MainActor
struct ConstraintVisitor: LayoutVisitor {
    let region: Region
    let isWide: Bool

    private func inside(_ region: Region) -> ConstraintVisitor {
        ConstraintVisitor(region: region, isWide: isWide)
    }

    func visitLeaf(_ view: UIView, name: String, attach: Attach, onMargins: Bool) -> Placement {
        let own = Region(view)
        let within = attach.contains(.within)
        var constraints: [NSLayoutConstraint] = []
        if let edge = own.top, let target = region.top, attach.contains(.top) || within {
            constraints.append(edge.pin(to: target, attach.contains(.top) ? .equal : .atLeast))
        }
        if let edge = own.bottom, let target = region.bottom, attach.contains(.bottom) || within {
            constraints.append(edge.pin(to: target, attach.contains(.bottom) ? .equal : .atMost))
        }
        if let edge = own.leading, let target = region.leading, attach.contains(.leading) || within {
            constraints.append(edge.pin(to: target, attach.contains(.leading) ? .equal : .atLeast))
        }
        if let edge = own.trailing, let target = region.trailing, attach.contains(.trailing) || within {
            constraints.append(edge.pin(to: target, attach.contains(.trailing) ? .equal : .atMost))
        }
        let joint = onMargins ? Region(view.layoutMarginsGuide) : own
        return Placement(constraints: constraints, outer: own, joint: joint)
    }

    func visitStack(_ guide: UILayoutGuide, axis: Axis, gravity: Gravity, spacing: CGFloat,
                    children: [LayoutNode]) -> Placement {
        let box = Region(guide)
        var constraints = pin(box, to: region)
        let placed = children.map { $0.accept(inside(box.opening(axis))) }
        constraints += placed.flatMap { $0.constraints }
        for (previous, next) in zip(placed, placed.dropFirst()) {
            switch axis {
            case .vertical:
                constraints.append(next.outer.top!.pin(to: previous.joint.bottom!, spacing: spacing))
            case .horizontal:
                constraints.append(next.outer.leading!.pin(to: previous.joint.trailing!, spacing: spacing))
            }
        }
        if let first = placed.first, let last = placed.last {
            let head: Relation = gravity == .end ? .atLeast : .equal
            let tail: Relation = gravity == .start ? .atMost : .equal
            switch axis {
            case .vertical:
                constraints.append(first.outer.top!.pin(to: box.top!, head))
                constraints.append(last.outer.bottom!.pin(to: box.bottom!, tail))
            case .horizontal:
                constraints.append(first.outer.leading!.pin(to: box.leading!, head))
                constraints.append(last.outer.trailing!.pin(to: box.trailing!, tail))
            }
        }
        return Placement(constraints: constraints, outer: box, joint: box)
    }

    func visitOverlay(_ guide: UILayoutGuide, children: [LayoutNode]) -> Placement {
        let box = Region(guide)
        let placed = children.map { $0.accept(inside(box)) }
        return Placement(constraints: pin(box, to: region) + placed.flatMap { $0.constraints },
                         outer: box, joint: box)
    }

    func visitInset(_ insets: NSDirectionalEdgeInsets, child: LayoutNode) -> Placement {
        var placement = child.accept(inside(region.inset(by: insets)))
        placement.outer = placement.outer.inset(by: insets, sign: -1)
        placement.joint = placement.joint.inset(by: insets, sign: -1)
        return placement
    }

    func visitWide(_ wide: LayoutNode, otherwise: LayoutNode) -> Placement {
        (isWide ? wide : otherwise).accept(self)
    }

    /// A container's guide takes whichever edges its region has.
    private func pin(_ box: Region, to region: Region) -> [NSLayoutConstraint] {
        var constraints: [NSLayoutConstraint] = []
        if let target = region.top { constraints.append(box.top!.pin(to: target)) }
        if let target = region.bottom { constraints.append(box.bottom!.pin(to: target)) }
        if let target = region.leading { constraints.append(box.leading!.pin(to: target)) }
        if let target = region.trailing { constraints.append(box.trailing!.pin(to: target)) }
        return constraints
    }
}

// MARK: - Items to add

@MainActor
struct ItemCollector: LayoutVisitor {
    let isWide: Bool

    func visitLeaf(_ view: UIView, name: String, attach: Attach, onMargins: Bool) -> [LayoutItem] {
        [.view(view)]
    }

    func visitStack(_ guide: UILayoutGuide, axis: Axis, gravity: Gravity, spacing: CGFloat,
                    children: [LayoutNode]) -> [LayoutItem] {
        [.guide(guide)] + children.flatMap { $0.accept(self) }
    }

    func visitOverlay(_ guide: UILayoutGuide, children: [LayoutNode]) -> [LayoutItem] {
        [.guide(guide)] + children.flatMap { $0.accept(self) }
    }

    func visitInset(_ insets: NSDirectionalEdgeInsets, child: LayoutNode) -> [LayoutItem] {
        child.accept(self)
    }

    func visitWide(_ wide: LayoutNode, otherwise: LayoutNode) -> [LayoutItem] {
        (isWide ? wide : otherwise).accept(self)
    }
}

// MARK: - Debug description (shown in the debug menu)

@MainActor
struct DebugDescriber: LayoutVisitor {
    let isWide: Bool
    var depth = 0

    private var pad: String { String(repeating: "  ", count: depth) }

    private func lines(_ children: [LayoutNode]) -> String {
        let nested = DebugDescriber(isWide: isWide, depth: depth + 1)
        return children.map { $0.accept(nested) }.joined(separator: "\n")
    }

    func visitLeaf(_ view: UIView, name: String, attach: Attach, onMargins: Bool) -> String {
        "\(pad)\(name) attach=\(attach.rawValue)\(onMargins ? " margins" : "")"
    }

    func visitStack(_ guide: UILayoutGuide, axis: Axis, gravity: Gravity, spacing: CGFloat,
                    children: [LayoutNode]) -> String {
        "\(pad)stack \(guide.identifier) \(axis) \(gravity) spacing=\(spacing)\n" + lines(children)
    }

    func visitOverlay(_ guide: UILayoutGuide, children: [LayoutNode]) -> String {
        "\(pad)overlay \(guide.identifier)" + (children.isEmpty ? "" : "\n" + lines(children))
    }

    func visitInset(_ insets: NSDirectionalEdgeInsets, child: LayoutNode) -> String {
        "\(pad)inset \(insets.top),\(insets.leading),\(insets.bottom),\(insets.trailing)\n"
            + lines([child])
    }

    func visitWide(_ wide: LayoutNode, otherwise: LayoutNode) -> String {
        "\(pad)wide=\(isWide)\n" + lines([isWide ? wide : otherwise])
    }
}
