import Cassowary

/// `GMSNavigationHidingStackView`: a vertical stack of buttons that hides
/// arranged views from the end of `arrangedSubviews` when it runs out of space.
///
/// How the model does it: the stack is a view whose intrinsic size is its
/// visible content (vertical hugging and compression resistance deliberately
/// low, so the delegate's constraints decide its height), and whose arrangement is required system
/// constraints: the first arranged view sits at the `position` edge, each next
/// one further in, `spacing` apart, aligned by `alignment`. After each solve
/// the layout engine checks whether the content overflows the solved stack;
/// if so it hides the last visible arranged view and solves again, until the
/// content fits (`LayoutEngine`). Hidden views stay subviews with their size,
/// parked at the far edge, and report `isVisible == false`.
/// (Assumption: the seeds give the hiding order, not the stacking order; the
/// model puts `arrangedSubviews[0]` at the `position` edge.)
public final class HidingStackView: LayoutView {
    /// Which edge the stack fills from.
    public enum Position: String, Hashable, Sendable { case top, bottom }
    /// How arranged views line up across the stack.
    public enum Alignment: String, Hashable, Sendable { case leading, center, trailing }

    public let position: Position
    public let alignment: Alignment
    /// Space between arranged views; `nil` uses `NavigationStyleValues.buttonVerticalPadding`.
    public var spacing: Double?

    /// Setting it makes the new views subviews and removes the views that are
    /// no longer arranged from the stack.
    public var arrangedSubviews: [LayoutView] = [] {
        didSet {
            for old in oldValue where old.superview === self && !arrangedSubviews.contains(where: { $0 === old }) {
                old.removeFromSuperview()
            }
            for view in arrangedSubviews where view.superview !== self {
                try? addSubview(view)  // only a cycle can fail, and buttons have no subviews
            }
        }
    }

    public init(position: Position, alignment: Alignment, name: String = "buttonStack") {
        self.position = position
        self.alignment = alignment
        super.init(name: name)
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The arranged views that are still subviews, in order.
    private var managedViews: [LayoutView] { arrangedSubviews.filter { $0.superview === self } }
    var visibleArrangedViews: [LayoutView] { managedViews.filter { !$0.isHiddenByContainer } }

    func spacing(in context: LayoutContext) -> Double {
        spacing ?? context.metrics.styleValues.buttonVerticalPadding
    }

    /// The height the visible arranged views need.
    func contentHeight(in context: LayoutContext) -> Double {
        let visible = visibleArrangedViews
        let heights = visible.map { $0.intrinsicContentSize(in: context).height ?? $0.frame.height }
        return heights.reduce(0, +) + spacing(in: context) * Double(max(0, visible.count - 1))
    }

    /// Hides the last visible arranged view when the content overflows the
    /// solved frame; returns whether it hid one.
    func hideOverflowingView(in context: LayoutContext) -> Bool {
        guard let last = visibleArrangedViews.last,
            contentHeight(in: context) > frameInMap.height + 0.5
        else { return false }
        last.isHiddenByContainer = true
        return true
    }

    /// Shows every arranged view again before a fresh layout.
    func resetHiding() {
        for view in arrangedSubviews { view.isHiddenByContainer = false }
    }

    override func intrinsicContentSize(in context: LayoutContext) -> IntrinsicSize {
        let widths = visibleArrangedViews.map { $0.intrinsicContentSize(in: context).width ?? $0.frame.width }
        return IntrinsicSize(width: widths.max() ?? 0, height: contentHeight(in: context))
    }

    /// The SDK's sizing across, and low priorities along the stack (see the type's comment).
    override func sizePriorities(in context: LayoutContext) -> (hugging: AxisPriorities, resistance: AxisPriorities) {
        let priorities = AxisPriorities(
            horizontal: Priority(context.metrics.googleViewSizePriority),
            vertical: Priority(context.metrics.hidingStackVerticalPriority))
        return (priorities, priorities)
    }

    override func systemConstraints(in context: LayoutContext) -> [LayoutConstraint] {
        super.systemConstraints(in: context) + arrangementConstraints(in: context)
    }

    private func arrangementConstraints(in context: LayoutContext) -> [LayoutConstraint] {
        let gap = spacing(in: context)
        var constraints: [LayoutConstraint] = []
        var previous: LayoutView?
        for view in managedViews {
            constraints.append(alignmentConstraint(view))
            if view.isHiddenByContainer {
                // Parked at the far edge, out of the arrangement.
                constraints.append(
                    position == .bottom
                        ? view.topAnchor.constraint(equalTo: topAnchor)
                        : view.bottomAnchor.constraint(equalTo: bottomAnchor))
                continue
            }
            switch (position, previous) {
            case (.bottom, nil): constraints.append(view.bottomAnchor.constraint(equalTo: bottomAnchor))
            case (.bottom, let below?):
                constraints.append(view.bottomAnchor.constraint(equalTo: below.topAnchor, constant: -gap))
            case (.top, nil): constraints.append(view.topAnchor.constraint(equalTo: topAnchor))
            case (.top, let above?):
                constraints.append(view.topAnchor.constraint(equalTo: above.bottomAnchor, constant: gap))
            }
            previous = view
        }
        return constraints.map { $0.markedSystem(.hidingStack) }
    }

    private func alignmentConstraint(_ view: LayoutView) -> LayoutConstraint {
        switch alignment {
        case .leading: view.leadingAnchor.constraint(equalTo: leadingAnchor)
        case .center: view.centerXAnchor.constraint(equalTo: centerXAnchor)
        case .trailing: view.trailingAnchor.constraint(equalTo: trailingAnchor)
        }
    }
}
