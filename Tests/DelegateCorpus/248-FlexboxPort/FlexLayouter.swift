import GoogleNavigation
import UIKit

/// Renders a `FlexNode` tree into a host view: every render replaces the previous one
/// (constraints deactivated, guides removed, views the new tree does not mention unmounted),
/// like a tiny reconciler. Views are always added to the host itself, never nested.
@MainActor
final class FlexLayouter {
    private var liveConstraints: [NSLayoutConstraint] = []
    private var liveGuides: [UILayoutGuide] = []
    private var liveViews: [UIView] = []

    private var stagedConstraints: [NSLayoutConstraint] = []
    private var stagedGuides: [UILayoutGuide] = []
    private var stagedViews: [UIView] = []

    /// Yoga's "shrink to content" for auto-sized containers: weaker than anything the content asks.
    private let hugPriority = UILayoutPriority.fittingSizeLevel

    func render(_ tree: FlexNode?, in host: UIView) {
        NSLayoutConstraint.deactivate(liveConstraints)
        for guide in liveGuides {
            host.removeLayoutGuide(guide)
        }
        stagedConstraints = []
        stagedGuides = []
        stagedViews = []

        if let tree {
            // The root is the safe area, like RN's <SafeAreaView>.
            layoutChildren(of: tree, in: host.safeAreaLayoutGuide, host: host)
        }

        for view in liveViews where !stagedViews.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        NSLayoutConstraint.activate(stagedConstraints)

        liveConstraints = stagedConstraints
        liveGuides = stagedGuides
        liveViews = stagedViews
    }

    // MARK: - Mounting

    private func mount(_ node: FlexNode, host: UIView) -> FlexItem {
        if let view = node.view {
            if view.superview !== host {
                host.addSubview(view)
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            stagedViews.append(view)
            return view
        }
        let guide = UILayoutGuide()
        guide.identifier = "flex.\(node.key)"
        host.addLayoutGuide(guide)
        stagedGuides.append(guide)
        return guide
    }

    private func layoutChildren(of node: FlexNode, in container: FlexItem, host: UIView) {
        guard !node.children.isEmpty else { return }
        let items = node.children.map { mount($0, host: host) }
        let grows = node.children.map { $0.flexGrow }

        for (child, item) in zip(node.children, items) {
            if case .percent(let fraction) = child.width {
                add(item.widthAnchor.constraint(equalTo: host.widthAnchor, multiplier: fraction))
            }
            if child.isContainer && child.flexGrow == 0 {
                hug(item)
            }
        }

        switch node.direction {
        case .column:
            distribute(
                node.justify, container: container.verticalSlot, children: items.map { $0.verticalSlot },
                grows: grows, padStart: node.padding.top, padEnd: node.padding.bottom, gap: node.gap,
                spacer: { self.spacer(host: host, spanning: container.horizontalSlot).verticalSlot })
            for (child, item) in zip(node.children, items) {
                align(
                    child.alignSelf ?? node.alignItems, child: item.horizontalSlot, container: container.horizontalSlot,
                    padStart: node.padding.leading, padEnd: node.padding.trailing)
            }
        case .row:
            distribute(
                node.justify, container: container.horizontalSlot, children: items.map { $0.horizontalSlot },
                grows: grows, padStart: node.padding.leading, padEnd: node.padding.trailing, gap: node.gap,
                spacer: { self.spacer(host: host, spanning: container.verticalSlot).horizontalSlot })
            for (child, item) in zip(node.children, items) {
                align(
                    child.alignSelf ?? node.alignItems, child: item.verticalSlot, container: container.verticalSlot,
                    padStart: node.padding.top, padEnd: node.padding.bottom)
            }
        }

        for (child, item) in zip(node.children, items) {
            layoutChildren(of: child, in: item, host: host)
        }
    }

    // MARK: - Main axis

    private func distribute<Axis: AnyObject>(
        _ justify: FlexJustify, container: FlexSlot<Axis>, children: [FlexSlot<Axis>], grows: [CGFloat],
        padStart: CGFloat, padEnd: CGFloat, gap: CGFloat, spacer: () -> FlexSlot<Axis>
    ) {
        guard let first = children.first, let last = children.last else { return }
        let growing = grows.contains { $0 > 0 }

        if growing || justify == .start || justify == .end || children.count == 1 && justify == .spaceBetween {
            for (before, after) in zip(children, children.dropFirst()) {
                add(after.start.constraint(equalTo: before.end, constant: gap))
            }
            if growing {
                add(first.start.constraint(equalTo: container.start, constant: padStart))
                add(last.end.constraint(equalTo: container.end, constant: -padEnd))
                proportion(children, grows: grows)
            } else if justify == .end {
                add(last.end.constraint(equalTo: container.end, constant: -padEnd))
                add(first.start.constraint(greaterThanOrEqualTo: container.start, constant: padStart))
            } else {
                add(first.start.constraint(equalTo: container.start, constant: padStart))
                add(last.end.constraint(lessThanOrEqualTo: container.end, constant: -padEnd))
            }
            return
        }

        switch justify {
        case .center:
            for (before, after) in zip(children, children.dropFirst()) {
                add(after.start.constraint(equalTo: before.end, constant: gap))
            }
            let leadingSpace = spacer()
            let trailingSpace = spacer()
            add(leadingSpace.start.constraint(equalTo: container.start, constant: padStart))
            add(leadingSpace.end.constraint(equalTo: first.start))
            add(trailingSpace.start.constraint(equalTo: last.end))
            add(trailingSpace.end.constraint(equalTo: container.end, constant: -padEnd))
            add(trailingSpace.size.constraint(equalTo: leadingSpace.size))
        default:
            // spaceBetween: equal spacers between neighbours, none at the ends.
            add(first.start.constraint(equalTo: container.start, constant: padStart))
            add(last.end.constraint(equalTo: container.end, constant: -padEnd))
            var reference: FlexSlot<Axis>?
            for (before, after) in zip(children, children.dropFirst()) {
                let space = spacer()
                add(space.start.constraint(equalTo: before.end))
                add(space.end.constraint(equalTo: after.start))
                add(space.size.constraint(greaterThanOrEqualToConstant: gap))
                if let reference {
                    add(space.size.constraint(equalTo: reference.size))
                } else {
                    reference = space
                }
            }
        }
    }

    private func proportion<Axis: AnyObject>(_ children: [FlexSlot<Axis>], grows: [CGFloat]) {
        let growing = zip(children, grows).filter { $0.1 > 0 }
        guard let (base, baseGrow) = growing.first else { return }
        for (slot, grow) in growing.dropFirst() {
            add(slot.size.constraint(equalTo: base.size, multiplier: grow / baseGrow))
        }
    }

    // MARK: - Cross axis

    private func align<Axis: AnyObject>(
        _ alignment: FlexAlign, child: FlexSlot<Axis>, container: FlexSlot<Axis>, padStart: CGFloat, padEnd: CGFloat
    ) {
        switch alignment {
        case .stretch:
            add(child.start.constraint(equalTo: container.start, constant: padStart))
            add(child.end.constraint(equalTo: container.end, constant: -padEnd))
        case .start:
            add(child.start.constraint(equalTo: container.start, constant: padStart))
            add(child.end.constraint(lessThanOrEqualTo: container.end, constant: -padEnd))
        case .end:
            add(child.end.constraint(equalTo: container.end, constant: -padEnd))
            add(child.start.constraint(greaterThanOrEqualTo: container.start, constant: padStart))
        case .center:
            add(child.center.constraint(equalTo: container.center))
            add(child.start.constraint(greaterThanOrEqualTo: container.start, constant: padStart))
        }
    }

    // MARK: - Helpers

    /// A spacer of a column: spans the container's width, its height is what `distribute` gives it.
    private func spacer(host: UIView, spanning cross: FlexSlot<NSLayoutXAxisAnchor>) -> UILayoutGuide {
        let guide = newSpacer(in: host)
        add(guide.leadingAnchor.constraint(equalTo: cross.start))
        add(guide.trailingAnchor.constraint(equalTo: cross.end))
        return guide
    }

    /// A spacer of a row: spans the container's height.
    private func spacer(host: UIView, spanning cross: FlexSlot<NSLayoutYAxisAnchor>) -> UILayoutGuide {
        let guide = newSpacer(in: host)
        add(guide.topAnchor.constraint(equalTo: cross.start))
        add(guide.bottomAnchor.constraint(equalTo: cross.end))
        return guide
    }

    private func newSpacer(in host: UIView) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "flex.spacer"
        host.addLayoutGuide(guide)
        stagedGuides.append(guide)
        return guide
    }

    private func hug(_ item: FlexItem) {
        let width = item.widthAnchor.constraint(equalToConstant: 0)
        width.priority = hugPriority
        let height = item.heightAnchor.constraint(equalToConstant: 0)
        height.priority = hugPriority
        add(width)
        add(height)
    }

    private func add(_ constraint: NSLayoutConstraint) {
        stagedConstraints.append(constraint)
    }
}
