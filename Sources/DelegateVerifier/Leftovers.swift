import LayoutModel

/// What a delegate left behind from a state it has left (principle 6): after
/// `stopGuidance`, active-guidance views and constraints made during guidance;
/// after `disableNavigationUI`, every view, guide and constraint it added.
struct Leftovers {
    var views: [LayoutView] = []
    var guides: [LayoutGuide] = []
    var constraints: [LayoutConstraint] = []

    var isEmpty: Bool { views.isEmpty && guides.isEmpty && constraints.isEmpty }

    /// Callbacks whose work belongs to active guidance.
    static let guidanceCallbacks: Set<String> = ["startGuidance", "showPrompt", "changePrompt", "hidePrompt"]
    /// Google views that exist only during active guidance.
    static let guidanceComponents: Set<GoogleComponentKind> = [
        .turnCard, .etaCard, .tripProgressBar, .speedWidget, .reportingButton, .prompt,
    ]

    init() {}

    init(step: ScenarioStep, map: MapView, journal: Journal, appOwned: Set<ObjectIdentifier>) {
        let owned = { (object: AnyObject) in appOwned.contains(ObjectIdentifier(object)) }
        let delegateConstraints = step.snapshot.activeConstraints.filter { $0.systemKind == nil && !owned($0) }
        switch step.phase {
        case .activeGuidance:
            return
        case .navigationReady:
            views = map.subtree.dropFirst().filter { view in
                guard !owned(view) else { return false }
                if let google = view as? GoogleView { return Self.guidanceComponents.contains(google.component) }
                return journal.origin(of: view).map(Self.guidanceCallbacks.contains) ?? false
            }
            constraints = delegateConstraints.filter {
                journal.origin(of: $0).map(Self.guidanceCallbacks.contains) ?? false
            }
        case .noNavigation:
            views = map.subviews.filter { !owned($0) }
            guides = map.layoutGuides.filter { !owned($0) }
            constraints = delegateConstraints
        }
    }

    func contains(_ view: LayoutItem) -> Bool { views.contains { $0 === view } }

    func contains(_ constraint: LayoutConstraint) -> Bool { constraints.contains { $0 === constraint } }

    /// A short list for messages: "turnCard, etaCard and 12 constraints".
    var summary: String {
        var parts = (views.map(\.name) + guides.map(\.name)).prefix(4).map { $0 }
        let more = views.count + guides.count - parts.count
        if more > 0 { parts.append("\(more) more") }
        if !constraints.isEmpty { parts.append("\(constraints.count) constraint\(constraints.count == 1 ? "" : "s")") }
        return parts.count <= 1 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }
}
