import LayoutModel
import SwiftSyntax

/// `override func layoutSubviews()` in the files' view subclasses.
///
/// UIKit runs a view's `layoutSubviews()` in a layout pass (the run loop's
/// after a callback, `layoutIfNeeded()`) once its frame is set, superviews
/// before their subviews, when the view needs it: never laid out, marked by
/// `setNeedsLayout()`, its size changed, or its subviews added or removed.
/// What the override changes (a constraint's constant from `bounds`, a view
/// hidden) is laid out again in the same pass, as UIKit does, until no view
/// needs another; an override that never settles stops the run.
extension Interpreter {
    /// Passes a settling layout may take before it is taken as endless.
    private static let layoutPassLimit = 8

    /// Runs the overrides of the views under the map that need it, laying out
    /// again after each round, until none does. `framesCurrent`: the map was
    /// just laid out.
    func layOutSubviews(framesCurrent: Bool = false) throws {
        guard !layingOutSubviews, let map else { return }
        layingOutSubviews = true
        defer { layingOutSubviews = false }
        func overrides() -> [(LayoutView, Instance, FunctionDeclSyntax)] {
            Self.superviewsFirst(map).compactMap { view in
                guard let instance = attachedInstance(view), let method = overload(of: instance.type, "layoutSubviews", []) else { return nil }
                return (view, instance, method)
            }
        }
        guard !overrides().isEmpty else { return }
        if !framesCurrent { try layOut() }  // the overrides read the frames
        for _ in 0..<Self.layoutPassLimit {
            let due = try overrides().filter { try needsSubviewLayout($0.0) }
            guard !due.isEmpty else { return }
            for (view, instance, method) in due where view.isDescendant(of: map) {
                subviewLayouts[ObjectIdentifier(view)] = SubviewLayout(view)
                _ = try call(method, on: instance, arguments: [])
            }
            try updateConstraints(under: map)
            try refreshIntrinsicSizes()
            try layOut()
        }
        throw unsupported(overrides()[0].2.name, "layoutSubviews() that changes the layout in every pass (UIKit would lay out without end)")
    }

    /// Whether UIKit would run the view's `layoutSubviews()` in this pass.
    private func needsSubviewLayout(_ view: LayoutView) throws -> Bool {
        guard let last = subviewLayouts[ObjectIdentifier(view)] else { return true }
        worlds?.checkRead("bounds", of: view)  // the worlds must agree on whether it runs
        let now = SubviewLayout(view)
        return last.needed || last.size != now.size || last.subviews != now.subviews
    }

    /// `root`'s subtree, each view before its subviews.
    static func superviewsFirst(_ root: LayoutView) -> [LayoutView] {
        [root] + root.subviews.flatMap(superviewsFirst)
    }
}

/// What a view was when its `layoutSubviews()` last ran: a change of size or
/// of subviews (or `setNeedsLayout()`) makes UIKit run it again.
struct SubviewLayout {
    /// Held so that its identifier is not reused while it is listed.
    let view: LayoutView
    let size: Size
    let subviews: [ObjectIdentifier]
    var needed = false

    init(_ view: LayoutView) {
        self.view = view
        size = Size(width: view.bounds.width, height: view.bounds.height)
        subviews = view.subviews.map(ObjectIdentifier.init)
    }
}
