import GoogleNavigation
import UIKit

// The iOS half of the `nav_chrome` Flutter plugin: the Dart widget
// `NavigationChrome(visible: {...}, padding: ..., prompt: ...)` decides which
// Google views are shown and how far apart; its options reach us as the
// standard message codec decodes them (`NSNumber`, `String`, `NSNull`, lists
// and maps) on the `com.acme.driver/nav_chrome` method channel.

/// One call from Dart, shaped like `FlutterMethodCall`.
struct ChromeMethodCall {
  let method: String
  let arguments: Any?
}

/// The reply callback, shaped like `FlutterResult`.
typealias ChromeResult = (Any?) -> Void

/// An error sent back to Dart, shaped like `FlutterError`: Dart throws a
/// `PlatformException(code, message, details)` from it.
final class ChromeChannelError: NSObject {
  let code: String
  let message: String?
  let details: Any?

  init(code: String, message: String?, details: Any?) {
    self.code = code
    self.message = message
    self.details = details
    super.init()
  }
}

@MainActor
enum ChromeChannel {
  static let name = "com.acme.driver/nav_chrome"
  static let eventsName = "com.acme.driver/nav_chrome/events"
  /// Sent as the reply to a method this side does not know, like
  /// `FlutterMethodNotImplemented`; Dart throws `MissingPluginException`.
  static let methodNotImplemented = NSObject()

  /// What `NavigationChrome()` sends as `creationParams` when the Dart code
  /// overrides nothing (lib/src/nav_chrome_options.dart, `toMap()`).
  static let defaultCreationParams: [String: Any] = [
    "schema": NSNumber(value: 2),
    "visible": ["turn_card", "eta_card", "speedometer", "trip_progress", "compass", "report_incident"],
    "padding": [
      "edge": NSNumber(value: 12),
      "wide_edge": NSNumber(value: 20),
      "gap": NSNumber(value: 8),
    ] as [String: Any],
    "prompt": [
      "transition": "fade",
      "duration_ms": NSNumber(value: Int64(250)),
    ] as [String: Any],
  ]
}

/// The decoded options. Google's logo and the viewport are not options: the
/// SDK's terms and the camera need them in every state, whatever Dart says.
struct ChromeOptions {
  var showsTurnCard = true
  var showsEtaCard = true
  var showsSpeedometer = true
  var showsTripProgress = true
  var showsCompass = true
  var showsReportIncident = true
  var edge: CGFloat = 12
  var wideEdge: CGFloat = 20
  var gap: CGFloat = 8
  /// "fade", "slide" or "none".
  var promptTransition = "fade"
  var promptDuration: TimeInterval = 0.25

  /// Reads `arguments` over `base`: a key Dart left out keeps the value in
  /// `base`, a key Dart sent as `null` goes back to the plugin's default.
  static func decode(_ arguments: Any?, over base: ChromeOptions) -> ChromeOptions {
    guard let map = arguments as? [String: Any] else { return base }
    let defaults = ChromeOptions()
    var options = base

    if let schema = map["schema"] as? NSNumber, schema.intValue > 2 {
      print("[nav_chrome] options schema \(schema.intValue) is newer than this plugin (2); reading what it knows")
    }

    if let rawVisible = map["visible"] {
      if rawVisible is NSNull {
        options.showsTurnCard = defaults.showsTurnCard
        options.showsEtaCard = defaults.showsEtaCard
        options.showsSpeedometer = defaults.showsSpeedometer
        options.showsTripProgress = defaults.showsTripProgress
        options.showsCompass = defaults.showsCompass
        options.showsReportIncident = defaults.showsReportIncident
      } else if let list = rawVisible as? [Any] {
        var names = Set<String>()
        for item in list {
          if let name = item as? String {
            names.insert(name)
          }
        }
        options.showsTurnCard = names.contains("turn_card")
        options.showsEtaCard = names.contains("eta_card")
        options.showsSpeedometer = names.contains("speedometer")
        options.showsTripProgress = names.contains("trip_progress")
        options.showsCompass = names.contains("compass")
        options.showsReportIncident = names.contains("report_incident")
      }
    }

    if let padding = map["padding"] as? [String: Any] {
      options.edge = number(padding["edge"], current: options.edge, fallback: defaults.edge)
      options.wideEdge = number(padding["wide_edge"], current: options.wideEdge, fallback: defaults.wideEdge)
      options.gap = number(padding["gap"], current: options.gap, fallback: defaults.gap)
    }

    if let prompt = map["prompt"] as? [String: Any] {
      if let transition = prompt["transition"] as? String {
        switch transition {
        case "fade", "slide", "none":
          options.promptTransition = transition
        default:
          print("[nav_chrome] unknown prompt transition '\(transition)', keeping '\(options.promptTransition)'")
        }
      } else if prompt["transition"] is NSNull {
        options.promptTransition = defaults.promptTransition
      }
      if let ms = prompt["duration_ms"] as? NSNumber {
        options.promptDuration = TimeInterval(ms.int64Value) / 1000.0
      } else if prompt["duration_ms"] is NSNull {
        options.promptDuration = defaults.promptDuration
      }
    }
    return options
  }

  /// A point value from Dart: an `int` or a `double` arrive as `NSNumber`;
  /// `null` means the default; anything else keeps the current value.
  private static func number(_ raw: Any?, current: CGFloat, fallback: CGFloat) -> CGFloat {
    if let value = raw as? NSNumber {
      return CGFloat(value.doubleValue)
    }
    if raw is NSNull {
      return fallback
    }
    return current
  }
}
