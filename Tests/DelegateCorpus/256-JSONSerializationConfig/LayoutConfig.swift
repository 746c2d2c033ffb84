import Foundation
import GoogleNavigation
import UIKit

/// The layout payload as the remote-config service serves it. This copy ships in
/// the binary and is used until (and unless) a fetched payload replaces it.
let bundledLayoutPayload = """
{
  "schemaVersion": 3,
  "buttonOrder": ["reporting", "compass"],
  "prompt": { "fadeIn": 0.25, "fadeOut": 0.2, "sideInset": 0 },
  "states": {
    "ready": {
      "compact": {
        "logo": { "leadingInset": 12, "bottomInset": 12 },
        "buttons": { "trailingInset": 16, "bottomInset": 12, "topInset": 12 }
      },
      "wide": {
        "logo": { "leadingInset": 16, "bottomInset": 12 },
        "buttons": { "trailingInset": 16, "bottomInset": 12, "topInset": 12 }
      }
    },
    "guidance": {
      "compact": {
        "turnCard": { "topInset": 0, "sideInset": 0 },
        "etaCard": { "bottomInset": 0, "sideInset": 0 },
        "logo": { "leadingInset": 12, "bottomInset": 8 },
        "speedWidget": { "enabled": true, "gap": 8 },
        "tripProgressBar": { "enabled": false },
        "buttons": { "trailingInset": 16, "bottomInset": 12, "topInset": 12 }
      },
      "wide": {
        "turnCard": { "topInset": 8, "sideInset": 0 },
        "etaCard": { "bottomInset": 0, "sideInset": 0 },
        "logo": { "leadingInset": 12, "bottomInset": 12 },
        "speedWidget": { "enabled": true, "gap": 8 },
        "tripProgressBar": { "enabled": true, "trailingInset": 4, "gap": 12 },
        "buttons": { "trailingInset": 12, "bottomInset": 12, "topInset": 12 }
      }
    }
  }
}
"""

/// A read-only view on one object of the payload. Every accessor takes the value
/// it would use when the key is missing or has the wrong type, so a bad payload
/// degrades to the shipped defaults instead of breaking the layout.
struct ConfigNode {
    let raw: [String: Any]

    init(_ raw: [String: Any]) { self.raw = raw }

    /// Parses `text`; an unparseable payload is an empty node (all defaults).
    init(json text: String) {
        let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8))
        self.init(parsed as? [String: Any] ?? [:])
    }

    subscript(key: String) -> ConfigNode {
        ConfigNode(raw[key] as? [String: Any] ?? [:])
    }

    /// Points. JSON numbers arrive boxed; accept ints and doubles alike.
    func points(_ key: String, default fallback: CGFloat) -> CGFloat {
        guard let number = raw[key] as? NSNumber else { return fallback }
        // `CGFloat(truncating:)` is the iOS spelling; the Linux stubs lack it.
        return CGFloat(number.doubleValue)
    }

    func seconds(_ key: String, default fallback: TimeInterval) -> TimeInterval {
        raw[key] as? Double ?? fallback
    }

    func flag(_ key: String, default fallback: Bool) -> Bool {
        raw[key] as? Bool ?? fallback
    }

    func strings(_ key: String) -> [String] {
        guard let list = raw[key] as? [Any] else { return [] }
        return list.compactMap { $0 as? String }
    }
}

/// The numbers of one state in one width class, read out of the payload.
struct StateMetrics {
    var turnCardTop: CGFloat
    var cardSideInset: CGFloat
    var etaCardBottom: CGFloat
    var logoLeading: CGFloat
    var logoBottom: CGFloat
    var showsSpeedWidget: Bool
    var speedWidgetGap: CGFloat
    var showsTripProgressBar: Bool
    var tripProgressBarTrailing: CGFloat
    var tripProgressBarGap: CGFloat
    var buttonsTrailing: CGFloat
    var buttonsBottom: CGFloat
    var buttonsTop: CGFloat

    init(_ node: ConfigNode) {
        let turn = node["turnCard"], eta = node["etaCard"], logo = node["logo"]
        let speed = node["speedWidget"], bar = node["tripProgressBar"], buttons = node["buttons"]
        turnCardTop = turn.points("topInset", default: 0)
        cardSideInset = turn.points("sideInset", default: 0)
        etaCardBottom = eta.points("bottomInset", default: 0)
        logoLeading = logo.points("leadingInset", default: NavigationStyleValues.elementHorizontalPadding)
        logoBottom = logo.points("bottomInset", default: NavigationStyleValues.buttonVerticalPadding)
        showsSpeedWidget = speed.flag("enabled", default: true)
        speedWidgetGap = speed.points("gap", default: 8)
        showsTripProgressBar = bar.flag("enabled", default: false)
        tripProgressBarTrailing = bar.points("trailingInset", default: 4)
        tripProgressBarGap = bar.points("gap", default: NavigationStyleValues.buttonVerticalPadding)
        buttonsTrailing = buttons.points("trailingInset", default: NavigationStyleValues.buttonHorizontalPadding)
        buttonsBottom = buttons.points("bottomInset", default: NavigationStyleValues.buttonVerticalPadding)
        buttonsTop = buttons.points("topInset", default: NavigationStyleValues.buttonVerticalPadding)
    }
}

/// Everything the delegate reads from the payload, parsed once.
struct LayoutConfig {
    enum StateKey: String { case ready, guidance }

    let root: ConfigNode
    let promptFadeIn: TimeInterval
    let promptFadeOut: TimeInterval
    let promptSideInset: CGFloat
    let buttonOrder: [String]

    init(json: String = bundledLayoutPayload) {
        root = ConfigNode(json: json)
        let prompt = root["prompt"]
        promptFadeIn = prompt.seconds("fadeIn", default: 0.3)
        promptFadeOut = prompt.seconds("fadeOut", default: 0.3)
        promptSideInset = prompt.points("sideInset", default: 0)
        let order = root.strings("buttonOrder")
        buttonOrder = order.isEmpty ? ["reporting", "compass"] : order
    }

    /// `states.<state>.<wide|compact>`; a missing wide block falls back to compact.
    func metrics(_ state: StateKey, wide: Bool) -> StateMetrics {
        let stateNode = root["states"][state.rawValue]
        let block = stateNode[wide ? "wide" : "compact"]
        return StateMetrics(block.raw.isEmpty ? stateNode["compact"] : block)
    }
}
