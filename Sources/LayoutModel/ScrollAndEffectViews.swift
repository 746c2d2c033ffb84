/// `UIVisualEffectView`: code adds its subviews to `contentView`, which UIKit
/// keeps filling the effect view (by its autoresizing mask), so the model pins
/// it to the effect view's edges.
public final class EffectView: LayoutView {
    public let contentView: LayoutView

    override public init(name: String) {
        contentView = LayoutView(name: "\(name).contentView")
        super.init(name: name)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        try! addSubview(contentView)  // a fresh view under a fresh view: neither the map nor a cycle
    }

    override func systemConstraints(in context: LayoutContext) -> [LayoutConstraint] {
        super.systemConstraints(in: context) + contentView.edgeConstraints(equalTo: self)
    }
}

/// `UIScrollView`, scrolled to the top: `frameLayoutGuide` is its frame;
/// `contentLayoutGuide` is its content area, whose top-left corner is the
/// scroll view's and whose size is the content's (zero at the lowest
/// priority, so content that sets no size leaves no ambiguity). As UIKit
/// documents, a constraint between the scroll view's edges and a view inside
/// it attaches to the content area (`layoutAnchors(of:)`), and its width and
/// height are the frame's. Content beyond the frame is clipped. Scrolled to
/// the top, the content rests inside the top and left edges by
/// `adjustedContentInset`: `contentInset` plus, as `contentInsetAdjustmentBehavior`
/// says, the safe-area insets the scroll view reaches under (`.automatic` and
/// `.scrollableAxes` on the axes it scrolls: content longer than the frame, or
/// `alwaysBounce...`), settled with the safe areas (`LayoutEngine`).
public final class ScrollView: LayoutView {
    private var contentGuideStorage: LayoutGuide?
    private var frameGuideStorage: LayoutGuide?

    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum InsetAdjustment: String, Sendable { case automatic, scrollableAxes, never, always }

    public var contentInset = EdgeInsets.zero
    public var insetAdjustment = InsetAdjustment.automatic
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    /// The safe-area part of `adjustedContentInset` at the top and left (what the rest position reads).
    private(set) var safeAreaAdjustment = (top: 0.0, left: 0.0)

    public var contentLayoutGuide: LayoutGuide { systemGuide(.scrollContent, in: &contentGuideStorage) }
    public var frameLayoutGuide: LayoutGuide { systemGuide(.scrollFrame, in: &frameGuideStorage) }

    /// The content area whenever there is content (edge constraints to it land there).
    override var classGuides: [LayoutGuide] {
        (subviews.isEmpty && contentGuideStorage == nil ? [] : [contentLayoutGuide]) + (frameGuideStorage.map { [$0] } ?? [])
    }

    override func systemConstraints(in context: LayoutContext) -> [LayoutConstraint] {
        var constraints = super.systemConstraints(in: context)
        if let frame = frameGuideStorage { constraints += frame.edgeConstraints(equalTo: self) }
        if let content = classGuides.first(where: { $0.systemRole == .scrollContent }) {
            constraints += [
                content.leftAnchor.constraint(equalTo: leftAnchor, constant: contentInset.left + safeAreaAdjustment.left).markedSystem(.contentArea),
                content.topAnchor.constraint(equalTo: topAnchor, constant: contentInset.top + safeAreaAdjustment.top).markedSystem(.contentArea),
                content.widthAnchor.constraint(equalToConstant: 0).markedSystem(.contentArea, .fittingSizeLevel),
                content.heightAnchor.constraint(equalToConstant: 0).markedSystem(.contentArea, .fittingSizeLevel),
            ]
        }
        return constraints
    }

    /// Works the safe-area adjustment out from the solved frames (this view's
    /// safe-area insets, its content's size); whether it changed.
    func settleInsetAdjustment() -> Bool {
        let content = classGuides.first { $0.systemRole == .scrollContent }?.frameInMap ?? .zero
        let frame = frameInMap
        let scrolls = (
            vertically: alwaysBounceVertical || content.height + contentInset.top + contentInset.bottom > frame.height + 0.5,
            horizontally: alwaysBounceHorizontal || content.width + contentInset.left + contentInset.right > frame.width + 0.5)
        let (top, left) = switch insetAdjustment {
        case .never: (false, false)
        case .always: (true, true)
        case .automatic, .scrollableAxes: (scrolls.vertically, scrolls.horizontally)
        }
        let adjustment = (top: top ? safeAreaInsets.top : 0, left: left ? safeAreaInsets.left : 0)
        defer { safeAreaAdjustment = adjustment }
        return abs(adjustment.top - safeAreaAdjustment.top) > 0.01 || abs(adjustment.left - safeAreaAdjustment.left) > 0.01
    }

    /// Back to no adjustment, as a layout starts (each layout settles it afresh).
    func resetInsetAdjustment() { safeAreaAdjustment = (0, 0) }

    /// The anchors `constraint` relates as the layout solves it: an edge (or
    /// centre) of a scroll view related to an item inside that scroll view is
    /// its content area's.
    static func layoutAnchors(of constraint: LayoutConstraint) -> SolvedAnchors {
        let anchors = SolvedAnchors(constraint)
        guard constraint.secondAnchor != nil || constraint.firstOrigin != nil else { return anchors }
        return anchors.map { contentAnchor($0, in: constraint) }
    }

    private static func contentAnchor(_ anchor: AnyAnchor, in constraint: LayoutConstraint) -> AnyAnchor {
        guard let scroll = anchor.item as? ScrollView, anchor.attribute != .width, anchor.attribute != .height,
            constraint.items.contains(where: { other in
                guard let inner = other.hostView, inner !== scroll else { return false }
                return inner.isDescendant(of: scroll)
            })
        else { return anchor }
        return scroll.contentLayoutGuide.anchor(anchor.attribute)
    }
}

extension LayoutItem {
    /// Required system constraints making this item's edges `outer`'s.
    func edgeConstraints(equalTo outer: LayoutItem) -> [LayoutConstraint] {
        [
            leftAnchor.constraint(equalTo: outer.leftAnchor), rightAnchor.constraint(equalTo: outer.rightAnchor),
            topAnchor.constraint(equalTo: outer.topAnchor), bottomAnchor.constraint(equalTo: outer.bottomAnchor),
        ].map { $0.markedSystem(.contentArea) }
    }
}
