import Foundation
import UIKit

/// Non-UI configuration of the navigation chrome (remote config, A/B flags).
/// Lives in an actor so the networking layer can update it off the main thread.
actor ChromeConfig {
    struct Snapshot: Sendable, Equatable {
        var promptSlideDuration: TimeInterval
        var buttonSpacing: CGFloat
        var showsSpeedWidget: Bool
    }

    static let shared = ChromeConfig()

    private var snapshot = Snapshot(promptSlideDuration: 0.3, buttonSpacing: 8, showsSpeedWidget: true)

    func current() -> Snapshot {
        snapshot
    }

    func update(_ change: @Sendable (inout Snapshot) -> Void) {
        change(&snapshot)
    }
}
