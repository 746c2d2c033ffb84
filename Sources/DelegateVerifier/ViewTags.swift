import LayoutModel

extension Interpreter {
    /// `viewWithTag(_:)` as UIKit searches: the receiver itself, then its
    /// subviews depth-first in order; `nil` when none has the tag. The SDK's
    /// views have no subviews in the model (their internals are the SDK's),
    /// so the search never finds one of those.
    func viewWithTag(_ tag: Int, in view: LayoutView) -> LayoutView? {
        if view.tag == tag { return view }
        for subview in view.subviews {
            if let found = viewWithTag(tag, in: subview) { return found }
        }
        return nil
    }
}
