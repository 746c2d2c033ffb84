import Foundation

/// What the navigation layout is doing, relayed to the rest of the app
/// (analytics, the trip sheet, UI tests) through an `AsyncStream`.
enum NavigationLayoutEvent: Sendable, Equatable {
    case ready(wide: Bool)
    case guidanceStarted(wide: Bool)
    case guidanceStopped
    case resized(wide: Bool)
    case promptShown
    case promptHidden
    case disabled
}

/// The last known layout phase, held by an actor so background code
/// (telemetry uploads, CarPlay bridge) can read it without touching UIKit.
actor NavigationLayoutStore {
    enum Phase: Sendable { case off, ready, guidance }

    private(set) var phase: Phase = .off
    private(set) var isWide = false
    private(set) var promptCount = 0

    func apply(_ event: NavigationLayoutEvent) {
        switch event {
        case .ready(let wide):
            phase = .ready
            isWide = wide
        case .guidanceStarted(let wide):
            phase = .guidance
            isWide = wide
        case .guidanceStopped:
            phase = .ready
        case .resized(let wide):
            isWide = wide
        case .promptShown:
            promptCount += 1
        case .promptHidden:
            break
        case .disabled:
            phase = .off
        }
    }
}
