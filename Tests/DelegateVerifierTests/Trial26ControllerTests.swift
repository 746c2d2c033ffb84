@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial 26b: a view controller conforming itself, whose lifecycle overrides
/// no scenario runs when it does not make its map, and Objective-C-minded Swift (optional chains over
/// `#selector`, delayed `perform`, the map's camera settings).
@Suite struct Trial26ControllerTests {
    let probe = ConstructsTests().probe

    static let scenarios = Array(Fixture.portrait.filter { $0.events.contains(.startGuidance) && !$0.events.contains(.showPrompt) }.prefix(1))

    /// What the trial's `viewDidLoad` did: make the map and cover its bottom with an opaque sheet.
    static let makesMap = """
        mapView = GMSMapView(frame: .zero)
            view.addSubview(mapView)
            let sheet = UIView()
            sheet.backgroundColor = .white
            mapView.addSubview(sheet)
        """

    /// The SDK sample as a view controller whose `viewDidLoad` runs `didLoad`,
    /// with `extra` in the class body and `guidance` run first in `startGuidance`.
    static func controller(didLoad: String = makesMap, extra: String = "", guidance: String = "") -> String {
        Fixture.mutate(
            Fixture.mutate(
                Fixture.sample, "final class BasicLayoutDelegate: NSObject, NavigationLayoutDelegate {",
                """
                final class BasicLayoutDelegate: UIViewController, NavigationLayoutDelegate {
                  var mapView: GMSMapView!
                  override func viewDidLoad() {
                    super.viewDidLoad()
                    \(didLoad)
                  }
                \(extra)
                """),
            "    navigationReadyElements?.deactivate()\n\n    let safeArea", "    \(guidance)\n    navigationReadyElements?.deactivate()\n\n    let safeArea")
    }

    /// What a controller's `viewDidLoad` does when the map comes from
    /// outside the files (a storyboard's view): nothing makes a `GMSMapView`,
    /// so the run cannot present it (`ControllerPresentationTests`).
    static let findsMap = "mapView = view.subviews.first as? GMSMapView"

    /// The trial's silent pass: `viewDidLoad` (and any other lifecycle
    /// override) of the delegate never ran, and nothing said so.
    @Test func lifecycleOverridesNoScenarioRunsAreStated() throws {
        let text = Self.controller(didLoad: Self.findsMap, extra: "  override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }")
        let result = try Fixture.verify(text, scenarios: Self.scenarios)
        let stated = result.findings.filter { $0.ruleID == "delegate_assumption" && $0.message.contains("which no scenario does") }
        #expect(Set(stated.map(\.message).compactMap { $0.split(separator: " ").dropFirst().first }) == ["BasicLayoutDelegate.viewDidLoad()", "BasicLayoutDelegate.viewWillAppear(_:)"], "\(result.listing)")
        #expect(result.ruleIDs.isSubset(of: ["delegate_assumption"]), "\(result.listing)")
    }

    /// A view loaded by the delegate's own code ran `viewDidLoad`: nothing is stated about it.
    @Test func aLifecycleOverrideTheRunExecutedIsNotStated() throws {
        let text = Fixture.mutate(
            Self.controller(didLoad: "view.backgroundColor = .black"), "    navigationReadyElements?.deactivate()\n    navigationReadyElements = nil",
            "    navigationReadyElements?.deactivate()\n    navigationReadyElements = nil\n    loadViewIfNeeded()")
        let result = try Fixture.verify(text, scenarios: Self.scenarios)
        #expect(!result.findings.contains { $0.message.contains("which no scenario does") }, "\(result.listing)")
        #expect(result.ruleIDs.isSubset(of: ["delegate_assumption"]), "\(result.listing)")
    }

    /// The trial's misleading stop: an implicitly unwrapped outlet set only in
    /// `viewDidLoad` was "setting cameraMode of nil"; the message says why it is nil.
    @Test func anOutletSetInAnUnrunOverrideSaysWhyItIsNil() throws {
        let result = try Fixture.verify(Self.controller(didLoad: Self.findsMap, guidance: "mapView.cameraMode = .following"), scenarios: Self.scenarios)
        let stop = try #require(result.findings.first { $0.ruleID == "delegate_not_verified" }, "\(result.listing)")
        #expect(stop.message.contains("using mapView (declared GMSMapView!) while it is nil (it is set in viewDidLoad()"), "\(stop.message)")
        #expect(stop.message.contains("in the app this line would crash if mapView were nil"), "\(stop.message)")
        #expect(stop.sourceLine?.contains("mapView.cameraMode") == true)
    }

    /// The same outlet used through a call and a read: the same message.
    @Test func anImplicitlyUnwrappedNilIsNamedInCallsAndReads() throws {
        let members = """
            var host: UIView!
            func call() -> String { host.addSubview(UIView()); return "ran" }
            func read() -> String { "\\(host.frame)" }
            """
        for name in ["call", "read"] {
            let outcome = try Trial21FlowTests.events(members, [name])
            #expect(outcome == ["stop: using host (declared UIView!) while it is nil (in the app this line would crash)"])
        }
    }

    /// The map's camera and content settings change no view: accepted; what
    /// sizes the SDK's views (the speed limit flag) still stops.
    @Test func theMapsCameraSettingsAreNoOps() throws {
        let members = """
            func camera(navMap: GMSMapView) -> String {
              navMap.cameraMode = .following
              navMap.travelMode = .driving
              navMap.followingPerspective = 0
              navMap.isTrafficEnabled = true
              navMap.isBuildingsEnabled = false
              navMap.isMyLocationEnabled = true
              navMap.mapType = .normal
              navMap.followMyLocation(perspective: 0)
              return "ran"
            }
            func speedLimit(navMap: GMSMapView) -> String { navMap.shouldDisplaySpeedLimit = true; return "ran" }
            """
        let outcome = try Trial21FlowTests.events(members, ["camera", "speedLimit"], passingMap: true)
        #expect(outcome[0] == "ran")
        #expect(outcome[1].hasPrefix("stop: setting shouldDisplaySpeedLimit"), "\(outcome[1])")
    }

    /// The trial's false stop: a `?.` call on `nil` evaluates no argument (the
    /// `#selector` is never met), and its receiver is evaluated once.
    @Test func anOptionalChainOnNilEvaluatesNoArgument() throws {
        let declarations = """
            @objc protocol Observer: NSObjectProtocol { @objc optional func willShow(_ view: UIView) }
            final class Counter { var count = 0; func add(_ n: Int) { count += n } }
            """
        let members = """
            weak var observer: Observer?
            let counter = Counter()
            var reads = 0
            func next() -> Counter? { reads += 1; return counter }
            func probe() -> String {
              let asked = observer?.responds(to: #selector(Observer.willShow(_:))) == true
              next()?.add(2)
              return "\\(asked) \\(reads) \\(counter.count)"
            }
            """
        #expect(try probe(members, declarations, nil) == "false 1 2")
    }

    /// `responds(to:)` on an object of the files: whether its class has the
    /// method, as for an `@objc optional` requirement.
    @Test func respondsToAsksTheFilesClass() throws {
        let declarations = """
            @objc protocol Observer: NSObjectProtocol { @objc optional func willShow(_ view: UIView) }
            final class Screen: NSObject, Observer { func willShow(_ view: UIView) {} }
            final class Plain: NSObject, Observer {}
            """
        let members = """
            func probe() -> String {
              let shows: [Observer] = [Screen(), Plain()]
              return "\\(shows.map { $0.responds(to: #selector(Observer.willShow(_:))) })"
            }
            """
        #expect(try probe(members, declarations, nil) == "[true, false]")
    }

    /// The trial's stop: `perform(_:with:afterDelay:)` runs on the main queue
    /// after the callback (never at once), and `cancelPreviousPerformRequests`
    /// drops what is still queued: all of the target's, or one selector's with an equal object.
    @Test func delayedPerformRunsOnTheMainQueue() throws {
        let members = """
            var log: [String] = []
            @objc func apply(_ step: String) { log.append(step) }
            func queue() -> String {
              perform(#selector(apply(_:)), with: "later", afterDelay: 0)
              log.append("now")
              return log.joined(separator: " ")
            }
            func cancelAll() -> String {
              perform(#selector(apply(_:)), with: "dropped", afterDelay: 0.3)
              NSObject.cancelPreviousPerformRequests(withTarget: self)
              return ""
            }
            func cancelOne() -> String {
              perform(#selector(apply(_:)), with: "kept", afterDelay: 0.3)
              perform(#selector(apply(_:)), with: "gone", afterDelay: 0.3)
              NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(apply(_:)), object: "gone")
              return ""
            }
            func read() -> String { log.joined(separator: " ") }
            """
        let outcome = try Trial21FlowTests.events(members, ["queue", "read", "cancelAll", "read", "cancelOne", "read"])
        #expect(outcome == ["now", "now later", "", "now later", "", "now later kept"])
    }

    /// Trial 26a's repro: an RAII token whose `deinit` removes the badge it
    /// mounted, released by `mounted = nil` in `release`.
    static func mount(release: String) -> String {
        """
        import GoogleNavigation
        import UIKit

        @MainActor final class Mount {
          let view: UIView
          init(_ view: UIView) { self.view = view }
          isolated deinit { view.removeFromSuperview() }
        }

        final class D: NSObject, NavigationLayoutDelegate {
          private var mounted: Mount?
          func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
            _ = newState.wideMode
            for v in [newState.viewport, newState.googleLogo] { v.translatesAutoresizingMaskIntoConstraints = false; navMap.addSubview(v) }
            let g = navMap.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
              newState.viewport.topAnchor.constraint(equalTo: g.topAnchor), newState.viewport.bottomAnchor.constraint(equalTo: g.bottomAnchor),
              newState.viewport.leadingAnchor.constraint(equalTo: g.leadingAnchor), newState.viewport.trailingAnchor.constraint(equalTo: g.trailingAnchor),
              newState.googleLogo.leadingAnchor.constraint(equalTo: g.leadingAnchor, constant: 8),
              newState.googleLogo.bottomAnchor.constraint(equalTo: g.bottomAnchor, constant: -8)])
            let badge = UILabel()
            badge.text = "BETA"
            badge.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(badge)
            NSLayoutConstraint.activate([
              badge.topAnchor.constraint(equalTo: g.topAnchor, constant: 8), badge.trailingAnchor.constraint(equalTo: g.trailingAnchor, constant: -8)])
            mounted = Mount(badge)
          }
          func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
            oldState.viewport.removeFromSuperview()
            oldState.googleLogo.removeFromSuperview()
            \(release)
          }
          func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {}
          func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}
          func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {}
          func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {}
          func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {}
        }
        """
    }

    /// Trial 26a's false leftover: the `deinit` that removes the badge never
    /// ran. It runs as `mounted = nil` ends, as in Swift: clean.
    @Test func releasingAnInstanceRunsItsDeinit() throws {
        let result = try Fixture.verify(Self.mount(release: "mounted = nil"), scenarios: Self.scenarios)
        #expect(result.isFullyVerified && !result.ruleIDs.contains("delegate_incomplete_cleanup"), "\(result.listing)")
    }

    /// Released after a local's last use, which is not the last statement
    /// run: when is not known to the run, so the scenario stops at the
    /// `deinit`, never a skip.
    @Test func releasingAnInstanceALocalHoldsStops() throws {
        let release = "let last = mounted\n    mounted = nil\n    last?.view.alpha = 1\n    _ = oldState"
        let result = try Fixture.verify(Self.mount(release: release), scenarios: Self.scenarios)
        #expect(!result.ruleIDs.contains("delegate_incomplete_cleanup"), "\(result.listing)")
        let stop = try #require(result.findings.first { $0.ruleID == "delegate_not_verified" }, "\(result.listing)")
        #expect(stop.message.hasPrefix("not verified: the deinit of Mount, which the app runs as the last strong reference to it goes"), "\(stop.message)")
        #expect(stop.sourceLine?.contains("deinit") == true)
    }

    /// An instance with a `deinit` that stays kept: nothing stops.
    @Test func aKeptInstanceWithADeinitRunsOn() throws {
        let result = try Fixture.verify(Self.mount(release: "mounted?.view.removeFromSuperview()"), scenarios: Self.scenarios)
        #expect(!result.ruleIDs.contains("delegate_not_verified"), "\(result.listing)")
    }
}
