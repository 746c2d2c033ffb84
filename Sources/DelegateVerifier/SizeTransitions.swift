import LayoutModel
import SwiftSyntax

/// UIKit's size transition of the view controller showing the map: as a
/// resize scenario changes the window, UIKit sends that controller
/// `willTransition(to:with:)` when the size classes change, then
/// `viewWillTransition(to:with:)` with the view's new size, each with a
/// transition coordinator; the size classes change (`traitCollectionDidChange(_:)`),
/// and then the blocks given to the coordinator's
/// `animate(alongsideTransition:completion:)` run: the alongside ones in the
/// transition's animation (at once: the model's end state, as `UIView.animate`'s),
/// the completions on the main queue as the transition ends. The model's
/// bounds have changed already as the overrides run, so one reading the view's
/// size there instead of the `size` it is given sees the new one, which the run states.
extension Interpreter {
    /// What the coordinator and its context are as values.
    static let transitionCoordinator = "UIViewControllerTransitionCoordinator"
    /// The transition's duration, a rotation's: the completions run this long after the overrides.
    static let transitionDuration = 0.3

    /// The overrides UIKit sends a view controller as its view changes size.
    static let transitionOverrides = ["willTransition", "viewWillTransition"]

    /// Sends the presented delegate controller what UIKit sends it before the
    /// size classes change, noting what UIKit sends any controller then
    /// (`transitionsDue`); false when it overrides none of it.
    func beginSizeTransition(to map: MapView, traitsChanged: Bool) throws -> Bool {
        transitionsDue.formUnion(traitsChanged ? Self.transitionOverrides + ["traitCollectionDidChange"] : ["viewWillTransition"])
        guard presentsMap, let delegate = delegateInstance, case .controller(let controller)? = delegate.base else { return false }
        let description = "\(Self.transitionCoordinator) #\(nextObserverToken())"
        let coordinator = Value.library(description)
        sizeTransition = (description, [])
        var ran = false
        if traitsChanged {
            let traits = Self.traitCollection(of: map.device, direction: .layoutDirection(map.layoutDirection))
            ran = try send("willTransition", [("to", traits), ("with", coordinator)], to: controller)
        }
        let size = Value.tuple([("width", .number(map.device.size.width)), ("height", .number(map.device.size.height))])
        let arguments: [Argument] = [("to", size), ("with", coordinator)]
        if let method = overload(of: delegate.type, "viewWillTransition", arguments), Self.readsGeometry(method) {
            assume(
                method.name,
                "viewWillTransition(to:with:) runs with the views at their new size (UIKit calls it before the change): the bounds and frames it reads outside its coordinator's blocks are the new ones, so code that expects the old size there is not checked",
                perCall: false)
        }
        return try send("viewWillTransition", arguments, to: controller) || ran
    }

    /// Whether the method's body reads a `bounds`, `frame` or `safeAreaInsets` outside its closures.
    private static func readsGeometry(_ method: FunctionDeclSyntax) -> Bool {
        method.body?.tokens(viewMode: .sourceAccurate).contains { token in
            ["bounds", "frame", "safeAreaInsets"].contains(token.text)
                && !Swift.sequence(first: Syntax(token), next: \.parent).contains { $0.is(ClosureExprSyntax.self) }
        } ?? false
    }

    /// The presented delegate controller's `traitCollectionDidChange(_:)`
    /// (`before` the previous traits), then the coordinator's blocks.
    func endSizeTransition(traitsBefore before: Value?, at node: some SyntaxProtocol) throws -> Bool {
        var ran = false
        if let before, presentsMap, case .controller(let controller)? = delegateInstance?.base {
            ran = try send("traitCollectionDidChange", [(nil, before)], to: controller)
        }
        guard let (coordinator, blocks) = sizeTransition else { return ran }
        sizeTransition = nil
        let context = Value.library(coordinator)
        for block in blocks where block.label == "alongsideTransition" { _ = try callFunction(block.value, [(nil, context)], at: node) }
        for block in blocks where block.label == "completion" {
            deferCall(block.value, [(nil, context)], after: Self.transitionDuration, at: node)
        }
        return ran || !blocks.isEmpty
    }

    /// `coordinator.animate(alongsideTransition:completion:)` while the
    /// transition runs: its blocks run as it ends (`endSizeTransition`).
    /// A trailing closure is the parameter in its place.
    func callTransitionCoordinator(_ coordinator: String, _ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        let labels = arguments.map(\.label)
        guard name == "animate", labels.count == 2, labels[0] == "alongsideTransition", [nil, "completion"].contains(labels[1]) else {
            throw unsupported(call, "the transition coordinator's \(name)\(labelText(labels)) (not modelled)")
        }
        guard let running = sizeTransition, running.coordinator == coordinator else {
            throw unsupported(call, "a transition coordinator's animate(alongsideTransition:completion:) after its transition (UIKit does not document what it runs then)")
        }
        let roles = zip(["alongsideTransition", "completion"], arguments).map { role, argument in (label: Optional(role), value: argument.value) }
        sizeTransition?.blocks += roles.filter(\.value.isCallable)
        return .bool(true)
    }

    /// The coordinator's (and its context's) properties: an animated, uncancelled transition of `transitionDuration`.
    func transitionCoordinatorMember(_ name: String, at node: some SyntaxProtocol) throws -> Value {
        switch name {
        case "isAnimated": return .bool(true)
        case "isCancelled", "isInteractive": return .bool(false)
        case "transitionDuration": return .number(Self.transitionDuration)
        default: throw unsupported(node, "the transition coordinator's \(name) (not modelled)")
        }
    }
}
