import Foundation

/// Feature flags for the navigation chrome, mirrored from remote config.
///
/// The property names match the SDK's (`GMSUISettings.isNavigationFooterEnabled`,
/// ...) so the backend team can read them, but this is the app's own type.
struct LegacyUIFlags: Codable, Equatable, Sendable {
    var isNavigationFooterEnabled: Bool
    var isNavigationTripProgressBarEnabled: Bool

    static let defaults = LegacyUIFlags(isNavigationFooterEnabled: true, isNavigationTripProgressBarEnabled: true)
}

/// Persists the driver's navigation UI preferences (Settings > Navigation).
@MainActor
final class NavigationSettingsStore {
    static let shared = NavigationSettingsStore(defaults: .standard)

    private enum Key {
        static let header = "isNavigationHeaderEnabled"
        static let remoteFlags = "navigation.remoteFlags"
    }

    private let defaults: UserDefaults

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    /// Whether the driver wants the turn-by-turn header. A wrapper around the
    /// stored preference, not the SDK property.
    func isNavigationHeaderEnabled() -> Bool {
        defaults.object(forKey: Key.header) as? Bool ?? true
    }

    func setNavigationHeaderEnabled(_ enabled: Bool) {
        defaults.set(enabled, forKey: Key.header)
    }

    /// The last flags fetched from remote config, or the defaults.
    var remoteFlags: LegacyUIFlags {
        guard let data = defaults.data(forKey: Key.remoteFlags),
              let flags = try? JSONDecoder().decode(LegacyUIFlags.self, from: data)
        else { return .defaults }
        return flags
    }

    func store(remoteFlags flags: LegacyUIFlags) {
        if let data = try? JSONEncoder().encode(flags) {
            defaults.set(data, forKey: Key.remoteFlags)
        }
    }

    /// Text for the support screen.
    func diagnostics() -> String {
        let flags = remoteFlags
        return """
            header preference: \(isNavigationHeaderEnabled())
            remote footer flag: \(flags.isNavigationFooterEnabled)
            remote progress bar flag: \(flags.isNavigationTripProgressBarEnabled)
            (applied to mapView.settings.isNavigationFooterEnabled by each screen)
            """
    }
}
