import LayoutModel

/// An app view holding a Google view (a bottom sheet holding the ETA card)
/// draws its background under its subviews, so where it reaches beyond its
/// Google views it hides the map and whatever is under it, as an opaque
/// sheet beside the card would. The frames of its visible Google views are
/// theirs: they are not covered by their own container, and their margin
/// bands keep the SDK's stacking rule. So a container exactly wrapping its
/// Google views covers nothing, nor does one whose background is clear or
/// never set (UIKit's `nil`: a plain container draws nothing itself).
extension StepObservation {
    /// The parts of `entry`'s frame that an opaque container of Google views
    /// draws itself; empty for any other view.
    func ownOpaqueArea(of entry: LayoutSnapshot.Entry) -> [Rect] {
        guard let view = entry.item as? LayoutView, !(view is GoogleView), !(view is MapView), !(view is HidingStackView),
            view.setsBackground, view.drawsBackground, !view.isTransparent, entry.isOnScreen(in: map),
            !isAppOwned(view), !leftovers.contains(view)
        else { return [] }
        let google = view.subtree.filter { $0 is GoogleView }
        guard !google.isEmpty else { return [] }
        let held = google.compactMap { visible($0)?.frame }
        return held.reduce([entry.visibleFrame]) { parts, frame in parts.flatMap { $0.subtracting(frame) } }
    }
}

extension Rect {
    /// The parts of this rectangle outside `other`: the bands above and below
    /// it, then those beside it; slivers of half a point or less are dropped.
    func subtracting(_ other: Rect) -> [Rect] {
        guard overlaps(other, tolerance: 0) else { return [self] }
        let top = max(minY, other.minY)
        let bottom = min(maxY, other.maxY)
        return [
            Rect(x: minX, y: minY, width: width, height: other.minY - minY),
            Rect(x: minX, y: other.maxY, width: width, height: maxY - other.maxY),
            Rect(x: minX, y: top, width: other.minX - minX, height: bottom - top),
            Rect(x: other.maxX, y: top, width: maxX - other.maxX, height: bottom - top),
        ].filter { $0.width > 0.5 && $0.height > 0.5 }
    }
}
