/// Pictures of solved layouts, because people understand a layout faster by
/// looking at it.
///
/// One panel per snapshot: the map, its safe area (dashed), every visible view
/// as a labelled box in hierarchy (z) order, the viewport highlighted on top,
/// layout guides as dotted outlines, ambiguous items outlined in red, and a
/// caption with the conflicts. Colours and strokes are CSS classes
/// (`styleSheet`): a picture file carries the sheet in a `<style>` element, a
/// page showing many pictures includes it once (`Styling.page`). Output is
/// deterministic: hierarchy order and fixed number formatting (`formatPoints`).
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

    /// Where a picture's styles come from.
    public enum Styling: Hashable, Sendable {
        /// In the SVG itself: a picture file that stands alone.
        case embedded
        /// From the page that shows it, which includes `styleSheet` once: many
        /// pictures inline in one HTML page without repeating their styles.
        case page
    }

    /// The classes every picture uses, scoped to `svg.layout`.
    public static let styleSheet = [
        ".map{fill:#e8eef3;stroke:#5f6b7a}",
        ".safe{fill:none;stroke:#8a97a6;stroke-dasharray:6 4}",
        ".view{fill-opacity:.85}",
        ".card{fill:#1a73e8;stroke:#0b47a1}",
        ".prompt{fill:#fbbc04;stroke:#a87b00}",
        ".button{fill:#fff;stroke:#3c4043}",
        ".logo{fill:#ea4335;stroke:#9c1c12}",
        ".widget{fill:#34a853;stroke:#1e6b33}",
        ".stack{fill:none;stroke:#9e9e9e}",
        ".custom{fill:#ce93d8;stroke:#6a1b9a}",
        ".ambiguous{stroke:#d50000}",
        ".guide{fill:none;stroke:#6a1b9a;stroke-dasharray:2 2}",
        ".viewport{fill:#2e7d32;fill-opacity:.12;stroke:#2e7d32;stroke-width:2;stroke-dasharray:8 4}",
        ".label{fill:#111}",
        ".heading{font-size:12px;font-weight:bold}",
        ".caption{fill:#b00020}",
    ].map { "svg.layout " + $0 }.joined()

    private static let margin = 16.0
    private static let titleHeight = 24.0
    private static let captionLineHeight = 14.0

    /// One solved layout as an SVG document.
    public static func render(_ snapshot: LayoutSnapshot, title: String, styling: Styling = .embedded) -> String {
        render([Panel(title: title, snapshot: snapshot)], styling: styling)
    }

    /// Every step of a scenario run side by side, titled with the step's event.
    public static func render(_ run: ScenarioRun) -> String {
        render(run.steps.enumerated().map { index, step in
            Panel(title: "\(run.scenario.name) \(index + 1). \(step.event)", snapshot: step.snapshot)
        })
    }

    /// Panels side by side (legacy vs delegate), top-aligned.
    public static func render(_ panels: [Panel], styling: Styling = .embedded) -> String {
        let captions = panels.map(captionLines)
        let captionHeight = Double(captions.map(\.count).max() ?? 0) * captionLineHeight
        let width = panels.reduce(margin) { $0 + $1.snapshot.mapBounds.width + margin }
        let mapHeight = panels.map(\.snapshot.mapBounds.height).max() ?? 0
        let height = margin + titleHeight + mapHeight + captionHeight + margin

        var svg = SVGWriter()
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("class", "layout"), ("width", formatPoints(width)),
                ("height", formatPoints(height)),
                ("viewBox", "0 0 \(formatPoints(width)) \(formatPoints(height))"),
                ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", "10"),
            ])
        svg.element("title", text: panels.map(\.title).joined(separator: " | "))
        if styling == .embedded { svg.element("style", text: styleSheet) }
        var x = margin
        for (panel, caption) in zip(panels, captions) {
            svg.open("g", [("transform", "translate(\(formatPoints(x)) \(formatPoints(margin)))")])
            svg.element("text", [("x", "0"), ("y", "14"), ("class", "heading")], text: panel.title)
            svg.open("g", [("transform", "translate(0 \(formatPoints(titleHeight)))")])
            draw(panel.snapshot, into: &svg)
            for (index, line) in caption.enumerated() {
                let y = panel.snapshot.mapBounds.height + captionLineHeight * Double(index + 1)
                svg.element("text", [("x", "0"), ("y", formatPoints(y)), ("class", "caption")], text: line)
            }
            svg.close()
            svg.close()
            x += panel.snapshot.mapBounds.width + margin
        }
        return svg.finish()
    }

    private static func draw(_ snapshot: LayoutSnapshot, into svg: inout SVGWriter) {
        svg.element("rect", rectAttributes(snapshot.mapBounds, "map"))
        svg.element("rect", rectAttributes(snapshot.safeArea, "safe"))
        let ambiguous = Set(snapshot.ambiguousItems.map { ObjectIdentifier($0) })
        let views = snapshot.views.filter { $0.parentName != nil && $0.isVisible }
        for entry in views where entry.component != .viewport {
            let outline = ambiguous.contains(ObjectIdentifier(entry.item)) ? " ambiguous" : ""
            svg.element("rect", rectAttributes(entry.frame, "view \(styleClass(entry))\(outline)"))
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
                        ("x2", formatPoints(frame.maxX)), ("y2", formatPoints(frame.maxY)), ("class", "guide"),
                    ])
            } else {
                svg.element("rect", rectAttributes(frame, "guide"))
            }
            label(entry, into: &svg)
        }
        for entry in views where entry.component == .viewport {
            svg.element("rect", rectAttributes(entry.frame, "viewport"))
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
            [("x", formatPoints(entry.frame.minX + 2)), ("y", formatPoints(entry.frame.minY + 11)), ("class", "label")],
            text: entry.name)
    }

    private static func rectAttributes(_ rect: Rect, _ classes: String) -> [(String, String)] {
        [
            ("x", formatPoints(rect.minX)), ("y", formatPoints(rect.minY)),
            ("width", formatPoints(max(0, rect.width))), ("height", formatPoints(max(0, rect.height))),
            ("class", classes),
        ]
    }

    private static func captionLines(_ panel: Panel) -> [String] {
        let snapshot = panel.snapshot
        var lines = snapshot.conflicts.map { "conflict: dropped \($0.dropped)" }
        let ambiguous = snapshot.ambiguities.filter { !($0.item is LayoutGuide) }
        lines += ambiguous.map { "ambiguous: \($0.item.name) (\($0.components.map(\.rawValue).joined(separator: ", ")))" }
        return lines
    }

    /// The class colouring a view by what it is.
    private static func styleClass(_ entry: LayoutSnapshot.Entry) -> String {
        switch entry.component {
        case .turnCard, .etaCard: "card"
        case .prompt: "prompt"
        case .compassButton, .reportingButton: "button"
        case .googleLogo: "logo"
        case .speedWidget, .tripProgressBar: "widget"
        case .viewport: "viewport"
        case nil: entry.item is HidingStackView ? "stack" : "custom"
        }
    }
}
