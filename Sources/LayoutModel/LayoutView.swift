import Cassowary

/// A size a view wants from its content; `nil` in a dimension means "no
/// intrinsic metric" (UIKit's `UIView.noIntrinsicMetric`).
public struct IntrinsicSize: Hashable, Codable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public static let none = IntrinsicSize(width: nil, height: nil)
}

/// A priority per axis, for content hugging and compression resistance.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Priority
    public var vertical: Priority

    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A rectangle in the view hierarchy, like `UIView`: subviews, layout guides,
/// installed constraints, the autoresizing-mask translation, intrinsic content
/// size with hugging and compression resistance.
///
/// Views created by delegate code start with
/// `translatesAutoresizingMaskIntoConstraints == true`, so their `frame` becomes
/// required constraints once they are in a hierarchy: the classic conflict the
/// verifier must reproduce. Google-provided views come with it turned off.
public class LayoutView: LayoutItem {
    public private(set) weak var superview: LayoutView? {
        didSet { autoresizingBounds = nil }
    }
    public private(set) var subviews: [LayoutView] = []
    /// Guides added with `addLayoutGuide` (not the system guides).
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// The active constraints installed on this view (UIKit's `constraints`).
    public private(set) var constraints: [LayoutConstraint] = []

    public var translatesAutoresizingMaskIntoConstraints = true
    /// Which of the frame's margins and size follow the superview's size
    /// while the mask is translated (UIKit's default for a view made by code: none).
    public var autoresizingMask: AutoresizingMask = [] {
        didSet { autoresizingBounds = nil }
    }
    /// The frame in the superview's coordinates. With the autoresizing mask
    /// translated, this is what the layout must keep; after a layout pass it
    /// holds the solved frame, as in UIKit.
    public var frame: Rect {
        get { currentFrame }
        set {
            autoresizingFrame = newValue
            autoresizingBounds = nil
            currentFrame = newValue
        }
    }
    /// The frame the autoresizing-mask constraints keep: the last one set.
    var autoresizingFrame: Rect = .zero
    /// The superview's size the mask's constraints were made against: UIKit
    /// makes them at the first layout after the frame, the mask or the
    /// superview changes, and keeps them while only the superview's size does.
    var autoresizingBounds: Size?
    /// The last solved (or set) frame, in the superview's coordinates.
    var currentFrame: Rect = .zero
    public var isHidden = false
    /// UIKit's `tag` (0 unless set), which `viewWithTag(_:)` finds views by.
    public var tag = 0
    /// UIKit's `alpha`: a view at 0 is laid out but not seen (nor its subviews).
    public var alpha = 1.0
    /// UIKit's `transform`: the view and its subviews are drawn moved, scaled
    /// or turned about its centre; the layout is unchanged (`LayoutSnapshot.Entry.frame`
    /// is where it is drawn).
    public var transform: AffineTransform = .identity
    /// `false` when UIKit's `backgroundColor` is set to `.clear` or `nil`: the
    /// view draws nothing itself and covers nothing (its subviews may).
    public var drawsBackground = true
    /// Whether the code set `backgroundColor` at all: a container's own
    /// background is UIKit's `nil` (clear) until then.
    public var setsBackground = false
    /// The intrinsic content size of a custom view (a label, an image view).
    public var intrinsicContentSize: IntrinsicSize = .none
    public var contentHuggingPriority = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    public var compressionResistancePriority = AxisPriorities(
        horizontal: .defaultHigh, vertical: .defaultHigh)
    /// UIKit's default margins for a plain view are 8 points on every edge.
    public var directionalLayoutMargins = DirectionalEdgeInsets(all: 8)
    /// UIKit's `insetsLayoutMarginsFromSafeArea`: the margins are measured from
    /// the safe area (the default) or, when false, from the view's edges.
    public var insetsLayoutMarginsFromSafeArea = true
    public var identifier: String?
    /// UIKit's `semanticContentAttribute`: the view's own, `.unspecified`
    /// (the app's direction) until set (`SemanticContent.swift`).
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// Where the view was last added to a superview.
    public internal(set) var addedAt: SourceTag?
    /// Where the view was last removed from its superview.
    public internal(set) var removedAt: SourceTag?

    /// The part of the view the root's safe area does not cover from outside;
    /// derived by the layout engine from the last pass.
    public internal(set) var safeAreaInsets: EdgeInsets = .zero

    /// The view's safe area, like UIKit's; created on first use so that the
    /// engine only constrains guides somebody refers to.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea, in: &safeAreaGuideStorage) }

    /// The view's margins inside its safe area (UIKit's default
    /// `insetsLayoutMarginsFromSafeArea`), created on first use.
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins, in: &marginsGuideStorage) }

    /// UIKit's `readableContentGuide`: the margins guide's height, centred in
    /// it and at most `readableWidth` wide, created on first use.
    public var readableContentGuide: LayoutGuide { systemGuide(.readableContent, in: &readableGuideStorage) }

    /// The widest readable content guide: UIKit's for the default content size
    /// category (`.large`, the 17 pt body font), 672 pt.
    public static let readableWidth = 672.0

    private var safeAreaGuideStorage: LayoutGuide?
    private var marginsGuideStorage: LayoutGuide?
    private var readableGuideStorage: LayoutGuide?
    /// `keyboardLayoutGuide`, created on first use (`KeyboardLayoutGuide.swift`).
    var keyboardGuideStorage: LayoutGuide?

    override public init(name: String) {
        super.init(name: name)
    }

    override var hostView: LayoutView? { self }

    public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// The size the view wants in `context`; Google views compute theirs from
    /// the metrics profile and the map's size.
    func intrinsicContentSize(in context: LayoutContext) -> IntrinsicSize { intrinsicContentSize }

    /// The hugging and compression-resistance priorities the layout uses;
    /// containers whose priorities come from the metrics profile override it.
    func sizePriorities(in context: LayoutContext) -> (hugging: AxisPriorities, resistance: AxisPriorities) {
        (contentHuggingPriority, compressionResistancePriority)
    }

    /// The constraints UIKit derives for this view: its frame under the
    /// autoresizing mask, its intrinsic size, its system guides (margins
    /// resolved by the view's effective direction). Containers add their
    /// arrangement; the engine resolves their leading and trailing by the
    /// view's effective direction too (the view arranges its own content).
    func systemConstraints(in context: LayoutContext) -> [LayoutConstraint] {
        autoresizingConstraints()
            + intrinsicSizeConstraints(in: context)
            + systemGuideConstraints(direction: effectiveLayoutDirection(in: context.direction))
    }

    /// Whether the view and all its ancestors are shown.
    public var isVisible: Bool { !isHidden && !isHiddenByContainer && (superview?.isVisible ?? true) }

    /// Whether the view or an ancestor is fully transparent (UIKit draws nothing below 0.01).
    public var isTransparent: Bool { alpha < 0.01 || (superview?.isTransparent ?? false) }

    /// Set by a hiding stack view when it runs out of space for this view.
    public internal(set) var isHiddenByContainer = false

    public func isDescendant(of view: LayoutView) -> Bool {
        var current: LayoutView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    func nearestCommonAncestor(with other: LayoutView) -> LayoutView? {
        var current: LayoutView? = self
        while let candidate = current {
            if other.isDescendant(of: candidate) { return candidate }
            current = candidate.superview
        }
        return nil
    }

    /// The view and every view below it, parents before children, in subview order.
    public var subtree: [LayoutView] {
        [self] + subviews.flatMap(\.subtree)
    }

    /// Every guide of the view that is in use: the system guides somebody asked
    /// for, then the added guides. Margins are derived from the safe area and
    /// the readable content from the margins (the keyboard guide from the safe area), so each brings the one it is in along.
    public var allGuides: [LayoutGuide] {
        var guides: [LayoutGuide] = []
        let readable = readableGuideStorage
        if safeAreaGuideStorage != nil || marginsGuideStorage != nil || readable != nil || keyboardGuideStorage != nil {
            guides.append(safeAreaLayoutGuide)
        }
        if marginsGuideStorage != nil || readable != nil { guides.append(layoutMarginsGuide) }
        if let readable { guides.append(readable) }
        if let keyboard = keyboardGuideStorage { guides.append(keyboard) }
        return guides + classGuides + layoutGuides
    }

    /// The system guides of the view's class in use (a scroll view's).
    var classGuides: [LayoutGuide] { [] }

    /// The system guide kept in `storage`, made on first use.
    func systemGuide(_ role: LayoutGuide.SystemRole, in storage: inout LayoutGuide?) -> LayoutGuide {
        if let guide = storage { return guide }
        let guide = LayoutGuide(systemRole: role, of: self)
        storage = guide
        return guide
    }

    // MARK: - Hierarchy

    /// Adds `view` as the last subview, first removing it from its old superview
    /// (with the constraints that removal takes away). Re-adding a subview only
    /// brings it to the front and keeps its constraints, as UIKit does.
    public func addSubview(_ view: LayoutView, tag: SourceTag? = nil) throws(LayoutError) {
        if view is MapView { throw .item(.rootViewCannotMove, view, addedAt: nil, tag: tag) }
        if isDescendant(of: view) { throw .item(.hierarchyCycle, view, addedAt: view.addedAt, tag: tag) }
        if view.superview === self {
            subviews.removeAll { $0 === view }
        } else {
            view.removeFromSuperview(tag: tag)
            view.superview = self
        }
        subviews.append(view)
        view.addedAt = tag
        restack()
    }

    /// Subviews kept in front of all the others whatever is added later, in
    /// their own order: they stand for views beside this one in its superview
    /// (the app's views over a map view in the view controller's view that
    /// holds it), which cover everything inside it.
    private var frontLayer: Set<ObjectIdentifier> = []

    /// The subviews kept in front (`keepInFront`), back to front.
    public var frontSubviews: [LayoutView] { subviews.filter { frontLayer.contains(ObjectIdentifier($0)) } }

    /// Puts `view`, a subview, in front of all the others and keeps it in front from now on.
    public func keepInFront(_ view: LayoutView) {
        guard view.superview === self else { return }
        frontLayer.insert(ObjectIdentifier(view))
        bringSubviewToFront(view)
    }

    /// Moves the front layer's views behind none of the others, keeping the order among each.
    private func restack() {
        guard !frontLayer.isEmpty else { return }
        let inFront = { (view: LayoutView) in self.frontLayer.contains(ObjectIdentifier(view)) }
        subviews = subviews.filter { !inFront($0) } + subviews.filter(inFront)
    }

    /// Inserts `view` at `index` of the subviews (the z-order: later is in
    /// front), like `addSubview` otherwise.
    public func insertSubview(_ view: LayoutView, at index: Int, tag: SourceTag? = nil) throws(LayoutError) {
        try addSubview(view, tag: tag)
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        restack()
    }

    /// `insertSubview(_:aboveSubview:)` / `belowSubview:`; a sibling that is
    /// not a subview puts the view in front, as UIKit does.
    public func insertSubview(_ view: LayoutView, relativeTo sibling: LayoutView, above: Bool, tag: SourceTag? = nil) throws(LayoutError) {
        try addSubview(view, tag: tag)
        guard sibling !== view, subviews.contains(where: { $0 === sibling }) else { return }
        subviews.removeAll { $0 === view }
        let index = subviews.firstIndex { $0 === sibling }!
        subviews.insert(view, at: above ? index + 1 : index)
        restack()
    }

    /// Moves a subview in front of its siblings.
    public func bringSubviewToFront(_ view: LayoutView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        restack()
    }

    /// Moves a subview behind its siblings.
    public func sendSubviewToBack(_ view: LayoutView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        restack()
    }

    /// Removes the view from its superview and, as UIKit does, every constraint
    /// installed above it that mentions the view, its subviews or their guides.
    /// Constraints wholly inside the removed subtree stay with it.
    public func removeFromSuperview(tag: SourceTag? = nil) {
        guard let parent = superview else { return }
        let removedItems = Set(subtree.flatMap { view in
            [ObjectIdentifier(view)] + view.allGuides.map { ObjectIdentifier($0) }
        })
        var ancestor: LayoutView? = parent
        while let view = ancestor {
            view.uninstallConstraints { constraint in
                constraint.items.contains { removedItems.contains(ObjectIdentifier($0)) }
            }
            ancestor = view.superview
        }
        parent.subviews.removeAll { $0 === self }
        parent.frontLayer.remove(ObjectIdentifier(self))
        superview = nil
        removedAt = tag
    }

    /// Adds a delegate-made layout guide to this view.
    public func addLayoutGuide(_ guide: LayoutGuide, tag: SourceTag? = nil) {
        guard guide.systemRole == nil else { return }
        if let owner = guide.owningView, owner !== self {
            owner.removeLayoutGuide(guide, tag: tag)
        }
        if !layoutGuides.contains(where: { $0 === guide }) {
            layoutGuides.append(guide)
        }
        guide.owningView = self
        guide.addedAt = tag
    }

    /// Removes the guide and every constraint that mentions it.
    public func removeLayoutGuide(_ guide: LayoutGuide, tag: SourceTag? = nil) {
        guard guide.owningView === self, guide.systemRole == nil else { return }
        var ancestor: LayoutView? = self
        while let view = ancestor {
            view.uninstallConstraints { constraint in constraint.items.contains { $0 === guide } }
            ancestor = view.superview
        }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        guide.removedAt = tag
    }

    // MARK: - Installed constraints

    func install(_ constraint: LayoutConstraint) {
        if constraints.isEmpty { ConstraintLedger.current?.record(self) }
        constraints.append(constraint)
        constraint.installedOn = self
    }

    /// Breaks the view's cycles with its constraints (`ConstraintLedger`).
    func uninstallAll() {
        uninstallConstraints { _ in true }
    }

    func uninstall(_ constraint: LayoutConstraint) {
        uninstallConstraints { $0 === constraint }
    }

    private func uninstallConstraints(where shouldRemove: (LayoutConstraint) -> Bool) {
        let (removed, kept) = constraints.reduce(into: ([LayoutConstraint](), [LayoutConstraint]())) {
            if shouldRemove($1) { $0.0.append($1) } else { $0.1.append($1) }
        }
        constraints = kept
        for constraint in removed { constraint.installedOn = nil }
    }
}

/// UIKit's `UIView.AutoresizingMask`: the flexible parts of a frame.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
    public static let flexibleWidth = Self(rawValue: 1 << 1)
    public static let flexibleRightMargin = Self(rawValue: 1 << 2)
    public static let flexibleTopMargin = Self(rawValue: 1 << 3)
    public static let flexibleHeight = Self(rawValue: 1 << 4)
    public static let flexibleBottomMargin = Self(rawValue: 1 << 5)
    public static let horizontal: Self = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    public static let vertical: Self = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]

    /// UIKit's names of the options, in bit order.
    private static let names = ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]

    /// The option UIKit names `name` (`flexibleWidth`), if it is one.
    public init?(name: String) {
        guard let index = Self.names.firstIndex(of: name) else { return nil }
        self.init(rawValue: 1 << index)
    }

    /// The names of the options the mask holds.
    public var names: [String] { Self.names.indices.filter { rawValue & (1 << $0) != 0 }.map { Self.names[$0] } }
}
