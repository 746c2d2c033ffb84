import Foundation

/// Keys of the navigation-screen layout in Remote Config.
enum LayoutConfigKey {
    /// Kill switch: when true the screen falls back to the minimal layout (logo, viewport, cards).
    static let killSwitch = "nav_layout_kill_switch"
    /// A/B test "eta_placement_2024q3": "bottom" (control) or "under_turn_card".
    static let etaPlacement = "nav_eta_card_placement"
    /// A/B test "compact_buttons": tighter floating buttons.
    static let compactButtons = "nav_compact_buttons"
    static let showTripProgress = "nav_show_trip_progress"
    static let showSpeedWidget = "nav_show_speed_widget"
    static let promptAnimationMillis = "nav_prompt_animation_ms"
}

/// The values the app ships with; Remote Config overrides them once a fetch activates.
@MainActor let layoutConfigDefaults: [String: Any] = [
    LayoutConfigKey.killSwitch: false,
    LayoutConfigKey.etaPlacement: "bottom",
    LayoutConfigKey.compactButtons: false,
    LayoutConfigKey.showTripProgress: true,
    LayoutConfigKey.showSpeedWidget: true,
    LayoutConfigKey.promptAnimationMillis: 250,
]

/// Activated Remote Config values over the shipped defaults. The app's fetch completion calls
/// `activate(_:)`; the layout reads a snapshot when navigation starts, so one session never mixes
/// two variants.
@MainActor
final class RemoteLayoutConfig {
    static let shared = RemoteLayoutConfig()

    private var activated: [String: Any] = [:]

    func activate(_ fetched: [String: Any]) {
        activated = fetched
    }

    func snapshot() -> [String: Any] {
        layoutConfigDefaults.merging(activated) { _, remote in remote }
    }
}

enum ETACardPlacement: String {
    case bottom
    case underTurnCard = "under_turn_card"
}

/// The typed flags one navigation session is laid out with.
struct LayoutFlags {
    var killSwitch = false
    var etaPlacement = ETACardPlacement.bottom
    var compactButtons = false
    var showsTripProgress = true
    var showsSpeedWidget = true
    var promptAnimationDuration: TimeInterval = 0.25

    /// Variant name for analytics.
    var variantName: String {
        killSwitch ? "minimal" : "\(etaPlacement.rawValue)\(compactButtons ? "+compact" : "")"
    }

    static func from(_ values: [String: Any]) -> LayoutFlags {
        var flags = LayoutFlags()
        flags.killSwitch = values[LayoutConfigKey.killSwitch] as? Bool ?? false
        if let raw = values[LayoutConfigKey.etaPlacement] as? String,
           let placement = ETACardPlacement(rawValue: raw) {
            flags.etaPlacement = placement
        }
        flags.compactButtons = values[LayoutConfigKey.compactButtons] as? Bool ?? false
        flags.showsTripProgress = values[LayoutConfigKey.showTripProgress] as? Bool ?? true
        flags.showsSpeedWidget = values[LayoutConfigKey.showSpeedWidget] as? Bool ?? true
        if let millis = values[LayoutConfigKey.promptAnimationMillis] as? NSNumber {
            flags.promptAnimationDuration = millis.doubleValue / 1000
        }
        return flags
    }
}

/// Analytics the layout reports to (Firebase in the app, a recorder in tests).
@MainActor
protocol NavigationLayoutAnalytics: AnyObject {
    func logLayoutEvent(_ name: String, parameters: [String: Any])
}

@MainActor
final class ConsoleLayoutAnalytics: NavigationLayoutAnalytics {
    func logLayoutEvent(_ name: String, parameters: [String: Any]) {
        print("[nav-layout] \(name) \(parameters)")
    }
}
