import LayoutModel

/// Which callback last activated each constraint and last added each view or
/// guide, so the cleanup check can tell one state's leftovers from the next
/// state's own elements.
final class Journal {
    /// The callback being interpreted.
    var callback = ""
    private var constraintOrigins: [ObjectIdentifier: String] = [:]
    private var itemOrigins: [ObjectIdentifier: String] = [:]

    func activated(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.isActive {
            constraintOrigins[ObjectIdentifier(constraint)] = callback
        }
    }

    func added(_ item: LayoutItem) {
        itemOrigins[ObjectIdentifier(item)] = callback
    }

    func origin(of constraint: LayoutConstraint) -> String? { constraintOrigins[ObjectIdentifier(constraint)] }
    func origin(of item: LayoutItem) -> String? { itemOrigins[ObjectIdentifier(item)] }
}
