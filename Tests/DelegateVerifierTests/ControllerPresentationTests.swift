@testable import DelegateVerifier
import LayoutModel
import Testing

/// A view-controller delegate that makes its map in `viewDidLoad`: the run
/// loads and shows it with the scenario's map (`ControllerPresentation.swift`),
/// so what its lifecycle does to the map is checked, and what the model
/// cannot take as the scenario's map stops.
@Suite struct ControllerPresentationTests {
    static let scenarios = Trial26ControllerTests.scenarios

    /// `viewDidLoad` as UIKit teams write it: the map fills the controller's
    /// view, gets the delegate, then navigation is turned on; `extra` after it.
    static func loads(_ extra: String = "", frame: String = "view.bounds", delegateFirst: Bool = true) -> String {
        let install = "do { try mapView.setLayoutDelegate(self) } catch { print(error) }"
        let enable = "mapView.isNavigationEnabled = true"
        return """
            mapView = GMSMapView(frame: \(frame))
                view.addSubview(mapView)
                \(delegateFirst ? install : enable)
                \(delegateFirst ? enable : install)
                \(extra)
            """
    }

    static func verify(_ didLoad: String, extra: String = "") throws -> DelegateVerifier.Verification {
        try Fixture.verify(Trial26ControllerTests.controller(didLoad: didLoad, extra: extra), scenarios: scenarios)
    }

    /// The stop a run ended with.
    static func stop(_ result: DelegateVerifier.Verification) throws -> String {
        try #require(result.findings.first { $0.ruleID == "delegate_not_verified" }, "\(result.listing)").message
    }

    /// The trial's shape verifies in full: its lifecycle ran (nothing is
    /// stated about it), with the appearance callbacks.
    @Test func aControllerMakingItsMapIsLoadedAndShownWithTheScenariosMap() throws {
        let appears = "override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); mapView.cameraMode = .following }"
        let result = try Self.verify(Self.loads(), extra: appears)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }

    /// Trial 26b's silent pass: an opaque sheet `viewDidLoad` puts in the
    /// controller's view covers the map's bottom, Google views included
    /// (it is drawn over all the map holds, whenever they are added).
    @Test func anOpaqueSheetViewDidLoadPutsOverTheMapIsCaught() throws {
        let sheet = """
            let sheet = UIView()
                sheet.backgroundColor = .white
                sheet.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(sheet)
                NSLayoutConstraint.activate([
                  sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                  sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                  sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                  sheet.heightAnchor.constraint(equalToConstant: 300),
                ])
            """
        let result = try Self.verify(Self.loads(sheet))
        #expect(result.ruleIDs.contains("delegate_overlap"), "\(result.listing)")
        #expect(result.ruleIDs.contains("delegate_viewport_under_opaque_view"), "\(result.listing)")
    }

    /// Navigation on before the delegate: `setLayoutDelegate` would throw and
    /// the SDK keep its own layout; a map never given the delegate likewise.
    @Test func aMapThatDoesNotGetTheDelegateStops() throws {
        let late = try Self.stop(Self.verify(Self.loads(delegateFirst: false)))
        #expect(late.contains("navigation is enabled on the map before this delegate is given to it"), "\(late)")
        let never = try Self.stop(Self.verify("mapView = GMSMapView(frame: view.bounds)\n    view.addSubview(mapView)"))
        #expect(never.contains("did not give it this delegate with setLayoutDelegate(_:)"), "\(never)")
    }

    /// A map inset in the controller's view (by the safe area, or below an app
    /// bar) is not the model's screen-filling map: the run stops there.
    @Test func aMapNotFillingTheControllersViewStops() throws {
        let inset = """
            mapView.translatesAutoresizingMaskIntoConstraints = false
                mapView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
            """
        #expect(try Self.stop(Self.verify(Self.loads(inset))).contains("the map placed in its view controller's view other than filling it"))
        let below = """
            let bar = UIView()
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                mapView.topAnchor.constraint(equalTo: bar.bottomAnchor).isActive = true
            """
        #expect(try Self.stop(Self.verify(Self.loads(below))).contains("other than filling it"))
        let under = "view.insertSubview(UIView(), belowSubview: mapView)"
        #expect(try Self.stop(Self.verify(Self.loads(under))).contains("insertSubview on the view controller's view holding the map"))
    }

    /// Pinned to the view's edges, or framed to its bounds: the map fills it,
    /// nothing to state; a zero frame and no constraints are stated.
    @Test func whetherTheMapFillsItsViewIsCheckedOrStated() throws {
        let pins = """
            mapView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                  mapView.topAnchor.constraint(equalTo: view.topAnchor),
                  mapView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                  mapView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                  mapView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
            """
        let pinned = try Self.verify(Self.loads(pins, frame: ".zero"))
        #expect(pinned.findings.isEmpty, "\(pinned.listing)")
        let unsaid = try Self.verify(Self.loads(frame: ".zero"))
        #expect(unsaid.findings.count == 1, "\(unsaid.listing)")
        #expect(unsaid.findings.allSatisfy { $0.message.hasPrefix("assumed: the map is taken to fill its view controller's view (neither its frame nor constraints") })
    }

    /// The run has one map: a second place making one stops where it is made.
    @Test func aSecondPlaceMakingAMapStops() throws {
        let spare = "func spare() -> GMSMapView { GMSMapView(frame: .zero) }"
        let stop = try Self.stop(Self.verify(Self.loads(), extra: spare))
        #expect(stop.contains("a GMSMapView made by the code, one of 2 places that make one"), "\(stop)")
    }
}
