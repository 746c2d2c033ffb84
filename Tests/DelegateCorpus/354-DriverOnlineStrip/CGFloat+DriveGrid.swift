import UIKit

/// The driver app's spacing grid. Every gap on the drive screen is a whole
/// number of 4 pt steps, written `.grid(2)` instead of `8` so design reviews can
/// talk in steps.
extension CGFloat {
    static let gridStep: CGFloat = 4

    static func grid(_ steps: Int) -> CGFloat {
        CGFloat(steps) * gridStep
    }

    /// The nearest grid line: values from the Info.plist or the environment are
    /// snapped before they reach a constraint.
    var snappedToGrid: CGFloat {
        (self / .gridStep).rounded() * .gridStep
    }

    func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// The same distance measured in from a trailing or bottom edge (a negative `constant:`).
    var inward: CGFloat {
        -self
    }
}
