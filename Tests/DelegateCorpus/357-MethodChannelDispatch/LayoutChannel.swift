import GoogleNavigation
import UIKit

// The plugin's layout channel, kept from the Flutter days: every SDK callback
// becomes a method call with a `[String: Any]` argument map, a dispatcher
// switches on the method name and answers with layout commands, and the host
// performs them. The Dart side's `creationParams` come through the same maps.

/// One call on the layout channel, shaped like `FlutterMethodCall`.
struct LayoutMethodCall {
  let method: String
  let arguments: [String: Any]
}

/// What the dispatcher asks the host to do to the map. A reply lists them in
/// any order; the host performs them by `stage` (unpin before unmount before
/// mount before pin), keeping the order of the reply within a stage.
enum LayoutCommand {
  case unpin(group: String)
  case unmount(UIView)
  case dropGuide(UILayoutGuide)
  case arrange([UIView])
  case mount(UIView)
  case addGuide(UILayoutGuide)
  case pin(group: String, [NSLayoutConstraint])
  case fadeIn(UIView)
  case caption(String)

  var stage: Int {
    switch self {
    case .unpin: return 0
    case .unmount, .dropGuide: return 1
    case .arrange: return 2
    case .mount, .addGuide: return 3
    case .pin: return 4
    case .fadeIn, .caption: return 5
    }
  }

  /// The name the Dart side's layout inspector shows.
  var verb: String {
    switch self {
    case .unpin: return "unpin"
    case .unmount: return "unmount"
    case .dropGuide: return "dropGuide"
    case .arrange: return "arrange"
    case .mount: return "mount"
    case .addGuide: return "addGuide"
    case .pin: return "pin"
    case .fadeIn: return "fadeIn"
    case .caption: return "caption"
    }
  }
}

/// What `NavigationMapView(creationParams:)` receives from Dart, as the
/// standard codec decodes it: maps of `String` to numbers and flags.
@MainActor
enum PluginCreationParams {
  static let standard: [String: Any] = [
    "spacing": ["gap": 8, "edge": 12, "wideEdge": 24],
    "chrome": ["tripProgress": true, "speedometer": true],
    "chip": ["visible": true, "stops": 2, "delayMinutes": 4],
  ]
}

/// Typed reads of a decoded argument map. Numbers come from the codec as
/// `NSNumber`, nested maps as `[String: Any]`.
extension Dictionary where Key == String, Value == Any {
  /// A nested map's numbers as points; keys holding anything else are dropped.
  func points(at key: String) -> [String: CGFloat] {
    (self[key] as? [String: Any])?.compactMapValues { ($0 as? NSNumber).map { CGFloat($0.doubleValue) } } ?? [:]
  }

  /// A nested map's flags; keys holding anything else are dropped.
  func flags(at key: String) -> [String: Bool] {
    (self[key] as? [String: Any])?.compactMapValues { $0 as? Bool } ?? [:]
  }
}
