// Stub of the Google Navigation SDK for iOS (and the Google Maps / CoreLocation
// names it re-exports), for type-checking on Linux.
//
// No behaviour: bodies are empty or `fatalError()`; only the signatures matter.
// Sources: /work/shared/reference/navigation-sdk-layout.md and the seeds
// (000: layout delegate guide and sample `BasicLayoutDelegate`; 002: the legacy
// "modify the navigation UI" APIs). Objective-C optional protocol methods are
// protocol requirements here with empty default implementations in extensions.

@_exported import UIKit

// MARK: - CoreLocation (re-exported by the real SDK; absent on Linux)

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

public struct CLLocationCoordinate2D: Equatable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { self.init(latitude: 0, longitude: 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude; self.longitude = longitude
    }
}

open class CLLocation: NSObject, @unchecked Sendable {
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { super.init() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var speed: CLLocationSpeed { fatalError() }
    open var course: CLLocationDirection { fatalError() }
    open var horizontalAccuracy: Double { fatalError() }
    open var timestamp: Date { fatalError() }
    open func distance(from location: CLLocation) -> CLLocationDistance { fatalError() }
}

// MARK: - Maps: camera, bounds, options, settings

public enum GMSMapViewPaddingAdjustmentBehavior: Int, Sendable {
    /// Always include the safe area insets in the padding.
    case always = 0
    /// Include safe area insets only where padding is smaller than them.
    case automatic = 1
    /// Never include safe area insets in the padding.
    case never = 2
}

public enum GMSNavigationCameraMode: Int, Sendable {
    case free = 0, following = 1, overview = 2
}

public enum GMSNavigationTravelMode: Int, Sendable {
    case driving = 0, cycling = 1, walking = 2, taxicab = 3, twoWheeler = 4
}

public enum GMSMapViewType: Int, Sendable {
    case normal = 1, satellite, terrain, hybrid, none
}

open class GMSCameraPosition: NSObject, @unchecked Sendable {
    public init(target: CLLocationCoordinate2D, zoom: Float) { super.init() }
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees, zoom: Float) {
        self.init(target: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), zoom: zoom)
    }
    open var target: CLLocationCoordinate2D { fatalError() }
    open var zoom: Float { fatalError() }
    open var bearing: CLLocationDirection { fatalError() }
    open var viewingAngle: Double { fatalError() }
}

open class GMSCoordinateBounds: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init(coordinate coord1: CLLocationCoordinate2D, coordinate coord2: CLLocationCoordinate2D) { super.init() }
    public init(path: GMSPath) { super.init() }
    open var northEast: CLLocationCoordinate2D { fatalError() }
    open var southWest: CLLocationCoordinate2D { fatalError() }
    open var isValid: Bool { fatalError() }
    open func includingCoordinate(_ coordinate: CLLocationCoordinate2D) -> GMSCoordinateBounds { fatalError() }
    open func includingBounds(_ other: GMSCoordinateBounds) -> GMSCoordinateBounds { fatalError() }
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool { fatalError() }
}

open class GMSPath: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public convenience init?(fromEncodedPath encodedPath: String) { self.init() }
    open func count() -> UInt { fatalError() }
    open func coordinate(at index: UInt) -> CLLocationCoordinate2D { fatalError() }
}

open class GMSCameraUpdate: NSObject, @unchecked Sendable {
    open class func fit(_ bounds: GMSCoordinateBounds) -> GMSCameraUpdate { fatalError() }
    open class func fit(_ bounds: GMSCoordinateBounds, withPadding padding: CGFloat) -> GMSCameraUpdate { fatalError() }
    open class func fit(_ bounds: GMSCoordinateBounds, with edgeInsets: UIEdgeInsets) -> GMSCameraUpdate { fatalError() }
    open class func setTarget(_ target: CLLocationCoordinate2D) -> GMSCameraUpdate { fatalError() }
    open class func setTarget(_ target: CLLocationCoordinate2D, zoom: Float) -> GMSCameraUpdate { fatalError() }
    open class func setCamera(_ camera: GMSCameraPosition) -> GMSCameraUpdate { fatalError() }
    open class func zoom(to zoom: Float) -> GMSCameraUpdate { fatalError() }
    open class func zoomIn() -> GMSCameraUpdate { fatalError() }
    open class func zoomOut() -> GMSCameraUpdate { fatalError() }
}

@MainActor
open class GMSMapViewOptions: NSObject {
    public override init() { super.init() }
    open var frame: CGRect = .zero
    open var camera: GMSCameraPosition?
    open var backgroundColor: UIColor?
}

/// `mapView.settings`. Layout flags (legacy), buttons, gestures and header colours.
@MainActor
open class GMSUISettings: NSObject {
    // Gestures and map controls.
    open var scrollGestures: Bool = true
    open var zoomGestures: Bool = true
    open var tiltGestures: Bool = true
    open var rotateGestures: Bool = true
    open var consumesGesturesInView: Bool = true
    open var compassButton: Bool = false
    open var myLocationButton: Bool = false
    open var indoorPicker: Bool = true
    open var allowScrollGesturesDuringRotateOrZoom: Bool = true
    open func setAllGesturesEnabled(_ enabled: Bool) {}

    // Navigation UI (GMSUISettings+Navigation).
    open var isRecenterButtonEnabled: Bool = true
    open var showsTrafficLights: Bool = false
    open var showsStopSigns: Bool = false
    open var showsDestinationMarkers: Bool = true
    open var showsIncidentCards: Bool = true

    // Legacy slot layout flags (reference sheet section 1, rows 1-4).
    open var isNavigationHeaderEnabled: Bool = true
    open var isNavigationFooterEnabled: Bool = true
    open var isNavigationTripProgressBarEnabled: Bool = false
    open var isNavigationReportIncidentButtonEnabled: Bool = true

    // Header and footer styling (not layout APIs).
    open var navigationHeaderPrimaryBackgroundColor: UIColor?
    open var navigationHeaderSecondaryBackgroundColor: UIColor?
    open var navigationHeaderPrimaryBackgroundColorNightMode: UIColor?
    open var navigationHeaderSecondaryBackgroundColorNightMode: UIColor?
    open var navigationHeaderLargeManeuverIconColor: UIColor?
    open var navigationHeaderSmallManeuverIconColor: UIColor?
    open var navigationHeaderGuidanceRecommendedLaneColor: UIColor?
    open var navigationHeaderNextStepTextColor: UIColor?
    open var navigationHeaderNextStepFont: UIFont?
    open var navigationHeaderDistanceValueTextColor: UIColor?
    open var navigationHeaderDistanceValueFont: UIFont?
    open var navigationHeaderDistanceUnitsTextColor: UIColor?
    open var navigationHeaderDistanceUnitsFont: UIFont?
    open var navigationHeaderInstructionsTextColor: UIColor?
    open var navigationHeaderInstructionsFirstRowFont: UIFont?
    open var navigationHeaderInstructionsSecondRowFont: UIFont?
    open var navigationFooterPrimaryBackgroundColor: UIColor?
    open var navigationFooterSecondaryBackgroundColor: UIColor?
}

// MARK: - Map view

@MainActor
public protocol GMSMapViewDelegate: NSObjectProtocol {
    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition)
    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D)
    func mapViewDidStartTileRendering(_ mapView: GMSMapView)
}

extension GMSMapViewDelegate {
    public func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {}
    public func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {}
    public func mapViewDidStartTileRendering(_ mapView: GMSMapView) {}
}

@MainActor
open class GMSMapView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(options: GMSMapViewOptions) { super.init(frame: options.frame) }
    public convenience init(frame: CGRect, camera: GMSCameraPosition) { self.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open class func map(withFrame frame: CGRect, camera: GMSCameraPosition) -> Self { fatalError() }

    // Maps.
    open weak var delegate: (any GMSMapViewDelegate)?
    open var camera: GMSCameraPosition { get { fatalError() } set {} }
    open var settings: GMSUISettings { fatalError() }
    open var mapType: GMSMapViewType = .normal
    open var isMyLocationEnabled: Bool = false
    open var myLocation: CLLocation? { fatalError() }
    open var isTrafficEnabled: Bool = false
    open var isBuildingsEnabled: Bool = true
    open var minZoom: Float { fatalError() }
    open var maxZoom: Float { fatalError() }
    open func animate(with cameraUpdate: GMSCameraUpdate) {}
    open func animate(to cameraPosition: GMSCameraPosition) {}
    open func moveCamera(_ update: GMSCameraUpdate) {}
    open func clear() {}

    /// Legacy (row 6): insets controls and the camera frame from the map edges.
    open var padding: UIEdgeInsets = .zero
    /// Legacy (row 6): how the safe area combines with `padding`.
    open var paddingAdjustmentBehavior: GMSMapViewPaddingAdjustmentBehavior = .always

    // Navigation (GMSMapView+Navigation).
    open var isNavigationEnabled: Bool = false
    open var navigator: GMSNavigator? { fatalError() }
    open var roadSnappedLocationProvider: GMSRoadSnappedLocationProvider? { fatalError() }
    open var cameraMode: GMSNavigationCameraMode = .free
    open var travelMode: GMSNavigationTravelMode = .driving
    open var followingPerspective: Int = 0
    open var shouldDisplaySpeedometer: Bool = false
    open var shouldDisplaySpeedLimit: Bool = false
    open var navigationUIDelegate: (any GMSMapViewNavigationUIDelegate)?
    @discardableResult
    open func enableNavigation(with session: GMSNavigationSession) -> Bool { fatalError() }
    open func followMyLocation(perspective: Int) {}

    /// Legacy (row 7): zero height when the header is hidden.
    open var navigationHeaderLayoutGuide: UILayoutGuide { fatalError() }
    /// Legacy (row 8): zero height when the footer is hidden.
    open var navigationFooterLayoutGuide: UILayoutGuide { fatalError() }
    /// Legacy (row 9): null-resettable; defaults to the footer guide.
    open var bottomTrailingButtonsLayoutGuide: UILayoutGuide! { get { fatalError() } set {} }
    /// Legacy (row 10): used when header and footer do not span the full width.
    open var bottomTrailingButtonsAlternateLayoutGuide: UILayoutGuide? { get { fatalError() } set {} }

    /// Legacy (row 5). Pass `nil` to remove the accessory view.
    open func setHeaderAccessoryView(_ headerAccessoryView: (any UIView & GMSNavigationAccessoryView)?) {}
    /// Legacy (row 5): the Swift overlay's spelling of `setHeaderAccessoryView(_:)`.
    open func setHeaderAccessory(_ headerAccessoryView: (any UIView & GMSNavigationAccessoryView)?) {}
    /// Legacy (row 5).
    open func invalidateLayout(forAccessoryView accessoryView: any UIView & GMSNavigationAccessoryView) {}

    /// Sets the custom layout delegate. Call before enabling navigation; throws
    /// when navigation is on or the map view was made for CarPlay. Pass `nil`
    /// while navigation is off to restore the built-in layout. Strong reference.
    open func setLayoutDelegate(_ layoutDelegate: (any NavigationLayoutDelegate)?) throws {}
}

@MainActor
public protocol GMSMapViewNavigationUIDelegate: NSObjectProtocol {
    func mapViewDidTapRecenterButton(_ mapView: GMSMapView)
    func mapViewDidPresentNavigationUI(_ mapView: GMSMapView)
    func mapViewDidDismissNavigationUI(_ mapView: GMSMapView)
}

extension GMSMapViewNavigationUIDelegate {
    public func mapViewDidTapRecenterButton(_ mapView: GMSMapView) {}
    public func mapViewDidPresentNavigationUI(_ mapView: GMSMapView) {}
    public func mapViewDidDismissNavigationUI(_ mapView: GMSMapView) {}
}

/// Legacy (row 5): a custom view that replaces the navigation header's accessory area.
@MainActor
public protocol GMSNavigationAccessoryView: NSObjectProtocol {
    func heightForAccessoryViewConstrained(to size: CGSize, on mapView: GMSMapView) -> CGFloat
}

// MARK: - Navigation session, navigator, listener

public enum GMSRouteStatus: Int, Sendable {
    case OK = 0, internalError, noRouteFound, networkError, quotaCheckFailed, apiKeyNotAuthorized
    case canceled, duplicateWaypointsError, noWaypointsError, locationUnavailable
    case waypointError, travelModeUnsupported
}

public enum GMSNavigationAlternateRoutesStrategy: Int, Sendable {
    case all = 0, none = 1, one = 2
}

open class GMSNavigationRoutingOptions: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init(alternateRoutesStrategy: GMSNavigationAlternateRoutesStrategy) { super.init() }
    open var alternateRoutesStrategy: GMSNavigationAlternateRoutesStrategy = .all
}

open class GMSNavigationWaypoint: NSObject, @unchecked Sendable {
    public init?(location: CLLocationCoordinate2D, title: String) { super.init() }
    public init?(placeID: String, title: String) { super.init() }
    open var title: String { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var placeID: String? { fatalError() }
}

@MainActor
open class GMSRoadSnappedLocationProvider: NSObject {
    open var allowsBackgroundLocationUpdates: Bool = false
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
}

@MainActor
open class GMSNavigator: NSObject {
    open var isGuidanceActive: Bool = false
    open var shouldDisplayPrompts: Bool = true
    open var sendsBackgroundNotifications: Bool = true
    open var timeToNextDestination: TimeInterval { fatalError() }
    open var distanceToNextDestination: CLLocationDistance { fatalError() }
    open var voiceGuidance: Int = 0
    open func addListener(_ listener: any GMSNavigatorListener) {}
    @discardableResult
    open func removeListener(_ listener: any GMSNavigatorListener) -> Bool { fatalError() }
    open func setDestinations(
        _ destinations: [GMSNavigationWaypoint], callback: @escaping (GMSRouteStatus) -> Void
    ) {}
    open func setDestinations(
        _ destinations: [GMSNavigationWaypoint], routingOptions: GMSNavigationRoutingOptions,
        callback: @escaping (GMSRouteStatus) -> Void
    ) {}
    open func clearDestinations() {}
    @discardableResult
    open func continueToNextDestination() -> GMSNavigationWaypoint? { fatalError() }
}

/// Listener for navigator events. Every method is optional in Objective-C; here
/// each is a requirement with an empty default implementation.
@MainActor
public protocol GMSNavigatorListener: NSObjectProtocol {
    func navigator(_ navigator: GMSNavigator, didArriveAt waypoint: GMSNavigationWaypoint)
    func navigatorDidChangeRoute(_ navigator: GMSNavigator)
    func navigator(_ navigator: GMSNavigator, didUpdateRemainingTime time: TimeInterval)
    func navigator(_ navigator: GMSNavigator, didUpdateRemainingDistance distance: CLLocationDistance)
    func navigator(_ navigator: GMSNavigator, didUpdate location: CLLocation)
    /// Legacy (row 11).
    func navigatorWillPresentPrompt(_ navigator: GMSNavigator)
    /// Legacy (row 11).
    func navigatorDidDismissPrompt(_ navigator: GMSNavigator)
}

extension GMSNavigatorListener {
    public func navigator(_ navigator: GMSNavigator, didArriveAt waypoint: GMSNavigationWaypoint) {}
    public func navigatorDidChangeRoute(_ navigator: GMSNavigator) {}
    public func navigator(_ navigator: GMSNavigator, didUpdateRemainingTime time: TimeInterval) {}
    public func navigator(_ navigator: GMSNavigator, didUpdateRemainingDistance distance: CLLocationDistance) {}
    public func navigator(_ navigator: GMSNavigator, didUpdate location: CLLocation) {}
    public func navigatorWillPresentPrompt(_ navigator: GMSNavigator) {}
    public func navigatorDidDismissPrompt(_ navigator: GMSNavigator) {}
}

@MainActor
open class GMSNavigationSession: NSObject {
    open var navigator: GMSNavigator? { fatalError() }
    open var roadSnappedLocationProvider: GMSRoadSnappedLocationProvider? { fatalError() }
    open var isStarted: Bool = false
    open var travelMode: GMSNavigationTravelMode = .driving
}

@MainActor
open class GMSNavigationServices: NSObject {
    open class func createNavigationSession() -> GMSNavigationSession? { fatalError() }
    open class func areTermsAndConditionsAccepted() -> Bool { fatalError() }
    open class func showTermsAndConditionsDialogIfNeeded(
        withCompanyName companyName: String, callback: @escaping (Bool) -> Void
    ) {}
    open class func showTermsAndConditionsDialogIfNeeded(
        withTitle title: String?, companyName: String, callback: @escaping (Bool) -> Void
    ) {}
}

open class GMSServices: NSObject {
    @discardableResult
    open class func provideAPIKey(_ key: String) -> Bool { fatalError() }
    open class func sdkVersion() -> String { fatalError() }
}

// MARK: - The layout delegate API (reference sheet section 2; seed 000)

/// Layout flags the SDK passes to every callback.
@MainActor
open class NavigationUIState: NSObject {
    /// True when the map container is wide enough to show UI side by side.
    open var wideMode: Bool { fatalError() }
}

/// Elements of the navigation-ready state.
@MainActor
open class NavigationReadyUIState: NavigationUIState {
    open var googleLogo: UIView { fatalError() }
    open var viewport: UIView { fatalError() }
    /// Usually only the compass. Find buttons by `type`, never by index.
    open var buttons: [NavigationUIButton] { fatalError() }
}

/// Elements of the active guidance state.
@MainActor
open class ActiveGuidanceUIState: NavigationUIState {
    open var turnCard: UIView { fatalError() }
    open var etaCard: UIView { fatalError() }
    open var tripProgressBar: UIView { fatalError() }
    open var speedWidget: UIView { fatalError() }
    /// Usually the compass and the reporting button. Find them by `type`.
    open var buttons: [NavigationUIButton] { fatalError() }
    open var googleLogo: UIView { fatalError() }
    open var viewport: UIView { fatalError() }
}

/// The kind of a Google-provided floating button.
public struct NavigationButtonKnownType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let compass = NavigationButtonKnownType(rawValue: "compass")
    public static let reporting = NavigationButtonKnownType(rawValue: "reporting")
}

/// A Google-provided floating button: compare `type` with
/// `NavigationButtonKnownType.compass` / `.reporting`; place `view`.
@MainActor
open class NavigationUIButton: NSObject {
    open var type: NavigationButtonKnownType { fatalError() }
    open var view: UIView { fatalError() }
}

/// A view whose rounded corners can be chosen.
@MainActor
public protocol NavigationRoundedCornerView: AnyObject {
    /// By default only the top corners are rounded.
    var roundedCorners: CACornerMask { get set }
}

/// A prompt (incident, speed camera, better route, ...) shown during guidance.
@MainActor
open class NavigationPromptView: UIView, NavigationRoundedCornerView {
    open var roundedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
}

/// Stacks buttons vertically and hides them from the end of `arrangedSubviews`
/// when space runs out. Never set `isHidden` on the views it manages.
@MainActor
open class GMSNavigationHidingStackView: UIView {
    public enum Position: Int, Sendable {
        case top = 0, bottom = 1
    }
    public enum Alignment: Int, Sendable {
        case leading = 0, trailing = 1
    }
    public init(position: GMSNavigationHidingStackView.Position, alignment: GMSNavigationHidingStackView.Alignment) {
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var position: GMSNavigationHidingStackView.Position { fatalError() }
    open var alignment: GMSNavigationHidingStackView.Alignment { fatalError() }
    open var spacing: CGFloat = 0
    open var arrangedSubviews: [UIView] = []
}

/// Google's spacing metrics, in points. The SDK does not publish the numbers.
public final class NavigationStyleValues: NSObject {
    public class var buttonHorizontalPadding: CGFloat { fatalError() }
    public class var buttonVerticalPadding: CGFloat { fatalError() }
    public class var defaultCornerRadius: CGFloat { fatalError() }
    public class var elementHorizontalPadding: CGFloat { fatalError() }
    public class var headerFooterHorizontalPadding: CGFloat { fatalError() }
    public class var headerNominalHeight: CGFloat { fatalError() }
    public class var headerTopPadding: CGFloat { fatalError() }
}

/// Positions the Google-provided navigation UI. Set it with
/// `GMSMapView.setLayoutDelegate(_:)` before enabling navigation.
@MainActor
public protocol NavigationLayoutDelegate: AnyObject {
    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState)
    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState)
    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState)
    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState)
    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState)
    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView)
    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView)
    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView)
}

extension NavigationLayoutDelegate {
    /// Optional: the SDK's sample `BasicLayoutDelegate` (seed 000) does not implement it.
    public func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}
}
