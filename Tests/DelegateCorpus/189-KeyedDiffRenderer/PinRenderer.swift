import UIKit

/// One pin a layout wants, by what it pins: the renderer keeps the live
/// constraint of an unchanged pin and replaces only what changed.
struct PinKey: Hashable {
    let item: ObjectIdentifier
    let edge: String
}

@MainActor
struct Pin: Equatable {
    let target: ObjectIdentifier
    let targetEdge: String
    let constant: CGFloat
    let make: @MainActor () -> NSLayoutConstraint

    nonisolated static func == (lhs: Pin, rhs: Pin) -> Bool {
        lhs.target == rhs.target && lhs.targetEdge == rhs.targetEdge && lhs.constant == rhs.constant
    }
}

/// Collects the pins of one state.
@MainActor
struct PinSet {
    private(set) var pins: [PinKey: Pin] = [:]

    mutating func pin(_ view: UIView, _ edge: String, to target: AnyObject, _ targetEdge: String, _ constant: CGFloat = 0,
                      _ make: @escaping @MainActor () -> NSLayoutConstraint) {
        pins[PinKey(item: ObjectIdentifier(view), edge: edge)] =
            Pin(target: ObjectIdentifier(target), targetEdge: targetEdge, constant: constant, make: make)
    }

    mutating func leading(_ view: UIView, _ guide: UILayoutGuide, _ inset: CGFloat = 0) {
        pin(view, "leading", to: guide, "leading", inset) { view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset) }
    }

    mutating func trailing(_ view: UIView, _ guide: UILayoutGuide, _ inset: CGFloat = 0) {
        pin(view, "trailing", to: guide, "trailing", inset) { view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset) }
    }

    mutating func top(_ view: UIView, _ guide: UILayoutGuide, _ inset: CGFloat = 0) {
        pin(view, "top", to: guide, "top", inset) { view.topAnchor.constraint(equalTo: guide.topAnchor, constant: inset) }
    }

    mutating func bottom(_ view: UIView, _ guide: UILayoutGuide, _ inset: CGFloat = 0) {
        pin(view, "bottom", to: guide, "bottom", inset) { view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -inset) }
    }

    mutating func below(_ view: UIView, _ other: UIView, _ gap: CGFloat = 0) {
        pin(view, "top", to: other, "bottom", gap) { view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: gap) }
    }

    mutating func above(_ view: UIView, _ other: UIView, _ gap: CGFloat = 0) {
        pin(view, "bottom", to: other, "top", gap) { view.bottomAnchor.constraint(equalTo: other.topAnchor, constant: -gap) }
    }

    mutating func trailing(_ view: UIView, toCenterOf guide: UILayoutGuide) {
        pin(view, "trailing", to: guide, "centerX") { view.trailingAnchor.constraint(lessThanOrEqualTo: guide.centerXAnchor) }
    }
}

/// Applies a pin set against the live constraints: unchanged pins stay as they are.
@MainActor
final class PinRenderer {
    private var live: [PinKey: (pin: Pin, constraint: NSLayoutConstraint)] = [:]

    func render(_ wanted: PinSet) {
        var stale: [NSLayoutConstraint] = []
        for (key, entry) in live where wanted.pins[key] != entry.pin {
            stale.append(entry.constraint)
            live[key] = nil
        }
        NSLayoutConstraint.deactivate(stale)
        var fresh: [NSLayoutConstraint] = []
        for (key, pin) in wanted.pins where live[key] == nil {
            let constraint = pin.make()
            live[key] = (pin, constraint)
            fresh.append(constraint)
        }
        NSLayoutConstraint.activate(fresh)
    }

    /// Forgets pins of views that left the map (their constraints went with them).
    func forget(_ views: [UIView]) {
        let gone = Set(views.map(ObjectIdentifier.init))
        live = live.filter { !gone.contains($0.key.item) && !gone.contains($0.value.pin.target) }
    }
}
