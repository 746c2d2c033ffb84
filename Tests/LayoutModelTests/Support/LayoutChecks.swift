import LayoutModel

/// Small geometry checks shared by the tests.
extension LayoutSnapshot {
    /// The frames of the visible, non-empty views among `names`.
    func visibleFrames(_ names: [String]) -> [(String, Rect)] {
        names.compactMap { name in
            guard let entry = entry(named: name), entry.isVisible, entry.frame.width > 0, entry.frame.height > 0
            else { return nil }
            return (name, entry.frame)
        }
    }

    /// Every overlapping pair among the visible views in `names`, as "a/b".
    func overlappingPairs(_ names: [String]) -> [String] {
        let frames = visibleFrames(names)
        var pairs: [String] = []
        for (index, (name, frame)) in frames.enumerated() {
            for (other, otherFrame) in frames[(index + 1)...] where frame.overlaps(otherFrame) {
                pairs.append("\(name)/\(other)")
            }
        }
        return pairs
    }

    /// The visible views among `others` that overlap the visible view `name`.
    func overlaps(of name: String, with others: [String]) -> [String] {
        guard let frame = visibleFrames([name]).first?.1 else { return [] }
        return visibleFrames(others).filter { $0.1.overlaps(frame) }.map(\.0)
    }

    /// Whether `name` is in the hierarchy, visible, non-empty and inside the map.
    func isShownInsideMap(_ name: String) -> Bool {
        guard let entry = entry(named: name) else { return false }
        return entry.isOnScreen(in: mapBounds) && mapBounds.contains(entry.frame)
    }

    /// The names of the prompt views in the hierarchy.
    var promptNames: [String] { views.filter { $0.component == .prompt }.map(\.name) }
}
