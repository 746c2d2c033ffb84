import Foundation
import UIKit
import GoogleNavigation

/// Seams so the layout delegate can be unit-tested without a real map.
@MainActor
protocol MapHosting: AnyObject {
    var contentGuide: UILayoutGuide { get }
    var centerAnchor: NSLayoutXAxisAnchor { get }
    func add(_ view: UIView)
}

extension GMSMapView: MapHosting {
    var contentGuide: UILayoutGuide { safeAreaLayoutGuide }
    var centerAnchor: NSLayoutXAxisAnchor { centerXAnchor }

    func add(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
    }
}

@MainActor
protocol ConstraintActivating {
    func activate(_ constraints: [NSLayoutConstraint])
    func deactivate(_ constraints: [NSLayoutConstraint])
}

extension ConstraintActivating {
    func activate(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    func deactivate(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
}

struct SystemConstraintActivator: ConstraintActivating {}

@MainActor
protocol Scheduler {
    func schedule(_ work: @escaping @MainActor () -> Void)
}

struct MainQueueScheduler: Scheduler {
    func schedule(_ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { work() }
    }
}

protocol Clock {
    var now: TimeInterval { get }
}

struct SystemClock: Clock {
    var now: TimeInterval { Date().timeIntervalSince1970 }
}
