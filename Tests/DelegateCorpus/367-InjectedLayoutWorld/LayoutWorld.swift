import GoogleNavigation
import UIKit

/// The numbers the navigation layout uses, in points and seconds.
struct LayoutMetrics: Equatable {
    /// From the safe area's edge to floating controls on a narrow map.
    var edgeInset: CGFloat
    /// The same on a wide map, where the controls sit further in.
    var wideEdgeInset: CGFloat
    /// Between neighbouring controls.
    var gap: CGFloat
    /// Between the trip progress bar and the trailing safe edge.
    var progressBarInset: CGFloat
    /// How far a prompt travels as it slides in or out.
    var promptTravel: CGFloat
    var promptDuration: TimeInterval

    func edge(wide: Bool) -> CGFloat {
        wide ? wideEdgeInset : edgeInset
    }
}

/// Everything the navigation layout needs from the outside world, as closures.
///
/// Production code gets `.live`; SwiftUI previews and snapshot tests get
/// `.preview` (fixed numbers, no animation, a mirrored variant). Nothing in the
/// layout reads a global: helpers take the world as their last argument.
@MainActor
struct LayoutWorld {
    var metrics: () -> LayoutMetrics
    var log: (String) -> Void
    /// Whether a view lays out right to left. Only for what UIKit does not
    /// mirror by itself: transforms and corner masks are physical.
    var isRTL: (UIView) -> Bool
    var reduceMotion: () -> Bool
    var animate: (_ duration: TimeInterval, _ changes: @escaping () -> Void, _ completion: @escaping () -> Void) -> Void
}

extension LayoutWorld {
    static var live: LayoutWorld {
        LayoutWorld(
            metrics: {
                LayoutMetrics(
                    edgeInset: NavigationStyleValues.buttonHorizontalPadding,
                    wideEdgeInset: NavigationStyleValues.headerFooterHorizontalPadding,
                    gap: NavigationStyleValues.buttonVerticalPadding,
                    progressBarInset: 4,
                    promptTravel: 160,
                    promptDuration: 0.3)
            },
            log: { message in
                print("[NavLayout] \(message)")
            },
            isRTL: { view in
                view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            },
            reduceMotion: {
                UIAccessibility.isReduceMotionEnabled
            },
            animate: { duration, changes, completion in
                UIView.animate(
                    withDuration: duration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                    animations: changes, completion: { _ in completion() })
            })
    }

    static var preview: LayoutWorld {
        LayoutWorld(
            metrics: {
                LayoutMetrics(
                    edgeInset: 16, wideEdgeInset: 24, gap: 8, progressBarInset: 4,
                    promptTravel: 160, promptDuration: 0)
            },
            log: { _ in },
            isRTL: { _ in false },
            reduceMotion: { false },
            animate: { _, changes, completion in
                changes()
                completion()
            })
    }

    /// `.preview` laid out right to left, for the mirrored snapshots.
    static var previewMirrored: LayoutWorld {
        var world = LayoutWorld.preview
        world.isRTL = { _ in true }
        return world
    }
}
