import LayoutModel
import SwiftSyntax

/// A delegate that is the view controller holding the navigation map, the
/// most common shape of an app's navigation screen: `viewDidLoad()` makes the
/// `GMSMapView`, puts it in the controller's view, sets the controller as its
/// layout delegate and adds the app's own views (a sheet, a banner) beside it.
/// When the files make a `GMSMapView` at exactly one place, that map is the
/// scenario's: before the first event the run loads and shows the controller
/// as UIKit does (`loadView()`, `viewDidLoad()`, `viewWillAppear(_:)`,
/// `viewIsAppearing(_:)`, `viewDidAppear(_:)`), handing the scenario's map to
/// that one construction. The controller's own view (UIKit's default one)
/// is taken as the screen the map fills: what the code adds to it goes on the
/// map, kept in front of everything the map holds (it covers the map and its
/// Google views), so the checks see a sheet over the viewport. A map placed
/// in it other than filling it, a second map, or a map the code never gives
/// this delegate stop the run.
struct MapPresentation {
    /// The scenario's map, for the code's one `GMSMapView(...)`.
    var map: MapView?
    /// The code made its map (the scenario's).
    var isMade = false
    /// The controller's default view standing for the screen the map fills.
    var host: LayoutView?
    /// `setLayoutDelegate(_:)` gave the map the run's delegate.
    var delegateInstalled = false
    var navigationEnabled = false
    /// Where the code put the map in the controller's view (`view.addSubview(mapView)`).
    var addedToHost: SourceTag?
    /// The code gave the map its controller's bounds as its frame.
    var framedToHost = false
}

extension DelegateSource {
    /// `GMSMapView(...)`, `GMSMapView.init(...)` and `GMSMapView.map(withFrame:camera:)` in the files.
    static func mapConstructions(in trees: [SourceFileSyntax]) -> Int {
        trees.reduce(0) { count, tree in
            count + tree.tokens(viewMode: .sourceAccurate).filter { token in
                guard token.tokenKind == .identifier("GMSMapView"), let reference = token.parent?.as(DeclReferenceExprSyntax.self)
                else { return false }
                var callee = ExprSyntax(reference)
                if let member = callee.parent?.as(MemberAccessExprSyntax.self), member.base?.id == callee.id,
                    ["init", "map"].contains(member.declName.baseName.text)
                {
                    callee = ExprSyntax(member)
                }
                return callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id
            }.count
        }
    }
}

extension Interpreter {
    /// What the journal records the controller's loading and appearing as:
    /// what it adds lives as long as the map (`Leftovers`).
    static let presentationOrigin = "the view controller's loading"

    /// The appearance callbacks UIKit sends as the loaded controller is shown.
    static let appearanceOverrides = ["viewWillAppear", "viewIsAppearing", "viewDidAppear"]

    /// Whether the run hands the scenario's map to the code's one `GMSMapView(...)`.
    var presentsMap: Bool { presentation.map != nil }

    /// `GMSMapView(frame:)` and the like: the scenario's map, once.
    func makeMap(_ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        guard source.mapConstructions == 1 else {
            throw unsupported(
                call,
                "a GMSMapView made by the code, one of \(source.mapConstructions) places that make one (which is the SDK's navigation map is not known)")
        }
        guard let map = presentation.map else {
            throw unsupported(call, "a GMSMapView made by a delegate that is not the view controller showing it (only a view controller's own map is run)")
        }
        if presentation.isMade { throw unsupported(call, "a second GMSMapView made here (the run has one map)") }
        presentation.isMade = true
        if let frame = arguments.first(where: { $0.label == "frame" }), case .rect(map.frame) = try implicitGeometry(frame.value, at: call) {
            presentation.framedToHost = true
        }
        return .item(map)
    }

    /// Loads and shows the delegate's view controller before the first event,
    /// with the scenario's map for its one `GMSMapView(...)`; stops when the
    /// map it made is not the one this delegate serves.
    func presentDelegateController(at node: some SyntaxProtocol) throws {
        guard presentsMap, let instance = delegateInstance, case .controller(let controller)? = instance.base else { return }
        _ = try loadedView(of: controller, at: node)
        for hook in Self.appearanceOverrides {
            _ = try send(hook, [(nil, .bool(false))], to: controller)
        }
        guard presentation.isMade else {
            throw unsupported(
                node, "a view controller whose GMSMapView is not made while it loads and appears (where the map comes from is not run)")
        }
        guard presentation.delegateInstalled else {
            throw unsupported(
                node,
                "a view controller that made its GMSMapView but did not give it this delegate with setLayoutDelegate(_:) as it loaded and appeared (the SDK would lay the map out itself)")
        }
        try checkMapFillsHost(at: node)
    }

    /// The map put in the controller's view must fill it, as the model's map
    /// fills the screen: its edges pinned to the view's with nothing between
    /// (the view's anchors are the map's, so such constraints join the map to
    /// itself), or its frame set to the view's bounds. An inset, the safe
    /// area, or an app view beside it stops; no sign either way is stated.
    private func checkMapFillsHost(at node: some SyntaxProtocol) throws {
        guard let map = presentation.map, presentation.host != nil else { return }  // `view = mapView` fills the view
        guard let added = presentation.addedToHost else {
            assume(node, "the map the view controller made is not put in its view by the code the run executed: it is taken to fill the screen", perCall: false)
            return
        }
        let placing = map.constraints.filter { $0.firstAnchor.item === map || $0.secondAnchor?.item === map }
        var pinned: Set<LayoutAttribute> = []
        for constraint in placing {
            guard let second = constraint.secondAnchor else { continue }  // a size constant: checked below
            let (own, other) = constraint.firstAnchor.item === map ? (constraint.firstAnchor, second) : (second, constraint.firstAnchor)
            let joinsItself = other.item === map && own.attribute == other.attribute && constraint.multiplier == 1
            if joinsItself, constraint.constant == 0, constraint.relation == .equal {
                pinned.insert(own.attribute)
                continue
            }
            let opposite: Set<Set<LayoutAttribute>> = [[.top, .bottom], [.leading, .trailing], [.left, .right]]
            let beside = other.item !== map && opposite.contains([own.attribute, other.attribute])
            let byGuide = map.allGuides.contains { $0 === other.item }
            guard joinsItself || beside || byGuide else { continue }
            throw Unsupported(
                tag: constraint.createdAt ?? added,
                reason: "the map placed in its view controller's view other than filling it (\(constraint)): the model's map fills the screen")
        }
        if map.constraints.contains(where: { $0.firstAnchor.item === map && $0.secondAnchor == nil }) {
            throw Unsupported(tag: added, reason: "the map given a size in its view controller's view: the model's map fills the screen")
        }
        let horizontal = pinned.isSuperset(of: [.leading, .trailing]) || pinned.isSuperset(of: [.left, .right]) || pinned.isSuperset(of: [.centerX, .width])
        let vertical = pinned.isSuperset(of: [.top, .bottom]) || pinned.isSuperset(of: [.centerY, .height])
        if !presentation.framedToHost && !(horizontal && vertical) {
            var place = added
            place.caller = nil
            assumptions.append((place, "the map is taken to fill its view controller's view (neither its frame nor constraints to the view's edges say so)"))
        }
    }

    /// The map a view stands for: the controller's default view, which holds
    /// it (before the code made the map too: the view is the screen's size).
    func hostedMap(_ value: Value) -> MapView? {
        guard case .item(let item) = value, let host = presentation.host, item === host else { return nil }
        return presentation.map
    }

    /// UIKit's default view of the delegate's controller when the run hands it the map.
    func makeHostView(for controller: ViewController) -> LayoutView? {
        guard presentsMap, controller.instance != nil, controller.instance === delegateInstance, presentation.host == nil else { return nil }
        let host = LayoutView(name: "\(Value.controller(controller).kind).view")
        presentation.host = host
        return host
    }

    /// `view.addSubview(x)` and the other methods of the controller's view: the
    /// map put in it is taken as filling it; the app's views go on the map, in
    /// front of all it holds; everything else is the map's.
    func callHostMethod(_ name: String, on map: MapView, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        switch (name, arguments.map(\.label)) {
        case ("addSubview", [nil]), ("bringSubviewToFront", [nil]):
            let view = try layoutView(arguments[0].value, at: call)
            if view === map {
                presentation.addedToHost = tag(call)
                return .void
            }
            let result = try callMethod(name, on: .item(map), arguments, at: call)
            map.keepInFront(view)
            return result
        case ("insertSubview", _), ("sendSubviewToBack", _), ("exchangeSubview", _):
            throw unsupported(
                call, "\(name) on the view controller's view holding the map (views under the map or among its siblings are not modelled)")
        default:
            return try callMethod(name, on: .item(map), arguments, at: call)
        }
    }

    /// `view.subviews` of the controller's view: the map and the views beside it.
    func hostSubviews(_ map: MapView) -> Value {
        .array([.item(map)] + map.frontSubviews.map(Value.item))
    }

    /// `mapView.setLayoutDelegate(x)`: the run's delegate (or `nil`, the built-in
    /// layout back) while navigation is off; it throws once navigation is on,
    /// as the SDK does.
    func setLayoutDelegate(_ arguments: [Argument], on map: MapView, at call: some SyntaxProtocol) throws -> Value {
        guard map === presentation.map, presentation.isMade, arguments.count == 1 else {
            throw unsupported(call, "setLayoutDelegate(_:) on a map the run does not present")
        }
        if presentation.navigationEnabled {
            throw Thrown(value: .library("GMSMapView.setLayoutDelegate error: navigation is already enabled"))
        }
        let given = arguments[0].value
        if given.isNull {
            presentation.delegateInstalled = false
        } else if let instance = delegateInstance, attachedInstance(of: given) === instance || given.instance === instance {
            presentation.delegateInstalled = true
        } else {
            throw unsupported(call, "a layout delegate other than the one verified set on the map (\(given.kind))")
        }
        return .void
    }

    /// What the code sets on the map it made: navigation turned on (the
    /// scenario's first event is the SDK's answer to it), and the map sized to
    /// fill the controller's view (`frame = view.bounds`, a flexible
    /// autoresizing mask), which the model's map does; false for other members.
    func setPresentedMapMember(_ name: String, of map: MapView, to newValue: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch name {
        case "isNavigationEnabled":
            guard case .bool(true) = newValue else {
                throw unsupported(node, "setting isNavigationEnabled to \(newValue.kind) (navigation on and off are the scenario's events)")
            }
            guard presentation.delegateInstalled else {
                throw notRunnable(
                    node,
                    "navigation is enabled on the map before this delegate is given to it with setLayoutDelegate(_:), which then throws: the SDK would lay the map out itself")
            }
            presentation.navigationEnabled = true
        case "frame":
            guard case .rect(let frame) = try implicitGeometry(newValue, at: node), frame == map.frame else {
                throw unsupported(node, "the map's frame set to \(newValue.kind) other than its view controller's bounds (a map not filling the screen is not modelled)")
            }
            presentation.framedToHost = true
        case "autoresizingMask":
            break  // the map fills its superview, the screen
        default:
            return false
        }
        return true
    }
}

extension Value {
    /// The files' instance a value is, itself.
    fileprivate var instance: Instance? {
        if case .object(let instance) = self { return instance }
        return nil
    }
}
