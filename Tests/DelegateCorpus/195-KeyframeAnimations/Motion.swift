import GoogleNavigation
import UIKit

/// Timing and travel for every navigation transition, in one place so design can tune them.
enum Motion {
    static let stateChange: TimeInterval = 0.45
    static let promptIn: TimeInterval = 0.35
    static let promptOut: TimeInterval = 0.25
    static let crossfade: TimeInterval = 0.3
    static let resize: TimeInterval = 0.25
    static let slide: CGFloat = 24
}

extension UIView {
    /// Adds `view` for Auto Layout if it is not already ours.
    func addManagedSubview(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self {
            addSubview(view)
        }
    }

    /// Puts a view at the start of its entrance: transparent and nudged by `offset`.
    func stageEntrance(from offset: CGFloat) {
        alpha = 0
        transform = CGAffineTransform(translationX: 0, y: offset)
    }

    /// The resting state of an entrance.
    func settle() {
        alpha = 1
        transform = .identity
    }

    /// Where an exit ends: transparent and nudged by `offset`.
    func stageExit(to offset: CGFloat) {
        alpha = 0
        transform = CGAffineTransform(translationX: 0, y: offset)
    }
}

extension NSLayoutConstraint {
    /// Swaps one set of constraints for another; meant to be called inside an animation block,
    /// followed by `layoutIfNeeded()` on the common superview.
    static func swap(_ old: [NSLayoutConstraint], for new: [NSLayoutConstraint]) {
        deactivate(old)
        activate(new)
    }
}
