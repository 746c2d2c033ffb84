import DelegateFacts
import LayoutModel

/// Which callback last activated each constraint and last added each view or
/// guide, so the cleanup check can tell one state's leftovers from the next
/// state's own elements; and where code reached inside a Google view, which
/// only the run sees wherever the view came from.
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

    /// Code that walked or changed a Google view's own hierarchy: `member`
    /// (`subviews`, `addSubview`, ...) on `view` at `tag`.
    struct Reach {
        let member: String
        let view: String
        let tag: SourceTag
    }

    private var reaches: [Reach] = []

    /// Notes `member` used on `item` at `tag` when it reaches inside a Google
    /// view (principle 5: its internals belong to the SDK).
    func used(_ member: String, of item: LayoutItem, at tag: SourceTag) {
        guard item is GoogleView, GoogleViews.hierarchyMembers.contains(member) else { return }
        reaches.append(Reach(member: member, view: item.name, tag: tag))
    }

    /// The reaches noted since the last call.
    func takeReaches() -> [Reach] {
        defer { reaches = [] }
        return reaches
    }
}
