import GoogleNavigation
import UIKit

/// An edge of a view or a guide.
enum Edge: Hashable {
    case top, bottom, centerY, leading, trailing
}

/// What a pin is relative to.
enum Anchorage: Hashable {
    case view(UIView)
    case guide(UILayoutGuide)
}

/// One equality between two edges: `item.edge == target.targetEdge + constant`.
struct Pin: Hashable {
    let item: UIView
    let edge: Edge
    let target: Anchorage
    let targetEdge: Edge
    let constant: CGFloat

    /// Makes the constraint the pin describes (inactive).
    @MainActor
    func makeConstraint() -> NSLayoutConstraint {
        if let own = item.yAnchor(edge), let other = target.yAnchor(targetEdge) {
            return own.constraint(equalTo: other, constant: constant)
        }
        if let own = item.xAnchor(edge), let other = target.xAnchor(targetEdge) {
            return own.constraint(equalTo: other, constant: constant)
        }
        preconditionFailure("pin between edges of different axes: \(edge) and \(targetEdge)")
    }
}

@MainActor
extension UIView {
    func yAnchor(_ edge: Edge) -> NSLayoutYAxisAnchor? {
        switch edge {
        case .top: return topAnchor
        case .bottom: return bottomAnchor
        case .centerY: return centerYAnchor
        case .leading, .trailing: return nil
        }
    }

    func xAnchor(_ edge: Edge) -> NSLayoutXAxisAnchor? {
        switch edge {
        case .leading: return leadingAnchor
        case .trailing: return trailingAnchor
        case .top, .bottom, .centerY: return nil
        }
    }
}

@MainActor
extension Anchorage {
    func yAnchor(_ edge: Edge) -> NSLayoutYAxisAnchor? {
        switch self {
        case .view(let view):
            return view.yAnchor(edge)
        case .guide(let guide):
            switch edge {
            case .top: return guide.topAnchor
            case .bottom: return guide.bottomAnchor
            case .centerY: return guide.centerYAnchor
            case .leading, .trailing: return nil
            }
        }
    }

    func xAnchor(_ edge: Edge) -> NSLayoutXAxisAnchor? {
        switch self {
        case .view(let view):
            return view.xAnchor(edge)
        case .guide(let guide):
            switch edge {
            case .leading: return guide.leadingAnchor
            case .trailing: return guide.trailingAnchor
            case .top, .bottom, .centerY: return nil
            }
        }
    }
}

/// What the screen should hold: views in z-order, the button stack's contents, and pins.
/// A value type with copy-on-write storage: plans are cheap to copy, and editing a copy
/// never changes the plan it was copied from (the delegate diffs the two).
struct LayoutPlan {
    private final class Storage {
        var views: [UIView] = []
        var buttons: [UIView] = []
        var pins: [Pin] = []

        init() {}

        init(copying other: Storage) {
            views = other.views
            buttons = other.buttons
            pins = other.pins
        }
    }

    private var storage = Storage()

    @MainActor static let empty = LayoutPlan()

    var views: [UIView] { storage.views }
    var buttons: [UIView] { storage.buttons }
    var pins: [Pin] { storage.pins }

    /// The storage, copied first when another plan shares it.
    private mutating func writableStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(copying: storage)
        }
        return storage
    }

    mutating func show(_ view: UIView) {
        let store = writableStorage()
        if !store.views.contains(view) {
            store.views.append(view)
        }
    }

    mutating func arrange(_ buttons: [UIView]) {
        writableStorage().buttons = buttons
    }

    mutating func pin(_ item: UIView, _ edge: Edge, to target: Anchorage, _ targetEdge: Edge, _ constant: CGFloat = 0) {
        let pin = Pin(item: item, edge: edge, target: target, targetEdge: targetEdge, constant: constant)
        let store = writableStorage()
        if !store.pins.contains(pin) {
            store.pins.append(pin)
        }
    }

    mutating func pin(_ item: UIView, _ edge: Edge, to target: UIView, _ targetEdge: Edge, _ constant: CGFloat = 0) {
        pin(item, edge, to: .view(target), targetEdge, constant)
    }

    /// Drops the item's pins on one edge (to re-pin it elsewhere).
    mutating func unpin(_ item: UIView, _ edge: Edge) {
        writableStorage().pins.removeAll { $0.item === item && $0.edge == edge }
    }

    /// Drops the view and every pin that mentions it.
    mutating func remove(_ view: UIView) {
        let store = writableStorage()
        store.views.removeAll { $0 === view }
        store.pins.removeAll { pin in
            if pin.item === view { return true }
            if case .view(let target) = pin.target, target === view { return true }
            return false
        }
    }
}
