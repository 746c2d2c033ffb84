/// The `GMSMapView` of the delegate world: the root of the hierarchy, sized by
/// the device, with the device's safe area, layout direction and wide mode.
///
/// Every frame the model reports is in this view's coordinates.
public final class MapView: LayoutView {
    public let metrics: MetricsProfile
    public private(set) var device: DeviceProfile
    public var layoutDirection: LayoutDirection
    /// Systems already solved, when runs share them (see `SolveCache`).
    public var solveCache: SolveCache?

    public init(
        device: DeviceProfile, direction: LayoutDirection = .leftToRight,
        metrics: MetricsProfile = .standard, name: String = "navMap"
    ) {
        self.metrics = metrics
        self.device = device
        self.layoutDirection = direction
        super.init(name: name)
        translatesAutoresizingMaskIntoConstraints = false
        directionalLayoutMargins = metrics.mapViewLayoutMargins
        applyDeviceGeometry()
    }

    public var context: LayoutContext {
        LayoutContext(metrics: metrics, device: device, direction: layoutDirection)
    }

    /// `NavigationUIState.wideMode` for the current size.
    public var wideMode: Bool { context.wideMode }

    /// The device rotates or the split view changes.
    public func resize(to device: DeviceProfile) {
        self.device = device
        applyDeviceGeometry()
    }

    private func applyDeviceGeometry() {
        frame = context.mapBounds
        frameInMap = context.mapBounds
        safeAreaInsets = device.safeAreaInsets
    }

    /// Solves the hierarchy and updates every item's frame, like UIKit's
    /// `layoutIfNeeded()`; returns the snapshot (not kept: it refers to the map).
    @discardableResult
    public func layoutIfNeeded() -> LayoutSnapshot {
        LayoutEngine(map: self).layout()
    }

    override func systemConstraints(in context: LayoutContext) -> [LayoutConstraint] {
        absolutePositionConstraints(context.mapBounds) + super.systemConstraints(in: context)
    }
}
