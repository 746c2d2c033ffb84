/// Pictures of solved layouts, because people understand a layout faster by
/// looking at it.
///
/// One panel per snapshot: the map, its safe area (dashed), every visible view
/// as a labelled box in hierarchy (z) order, the viewport highlighted on top,
/// layout guides as dotted outlines, ambiguous items outlined in red, and a
/// caption with the conflicts. Output is deterministic: hierarchy order and
/// fixed number formatting (`formatPoints`).
public enum SVGRenderer {
    /// A snapshot with a caption, e.g. the scenario and step.
    public struct Panel {
        public var title: String
        public var snapshot: LayoutSnapshot

        public init(title: String, snapshot: LayoutSnapshot) {
            self.title = title
            self.snapshot = snapshot
        }
    }

    private static let margin = 16.0
    private static let titleHeight = 24.0
    private static let captionLineHeight = 14.0

    /// One solved layout as an SVG document.
    public static func render(_ snapshot: LayoutSnapshot, title: String) -> String {
        render([Panel(title: title, snapshot: snapshot)])
    }

    /// Every step of a scenario run side by side, titled with the step's event.
    public static func render(_ run: ScenarioRun) -> String {
        render(run.steps.enumerated().map { index, step in
            Panel(title: "\(run.scenario.name) \(index + 1). \(step.event)", snapshot: step.snapshot)
        })
    }

    /// Panels side by side (legacy vs delegate), top-aligned.
    public static func render(_ panels: [Panel]) -> String {
        let captions = panels.map(captionLines)
        let captionHeight = Double(captions.map(\.count).max() ?? 0) * captionLineHeight
        let width = panels.reduce(margin) { $0 + $1.snapshot.mapBounds.width + margin }
        let mapHeight = panels.map(\.snapshot.mapBounds.height).max() ?? 0
        let height = margin + titleHeight + mapHeight + captionHeight + margin

        var svg = SVGWriter()
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", formatPoints(width)),
                ("height", formatPoints(height)),
                ("viewBox", "0 0 \(formatPoints(width)) \(formatPoints(height))"),
                ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", "10"),
            ])
        svg.element("title", text: panels.map(\.title).joined(separator: " | "))
        var x = margin
        for (panel, caption) in zip(panels, captions) {
            svg.open("g", [("transform", "translate(\(formatPoints(x)) \(formatPoints(margin)))")])
            svg.element("text", [("x", "0"), ("y", "14"), ("font-size", "12"), ("font-weight", "bold")], text: panel.title)
            svg.open("g", [("transform", "translate(0 \(formatPoints(titleHeight)))")])
            draw(panel.snapshot, into: &svg)
            for (index, line) in caption.enumerated() {
                let y = panel.snapshot.mapBounds.height + captionLineHeight * Double(index + 1)
                svg.element("text", [("x", "0"), ("y", formatPoints(y)), ("fill", "#b00020")], text: line)
            }
            svg.close()
            svg.close()
            x += panel.snapshot.mapBounds.width + margin
        }
        return svg.finish()
    }

    private static func draw(_ snapshot: LayoutSnapshot, into svg: inout SVGWriter) {
        let map = snapshot.mapBounds
        svg.element("rect", rectAttributes(map, fill: "#e8eef3", stroke: "#5f6b7a", extra: []))
        svg.element(
            "rect",
            rectAttributes(
                snapshot.safeArea, fill: "none", stroke: "#8a97a6", extra: [("stroke-dasharray", "6 4")]))
        let ambiguous = Set(snapshot.ambiguousItems.map { ObjectIdentifier($0) })
        let views = snapshot.views.filter { $0.parentName != nil && $0.isVisible }
        for entry in views where entry.component != .viewport {
            let style = Style(entry)
            svg.element(
                "rect",
                rectAttributes(
                    entry.frame, fill: style.fill,
                    stroke: ambiguous.contains(ObjectIdentifier(entry.item)) ? "#d50000" : style.stroke,
                    extra: [("fill-opacity", "0.85")]))
            label(entry, into: &svg)
        }
        for entry in snapshot.entries where isDrawnGuide(entry) {
            let frame = entry.frame
            if frame.height == 0 || frame.width == 0 {
                // Zero-height guides (hidden legacy slots, bottom guides) as lines.
                svg.element(
                    "line",
                    [
                        ("x1", formatPoints(frame.minX)), ("y1", formatPoints(frame.minY)),
                        ("x2", formatPoints(frame.maxX)), ("y2", formatPoints(frame.maxY)),
                        ("stroke", "#6a1b9a"), ("stroke-dasharray", "2 2"),
                    ])
            } else {
                svg.element(
                    "rect", rectAttributes(frame, fill: "none", stroke: "#6a1b9a", extra: [("stroke-dasharray", "2 2")]))
            }
            label(entry, into: &svg)
        }
        for entry in views where entry.component == .viewport {
            svg.element(
                "rect",
                rectAttributes(
                    entry.frame, fill: "#2e7d32", stroke: "#2e7d32",
                    extra: [("fill-opacity", "0.12"), ("stroke-width", "2"), ("stroke-dasharray", "8 4")]))
            label(entry, into: &svg)
        }
    }

    /// Guides the delegate or the legacy SDK made; system guides would only
    /// repeat the safe area. (Guides are often ambiguous along the axis they
    /// are not used on, so only views get the red outline.)
    private static func isDrawnGuide(_ entry: LayoutSnapshot.Entry) -> Bool {
        guard let guide = entry.item as? LayoutGuide else { return false }
        return guide.systemRole == nil
    }

    private static func label(_ entry: LayoutSnapshot.Entry, into svg: inout SVGWriter) {
        svg.element(
            "text",
            [
                ("x", formatPoints(entry.frame.minX + 2)), ("y", formatPoints(entry.frame.minY + 11)),
                ("fill", "#111111"),
            ], text: entry.name)
    }

    private static func rectAttributes(
        _ rect: Rect, fill: String, stroke: String, extra: [(String, String)]
    ) -> [(String, String)] {
        [
            ("x", formatPoints(rect.minX)), ("y", formatPoints(rect.minY)),
            ("width", formatPoints(max(0, rect.width))), ("height", formatPoints(max(0, rect.height))),
            ("fill", fill), ("stroke", stroke),
        ] + extra
    }

    private static func captionLines(_ panel: Panel) -> [String] {
        let snapshot = panel.snapshot
        var lines = snapshot.conflicts.map { "conflict: dropped \($0.dropped)" }
        let ambiguous = snapshot.ambiguities.filter { !($0.item is LayoutGuide) }
        lines += ambiguous.map { "ambiguous: \($0.item.name) (\($0.components.map(\.rawValue).joined(separator: ", ")))" }
        return lines
    }

    /// Colours by what a view is.
    private struct Style {
        let fill: String
        let stroke: String

        init(_ entry: LayoutSnapshot.Entry) {
            switch entry.component {
            case .turnCard, .etaCard: (fill, stroke) = ("#1a73e8", "#0b47a1")
            case .prompt: (fill, stroke) = ("#fbbc04", "#a87b00")
            case .compassButton, .reportingButton: (fill, stroke) = ("#ffffff", "#3c4043")
            case .googleLogo: (fill, stroke) = ("#ea4335", "#9c1c12")
            case .speedWidget, .tripProgressBar: (fill, stroke) = ("#34a853", "#1e6b33")
            case .viewport: (fill, stroke) = ("none", "#2e7d32")
            case nil: (fill, stroke) = entry.item is HidingStackView ? ("none", "#9e9e9e") : ("#ce93d8", "#6a1b9a")
            }
        }
    }
}
