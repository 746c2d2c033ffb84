import GoogleNavigation
import UIKit

// MARK: - Errors

/// Everything the chrome layout can fail on. Thrown with typed throws so the
/// callbacks can switch over it without a cast.
enum LayoutError: Error, Equatable {
    case buttonMissing(NavigationButtonKnownType)
    case duplicateButton(NavigationButtonKnownType)
}

// MARK: - One-shot layout token

/// A batch of constraints made for one phase. It is `~Copyable`: a phase's
/// batch can be activated exactly once, and the compiler rejects keeping a
/// second copy around to activate again after the state has moved on.
@MainActor
struct LayoutToken: ~Copyable {
    private let pending: [NSLayoutConstraint]

    init(_ constraints: [NSLayoutConstraint]) { pending = constraints }

    /// Activates the batch and hands the constraints back to the owner, who
    /// needs them to tear the phase down later.
    consuming func activate() -> [NSLayoutConstraint] {
        NSLayoutConstraint.activate(pending)
        return pending
    }
}

// MARK: - Gathering constraints (parameter packs)

@MainActor
protocol ConstraintSource {
    var layoutConstraints: [NSLayoutConstraint] { get }
}

extension NSLayoutConstraint: ConstraintSource {
    var layoutConstraints: [NSLayoutConstraint] { [self] }
}

extension Array: ConstraintSource where Element == NSLayoutConstraint {
    var layoutConstraints: [NSLayoutConstraint] { self }
}

/// Flattens any mix of single constraints and constraint arrays into one list.
@MainActor
func gather<each Source: ConstraintSource>(_ sources: repeat each Source) -> [NSLayoutConstraint] {
    var all: [NSLayoutConstraint] = []
    for source in repeat each sources {
        all.append(contentsOf: source.layoutConstraints)
    }
    return all
}

/// The plain variadic spelling for call sites that only have single constraints.
@MainActor
func pinned(_ items: NSLayoutConstraint...) -> [NSLayoutConstraint] { items }

// MARK: - Buttons

extension Array where Element == NavigationUIButton {
    /// The SDK may reorder `buttons`: always look them up by type.
    @MainActor
    func view(for type: NavigationButtonKnownType) throws(LayoutError) -> UIView {
        let matches = filter { $0.type == type }
        guard let match = matches.first else { throw .buttonMissing(type) }
        guard matches.count == 1 else { throw .duplicateButton(type) }
        return match.view
    }
}

// MARK: - Installing

extension UIView {
    /// Adds `view` as a direct subview ready for Auto Layout (principle 4).
    func install(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
    }

    func uninstall(_ views: UIView...) {
        views.filter { $0.superview === self }.forEach { $0.removeFromSuperview() }
    }
}

// MARK: - Metrics

/// The SDK's spacing, read once per layout pass.
struct ChromeMetrics {
    let element: CGFloat
    let button: CGFloat
    let buttonVertical: CGFloat
    let small: CGFloat

    static var current: ChromeMetrics {
        ChromeMetrics(
            element: NavigationStyleValues.elementHorizontalPadding,
            button: NavigationStyleValues.buttonHorizontalPadding,
            buttonVertical: NavigationStyleValues.buttonVerticalPadding,
            small: 8)
    }
}
