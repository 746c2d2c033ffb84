import GoogleNavigation
import UIKit

/// The `NavigationLayout` native module (exported by NavigationLayoutModule.m with
/// `RCT_EXTERN_MODULE(NavigationLayout, RCTEventEmitter)` and one
/// `RCT_EXTERN_METHOD` per method below). From JS:
///
///     const { NavigationLayout } = NativeModules;
///     await NavigationLayout.attach(findNodeHandle(mapRef.current)); // before startNavigation()
///     NavigationLayout.setLayoutProps({ buttons: ['compass'], prompt: { animation: 'slide' } });
///     new NativeEventEmitter(NavigationLayout).addListener('onNavLayoutPhase', ...);
#if canImport(ObjectiveC)
@objc(NavigationLayout)
#endif
@MainActor
final class NavigationLayoutModule: RCTEventEmitter {
  private let layout = RNNavigationLayoutDelegate()
  private var hasListeners = false

  override init() {
    super.init()
    layout.onEvent = { [weak self] event, body in
      guard let self, self.hasListeners else { return }
      self.sendEvent(withName: event.rawValue, body: body)
    }
  }

  override class func requiresMainQueueSetup() -> Bool { true }

  override func supportedEvents() -> [String]! {
    RNNavigationLayoutDelegate.Event.allCases.map(\.rawValue)
  }

  override func startObserving() { hasListeners = true }
  override func stopObserving() { hasListeners = false }

  /// `NavigationLayout.getConstants()`: Google's spacing metrics, so JS overlays
  /// can line up with the SDK's cards.
  override func constantsToExport() -> [AnyHashable: Any]! {
    [
      "buttonHorizontalPadding": NavigationStyleValues.buttonHorizontalPadding,
      "buttonVerticalPadding": NavigationStyleValues.buttonVerticalPadding,
      "headerNominalHeight": NavigationStyleValues.headerNominalHeight,
      "headerFooterHorizontalPadding": NavigationStyleValues.headerFooterHorizontalPadding,
      "defaultProps": ["edge": NavLayoutProps.defaults.edgeInset, "spacing": NavLayoutProps.defaults.spacing],
    ]
  }

  /// Installs the layout delegate on the map view React made for `reactTag`.
  /// Must run before JS enables navigation: the SDK refuses a delegate after that.
  #if canImport(ObjectiveC)
  @objc(attach:resolver:rejecter:)
  #endif
  func attach(
    _ reactTag: NSNumber,
    resolver resolve: @escaping RCTPromiseResolveBlock,
    rejecter reject: @escaping RCTPromiseRejectBlock
  ) {
    guard let map = bridge?.uiManager?.view(forReactTag: reactTag) as? GMSMapView else {
      reject("E_NO_MAP", "No navigation map view for tag \(reactTag)", nil)
      return
    }
    guard !map.isNavigationEnabled else {
      reject("E_NAV_ENABLED", "attach() must be called before navigation is enabled", nil)
      return
    }
    do {
      try map.setLayoutDelegate(layout)
      resolve(nil)
    } catch {
      reject("E_ATTACH", "The map refused the layout delegate: \(error)", error)
    }
  }

  /// Restores the SDK's built-in layout (navigation must be off again).
  #if canImport(ObjectiveC)
  @objc(detach:resolver:rejecter:)
  #endif
  func detach(
    _ reactTag: NSNumber,
    resolver resolve: @escaping RCTPromiseResolveBlock,
    rejecter reject: @escaping RCTPromiseRejectBlock
  ) {
    guard let map = bridge?.uiManager?.view(forReactTag: reactTag) as? GMSMapView, !map.isNavigationEnabled else {
      reject("E_NAV_ENABLED", "detach() needs a map with navigation off", nil)
      return
    }
    do {
      try map.setLayoutDelegate(nil)
      resolve(nil)
    } catch {
      reject("E_DETACH", "\(error)", error)
    }
  }

  /// Replaces the layout props; keys JS leaves out take their defaults.
  #if canImport(ObjectiveC)
  @objc(setLayoutProps:)
  #endif
  func setLayoutProps(_ props: NSDictionary) {
    layout.props = NavLayoutProps(json: NavLayoutConvert.dictionary(props))
  }

  /// Changes some props and keeps the others (`mergeLayoutProps({ speedWidget: false })`).
  #if canImport(ObjectiveC)
  @objc(mergeLayoutProps:)
  #endif
  func mergeLayoutProps(_ props: NSDictionary) {
    layout.props = NavLayoutProps(json: NavLayoutConvert.dictionary(props), fallback: layout.props)
  }
}
