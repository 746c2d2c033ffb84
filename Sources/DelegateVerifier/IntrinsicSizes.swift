import Cassowary
import LayoutModel
import SwiftSyntax

/// `override var intrinsicContentSize` in the files' view subclasses.
///
/// UIKit asks a view for its intrinsic size whenever it lays it out, and turns
/// the answer into content-hugging and compression-resistance constraints, as
/// for a label. So the getter runs before every layout of the map (the run
/// loop's after a callback, a `layoutIfNeeded()` whose frames the code reads)
/// for each such view in it, and a getter reading the view's state gives the
/// current answer (`invalidateIntrinsicContentSize()` then adds nothing). A
/// dimension of `UIView.noIntrinsicMetric` is none; a getter the interpreter
/// cannot run stops the run, never leaving the view without its size.
extension Interpreter {
    /// Sets the intrinsic size of each view under the map (or `root`) that overrides it.
    func refreshIntrinsicSizes(under root: LayoutView? = nil) throws {
        guard let root = root ?? map else { return }
        for view in Self.subviewsFirst(root) {
            guard let instance = attachedInstance(view), let property = instance.type.property(named: "intrinsicContentSize"),
                !property.isStatic, property.getter != nil
            else { continue }
            // The SDK's stack computes its own size from its arranged views; the model has no place for another.
            if view is HidingStackView { throw unsupported(property.node, "an intrinsicContentSize override of a GMSNavigationHidingStackView subclass") }
            let value = try coerce(field("intrinsicContentSize", of: instance, at: property.node) ?? .null, to: property.type)
            view.intrinsicContentSize = try intrinsicSize(value, at: property.node)
        }
    }

    /// A `CGSize` as an intrinsic size: `UIView.noIntrinsicMetric` (-1) is none.
    private func intrinsicSize(_ value: Value, at node: some SyntaxProtocol) throws -> IntrinsicSize {
        guard case .tuple(let parts) = value, let width = parts.first(where: { $0.label == "width" })?.value,
            let height = parts.first(where: { $0.label == "height" })?.value
        else { throw unsupported(node, "an intrinsicContentSize of \(value.kind)") }
        func metric(_ part: Value) throws -> Double? {
            let number = try number(part, at: node)
            return number == -1 ? nil : number
        }
        return IntrinsicSize(width: try metric(width), height: try metric(height))
    }

    /// `UIView.intrinsicContentSize` as code reads it (`CGSize`, with `noIntrinsicMetric` for none).
    static func sizeValue(_ size: IntrinsicSize) -> Value {
        .tuple([("width", .number(size.width ?? -1)), ("height", .number(size.height ?? -1))])
    }

    /// `view.intrinsicContentSize`: what the code's content gives an app view;
    /// of the SDK's views, the size the metrics profile gives them in this
    /// world (the speed widget's by its state).
    func intrinsicSizeValue(of view: LayoutView) -> Value {
        if let google = view as? GoogleView, let map { return Self.sizeValue(google.sdkSize(in: map.context)) }
        return Self.sizeValue(view.intrinsicContentSize)
    }

    /// `view.systemLayoutSizeFitting(target)` and with fitting priorities
    /// (`fittingSizeLevel` for both when not given): the size the view's own
    /// subtree gives it (`LayoutView.fittingSize`), its views' overrides of
    /// `intrinsicContentSize` asked first, as a layout asks them.
    func fittingSize(of view: LayoutView, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        guard case .tuple(let parts) = arguments[0].value, let width = parts.first(where: { $0.label == "width" })?.value,
            let height = parts.first(where: { $0.label == "height" })?.value
        else { throw unsupported(call, "a fitting target of \(arguments[0].value.kind)") }
        let target = Size(width: try number(width, at: call), height: try number(height, at: call))
        let fitting = Priority(50)
        let horizontal = arguments.count == 3 ? try priority(arguments[1].value, at: call) : fitting
        let vertical = arguments.count == 3 ? try priority(arguments[2].value, at: call) : fitting
        try refreshIntrinsicSizes(under: view)
        guard let map else { throw unsupported(call, "measuring a view before the map exists") }
        worlds?.checkFittingRead(of: view)
        let size = view.fittingSize(target, horizontal: horizontal, vertical: vertical, in: map.context)
        return .tuple([("width", .number(size.width)), ("height", .number(size.height))])
    }

    /// `super.intrinsicContentSize` in a subclass of a UIKit view: the UIKit
    /// class's own size for what the code set (a label's text), not the override's.
    func frameworkIntrinsicSize(of view: LayoutView) -> Value {
        Self.sizeValue(viewContents[ObjectIdentifier(view)].map {
            $0.intrinsicSize
        } ?? .none)
    }
}
