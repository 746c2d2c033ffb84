import GoogleNavigation
import UIKit

/// How a prompt comes and goes (`promptAnimation` in JS).
enum PromptAnimation: String, Equatable {
  case none
  case fade
  case slide
}

/// The layout options JS controls. Everything has a default, so
/// `setLayoutProps({})` (or never calling it) gives the design team's layout.
struct NavLayoutProps: Equatable {
  /// Floating controls (logo, speed widget, buttons, progress bar) from the safe area.
  var edgeInset: CGFloat
  /// The same in wide mode (tablets, landscape), where there is more room.
  var wideEdgeInset: CGFloat
  /// Gap between stacked controls and above the open map's floor.
  var spacing: CGFloat
  var showsTripProgressBar: Bool
  var showsSpeedWidget: Bool
  /// The SDK buttons to show, in stack order from the top; unknown names are dropped.
  var buttons: [NavigationButtonKnownType]
  var promptAnimation: PromptAnimation
  var promptDuration: TimeInterval

  static let defaults = NavLayoutProps(
    edgeInset: 12,
    wideEdgeInset: 16,
    spacing: 8,
    showsTripProgressBar: true,
    showsSpeedWidget: true,
    buttons: [.compass, .reporting],
    promptAnimation: .fade,
    promptDuration: 0.25
  )
}

/// RCTConvert-style readers for values coming over the bridge. JS numbers and
/// booleans both arrive as `NSNumber`; `null` arrives as `NSNull`, `undefined`
/// not at all. Each reader returns nil for "not given or not usable", and the
/// caller falls back to a default.
enum NavLayoutConvert {
  static func cgFloat(_ json: Any?) -> CGFloat? {
    switch json {
    case let number as NSNumber:
      return CGFloat(number.doubleValue)
    case let string as String:
      return Double(string).map { CGFloat($0) }
    default:
      return nil
    }
  }

  static func bool(_ json: Any?) -> Bool? {
    (json as? NSNumber)?.boolValue
  }

  static func string(_ json: Any?) -> String? {
    json is NSNull ? nil : json as? String
  }

  static func stringArray(_ json: Any?) -> [String]? {
    (json as? [Any])?.compactMap { $0 as? String }
  }

  static func dictionary(_ json: Any?) -> [String: Any] {
    if let dictionary = json as? [String: Any] { return dictionary }
    return (json as? NSDictionary) as? [String: Any] ?? [:]
  }

  /// `"compass"`, `"reporting"` (or `"report"`, the old JS name).
  static func buttonType(_ name: String) -> NavigationButtonKnownType? {
    switch name.lowercased() {
    case "compass": return .compass
    case "reporting", "report": return .reporting
    default: return nil
    }
  }

  static func insets(_ value: CGFloat) -> CGFloat {
    min(max(value, 0), 48)
  }
}

extension NavLayoutProps {
  /// Reads `setLayoutProps(...)`'s argument:
  ///
  ///     { insets: { edge: 12, wide: 16, spacing: 8 },
  ///       tripProgressBar: true, speedWidget: true,
  ///       buttons: ['compass', 'reporting'],
  ///       prompt: { animation: 'fade', durationMs: 250 } }
  ///
  /// A missing or `null` key keeps `fallback`'s value.
  init(json: [String: Any], fallback: NavLayoutProps = .defaults) {
    let convert = NavLayoutConvert.self
    let insets = convert.dictionary(json["insets"])
    let prompt = convert.dictionary(json["prompt"])

    edgeInset = convert.cgFloat(insets["edge"]).map(convert.insets) ?? fallback.edgeInset
    wideEdgeInset = convert.cgFloat(insets["wide"]).map(convert.insets) ?? fallback.wideEdgeInset
    spacing = convert.cgFloat(insets["spacing"]).map(convert.insets) ?? fallback.spacing
    showsTripProgressBar = convert.bool(json["tripProgressBar"]) ?? fallback.showsTripProgressBar
    showsSpeedWidget = convert.bool(json["speedWidget"]) ?? fallback.showsSpeedWidget
    buttons = convert.stringArray(json["buttons"])?.compactMap(convert.buttonType) ?? fallback.buttons
    promptAnimation = convert.string(prompt["animation"]).flatMap(PromptAnimation.init(rawValue:))
      ?? fallback.promptAnimation
    promptDuration = convert.cgFloat(prompt["durationMs"]).map { TimeInterval(max($0, 0)) / 1000 }
      ?? fallback.promptDuration
  }
}
