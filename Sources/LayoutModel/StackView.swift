import Cassowary

/// `UIStackView`: arranged subviews laid out along an axis by required system
/// constraints (UIKit's `UISV-*`), as `HidingStackView` lays out the SDK's
/// buttons, generalized to both axes and UIKit's alignments and distributions.
///
/// How the model arranges the visible (not hidden) arranged views, along the
/// axis: the first at the stack's leading (top) edge, each next one `spacing`
/// after the previous, the last at the trailing (bottom) edge; `fillEqually`
/// makes their lengths equal; `equalSpacing` and `equalCentering` keep at
/// least `spacing` between them (gaps not equalized: an approximation);
/// `fillProportionally` is laid out as `fill`; `setCustomSpacing(_:after:)`
/// replaces `spacing` after that view (after the previous visible view when
/// it is hidden; dropped when it leaves the stack, as UIKit documents). Across the axis: `fill` pins
/// both edges, `leading`/`top`, `trailing`/`bottom` and `center` pin one edge
/// (or the centre) and keep the others inside. The stack hugs its content at
/// the lowest priority (`fittingSizeLevel`) across and along the axis, so an
/// unconstrained size is the content's, as in UIKit. With
/// `isLayoutMarginsRelativeArrangement` the arrangement uses the margins guide.
public final class StackView: LayoutView {
    public enum Axis: String, Hashable, Sendable { case horizontal, vertical }
    public enum Alignment: String, Hashable, Sendable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }
    public enum Distribution: String, Hashable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public var axis: Axis = .horizontal
    public var alignment: Alignment = .fill
    public var distribution: Distribution = .fill
    public var spacing: Double = 0
    public var isLayoutMarginsRelativeArrangement = false

    /// Adding makes the view a subview; removing keeps it a subview, as in UIKit.
    public private(set) var arrangedSubviews: [LayoutView] = []
    /// `setCustomSpacing(_:after:)`'s spacings, by arranged view.
    private var customSpacings: [ObjectIdentifier: Double] = [:]

    override public init(name: String) {
        super.init(name: name)
    }

    public func addArrangedSubview(_ view: LayoutView, tag: SourceTag? = nil) throws(LayoutError) {
        forgetCustomSpacingIfRemoved(view)
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        try addSubview(view, tag: tag)
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    public func insertArrangedSubview(_ view: LayoutView, at index: Int, tag: SourceTag? = nil) throws(LayoutError) {
        forgetCustomSpacingIfRemoved(view)
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { try addSubview(view, tag: tag) }
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    public func removeArrangedSubview(_ view: LayoutView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// The spacing after `view` instead of `spacing`; `nil` goes back to
    /// `spacing` (UIKit's `spacingUseDefault`). A view the stack does not
    /// arrange gets none, as in UIKit.
    public func setCustomSpacing(_ spacing: Double?, after view: LayoutView) {
        guard arrangedSubviews.contains(where: { $0 === view }) && view.superview === self else { return }
        customSpacings[ObjectIdentifier(view)] = spacing
    }

    /// The custom spacing after `view`, `nil` when it has none.
    public func customSpacing(after view: LayoutView) -> Double? {
        customSpacings[ObjectIdentifier(view)]
    }

    /// A view taken out of the stack by `removeFromSuperview()` lost its custom spacing.
    private func forgetCustomSpacingIfRemoved(_ view: LayoutView) {
        if view.superview !== self { customSpacings[ObjectIdentifier(view)] = nil }
    }

    override func systemConstraints(in context: LayoutContext) -> [LayoutConstraint] {
        super.systemConstraints(in: context) + arrangementConstraints()
    }

    /// The arranged views that are still subviews and not hidden.
    private var laidOutViews: [LayoutView] {
        arrangedSubviews.filter { $0.superview === self && !$0.isHidden }
    }

    private func arrangementConstraints() -> [LayoutConstraint] {
        let frame: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let vertical = axis == .vertical
        let (start, end): (LayoutAttribute, LayoutAttribute) = vertical ? (.top, .bottom) : (.leading, .trailing)
        let (crossStart, crossEnd, crossCenter): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            vertical ? (.leading, .trailing, .centerX) : (.top, .bottom, .centerY)
        let length: LayoutAttribute = vertical ? .height : .width
        let crossLength: LayoutAttribute = vertical ? .width : .height
        func make(
            _ a: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ b: LayoutItem?,
            _ other: LayoutAttribute, _ constant: Double = 0, priority: Priority = .required
        ) -> LayoutConstraint {
            let constraint = LayoutConstraint(
                first: a.anchor(attribute), relation: relation, second: b?.anchor(other), constant: constant)
            constraint.priority = priority
            return constraint
        }
        var constraints: [LayoutConstraint] = []
        let views = laidOutViews
        // Hug the content at the lowest priority, so an unconstrained stack takes its content's size.
        constraints.append(make(self, length, .equal, nil, length, priority: Priority(50)))
        constraints.append(make(self, crossLength, .equal, nil, crossLength, priority: Priority(50)))
        var previous: LayoutView?
        for view in views {
            if let previous {
                let relation: LayoutRelation =
                    distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
                constraints.append(make(view, start, relation, previous, end, customSpacings[ObjectIdentifier(previous)] ?? spacing))
                if distribution == .fillEqually, let first = views.first {
                    constraints.append(make(view, length, .equal, first, length))
                }
            } else {
                constraints.append(make(view, start, .equal, frame, start))
            }
            switch alignment {
            case .fill:
                constraints.append(make(view, crossStart, .equal, frame, crossStart))
                constraints.append(make(view, crossEnd, .equal, frame, crossEnd))
            case .leading, .top, .firstBaseline:
                constraints.append(make(view, crossStart, .equal, frame, crossStart))
                constraints.append(make(view, crossEnd, .lessThanOrEqual, frame, crossEnd))
            case .trailing, .bottom, .lastBaseline:
                constraints.append(make(view, crossEnd, .equal, frame, crossEnd))
                constraints.append(make(view, crossStart, .greaterThanOrEqual, frame, crossStart))
            case .center:
                constraints.append(make(view, crossCenter, .equal, frame, crossCenter))
                constraints.append(make(view, crossStart, .greaterThanOrEqual, frame, crossStart))
            }
            previous = view
        }
        if let last = views.last { constraints.append(make(last, end, .equal, frame, end)) }
        return constraints.map { $0.markedSystem(.stackView, $0.priority) }
    }
}
