/// Anything constraints can refer to: a view or a layout guide.
///
/// It owns the anchors (the same ten attributes as UIKit) and the frame the last
/// layout pass gave it, in map-view coordinates. Items have identity semantics:
/// two views with the same name are still two views.
public class LayoutItem: CustomStringConvertible {
    /// A readable, ideally unique name: frames, findings and pictures use it.
    public internal(set) var name: String
    /// The frame from the last layout pass, in map-view coordinates.
    public internal(set) var frameInMap: Rect = .zero
    /// A frame the item's own required constraints already fix (the legacy
    /// layout pins each slot so): the engine may solve with it as constants,
    /// a much smaller system with the same solution (`LayoutEngine`).
    var pinnedFrame: Rect?

    init(name: String) {
        self.name = name
    }

    /// The view that hosts this item in the hierarchy: the view itself, or the
    /// view a guide was added to. `nil` for a guide not added anywhere.
    var hostView: LayoutView? { nil }

    public var leadingAnchor: Anchor<XAxisAnchorKind> { Anchor(self, .leading) }
    public var trailingAnchor: Anchor<XAxisAnchorKind> { Anchor(self, .trailing) }
    public var leftAnchor: Anchor<XAxisAnchorKind> { Anchor(self, .left) }
    public var rightAnchor: Anchor<XAxisAnchorKind> { Anchor(self, .right) }
    public var centerXAnchor: Anchor<XAxisAnchorKind> { Anchor(self, .centerX) }
    public var topAnchor: Anchor<YAxisAnchorKind> { Anchor(self, .top) }
    public var bottomAnchor: Anchor<YAxisAnchorKind> { Anchor(self, .bottom) }
    public var centerYAnchor: Anchor<YAxisAnchorKind> { Anchor(self, .centerY) }
    public var widthAnchor: Anchor<DimensionAnchorKind> { Anchor(self, .width) }
    public var heightAnchor: Anchor<DimensionAnchorKind> { Anchor(self, .height) }

    /// The anchor for `attribute`, untyped, for code that picks attributes at run time.
    public func anchor(_ attribute: LayoutAttribute) -> AnyAnchor {
        AnyAnchor(item: self, attribute: attribute)
    }

    public var description: String { name }
}
