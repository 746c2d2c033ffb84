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
/// height are the frame's. Content beyond the frame is clipped.
public final class ScrollView: LayoutView {
    private var contentGuideStorage: LayoutGuide?
    private var frameGuideStorage: LayoutGuide?

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
                content.leftAnchor.constraint(equalTo: leftAnchor).markedSystem(.contentArea),
                content.topAnchor.constraint(equalTo: topAnchor).markedSystem(.contentArea),
                content.widthAnchor.constraint(equalToConstant: 0).markedSystem(.contentArea, .fittingSizeLevel),
                content.heightAnchor.constraint(equalToConstant: 0).markedSystem(.contentArea, .fittingSizeLevel),
            ]
        }
        return constraints
    }

    /// The anchors `constraint` relates as the layout solves it: an edge (or
    /// centre) of a scroll view related to an item inside that scroll view is
    /// its content area's.
    static func layoutAnchors(of constraint: LayoutConstraint) -> (first: AnyAnchor, second: AnyAnchor?) {
        guard let second = constraint.secondAnchor else { return (constraint.firstAnchor, nil) }
        return (contentAnchor(constraint.firstAnchor, relatedTo: second), contentAnchor(second, relatedTo: constraint.firstAnchor))
    }

    private static func contentAnchor(_ anchor: AnyAnchor, relatedTo other: AnyAnchor) -> AnyAnchor {
        guard let scroll = anchor.item as? ScrollView, anchor.attribute != .width, anchor.attribute != .height,
            let inner = other.item.hostView, inner !== scroll, inner.isDescendant(of: scroll)
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
