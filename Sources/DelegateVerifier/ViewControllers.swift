import LayoutModel
import SwiftSyntax

/// A `UIViewController`: UIKit's (`UIViewController()`, a stand-in argument)
/// or an instance of the files' subclass, attached as a view subclass's
/// instance is to its model view: the instance's declared members and
/// overrides come first, then UIKit's as modelled here.
final class ViewController {
    /// The UIKit class (a files' subclass's framework ancestor).
    let className: String
    var instance: Instance?
    /// `nil` until first asked for: UIKit loads a controller's view lazily.
    var view: LayoutView?
    /// UIKit keeps the parent weakly and the children strongly.
    weak var parent: ViewController?
    var children: [ViewController] = []
    var isLoadingView = false
    /// The names of the subclass's methods that ran, for the lifecycle overrides never run (`ControllerLifecycle.swift`).
    var ranMethods: Set<String> = []
    /// Properties that only matter to presentation, read back as set.
    var presentationValues: [String: Value] = [:]

    init(className: String) { self.className = className }
}

/// View controller containment as UIKit documents it: `view` loaded on first
/// use (the subclass's `loadView()`, else a plain view the size of the
/// screen, then its `viewDidLoad()`), `addChild` (which sends the child
/// `willMove(toParent:)`), `removeFromParent` (which sends it
/// `didMove(toParent: nil)`), `parent`, `children`. What UIKit would do by
/// itself that the model does not (appearance and layout-pass callbacks,
/// presentation, the default view's flexible autoresizing mask) stops.
extension Interpreter {
    /// The UIKit class the model covers; its other controllers (navigation,
    /// tab bar, table) lay out views of their own and stay unmodelled.
    static let modelledControllerClass = "UIViewController"

    /// Overrides UIKit calls by itself once a view is loaded (its layout
    /// passes, appearance, traits): not run by the model, so loading stops.
    static let unmodelledOverrides = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "viewSafeAreaInsetsDidChange",
        "viewLayoutMarginsDidChange", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillTransition", "willTransition", "traitCollectionDidChange", "viewIsAppearing",
    ]

    /// Properties of `UIViewController` the model does not run: a bare one in
    /// a subclass is UIKit's, never an unknown name of the app.
    private static let unmodelledProperties: Set<String> = [
        "navigationController", "tabBarController", "splitViewController", "presentedViewController",
        "presentingViewController", "navigationItem", "tabBarItem", "toolbarItems", "transitionCoordinator",
        "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "viewRespectsSystemMinimumLayoutMargins",
        "systemMinimumLayoutMargins", "sheetPresentationController", "popoverPresentationController", "storyboard",
        "nibName", "nibBundle", "isBeingPresented", "isBeingDismissed", "isMovingToParent", "isMovingFromParent",
    ]

    /// Methods that present or dismiss: a presented controller's layout is not the map's.
    static let presentationMethods: Set<String> = ["present", "dismiss", "show", "showDetailViewController"]

    /// Containment methods, which a view controller the run does not model must not take silently.
    static let containmentMethods = presentationMethods.union(["addChild", "removeFromParent", "willMove", "didMove"])

    /// Gives an instance of the files' `UIViewController` subclass its UIKit
    /// part before its initializer runs; a UIKit initializer (none of the
    /// files' takes the arguments) must not load a nib or a storyboard.
    func attachController(to instance: Instance, arguments: [Argument], at node: some SyntaxProtocol) throws {
        let labels = arguments.map(\.label)
        if !arguments.isEmpty, !instance.type.lineage.contains(where: { $0.initializer(labels: labels) != nil }) {
            try checkUIKitControllerInit(arguments, at: node)
        }
        let controller = ViewController(className: Self.modelledControllerClass)
        controller.instance = instance
        instance.base = .controller(controller)
    }

    /// `UIViewController()`, `UIViewController(nibName: nil, bundle: nil)`.
    func makeFrameworkController(_ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        if !arguments.isEmpty { try checkUIKitControllerInit(arguments, at: node) }
        return .controller(ViewController(className: Self.modelledControllerClass))
    }

    /// Only `init(nibName: nil, bundle: ...)` makes a controller in code; a
    /// nib's or a coder's view is not in the files.
    private func checkUIKitControllerInit(_ arguments: [Argument], at node: some SyntaxProtocol) throws {
        guard arguments.map(\.label) == ["nibName", "bundle"] else {
            throw unsupported(node, "a view controller made by init\(labelText(arguments.map(\.label))) (a nib's or a storyboard's view is not in the files)")
        }
        guard arguments[0].value.isNull else { throw unsupported(node, "a view controller loaded from a nib (its view is not in the files)") }
    }

    /// The files' instance a model view or view controller stands for.
    func attachedInstance(of value: Value) -> Instance? {
        switch value {
        case .item(let item): attachedInstance(item)
        case .controller(let controller): controller.instance
        case .constraint(let constraint): viewInstances[ObjectIdentifier(constraint)]
        default: nil
        }
    }

    /// The controller a value is (a `UIViewController` parameter, `addChild`'s argument).
    func viewController(_ value: Value, at node: some SyntaxProtocol) throws -> ViewController {
        guard case .controller(let controller) = value else { throw unsupported(node, "\(value.kind) as a view controller") }
        return controller
    }

    /// `controller.name`: the subclass's declared property, else UIKit's as
    /// modelled; `nil` for a name `UIViewController` does not have.
    func controllerMember(_ name: String, of controller: ViewController, at node: some SyntaxProtocol) throws -> Value? {
        if let instance = controller.instance, instance.type.property(named: name) != nil { return try field(name, of: instance, at: node) }
        if let initial = Self.presentationDefault(name) { return controller.presentationValues[name] ?? initial }
        switch name {
        case "view": return .item(try loadedView(of: controller, at: node))
        case "viewIfLoaded": return controller.view.map(Value.item) ?? .null
        case "isViewLoaded": return .bool(controller.view != nil)
        case "parent": return controller.parent.map(Value.controller) ?? .null
        case "children": return .array(controller.children.map(Value.controller))
        case "traitCollection":
            // The scenario's traits, as every view of the map has them.
            guard let map else { throw unsupported(node, "a view controller's traitCollection before the map exists") }
            return try member(name, of: .item(map), at: node)
        default:
            if Self.unmodelledProperties.contains(name) { throw unsupported(node, "the view controller's \(name) (not modelled)") }
            return nil
        }
    }

    /// UIKit's initial values of the presentation properties.
    private static func presentationDefault(_ name: String) -> Value? {
        switch name {
        case "title": .null
        case "modalPresentationStyle": .symbol("automatic")
        case "modalTransitionStyle": .symbol("coverVertical")
        case "preferredContentSize": .tuple([("width", .number(0)), ("height", .number(0))])
        case "additionalSafeAreaInsets": .insets(EdgeInsets())
        default: nil
        }
    }

    /// `controller.name = newValue` for UIKit's properties (the subclass's own are set by `setMember`).
    /// `title` and the modal styles only matter when presented (which stops);
    /// `preferredContentSize` only to a popover or to a parent that reacts to
    /// it (`preferredContentSizeDidChange(forChildContentContainer:)` of the
    /// files, which UIKit would call: stops); `additionalSafeAreaInsets` other
    /// than zero changes the safe area of the controller's views, which the model does not.
    func setControllerMember(_ name: String, of controller: ViewController, to newValue: Value, at node: some SyntaxProtocol) throws {
        switch (name, newValue) {
        case ("view", .item(let view as LayoutView)): controller.view = view
        case ("view", .null): controller.view = nil
        case ("title", _), ("modalPresentationStyle", _), ("modalTransitionStyle", _):
            controller.presentationValues[name] = newValue
        case ("preferredContentSize", _):
            if controller.parent?.instance?.type.hasMethod(named: "preferredContentSizeDidChange") == true {
                throw unsupported(node, "preferredContentSize of a child whose parent reacts to it (preferredContentSizeDidChange is not run)")
            }
            controller.presentationValues[name] = newValue
        case ("additionalSafeAreaInsets", _):
            let isZero = switch try implicitGeometry(newValue, at: node) {
            case .symbol("zero"): true
            case .insets(let insets): insets == EdgeInsets()
            default: false
            }
            guard isZero else {
                throw unsupported(node, "additionalSafeAreaInsets other than zero (the safe area it gives the controller's views is not modelled)")
            }
            controller.presentationValues[name] = .insets(EdgeInsets())
        default:
            throw unsupported(node, "setting \(name) of a view controller to \(newValue.kind)")
        }
    }

    /// UIKit's methods of a controller (the subclass's overrides were tried
    /// first); `nil` for one not modelled.
    func callControllerMethod(_ name: String, on controller: ViewController, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        if Self.presentationMethods.contains(name) {
            throw unsupported(node, "\(name) of a view controller (a presented controller's layout is not the map's)")
        }
        switch (name, arguments.map(\.label)) {
        case ("registerForTraitChanges", let labels) where labels.first == .some(nil):
            return registerForTraitChanges(arguments, on: .controller(controller), at: node)  // `SystemEvents.swift`
        case ("unregisterForTraitChanges", [nil]): unregisterForTraitChanges(arguments[0].value)
        case ("loadViewIfNeeded", []): _ = try loadedView(of: controller, at: node)
        case ("addChild", [nil]): try addChild(viewController(arguments[0].value, at: node), to: controller, at: node)
        case ("removeFromParent", []): try removeFromParent(controller, at: node)
        // UIKit's own implementations: notices to the controller that change nothing the layout sees.
        case ("willMove", ["toParent"]), ("didMove", ["toParent"]), ("viewDidLoad", []), ("setNeedsStatusBarAppearanceUpdate", []),
            ("viewWillAppear", [nil]), ("viewIsAppearing", [nil]), ("viewDidAppear", [nil]), ("traitCollectionDidChange", [nil]):
            break
        case ("viewWillTransition", ["to", "with"]), ("willTransition", ["to", "with"]):
            // UIKit's passes the transition on to the children, the same size as UIKit's default child size.
            for child in controller.children { _ = try send(name, arguments, to: child) }
        default: return nil
        }
        return .void
    }

    /// `super.name(...)` in a subclass of `UIViewController`: UIKit's
    /// implementation (the override `super` skips is not run again); `nil`
    /// when the instance is no view controller.
    func controllerSuper(_ name: String, _ arguments: [Argument], of instance: Instance, at node: some SyntaxProtocol) throws -> Value? {
        guard case .controller(let controller)? = instance.base else { return nil }
        switch (name, arguments.map(\.label)) {
        case ("init", []): return .void
        case ("init", _):
            try checkUIKitControllerInit(arguments, at: node)
            return .void
        case ("loadView", []):
            controller.view = try defaultView(of: controller, at: node)
            return .void
        default:
            guard let result = try callControllerMethod(name, on: controller, arguments, at: node) else {
                throw unsupported(node, "UIViewController's \(name)\(labelText(arguments.map(\.label))) (not modelled)")
            }
            return result
        }
    }

    /// The controller's view, loaded as UIKit's `view` getter does on first use.
    func loadedView(of controller: ViewController, at node: some SyntaxProtocol) throws -> LayoutView {
        if let view = controller.view { return view }
        let name = Value.controller(controller).kind
        guard !controller.isLoadingView else {
            throw unsupported(node, "reading the view of \(name) while its loadView() runs (UIKit would load it again)")
        }
        // The presented delegate's appearance callbacks run, and the hooks it does not run are stated (`ControllerLifecycle`).
        if let instance = controller.instance, instance !== delegateInstance || !presentsMap,
            let hook = Self.unmodelledOverrides.first(where: instance.type.hasMethod(named:))
        {
            throw unsupported(node, "loading the view of \(name), whose \(hook) UIKit calls by itself (not modelled)")
        }
        controller.isLoadingView = true
        defer { controller.isLoadingView = false }
        if !(try send("loadView", to: controller)) { controller.view = try defaultView(of: controller, at: node) }
        guard let view = controller.view else { throw unsupported(node, "the loadView() of \(name) left its view nil") }
        _ = try send("viewDidLoad", to: controller)
        return view
    }

    /// UIKit's `loadView()`: a plain view the size of the screen (the
    /// scenario's device), resizing with its superview. That autoresizing mask is not
    /// modelled, so the view laid out by it stops (`checkDefaultControllerViews`).
    private func defaultView(of controller: ViewController, at node: some SyntaxProtocol) throws -> LayoutView {
        if let host = makeHostView(for: controller) { return host }
        guard let map else { throw unsupported(node, "loading UIKit's default view before the map exists (its size is the screen's)") }
        let view = try makeView("UIView", [], name: "\(Value.controller(controller).kind).view", at: node)
        view.frame = Rect(x: 0, y: 0, width: map.device.size.width, height: map.device.size.height)
        controllerDefaultViews.append((view, tag(node)))
        return view
    }

    /// Stops when UIKit's default view of a controller would be laid out by
    /// its flexible autoresizing mask (in the map's hierarchy with
    /// `translatesAutoresizingMaskIntoConstraints` on): before a layout pass and after each callback.
    func checkDefaultControllerViews() throws {
        guard let map,
            let found = controllerDefaultViews.first(where: { $0.view.translatesAutoresizingMaskIntoConstraints && $0.view.isDescendant(of: map) })
        else { return }
        throw Unsupported(
            tag: found.tag,
            reason: "UIKit's default view of a view controller laid out by its autoresizing mask, which resizes it with its superview (not modelled: turn translatesAutoresizingMaskIntoConstraints off and constrain it)")
    }

    /// Sends a controller a method UIKit calls itself: the subclass's override
    /// runs; false when it has none (UIKit's own then applies).
    func send(_ name: String, _ arguments: [Argument] = [], to controller: ViewController) throws -> Bool {
        guard let instance = controller.instance, let method = overload(of: instance.type, name, arguments) else { return false }
        _ = try call(method, on: instance, arguments: arguments)
        return true
    }

    /// `parent.addChild(child)`: a child of another parent is first removed
    /// from it (`removeFromParent`), then sent `willMove(toParent: parent)`.
    private func addChild(_ child: ViewController, to parent: ViewController, at node: some SyntaxProtocol) throws {
        if child.parent === parent {
            throw unsupported(node, "adding a view controller to the parent it already has (what UIKit does then is not documented)")
        }
        if child.parent != nil { try removeFromParent(child, at: node) }
        _ = try send("willMove", [("toParent", .controller(parent))], to: child)
        parent.children.append(child)
        child.parent = parent
    }

    /// `child.removeFromParent()`: removed, then sent `didMove(toParent: nil)`.
    /// Without a parent, whether UIKit sends it is not documented: an
    /// override that would see it stops.
    private func removeFromParent(_ child: ViewController, at node: some SyntaxProtocol) throws {
        guard let parent = child.parent else {
            if child.instance?.type.hasMethod(named: "didMove") == true {
                throw unsupported(node, "removeFromParent() of a view controller without a parent, whose didMove(toParent:) UIKit may or may not call")
            }
            return
        }
        parent.children.removeAll { $0 === child }
        child.parent = nil
        _ = try send("didMove", [("toParent", .null)], to: child)
    }
}
