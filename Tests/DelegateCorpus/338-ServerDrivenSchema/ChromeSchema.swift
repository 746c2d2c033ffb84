import Foundation
import GoogleNavigation
import UIKit

// Server-driven navigation chrome ("atlas.chrome", schema 3).
//
// The backend sends which components the navigation screen shows, in drawing order, with
// the few numbers the product team tunes remotely. The wire format is flat on purpose:
// one object per component with a `type` and whichever optional fields apply to it. This
// client drops components it does not know (newer backends add some) and values it does
// not support, rather than guessing: where each Google view goes stays the client's call.

/// The wire format, as the backend's generator emits it.
struct ChromeSchema: Decodable {
  let schemaVersion: Int
  let minimumClient: Int
  let components: [Component]

  enum CodingKeys: String, CodingKey {
    case schemaVersion = "schema_version"
    case minimumClient = "minimum_client"
    case components
  }

  struct Component: Decodable {
    let type: String
    let enabled: Bool?
    let inset: Double?
    let wideInset: Double?
    let gap: Double?
    let placement: String?
    let transition: Transition?

    enum CodingKeys: String, CodingKey {
      case type, enabled, inset, gap, placement, transition
      case wideInset = "wide_inset"
    }
  }

  struct Transition: Decodable {
    let style: String
    let durationMs: Int

    enum CodingKeys: String, CodingKey {
      case style
      case durationMs = "duration_ms"
    }
  }
}

/// How prompts come and go.
enum PromptTransition {
  case cut
  case fade(TimeInterval)
  case slide(TimeInterval)

  init(_ wire: ChromeSchema.Transition?) {
    guard let wire, wire.durationMs > 0 else {
      self = .cut
      return
    }
    let duration = TimeInterval(min(wire.durationMs, 600)) / 1000
    switch wire.style {
    case "fade": self = .fade(duration)
    case "slide": self = .slide(duration)
    default: self = .cut
    }
  }
}

/// One component as this client renders it.
enum ChromeComponent {
  enum SpeedPlacement: String {
    case etaCard = "eta_card"
    case logo = "google_logo"
  }

  case viewport
  case logo(inset: CGFloat)
  case buttonRail(inset: CGFloat, wideInset: CGFloat, gap: CGFloat)
  case turnCard
  case etaCard
  case speedWidget(SpeedPlacement)
  case tripProgress(inset: CGFloat)
  case prompt(PromptTransition)

  /// Nil for a component switched off remotely or one this client does not know.
  init?(_ wire: ChromeSchema.Component) {
    guard wire.enabled ?? true else { return nil }
    switch wire.type {
    case "viewport":
      self = .viewport
    case "google_logo":
      self = .logo(inset: CGFloat(wire.inset ?? 8))
    case "button_rail":
      let inset = CGFloat(wire.inset ?? 16)
      self = .buttonRail(inset: inset, wideInset: CGFloat(wire.wideInset ?? Double(inset)), gap: CGFloat(wire.gap ?? 8))
    case "turn_card":
      self = .turnCard
    case "eta_card":
      self = .etaCard
    case "speed_widget":
      self = .speedWidget(wire.placement.flatMap(SpeedPlacement.init(rawValue:)) ?? .etaCard)
    case "trip_progress":
      self = .tripProgress(inset: CGFloat(wire.inset ?? 8))
    case "prompt":
      self = .prompt(PromptTransition(wire.transition))
    default:
      return nil
    }
  }
}

/// The components to render, in drawing order, and what the renderer asks about them.
struct ChromePlan {
  let components: [ChromeComponent]

  var showsTurnCard: Bool {
    components.contains { if case .turnCard = $0 { return true } else { return false } }
  }

  var showsEtaCard: Bool {
    components.contains { if case .etaCard = $0 { return true } else { return false } }
  }

  var showsTripProgress: Bool {
    components.contains { if case .tripProgress = $0 { return true } else { return false } }
  }

  var promptTransition: PromptTransition {
    for case .prompt(let transition) in components {
      return transition
    }
    return .cut
  }

  /// What ships if neither the cached nor the bundled payload can be used.
  static let fallback = ChromePlan(components: [
    .viewport, .turnCard, .etaCard, .speedWidget(.etaCard), .logo(inset: 8),
    .buttonRail(inset: 16, wideInset: 24, gap: 8), .prompt(.fade(0.2)),
  ])
}

enum ChromeSchemaLoader {
  static let clientVersion = 41
  /// Where the trip-configuration fetch caches the last payload it received.
  static let cacheKey = "atlas.chrome.payload"

  /// The payload the app ships with (production config at release time).
  static let bundledPayload = """
    {
      "schema_version": 3,
      "minimum_client": 35,
      "components": [
        { "type": "viewport" },
        { "type": "turn_card" },
        { "type": "eta_card" },
        { "type": "speed_widget", "placement": "eta_card" },
        { "type": "trip_progress", "inset": 8 },
        { "type": "google_logo", "inset": 8 },
        { "type": "button_rail", "inset": 16, "wide_inset": 24, "gap": 8 },
        { "type": "lane_assist_banner", "height": 44, "min_client": 44 },
        { "type": "prompt", "transition": { "style": "slide", "duration_ms": 250 } }
      ]
    }
    """

  /// The cached payload if it decodes and this client is new enough for it, else the
  /// bundled one, else the fallback.
  static func plan(from cached: String?) -> ChromePlan {
    for payload in [cached, bundledPayload].compactMap({ $0 }) {
      guard let schema = try? JSONDecoder().decode(ChromeSchema.self, from: Data(payload.utf8)) else { continue }
      guard schema.minimumClient <= clientVersion else { continue }
      return ChromePlan(components: schema.components.compactMap(ChromeComponent.init))
    }
    return .fallback
  }
}
