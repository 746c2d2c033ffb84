import GoogleNavigation
import UIKit

/// A piece of the chrome. A state is an ordered array of slots (a slot's constraints reach only earlier slots).
@MainActor
protocol LayoutSlot {
    var views: [UIView] { get }
    var guides: [UILayoutGuide] { get }
    var constraints: [NSLayoutConstraint] { get }
    func install(in map: GMSMapView)
    func remove()
}

extension LayoutSlot {
    var views: [UIView] { [] }
    var guides: [UILayoutGuide] { [] }

    func install(in map: GMSMapView) {
        views.forEach { map.addSubview($0) }
        guides.forEach { map.addLayoutGuide($0) }
        NSLayoutConstraint.activate(constraints)
    }

    func remove() {
        NSLayoutConstraint.deactivate(constraints)
        views.forEach { $0.removeFromSuperview() }
        guides.forEach { $0.owningView?.removeLayoutGuide($0) }
    }
}

/// Drawn above everything (prompts): raised again after a relayout.
@MainActor
protocol OverlaySlot: LayoutSlot {
    func raise(in map: GMSMapView)
}

extension OverlaySlot {
    func raise(in map: GMSMapView) {
        views.forEach { map.bringSubviewToFront($0) }
    }
}

extension GMSMapView {
    func activate<S: Sequence>(_ slots: S) where S.Element == any LayoutSlot {
        for slot in slots { slot.install(in: self) }
    }

    func deactivate<S: Sequence>(_ slots: S) where S.Element == any LayoutSlot {
        slots.reversed().forEach { $0.remove() }
    }
}
