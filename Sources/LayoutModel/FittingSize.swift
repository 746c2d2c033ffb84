import Cassowary

/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
/// the size a view's own subtree gives it, laid out on its own as UIKit does
/// in a private engine: its subviews' system constraints (intrinsic sizes,
/// autoresizing frames, arrangements) and the constraints among the
/// subtree's items, with its width and height held to `target` at the fitting
/// priorities, so the content's required and compression-resistance
/// constraints win over `fittingSizeLevel` (50). The view's own frame and
/// constraints reaching outside it take no part.
extension LayoutView {
    public func fittingSize(_ target: Size, horizontal: Priority, vertical: Priority, in context: LayoutContext) -> Size {
        let views = subtree
        let (items, positions) = LayoutEngine.items(of: views)
        let system = views.flatMap { view in
            view.systemConstraints(in: context).filter { !($0.systemKind == .autoresizingMask && $0.firstAnchor.item === self) }
        }
        let own = views.flatMap(\.constraints).filter { $0.items.allSatisfy { positions[ObjectIdentifier($0)] != nil } }
        let width = widthAnchor.constraint(equalToConstant: target.width)
        width.priority = horizontal
        let height = heightAnchor.constraint(equalToConstant: target.height)
        height.priority = vertical
        let constraints = system + own + [width, height]
        let solution = LayoutSystem(
            itemNames: items.map(\.name), constraints: constraints, anchors: constraints.map(ScrollView.layoutAnchors),
            positions: positions, directions: constraints.map { _ in context.direction }, pinned: nil
        ).solve(cache: nil)
        guard let frame = solution?.frames.first else { return target }
        return Size(width: frame.width, height: frame.height)
    }
}
