import LayoutModel
import NavlintCore

/// A legacy layout guide the screen uses as a value: read into a local it
/// passes on or stores, handed to a helper, stored in another object, or the
/// second anchor of a constraint that cannot move into the delegate (a view
/// of the controller's `view`, a constraint made in a branch). The app keeps
/// those constraints; the delegate offers a guide that reproduces the legacy
/// one in every state (`LayoutModel.StandInGuides`), and `fix` points the
/// uses at it.
public struct StandInGuide: Hashable, Sendable {
    /// The legacy property (`navigationFooterLayoutGuide`).
    public var legacyName: String
    /// Where the screen uses it as a value, sorted.
    public var locations: [SourceLocation]

    /// The delegate's property (`footerGuide`).
    public var propertyName: String { StandInGuides.properties[legacyName] ?? legacyName }
}

/// The stand-in guides in the generated delegate: public guides added to the
/// map once (`addStandInGuides(to:)`, right after `setLayoutDelegate`) and
/// never removed, pinned by each navigation state where the legacy guide was
/// and resting, at the lowest priority, where it was without navigation.
extension DelegateEmitter {
    /// The legacy guides the delegate stands in for.
    var standIns: Set<String> { Set(plan.standInGuides.map(\.legacyName)) }

    func standInMembers() -> [String] {
        guard !plan.standInGuides.isEmpty else { return [] }
        var lines = ["", "    // MARK: - Stand-in guides (the screen constrains its views to them)"]
        for guide in plan.standInGuides {
            let use = guide.locations.isEmpty
                ? "which the buttons guide's stand-in is pinned to" : "used as a value (\(Self.places(guide.locations)))"
            lines += [
                "",
                "    /// Stands in for the map's `\(guide.legacyName)`,",
                "    /// \(use): where the legacy guide was in every state,",
                "    /// in the map from `addStandInGuides(to:)` on, for the map's life.",
                "    let \(guide.propertyName) = UILayoutGuide()",
            ]
        }
        lines += [
            "",
            "    /// The padded map, where the stand-in guides rest while navigation is off.",
            "    private let restingArea = UILayoutGuide()",
            "    private var restingConstraints: [NSLayoutConstraint] = []",
            "    private weak var standInMap: GMSMapView?",
            "",
            "    /// Adds the stand-in guides to the map for its life: the screen calls it right",
            "    /// after `setLayoutDelegate`, before it constrains views to them. Navigation",
            "    /// states pin them; nothing removes them.",
            "    func \(StandInGuides.installMethod)(\(StandInGuides.installLabel) navMap: GMSMapView) {",
            "        standInMap = navMap",
            "        navMap.addLayoutGuide(restingArea)",
        ]
        lines += restingGuides().map { "        navMap.addLayoutGuide(\($0.property))" }
        lines += [
            "        layOutRestingGuides(navMap: navMap)",
            "    }",
            "",
            "    /// Where the legacy guides were while navigation was off: zero height at the",
            "    /// top (header) or bottom (footer, buttons) of the padded map. At the lowest",
            "    /// priority, so that each navigation state's own pins win.",
            "    private func layOutRestingGuides(navMap: GMSMapView) {",
            "        NSLayoutConstraint.deactivate(restingConstraints)",
        ]
        lines += paddingConstraints(area: "restingArea", into: "restingConstraints")
        lines.append("        var resting: [NSLayoutConstraint] = []")
        for guide in restingGuides() {
            lines += [
                "        resting += pin(",
                "            \(guide.property), top: restingArea.\(guide.edge)Anchor, bottom: restingArea.\(guide.edge)Anchor,",
                "            leading: restingArea.leadingAnchor, trailing: restingArea.trailingAnchor)",
            ]
        }
        lines += [
            "        for constraint in resting {",
            "            constraint.priority = UILayoutPriority(1)",
            "        }",
            "        restingConstraints += resting",
            "        NSLayoutConstraint.activate(restingConstraints)",
            "    }",
        ]
        return lines
    }

    /// The stand-in guides with the edge of the padded map each rests on.
    private func restingGuides() -> [(property: String, edge: String)] {
        plan.standInGuides.map { guide in
            (guide.propertyName, guide.legacyName == LegacyLayout.TargetName.headerGuide ? "top" : "bottom")
        }
    }

    /// `reapply()`'s first line with stand-ins: the padding they rest in may have changed.
    func restingReapply() -> [String] {
        plan.standInGuides.isEmpty ? [] : ["        if let standInMap { layOutRestingGuides(navMap: standInMap) }"]
    }
}
