/// UIKit's older way to activate a constraint: `view.addConstraint(_:)`
/// installs it on that view, which must hold all its items in its subtree
/// (not necessarily their nearest common ancestor); `removeConstraint(_:)`
/// takes away only a constraint installed on that view.
extension LayoutView {
    /// `addConstraint(_:)`. An active constraint stays where it is; one
    /// reaching outside the view's subtree raises, as UIKit does ("Unable to
    /// install constraint on view. Does the constraint reference something
    /// from outside the subtree of the view?").
    public func addConstraint(_ constraint: LayoutConstraint, tag: SourceTag? = nil) throws(LayoutError) {
        guard !constraint.isActive else { return }
        let ancestor = try constraint.installationView(tag: tag)
        guard ancestor.isDescendant(of: self) else {
            throw LayoutError(
                kind: .outsideInstallationView, subject: "\(constraint) on \(name)", subjectTag: constraint.createdAt, tag: tag)
        }
        install(constraint)
        constraint.activatedAt = tag
    }

    /// `removeConstraint(_:)`: deactivates `constraint` if it is installed
    /// here; one installed elsewhere (or inactive) is left alone.
    public func removeConstraint(_ constraint: LayoutConstraint, tag: SourceTag? = nil) {
        guard constraint.installedOn === self else { return }
        uninstall(constraint)
        constraint.deactivatedAt = tag
    }
}
