import DelegateFacts
import LayoutModel
import SwiftSyntax

/// Which callback last activated each constraint and last added each view or
/// guide, so the cleanup check can tell one state's leftovers from the next
/// state's own elements; and uses the rules forbid (reaching inside a Google
/// view, hiding a stack's arranged view), which only the run sees wherever the view came from.
final class Journal {
    /// The callback being interpreted; each one set starts a new turn.
    var callback = "" {
        didSet {
            turn += 1
            lastTurns[callback] = turn
        }
    }
    private(set) var turn = 0
    private var lastTurns: [String: Int] = [:]
    /// Keyed by identity, holding the object too: a freed one's identifier is not reused for another.
    private var constraintOrigins: [ObjectIdentifier: (constraint: LayoutConstraint, callback: String, turn: Int)] = [:]
    private var itemOrigins: [ObjectIdentifier: (item: LayoutItem, callback: String)] = [:]

    func activated(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.isActive {
            constraintOrigins[ObjectIdentifier(constraint)] = (constraint, callback, turn)
        }
    }

    /// The Google views among `constraints`' items that exist only in guidance
    /// (the prompt aside: each is new), for those constraints an earlier
    /// guidance activated (before a `stopGuidance`) and this one activates
    /// again: the run hands every guidance the same views, which the SDK's
    /// documents do not promise.
    func cardsFromEarlierGuidance(_ constraints: [LayoutConstraint]) -> [GoogleView] {
        guard Leftovers.guidanceCallbacks.contains(callback), let stopped = lastTurns["stopGuidance"] else { return [] }
        return constraints.flatMap { constraint -> [GoogleView] in
            guard let origin = constraintOrigins[ObjectIdentifier(constraint)], origin.turn < stopped,
                Leftovers.guidanceCallbacks.contains(origin.callback)
            else { return [] }
            return constraint.items.compactMap { item in
                (item as? GoogleView).flatMap { $0.component != .prompt && Leftovers.guidanceComponents.contains($0.component) ? $0 : nil }
            }
        }
    }

    /// Whether `constraint` was last activated before the latest run of `callback`.
    func activated(_ constraint: LayoutConstraint, before callback: String) -> Bool {
        guard let origin = constraintOrigins[ObjectIdentifier(constraint)], let latest = lastTurns[callback] else { return false }
        return origin.turn < latest
    }

    private var stackings = 0
    private var stackingOrder: [ObjectIdentifier: (item: LayoutItem, order: Int)] = [:]

    /// Notes that `item` took its place in its superview's z-order (added,
    /// inserted, brought to front or sent back), for telling which of two
    /// overlapping views the code placed last.
    func stacked(_ item: LayoutItem) {
        stackings += 1
        stackingOrder[ObjectIdentifier(item)] = (item, stackings)
    }

    /// When the item (or its nearest ancestor the code placed) last took its place; `nil` if never.
    func stackingOrder(of item: LayoutItem) -> Int? {
        var current = item as? LayoutView
        while let view = current {
            if let order = stackingOrder[ObjectIdentifier(view)]?.order { return order }
            current = view.superview
        }
        return nil
    }

    func added(_ item: LayoutItem) {
        stacked(item)
        itemOrigins[ObjectIdentifier(item)] = (item, callback)
    }

    /// The forms of the constraints the navigation-ready state itself had
    /// active after its callbacks, by device (map size): what that state wants there.
    private var readyForms: [String: Set<LayoutConstraint.Form>] = [:]

    /// Notes the navigation-ready state's own constraints among `active` (after one of its callbacks) on `device`.
    func notedReadyLayout(_ active: [LayoutConstraint], on device: String) {
        for constraint in active where origin(of: constraint).map(Leftovers.readyCallbacks.contains) ?? false {
            readyForms[device, default: []].insert(constraint.form)
        }
    }

    /// Whether the navigation-ready state had a constraint of this form itself on `device`.
    func readyStateMade(_ constraint: LayoutConstraint, on device: String) -> Bool {
        readyForms[device]?.contains(constraint.form) ?? false
    }

    func origin(of constraint: LayoutConstraint) -> String? { constraintOrigins[ObjectIdentifier(constraint)]?.callback }
    func origin(of item: LayoutItem) -> String? { itemOrigins[ObjectIdentifier(item)]?.callback }

    /// A use a rule forbids: `member` (`subviews`, `addSubview`, `isHidden`,
    /// `padding`, ...) at `tag`, on the view named `subject` (for a legacy
    /// API, `subject` is the `legacy_*` rule describing it; for a transition's
    /// overlap, `member` is the constraint activated and `subject` the one of
    /// the state left).
    struct Misuse {
        let rule: VerifierRule
        let member: String
        let subject: String
        let tag: SourceTag
    }

    private var misuses: [Misuse] = []

    /// Notes `member` used on `item` at `tag` when it reaches inside a Google
    /// view (principle 5: its internals belong to the SDK).
    func used(_ member: String, of item: LayoutItem, at tag: @autoclosure () -> SourceTag) {
        // The tag only for a misuse: every member read of a view comes here, and a tag names its caller (a walk up the calls).
        guard item is GoogleView, GoogleViews.hierarchyMembers.contains(member) else { return }
        misuses.append(Misuse(rule: .googleViewInternals, member: member, subject: item.name, tag: tag()))
    }

    /// Views the app hid while no hiding stack arranged them, by where.
    private var hiddenBeforeArranging: [ObjectIdentifier: SourceTag] = [:]

    /// Notes `isHidden` set on `view` when a hiding stack arranges it, or
    /// remembers a view hidden before a hiding stack arranges it.
    func hid(_ view: LayoutView, hidden: Bool, at tag: SourceTag) {
        guard let stack = view.superview as? HidingStackView, stack.arrangedSubviews.contains(where: { $0 === view }) else {
            hiddenBeforeArranging[ObjectIdentifier(view)] = hidden ? tag : nil
            return
        }
        misuses.append(Misuse(rule: .hiddenStackItem, member: "isHidden", subject: view.name, tag: tag))
    }

    /// A hiding stack arranges `view`: one the app hid before is the same
    /// misuse as hiding it there (the stack shows and hides its views itself).
    func arrangedInHidingStack(_ view: LayoutView) {
        guard view.isHidden, let tag = hiddenBeforeArranging.removeValue(forKey: ObjectIdentifier(view)) else { return }
        misuses.append(Misuse(rule: .hiddenStackItem, member: "isHidden", subject: view.name, tag: tag))
    }

    /// Notes a legacy slot API (`LegacyAPI`) used by the delegate's code: the
    /// SDK ignores it, or leaves its effect undefined, under a layout delegate (principle 8).
    func usedLegacy(_ member: String, rule: String, at tag: SourceTag) {
        misuses.append(Misuse(rule: .legacyAPIWithDelegate, member: member, subject: rule, tag: tag))
    }

    /// The required constraints of the state a transition leaves (`startGuidance`
    /// the navigation-ready one's, `stopGuidance` guidance's), and each
    /// activation made while one placing the same anchor was still active.
    private var leaving: [LayoutConstraint] = []
    private var overlaps: [(old: LayoutConstraint, new: LayoutConstraint, tag: SourceTag)] = []

    var isInTransition: Bool { !leaving.isEmpty }

    /// A transition callback starts with `constraints` of the state it leaves
    /// active; those placing against a prompt follow the prompt's own life
    /// (`hidePrompt`'s animation, a prompt kept from guidance until
    /// `disableNavigationUI`), which the prompt checks follow.
    func beginTransition(leaving constraints: [LayoutConstraint]) {
        leaving = constraints.filter { constraint in
            constraint.priority.isRequired && !constraint.items.contains { item in
                let view = (item as? LayoutGuide)?.owningView ?? item
                return (view as? GoogleView)?.component == .prompt
            }
        }
        overlaps = []
    }

    /// Notes `fresh`, just made active at `tag`, against the leaving state's
    /// constraints still active that place the same anchor (the first one,
    /// as `view.topAnchor.constraint(equalTo:)` places the view's top; not
    /// the map's or its system guides', which nothing the delegate writes places).
    func activatedDuringTransition(_ fresh: [LayoutConstraint], at tag: SourceTag) {
        for new in fresh where new.isActive && new.priority.isRequired && !Self.isTheMaps(new.firstAnchor.item) {
            for old in leaving where old.isActive && old.firstAnchor == new.firstAnchor && !Self.bothBound(old, new) {
                overlaps.append((old, new, tag))
            }
        }
    }

    /// Two limits on one side (`<=` and `<=`) hold together whatever they limit to.
    private static func bothBound(_ one: LayoutConstraint, _ other: LayoutConstraint) -> Bool {
        one.relation == other.relation && one.relation != .equal
    }

    private static func isTheMaps(_ item: LayoutItem) -> Bool {
        item is MapView || (item as? LayoutGuide).map { $0.systemRole != nil && $0.owningView is MapView } ?? false
    }

    /// Principle 6's order: a transition deactivates the state it leaves
    /// before it activates the next one's layout, so the states never
    /// overlap. A required constraint the turn activated and kept while one
    /// of the state left, required too and placing the same anchor, was
    /// still active, the turn deactivating that one only after (a
    /// leftover it keeps is the cleanup check's), is a misuse at the
    /// activation, one a line: the view is placed by both states at once,
    /// and UIKit logs "Unable to simultaneously satisfy constraints" there
    /// where they disagree, even when the callback ends right.
    func endTransition() {
        var reported: Set<SourceTag> = []
        for (old, new, tag) in overlaps where !old.isActive && new.isActive && reported.insert(tag).inserted {
            misuses.append(Misuse(rule: .incompleteCleanup, member: "\(new)", subject: "\(old)", tag: tag))
        }
        leaving = []
        overlaps = []
    }

    /// The misuses noted since the last call.
    func takeMisuses() -> [Misuse] {
        defer { misuses = [] }
        return misuses
    }
}

extension Interpreter {
    /// Activates `constraints` by `activate` (the code at `node`: `isActive`,
    /// `NSLayoutConstraint.activate`, `addConstraint`) and journals them,
    /// stating the assumption a constraint an earlier guidance made for its
    /// card views rests on: that this guidance's views are the same objects.
    /// In a transition, those not active before are checked against the state it leaves.
    func activateJournaled(_ constraints: [LayoutConstraint], at node: some SyntaxProtocol, by activate: () throws -> Void) throws {
        let fresh = journal.isInTransition ? constraints.filter { !$0.isActive } : []
        try activate()
        let cards = Set(journal.cardsFromEarlierGuidance(constraints).map(\.component.rawValue)).sorted()
        if !cards.isEmpty {
            assume(
                node,
                "this guidance's \(cards.joined(separator: ", ")) \(cards.count == 1 ? "is the view" : "are the views") an earlier guidance had "
                    + "(the SDK's documents do not say so): constraints made for the earlier ones are activated again here; "
                    + "were the views new, they would pin views off screen and leave the new ones unplaced")
        }
        journal.activated(constraints)
        if !fresh.isEmpty { journal.activatedDuringTransition(fresh, at: tag(node)) }
    }
}
