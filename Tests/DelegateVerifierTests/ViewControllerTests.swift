@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial 25c: view controller containment (child panels whose views the
/// delegate lays out), and a delegate whose only initializer takes arguments.
@Suite struct ViewControllerTests {
    let probe = ConstructsTests().probe

    /// `view` is loaded on first use: the subclass's `loadView()` (which sets
    /// it), then its `viewDidLoad()`; without `loadView()` UIKit's plain view
    /// the size of the screen.
    @Test func aControllersViewLoadsLazilyThroughItsOverrides() throws {
        let declarations = """
            final class Panel: UIViewController {
              var log: [String] = []
              override func loadView() {
                log.append("loadView \\(isViewLoaded)")
                let container = UIView()
                container.tag = 7
                view = container
              }
              override func viewDidLoad() { super.viewDidLoad(); log.append("viewDidLoad \\(view.tag)") }
            }
            final class Plain: UIViewController {}
            """
        let members = """
            func probe() -> String {
              let panel = Panel()
              let before = "\\(panel.isViewLoaded) \\(panel.viewIfLoaded == nil) \\(panel.log.count)"
              let tag = panel.view.tag
              _ = panel.view!
              let plain = Plain()
              plain.loadViewIfNeeded()
              return "\\(before) \\(tag) \\(panel.log.joined(separator: ", ")) \\(plain.isViewLoaded) \\(plain.view.frame.width)"
            }
            """
        #expect(try probe(members, declarations, nil) == "false true 0 7 loadView false, viewDidLoad 7 true 390.0")
    }

    /// `addChild` sends the child `willMove(toParent:)` and `removeFromParent`
    /// its `didMove(toParent: nil)`, as UIKit does; the calls the container
    /// makes itself run the subclass's overrides.
    @Test func containmentRunsTheChildsOverrides() throws {
        let declarations = """
            final class Child: UIViewController {
              var log: [String] = []
              override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent)
                log.append("will \\(parent == nil ? "nil" : "parent")")
              }
              override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                log.append("did \\(parent == nil ? "nil" : "parent")")
              }
            }
            """
        let members = """
            func probe() -> String {
              let host = UIViewController()
              let child = Child()
              host.addChild(child)
              let attached = "\\(child.parent === host) \\(host.children.count) \\(host.children.first === child)"
              child.didMove(toParent: host)
              child.willMove(toParent: nil)
              child.removeFromParent()
              return "\\(attached) \\(child.parent == nil) \\(host.children.isEmpty) \\(child.log.joined(separator: ", "))"
            }
            """
        #expect(try probe(members, declarations, nil) == "true 1 true true true will parent, did parent, will nil, did nil")
    }

    /// What UIKit does not document, and presentation, stop.
    @Test func presentingAndAddingAChildTwiceStop() throws {
        let twice = """
            func probe() -> String {
              let host = UIViewController()
              let child = UIViewController()
              host.addChild(child)
              host.addChild(child)
              return "ran"
            }
            """
        let twiceError = try #require(throws: Unsupported.self) { try probe(twice, "", nil) }
        #expect(twiceError.reason.contains("the parent it already has"))
        let presenting = "func probe() -> String { UIViewController().present(UIViewController(), animated: true); return \"ran\" }"
        let presentError = try #require(throws: Unsupported.self) { try probe(presenting, "", nil) }
        #expect(presentError.reason.contains("presented"))
    }

    /// The delegate below, whose backdrop panel is a child view controller
    /// covering the map: opaque, the viewport lies under it; see-through,
    /// the run is clean; left to UIKit's autoresizing mask, it stops.
    @Test func aChildPanelsViewIsLaidOutAndChecked() throws {
        let opaque = try Fixture.verify(Self.backdropDelegate(viewDidLoad: "view.translatesAutoresizingMaskIntoConstraints = false"))
        #expect(opaque.notVerified.isEmpty, "\(opaque.listing)")
        #expect(opaque.ruleIDs.contains("delegate_viewport_under_opaque_view"), "\(opaque.listing)")

        let clear = try Fixture.verify(Self.backdropDelegate(
            viewDidLoad: "view.translatesAutoresizingMaskIntoConstraints = false; view.backgroundColor = .clear"))
        // The sample's own findings (it reads no `wideMode`), and the stand-in host.
        let sample = try Fixture.verify(Fixture.sample)
        #expect(clear.ruleIDs == sample.ruleIDs.union(["delegate_assumption"]), "\(clear.listing)")
        #expect(clear.isFullyVerified)

        let masked = try Fixture.verify(Self.backdropDelegate(viewDidLoad: "view.backgroundColor = .clear"))
        #expect(masked.notVerified.contains { $0.contains("autoresizing mask") }, "\(masked.listing)")
    }

    /// The SDK sample with a backdrop panel added under every view while
    /// navigation is on, made by `init(host:)`.
    static func backdropDelegate(viewDidLoad: String) -> String {
        let declarations = """
            final class BackdropPanel: UIViewController {
              override func viewDidLoad() { super.viewDidLoad(); \(viewDidLoad) }
            }

            @MainActor
            final class BasicLayoutDelegate: NSObject, NavigationLayoutDelegate {
              private weak var host: UIViewController?
              private let backdrop = BackdropPanel()
              init(host: UIViewController) { self.host = host; super.init() }
            """
        var text = Fixture.mutate(Fixture.sample, "@MainActor\nfinal class BasicLayoutDelegate: NSObject, NavigationLayoutDelegate {", declarations)
        text = Fixture.mutate(text, "    navMap.addLayoutGuide(bottomGuide)\n", """
                navMap.addLayoutGuide(bottomGuide)
                host?.addChild(backdrop)
                navMap.insertSubview(backdrop.view, at: 0)
                NSLayoutConstraint.activate([
                  backdrop.view.topAnchor.constraint(equalTo: navMap.topAnchor),
                  backdrop.view.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                  backdrop.view.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                  backdrop.view.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                ])
                backdrop.didMove(toParent: host)

            """)
        return Fixture.mutate(text, "    navMap.removeLayoutGuide(mapContentsBottomGuide)\n", """
                navMap.removeLayoutGuide(mapContentsBottomGuide)
                backdrop.willMove(toParent: nil)
                backdrop.view.removeFromSuperview()
                backdrop.removeFromParent()

            """)
    }

    /// A probe delegate made as the app would (`makeDelegate`), and its interpreter.
    static func made(_ members: String, _ declarations: String = "") throws -> (interpreter: Interpreter, delegate: Value) {
        let text = "import UIKit\n\(declarations)\nfinal class ProbeDelegate: NSObject, NavigationLayoutDelegate {\n\(members)\n}"
        let interpreter = Interpreter(source: try DelegateSource(text: text, displayPath: "Probe.swift"), metrics: .standard)
        interpreter.resetObservations()
        interpreter.map = MapView(device: DeviceProfile.standardDevices[0])
        return (interpreter, try interpreter.makeDelegate(interpreter.source.delegateClass))
    }

    /// The only initializer takes a host controller, a view, a files' type
    /// made without arguments, an optional and a `Void` closure: each gets a
    /// stand-in, a default stays, and one assumption names them all.
    @Test func aDelegateMadeWithStandInArguments() throws {
        let declarations = "struct Theme { var inset: CGFloat = 8 }"
        let members = """
            private weak var host: UIViewController?
            private let badge: UILabel
            private let theme: Theme
            private let retries: Int
            private let onGuide: (Bool) -> Void
            private let accessory: UIView?
            init(host: UIViewController, badge: UILabel, theme: Theme, retries: Int = 2, onGuide: @escaping (Bool) -> Void, accessory: UIView?) {
              self.host = host; self.badge = badge; self.theme = theme; self.retries = retries; self.onGuide = onGuide; self.accessory = accessory
              super.init()
            }
            func probe() -> String {
              onGuide(true)
              return "\\(host!.isViewLoaded) \\(host!.children.count) \\(theme.inset) \\(retries) \\(accessory == nil)"
            }
            """
        let (interpreter, delegate) = try Self.made(members, declarations)
        let result = try interpreter.callMethod("probe", on: delegate, [], at: interpreter.source.delegateClass.nameNode)
        #expect(interpreter.describe(result) == "false 0 8.0 2 true")
        #expect(interpreter.assumptions.map(\.text) == [
            "ProbeDelegate has no init(): it is made by init(host:badge:theme:retries:onGuide:accessory:) with stand-in arguments "
                + "(host: a new UIViewController; badge: a new UILabel; theme: Theme(); retries: 2, its default; "
                + "onGuide: a closure doing nothing; accessory: nil); other values the app passes are not checked",
        ])
    }

    /// A parameter whose value would decide the layout keeps the stop, naming it;
    /// so does a closure with a result.
    @Test func aParameterWithoutAStandInStops() throws {
        for (parameter, named) in [("retries: Int", "retries: Int"), ("pick: @escaping () -> CGFloat", "pick: @escaping () -> CGFloat")] {
            let members = "init(host: UIViewController, \(parameter)) { super.init() }"
            let error = try #require(throws: Unsupported.self) { try Self.made(members) }
            #expect(error.reason.contains("no value for its parameter \(named) (the app's is not known and none can stand in"), "\(error.reason)")
        }
    }
}
