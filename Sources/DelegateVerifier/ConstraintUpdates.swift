import LayoutModel
import SwiftSyntax

/// UIKit's constraint-update pass and the constraints installed on a view.
///
/// A view subclass may batch its constraint changes: a property's `didSet`
/// calls `setNeedsUpdateConstraints()`, and `override func updateConstraints()`
/// swaps the sets. UIKit runs that override in the update pass that precedes
/// every layout pass (`updateConstraintsIfNeeded()`, `layoutIfNeeded()`, the
/// run loop's pass after a callback), so a model that skipped it would lay out
/// no constraints at all. `view.constraints` lists the active constraints
/// installed on the view (the nearest common ancestor of their items, or the
/// view `addConstraint(_:)` was called on), never UIKit's own.
extension Interpreter {
    /// Whether a view needs its constraints updated: marked by
    /// `setNeedsUpdateConstraints()`, or never through a pass (UIKit runs a new
    /// view's `updateConstraints()` in its first pass).
    func needsConstraintUpdate(_ view: LayoutView) -> Bool {
        constraintUpdates[ObjectIdentifier(view)]?.needed ?? true
    }

    /// The update pass over `root`'s subtree: every view that needs it, subviews
    /// before their superview, has its `updateConstraints()` run once (the
    /// files' override; UIKit's own adds nothing the model sees). A view marked
    /// again during the pass waits for the next one; a view added during it is
    /// reached in a further round of the same pass.
    func updateConstraints(under root: LayoutView) throws {
        var done: Set<ObjectIdentifier> = []
        while true {
            let pending = Self.subviewsFirst(root).filter { !done.contains(ObjectIdentifier($0)) && needsConstraintUpdate($0) }
            guard !pending.isEmpty else { return }
            for view in pending where view.isDescendant(of: root) {
                done.insert(ObjectIdentifier(view))
                constraintUpdates[ObjectIdentifier(view)] = (view, false)
                guard let instance = attachedInstance(view), let method = overload(of: instance.type, "updateConstraints", []) else {
                    continue
                }
                _ = try call(method, on: instance, arguments: [])
            }
        }
    }

    /// `root`'s subtree, each view after its subviews.
    static func subviewsFirst(_ root: LayoutView) -> [LayoutView] {
        root.subviews.flatMap(subviewsFirst) + [root]
    }

    /// The views' methods of the update pass and of installed constraints;
    /// `nil` for any other method.
    func callConstraintMethod(_ name: String, on view: LayoutView, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        switch (name, arguments.first?.value) {
        case ("setNeedsUpdateConstraints", nil):
            constraintUpdates[ObjectIdentifier(view)] = (view, true)
        case ("needsUpdateConstraints", nil):
            return .bool(needsConstraintUpdate(view))
        case ("updateConstraintsIfNeeded", nil):
            try updateConstraints(under: view)
        case ("layoutIfNeeded", nil):
            try updateConstraints(under: view)
            requestLayout()
        case ("updateConstraints", nil):
            break  // UIKit's own (a view of the files' classes runs its override before reaching here)
        case ("addConstraint", let value?), ("addConstraints", let value?):
            let constraints = try constraintList(value, at: call)
            try activateJournaled(constraints, at: call) {
                for constraint in constraints { try view.addConstraint(constraint, tag: tag(call)) }
            }
        case ("removeConstraint", let value?), ("removeConstraints", let value?):
            for constraint in try constraintList(value, at: call) { view.removeConstraint(constraint, tag: tag(call)) }
        default:
            return nil
        }
        return .void
    }

    /// A bare name in a view subclass or an extension of a framework type:
    /// Swift reads it as `self`'s member first. A property of `UIView` or
    /// `UILayoutGuide` the model does not run stops there; for any other name
    /// (a subclass's, such as a stack's `spacing`, or none of `self`'s), `nil`
    /// lets the caller look further (the files' globals, then an assumption).
    func implicitSelfMember(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        if case .item(let item) = base, (item is LayoutGuide ? UIKitViews.guidePropertyNames : UIKitViews.viewPropertyNames).contains(name) {
            return try member(name, of: base, at: node)
        }
        if case .controller(let controller) = base { return try controllerMember(name, of: controller, at: node) }
        return try? member(name, of: base, at: node)
    }

    /// A bare `view` (or another layout property of `UIViewController`) in a
    /// view controller of the files whose UIKit class is not the modelled
    /// `UIViewController` (`ViewControllers.swift`): its view is not modelled (where it sits
    /// around the map, its `updateViewConstraints()` pass), so it stops rather
    /// than being assumed an unknown name.
    func checkViewControllerMember(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws {
        guard UIKitViews.viewControllerPropertyNames.contains(name),
            instance.type.kind == .class, instance.type.frameworkAncestor(in: source.types)?.hasSuffix("Controller") == true
        else { return }
        throw unsupported(node, "the view controller's \(name) (a view controller's view is not modelled)")
    }
}

extension UIKitViews {
    /// The instance properties of `UIView` and `UIResponder` (as the stubs
    /// declare them): a bare one in a view's code is `self`'s, never an unknown name.
    static let viewPropertyNames: Set<String> = [
        "accessibilityHint", "accessibilityIdentifier", "accessibilityLabel", "alpha", "backgroundColor", "bottomAnchor", "bounds",
        "canBecomeFirstResponder", "center", "centerXAnchor", "centerYAnchor", "clipsToBounds", "constraints", "contentMode",
        "directionalLayoutMargins", "effectiveUserInterfaceLayoutDirection", "firstBaselineAnchor", "frame", "heightAnchor",
        "insetsLayoutMarginsFromSafeArea", "intrinsicContentSize", "isAccessibilityElement", "isHidden", "isOpaque",
        "isUserInteractionEnabled", "lastBaselineAnchor", "layer", "layoutGuides", "layoutMargins", "layoutMarginsGuide",
        "leadingAnchor", "leftAnchor", "next", "overrideUserInterfaceStyle", "preservesSuperviewLayoutMargins",
        "readableContentGuide", "rightAnchor", "safeAreaInsets", "safeAreaLayoutGuide", "semanticContentAttribute", "subviews",
        "superview", "tag", "tintColor", "topAnchor", "trailingAnchor", "traitCollection", "transform",
        "translatesAutoresizingMaskIntoConstraints", "widthAnchor", "window",
    ]

    /// The layout properties of `UIViewController`.
    static let viewControllerPropertyNames: Set<String> = ["view", "viewIfLoaded", "traitCollection", "additionalSafeAreaInsets"]

    /// The instance properties of `UILayoutGuide`.
    static let guidePropertyNames: Set<String> = [
        "bottomAnchor", "centerXAnchor", "centerYAnchor", "hasAmbiguousLayout", "heightAnchor", "identifier", "layoutFrame",
        "leadingAnchor", "leftAnchor", "owningView", "rightAnchor", "topAnchor", "trailingAnchor", "widthAnchor",
    ]
}
