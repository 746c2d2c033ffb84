/// What a layout pass knows about the screen: the map's size and safe area, the
/// layout direction, wide mode and the metrics profile.
///
/// Google views compute their intrinsic sizes from it, because the SDK sizes
/// its cards from the map width and wide mode.
public struct LayoutContext: Hashable, Sendable {
    public var metrics: MetricsProfile
    public var device: DeviceProfile
    public var direction: LayoutDirection

    public init(metrics: MetricsProfile, device: DeviceProfile, direction: LayoutDirection) {
        self.metrics = metrics
        self.device = device
        self.direction = direction
    }

    public var mapBounds: Rect { Rect(x: 0, y: 0, width: device.size.width, height: device.size.height) }
    public var safeArea: Rect { mapBounds.inset(by: device.safeAreaInsets) }
    /// `NavigationUIState.wideMode`: the map is wide enough for side-by-side UI.
    public var wideMode: Bool { device.size.width >= metrics.wideModeMinimumWidth }
    /// The width of the turn card, the ETA card and prompts (before any unsafe
    /// area they cover): the safe area's width, or the wide-mode card width.
    public var cardWidth: Double { wideMode ? metrics.wideModeCardWidth : safeArea.width }

    /// How far `frame` reaches into the unsafe strips along the map's edges:
    /// UIKit's `safeAreaInsets` of a subview, bounded by each strip's depth.
    func unsafeOverlap(of frame: Rect) -> EdgeInsets {
        let safe = safeArea
        func overlap(_ low: Double, _ high: Double, _ stripLow: Double, _ stripHigh: Double) -> Double {
            max(0, min(high, stripHigh) - max(low, stripLow))
        }
        let map = mapBounds
        return EdgeInsets(
            top: overlap(frame.minY, frame.maxY, map.minY, safe.minY),
            left: overlap(frame.minX, frame.maxX, map.minX, safe.minX),
            bottom: overlap(frame.minY, frame.maxY, safe.maxY, map.maxY),
            right: overlap(frame.minX, frame.maxX, safe.maxX, map.maxX))
    }
}
