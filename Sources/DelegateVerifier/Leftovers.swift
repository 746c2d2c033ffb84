import LayoutModel

/// What a delegate left behind from a state it has left (principle 6): after
/// `stopGuidance`, active-guidance views and constraints made during guidance;
/// after `disableNavigationUI`, every view, guide and constraint it added
/// (but the stand-in guides and their resting constraints, which
/// `addStandInGuides(to:)` made for the map's life, and what a view controller
/// delegate added as it loaded and made the map);
/// during guidance, navigation-ready constraints still active that conflict
/// with the guidance layout (the two states on screen at once), and prompts
/// the SDK took off screen (`hidePrompt`, or `changePrompt` for the old one)
/// still in the hierarchy and not hidden: the delegate "animates it out and
/// removes it" (SDK reference). Constraints
/// shared by both states that do not conflict are legitimate, and so are
/// navigation-ready constraints touching no Google view (a guide or an app
/// view set up in `enableNavigationUI` for the whole session): they are not
/// a state's elements, so a conflict of theirs is `delegate_unsatisfiable`.
/// A constraint guidance made that the navigation-ready state had made
/// itself before on the same device (same form) and has not made again,
/// between views it keeps and in conflict with nothing, is that state's
/// after `stopGuidance`: a diffing renderer keeps it rather than make it again.
struct Leftovers {
    var views: [LayoutView] = []
    var guides: [LayoutGuide] = []
    var constraints: [LayoutConstraint] = []
    /// Prompts left after the callback that retired them (`retiredBy`), during guidance.
    var retiredPrompts: [NavigationPromptView] = []
    /// Navigation-ready constraints `startGuidance` left, still active and in
    /// conflict after `stopGuidance` (the startGuidance leftover, seen later).
    var outlivedGuidance: [LayoutConstraint] = []
    /// Views an earlier step of the run reported left over and still in the
    /// hierarchy: their later conflicts, overlaps and ambiguity (a second
    /// session laying out beside them) are that cleanup's, not reported again.
    var earlierViews: [LayoutView] = []

    /// Whether a state's elements are left (the retired prompts aside: their callbacks' to remove).
    var hasStateLeftovers: Bool { !(views.isEmpty && guides.isEmpty && constraints.isEmpty) }

    /// Callbacks whose work belongs to active guidance (a resize during guidance relays it out).
    static let guidanceCallbacks: Set<String> = [
        "startGuidance", "showPrompt", "changePrompt", "hidePrompt", sizeChangedOrigin(inGuidance: true),
    ]
    /// Callbacks whose work belongs to the navigation-ready state.
    static let readyCallbacks: Set<String> = ["enableNavigationUI", "stopGuidance", sizeChangedOrigin(inGuidance: false)]

    /// The callbacks whose work a transition leaves behind: `startGuidance`
    /// the navigation-ready state's, `stopGuidance` guidance's.
    static func stateLeft(by callback: String) -> Set<String>? {
        switch callback {
        case "startGuidance": readyCallbacks
        case "stopGuidance": guidanceCallbacks
        default: nil
        }
    }

    /// The journal's origin of what `sizeChanged` does: the state it relays out.
    static func sizeChangedOrigin(inGuidance: Bool) -> String {
        inGuidance ? "sizeChanged in active guidance" : "sizeChanged in navigation ready"
    }
    /// Google views that exist only during active guidance.
    static let guidanceComponents: Set<GoogleComponentKind> = [
        .turnCard, .etaCard, .tripProgressBar, .speedWidget, .reportingButton, .prompt,
    ]

    init() {}

    /// The constraints among `constraints` that place another view or guide of
    /// the layout against `item` (not the map, nor its system guides).
    static func constraints(placingOthersAgainst item: LayoutItem, in constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        constraints.filter { constraint in
            constraint.items.contains { $0 === item }
                && constraint.items.contains { other in other !== item && !(other is MapView) && (other as? LayoutGuide)?.systemRole == nil }
        }
    }

    init(step: ScenarioStep, map: MapView, journal: Journal, appOwned: Set<ObjectIdentifier>) {
        let owned = { (object: AnyObject) in appOwned.contains(ObjectIdentifier(object)) }
        let delegateConstraints = step.snapshot.activeConstraints.filter { $0.systemKind == nil && !owned($0) }
        switch step.phase {
        case .activeGuidance:
            constraints = Self.readyConstraintsFightingGuidance(delegateConstraints, step.snapshot.conflicts, journal)
            // A hidden one too while it still places others (the viewport's bottom above it: trial 61b).
            retiredPrompts = step.snapshot.views.compactMap { entry in
                (entry.item as? NavigationPromptView).flatMap { prompt in
                    prompt.retiredBy != nil && (entry.isVisible || !Self.constraints(placingOthersAgainst: prompt, in: delegateConstraints).isEmpty)
                        ? prompt : nil
                }
            }
        case .navigationReady:
            // A prompt guidance stopped with is the delegate's to keep until `disableNavigationUI`, with what places it.
            let leftAtStop = { (item: LayoutItem) in (item as? NavigationPromptView)?.retiredBy == .stopGuidance }
            let ofGuidance = { (item: LayoutItem) in
                !leftAtStop(item) && (journal.origin(of: item).map(Self.guidanceCallbacks.contains) ?? false)
            }
            // An app view guidance added (a wide-mode panel `sizeChanged` made during guidance) that the
            // navigation-ready layout places again is that layout's now, not a leftover.
            let adopted = Set(delegateConstraints.filter { journal.origin(of: $0).map(Self.readyCallbacks.contains) ?? false }
                .flatMap(\.items).filter { !($0 is GoogleView) && ofGuidance($0) }.map(ObjectIdentifier.init))
            // ... with what it holds (the panel's title label).
            let isAdopted = { (item: LayoutItem) in
                adopted.contains(ObjectIdentifier(item))
                    || ((item as? LayoutView).map { view in
                        Swift.sequence(first: view, next: \.superview).dropFirst().contains { adopted.contains(ObjectIdentifier($0)) }
                    } ?? false)
            }
            views = map.subtree.dropFirst().filter { view in
                guard !owned(view) else { return false }
                if let google = view as? GoogleView { return Self.guidanceComponents.contains(google.component) && !leftAtStop(google) }
                return ofGuidance(view) && !isAdopted(view)
            }
            // A constraint last activated during guidance is the state's when it places a Google view or
            // something guidance added; one among the session's own items (a container's resting height
            // toggled by the prompt callbacks) lives on, as a session guide's does. So does one the
            // navigation-ready state itself made earlier on this device and has not made again now,
            // between views it keeps, in conflict with nothing: a renderer diffing its pins keeps the
            // guidance constraint the ready layout wants too (the logo's inset at this width). Beside
            // the ready state's own copy it is a duplicate left behind.
            let left = views
            let conflicting = step.snapshot.conflicts.flatMap { [$0.dropped] + $0.conflictingWith }
            let readyForms = Set(delegateConstraints.filter { journal.origin(of: $0).map(Self.readyCallbacks.contains) ?? false }.map(\.form))
            constraints = delegateConstraints.filter { constraint in
                guard journal.origin(of: constraint).map(Self.guidanceCallbacks.contains) ?? false,
                    constraint.items.contains(where: { ($0 is GoogleView && !leftAtStop($0)) || (ofGuidance($0) && !isAdopted($0)) })
                else { return false }
                return !journal.readyStateMade(constraint, on: map.device.name) || readyForms.contains(constraint.form)
                    || conflicting.contains { $0 === constraint } || constraint.items.contains { item in left.contains { $0 === item } }
            }
            outlivedGuidance = Self.readyConstraintsOutlivingGuidance(step.snapshot.conflicts, journal)
        case .noNavigation:
            // The stand-in guides, and what places them without navigation, are the map's for its life, as is
            // what the view controller making the map added as it loaded (`ControllerPresentation.swift`).
            let installed = { (origin: String?) in origin == StandInGuides.installMethod || origin == Interpreter.presentationOrigin }
            views = map.subviews.filter { !owned($0) && !installed(journal.origin(of: $0)) }
            guides = map.layoutGuides.filter { !owned($0) && !installed(journal.origin(of: $0)) }
            constraints = delegateConstraints.filter { !installed(journal.origin(of: $0)) }
        }
    }

    /// Navigation-ready constraints still active in guidance that pull on an
    /// anchor a guidance constraint also sets differently, or that conflict
    /// with guidance constraints.
    private static func readyConstraintsFightingGuidance(
        _ active: [LayoutConstraint], _ conflicts: [LayoutSnapshot.Conflict], _ journal: Journal
    ) -> [LayoutConstraint] {
        let origin = { (constraint: LayoutConstraint) in journal.origin(of: constraint) ?? "" }
        let guidance = active.filter { guidanceCallbacks.contains(origin($0)) }
        let conflicting = conflicts.flatMap { conflict in
            let involved = [conflict.dropped] + conflict.conflictingWith
            return involved.contains { guidanceCallbacks.contains(origin($0)) } ? involved : []
        }
        return distinct((active + conflicting).filter { ready in
            readyCallbacks.contains(origin(ready)) && touchesGoogleView(ready)
                && (conflicting.contains { $0 === ready }
                    || guidance.contains { $0.firstAnchor == ready.firstAnchor && pullsDifferently($0, ready) })
        })
    }

    /// Two constraints on the same anchor that set it differently; two bounds
    /// of the same direction (`stack.top >= safe.top + 8` for the session,
    /// `stack.top >= turnCard.bottom + 8` in guidance) both hold, the larger wins.
    private static func pullsDifferently(_ one: LayoutConstraint, _ other: LayoutConstraint) -> Bool {
        one.description != other.description && (one.relation == .equal || one.relation != other.relation)
    }

    /// Navigation-ready constraints activated before the last guidance that
    /// `startGuidance` left active and that now fight the restored
    /// navigation-ready layout: the same leftover, seen one state later.
    private static func readyConstraintsOutlivingGuidance(
        _ conflicts: [LayoutSnapshot.Conflict], _ journal: Journal
    ) -> [LayoutConstraint] {
        distinct(conflicts.flatMap { [$0.dropped] + $0.conflictingWith }.filter { constraint in
            readyCallbacks.contains(journal.origin(of: constraint) ?? "") && touchesGoogleView(constraint)
                && journal.activated(constraint, before: "stopGuidance")
        })
    }

    /// Each constraint once, in order.
    private static func distinct(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        constraints.reduce(into: []) { unique, constraint in
            if !unique.contains(where: { $0 === constraint }) { unique.append(constraint) }
        }
    }

    /// Whether the constraint pins a Google view, a guide of one (its
    /// `layoutMarginsGuide`) or the SDK's hiding stack of the state's buttons:
    /// the elements of a navigation state.
    static func touchesGoogleView(_ constraint: LayoutConstraint) -> Bool {
        constraint.items.contains { item in
            item is GoogleView || item is HidingStackView || (item as? LayoutGuide)?.owningView is GoogleView
        }
    }

    func contains(_ view: LayoutItem) -> Bool {
        views.contains { $0 === view } || retiredPrompts.contains { $0 === view } || earlierViews.contains { $0 === view }
    }

    func contains(_ constraint: LayoutConstraint) -> Bool {
        (constraints + outlivedGuidance).contains { $0 === constraint }
    }

    /// A short list for messages: "turnCard, etaCard and 12 constraints", or
    /// the constraint itself when it is the only one.
    var summary: String { Self.summary(views.map(\.name) + guides.map(\.name), constraints) }

    static func summary(_ names: [String], _ constraints: [LayoutConstraint]) -> String {
        // Views of one name (several hiding stacks) counted once: "stack (×4)".
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        var seen: Set<String> = []
        let grouped = names.filter { seen.insert($0).inserted }.map { counts[$0]! > 1 ? "\($0) (×\(counts[$0]!))" : $0 }
        var parts = grouped.prefix(4).map { $0 }
        let more = grouped.count - parts.count
        if more > 0 { parts.append("\(more) more") }
        switch constraints.count {
        case 0: break
        case 1: parts.append("the constraint \(constraints[0])")
        case 2: parts.append("the constraints \(constraints[0]) and \(constraints[1])")
        default: parts.append("\(constraints.count) constraints (\(constraints[0]), \(constraints[1]), ...)")
        }
        return parts.count <= 1 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }
}
