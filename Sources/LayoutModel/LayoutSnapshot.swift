/// The outcome of one layout pass: where everything is, what is visible, what
/// the solver had to drop, and what is not uniquely determined.
///
/// Frames are in map-view coordinates and items are listed in hierarchy order
/// (each view, then its guides, then its subviews), so snapshots from the
/// delegate world and from the legacy model compare entry by entry and print
/// identically run after run.
public struct LayoutSnapshot {
    /// One view or guide in the snapshot.
    public struct Entry {
        public let item: LayoutItem
        public let frame: Rect
        /// Not hidden itself, by a hiding stack or through an ancestor (guides
        /// follow their view).
        public let isVisible: Bool
        /// The name of the view it is a subview or guide of; `nil` for the map.
        public let parentName: String?
        /// The frame of the scroll view it is inside: what lies outside is clipped, not drawn.
        public var clip: Rect?
        /// Its safe-area insets in this layout (a view's own change with the world laid out last).
        public var safeAreaInsets: EdgeInsets = .zero

        public var name: String { item.name }
        public var isGuide: Bool { item is LayoutGuide }
        /// The SDK component this is, for Google views.
        public var component: GoogleComponentKind? { (item as? GoogleView)?.component }
        /// Whether a visible, non-empty frame reaches into the map.
        public func isOnScreen(in mapBounds: Rect) -> Bool {
            isVisible && frame.hasArea && mapBounds.overlaps(frame, tolerance: 0)
        }
    }

    /// A required constraint the solver could not satisfy and left out, with the
    /// required constraints it contradicted (Auto Layout's "Unable to
    /// simultaneously satisfy constraints").
    public struct Conflict {
        public let dropped: LayoutConstraint
        public let conflictingWith: [LayoutConstraint]
    }

    /// The parts of a frame, for saying which ones are ambiguous.
    public enum FrameComponent: String, Hashable, Sendable, CaseIterable {
        case x, y, width, height
    }

    /// An item whose frame the constraints do not fully determine, and which
    /// parts of it (a guide used only vertically, like the SDK sample's
    /// `mapContentsBottomGuide`, is ambiguous in x and width and harmless).
    public struct Ambiguity {
        public let item: LayoutItem
        public let components: [FrameComponent]
    }

    public let context: LayoutContext
    public let entries: [Entry]
    public let conflicts: [Conflict]
    /// Items with a position or size the constraints leave open, in hierarchy order.
    public let ambiguities: [Ambiguity]
    /// The delegate's active constraints that took part, in installation order.
    public let activeConstraints: [LayoutConstraint]
    /// Solver failures other than conflicts (they should not happen; reported, never trapped).
    public let solverErrors: [String]
    /// False when safe-area growth or button hiding did not settle.
    public let converged: Bool
    /// Active leading/trailing constraints whose views have different
    /// effective layout directions (`SemanticContent.swift`): laid out by
    /// the scenario's direction, a guess the verifier must not report on.
    public var directionMismatches: [LayoutConstraint] = []

    public var mapBounds: Rect { context.mapBounds }
    public var safeArea: Rect { context.safeArea }

    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }
    public func entry(for item: LayoutItem) -> Entry? { entries.first { $0.item === item } }
    public func frame(named name: String) -> Rect? { entry(named: name)?.frame }
    public func frame(of item: LayoutItem) -> Rect? { entry(for: item)?.frame }
    /// The Google view of `component` in the hierarchy (the first one for prompts).
    public func entry(for component: GoogleComponentKind) -> Entry? {
        entries.first { $0.component == component }
    }

    /// The ambiguous items (views and guides).
    public var ambiguousItems: [LayoutItem] { ambiguities.map(\.item) }

    /// The ambiguities of views only: what Auto Layout calls an ambiguous
    /// layout. A guide's ambiguity only matters through the views that use it,
    /// and those are reported themselves.
    public var ambiguousViews: [Ambiguity] { ambiguities.filter { $0.item is LayoutView } }

    /// Views only, without guides.
    public var views: [Entry] { entries.filter { !$0.isGuide } }

    /// One line per item (`name (x, y, width, height)`, `hidden` when not
    /// visible), then conflicts and ambiguities: a stable text form for
    /// messages, logs and golden tests.
    public var listing: String {
        var lines = entries.map { entry in
            "\(entry.name) \(entry.frame)\(entry.isVisible ? "" : " hidden")"
        }
        lines += conflicts.map { "conflict: dropped \($0.dropped)" }
        lines += ambiguities.map { "ambiguous: \($0.item.name) \($0.components.map(\.rawValue).joined(separator: ","))" }
        return lines.joined(separator: "\n")
    }
}
