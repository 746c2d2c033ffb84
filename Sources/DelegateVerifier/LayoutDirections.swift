import LayoutModel

extension Interpreter {
    /// Stops the run when a layout related the leading or trailing of views
    /// with different effective layout directions (a view forced by
    /// `semanticContentAttribute` next to one that is not): UIKit does not
    /// document which view's direction resolves such a constraint, so the
    /// model does not guess (`SemanticContent.swift`), and a layout by the
    /// scenario's direction would be reported on silently.
    /// In a bundle where only some worlds mix directions, those that do not
    /// agree with the first are dropped (to run apart) first.
    func checkLayoutDirections(_ snapshots: [LayoutSnapshot]) throws(Unsupported) {
        let snapshots = worlds?.keepingDirectionAgreement(snapshots) ?? snapshots
        guard let constraint = snapshots.lazy.compactMap(\.directionMismatches.first).first else { return }
        throw Unsupported(
            tag: constraint.activatedAt ?? constraint.createdAt ?? source.classTag,
            reason: "the leading/trailing constraint \(constraint) between views of different effective layout "
                + "directions (semanticContentAttribute)")
    }
}
