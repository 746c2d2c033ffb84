import UIKit

/// A constraint recipe: given the view to place, the constraints that place it.
typealias Pin = @MainActor (UIView) -> [NSLayoutConstraint]
typealias Placement = (view: UIView, pins: [Pin])

@MainActor
enum Pins {
    static func leading(_ guide: UILayoutGuide, _ inset: CGFloat = 0) -> Pin {
        { [$0.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset)] }
    }

    static func trailing(_ guide: UILayoutGuide, _ inset: CGFloat = 0) -> Pin {
        { [$0.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset)] }
    }

    static func trailing(atMost anchor: NSLayoutXAxisAnchor) -> Pin {
        { [$0.trailingAnchor.constraint(lessThanOrEqualTo: anchor)] }
    }

    static func top(_ anchor: NSLayoutYAxisAnchor, _ gap: CGFloat = 0) -> Pin {
        { [$0.topAnchor.constraint(equalTo: anchor, constant: gap)] }
    }

    static func top(atLeast anchor: NSLayoutYAxisAnchor, _ gap: CGFloat = 0) -> Pin {
        { [$0.topAnchor.constraint(greaterThanOrEqualTo: anchor, constant: gap)] }
    }

    static func bottom(_ anchor: NSLayoutYAxisAnchor, _ gap: CGFloat = 0) -> Pin {
        { [$0.bottomAnchor.constraint(equalTo: anchor, constant: -gap)] }
    }

    /// Above every limit (required), pulled down towards `rest` (weakly).
    static func floating(above limits: [NSLayoutYAxisAnchor], rest: NSLayoutYAxisAnchor, _ gap: CGFloat = 0) -> Pin {
        { view in
            let pull = view.bottomAnchor.constraint(equalTo: rest, constant: -gap)
            pull.priority = .defaultLow
            return [pull] + limits.map { view.bottomAnchor.constraint(lessThanOrEqualTo: $0, constant: -gap) }
        }
    }

    static func horizontalEdges(_ guide: UILayoutGuide) -> Pin {
        combine(leading(guide), trailing(guide))
    }

    static func combine(_ pins: Pin...) -> Pin {
        { view in pins.flatMap { $0(view) } }
    }

    /// Adds every view to `host` in order and returns the constraints that place them, not yet active.
    static func place(_ placements: [Placement], in host: UIView) -> [NSLayoutConstraint] {
        placements.reduce(into: [NSLayoutConstraint]()) { result, placement in
            placement.view.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(placement.view)
            result += placement.pins.reduce([]) { $0 + $1(placement.view) }
        }
    }

    /// Chains views upwards from the first: each one's bottom on the previous one's top.
    static func column(_ views: [UIView], spacing: CGFloat) -> [NSLayoutConstraint] {
        let chained = zip(views.dropFirst(), views).map { upper, lower in
            upper.bottomAnchor.constraint(equalTo: lower.topAnchor, constant: -spacing)
        }
        zip(stride(from: 1, to: views.count, by: 1), chained).forEach { index, constraint in
            constraint.identifier = "nav.column.\(index)"
        }
        return chained
    }
}
