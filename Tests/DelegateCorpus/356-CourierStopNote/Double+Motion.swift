import UIKit

/// The courier app's motion spec writes durations in frames of a 60 Hz display
/// and distances as plain numbers; these turn them into what UIKit takes.
extension Double {
    static func frames(_ count: Int) -> Double {
        Double(count) / 60
    }

    /// This duration, or none when the courier turned on Reduce Motion.
    @MainActor var unlessReducingMotion: Double {
        UIAccessibility.isReduceMotionEnabled ? 0 : self
    }

    var points: CGFloat {
        CGFloat(self)
    }
}

/// Where things come from and how long they take to arrive.
@MainActor
enum Motion {
    /// The stop note grows into place from a little below and a little smaller.
    static let noteEntrance = CGAffineTransform(translationX: 0, y: 12.0.points)
        .scaledBy(x: 0.96, y: 0.96)

    /// A prompt slides up from below the map's bottom edge, and back down.
    static func promptTravel(for prompt: UIView, in map: UIView) -> (distance: CGFloat, duration: Double) {
        let distance = Swift.max(prompt.bounds.height, 96.0.points) + map.safeAreaInsets.bottom
        return (distance, Double.frames(18).unlessReducingMotion)
    }

    static let noteDuration = Double.frames(15)
}
