import Foundation

/// Driver display preferences, shared by the settings screen and the map.
/// An actor because the settings screen and the sync service write it from
/// their own tasks.
actor PreferenceStore {
    static let shared = PreferenceStore()

    /// Tighter insets for small cars' dashboard mounts.
    private(set) var compactMode = false
    /// Whether the trip progress bar is shown during guidance.
    private(set) var showsTripProgress = true

    func update(compactMode: Bool) {
        self.compactMode = compactMode
    }

    func update(showsTripProgress: Bool) {
        self.showsTripProgress = showsTripProgress
    }
}

/// A snapshot of the preferences the layout reads, taken on the main actor.
struct ChromePreferences: Equatable, Sendable {
    var compact: Bool
    var tripProgress: Bool

    /// What the layout uses until the store has answered.
    static let launch = ChromePreferences(compact: false, tripProgress: true)

    var inset: CGFloat { compact ? 8 : 16 }
    var gap: CGFloat { compact ? 6 : 12 }

    /// Reads both values from the store concurrently.
    static func load(from store: PreferenceStore) async -> ChromePreferences {
        async let compact = store.compactMode
        async let trip = store.showsTripProgress
        return await ChromePreferences(compact: compact, tripProgress: trip)
    }
}
