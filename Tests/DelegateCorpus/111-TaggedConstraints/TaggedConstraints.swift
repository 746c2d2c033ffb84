import UIKit

/// Constraint identifiers used by the navigation screen. Every constraint the
/// screen makes carries one, so it can be found again on the map view later
/// (and so Auto Layout logs name it).
enum NavLayoutID {
    static let root = "navchrome."
    static let session = "navchrome.session."
    static let ready = "navchrome.ready."
    static let guidance = "navchrome.guidance."
    static let prompt = "navchrome.prompt."
    static let promptBottom = "navchrome.prompt.bottom"
    static let contentBottomGuide = "navchrome.guide.contentBottom"
}

extension NSLayoutConstraint {
    /// Sets `identifier` and returns the constraint, for use in array literals.
    func tagged(_ identifier: String) -> NSLayoutConstraint {
        self.identifier = identifier
        return self
    }

    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

extension UIView {
    /// The constraints installed on this view whose identifier starts with `prefix`.
    func constraints(taggedWith prefix: String) -> [NSLayoutConstraint] {
        constraints.filter { $0.identifier?.hasPrefix(prefix) ?? false }
    }

    func constraint(withIdentifier identifier: String) -> NSLayoutConstraint? {
        constraints.first { $0.identifier == identifier }
    }

    /// Deactivates every constraint installed here whose identifier starts with `prefix`.
    func deactivateConstraints(taggedWith prefix: String) {
        NSLayoutConstraint.deactivate(constraints(taggedWith: prefix))
    }
}
