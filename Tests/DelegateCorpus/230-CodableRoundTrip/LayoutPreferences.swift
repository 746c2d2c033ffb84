import Foundation

/// What the driver chose in Settings > Navigation. Persisted as JSON next to the other
/// preferences and read back by the layout every time navigation starts.
struct LayoutPreferences: Codable, Equatable {
    enum Density: String, Codable {
        case comfortable
        case compact
    }

    enum PromptPlacement: String, Codable {
        case bottomSheet = "bottom_sheet"
        case leadingColumn = "leading_column"
    }

    var density: Density
    var showsCompass: Bool
    var showsSpeedWidget: Bool
    var promptPlacement: PromptPlacement
    var schemaVersion: Int

    enum CodingKeys: String, CodingKey {
        case density
        case showsCompass = "compass"
        case showsSpeedWidget = "speed_widget"
        case promptPlacement = "prompt_placement"
        case schemaVersion = "v"
    }

    static let defaults = LayoutPreferences(
        density: .comfortable, showsCompass: true, showsSpeedWidget: true,
        promptPlacement: .bottomSheet, schemaVersion: 2)

    /// Points between the buttons and the map's edges.
    var buttonInset: CGFloat { density == .compact ? 8 : 12 }
}

/// Round-trips the preferences through JSON, as the settings screen stores them.
final class PreferenceStore {
    private var stored: Data?

    init(initial: LayoutPreferences = .defaults) {
        save(initial)
    }

    func save(_ preferences: LayoutPreferences) {
        stored = try? JSONEncoder().encode(preferences)
    }

    func load() -> LayoutPreferences {
        guard let stored,
              let decoded = try? JSONDecoder().decode(LayoutPreferences.self, from: stored),
              decoded.schemaVersion == LayoutPreferences.defaults.schemaVersion
        else { return .defaults }
        return decoded
    }
}
