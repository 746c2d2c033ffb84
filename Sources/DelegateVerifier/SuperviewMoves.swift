import LayoutModel
import SwiftSyntax

/// UIKit tells a view its superview changes: `willMove(toSuperview:)` before
/// and `didMoveToSuperview()` after `addSubview`, `insertSubview` or an
/// arranged view's insertion moves it, or `removeFromSuperview()` takes it
/// off. A view subclass of the files' may act there (a badge installing its
/// own width limit once it is on the map), so the overrides run. A view added
/// again to the superview it is in only changes its place among the subviews:
/// the overrides are not run then, which the run states.
extension Interpreter {
    /// Runs `move` (which puts `subview` under `newSuperview`, or off its
    /// superview when `nil`) between the files' overrides of the two methods.
    func movingSuperview(of subview: LayoutView, to newSuperview: LayoutView?, at call: FunctionCallExprSyntax, _ move: () throws -> Void) throws {
        guard let instance = attachedInstance(subview) else { return try move() }
        let old = subview.superview
        let target: Value = newSuperview.map { .item($0) } ?? .null
        let willMove = overload(of: instance.type, "willMove", [("toSuperview", target)])
        let didMove = overload(of: instance.type, "didMoveToSuperview", [])
        guard old !== newSuperview else {
            if willMove != nil || didMove != nil {
                assume(call, "\(instance.type.name) is added again to the superview it is in: its willMove(toSuperview:) and didMoveToSuperview() are taken as not called (its place among the subviews changes, not its superview)")
            }
            return try move()
        }
        if let willMove { _ = try self.call(willMove, on: instance, arguments: [("toSuperview", target)]) }
        try move()
        if let didMove, subview.superview !== old { _ = try self.call(didMove, on: instance, arguments: []) }
    }
}
