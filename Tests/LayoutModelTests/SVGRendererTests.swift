import Foundation
import LayoutModel
import Testing

/// The SVG pictures: escaping, determinism, and a golden picture of the SDK
/// sample in portrait guidance with a prompt.
@Suite struct SVGRendererTests {
    /// Outside the test target's folder, so SwiftPM does not ask to declare it
    /// as a resource. `NAVLINT_RECORD_GOLDEN=1 swift test` rewrites it.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LayoutModelFixtures")

    private func samplePromptSnapshot() throws -> LayoutSnapshot {
        let driver = ScenarioDriver(delegate: BasicLayoutDelegate(), device: MetricsProfile.standard.devices[0])
        _ = try driver.perform(.enableNavigationUI)
        _ = try driver.perform(.startGuidance)
        return try driver.perform(.showPrompt).snapshot
    }

    @Test func matchesTheGoldenPicture() throws {
        let svg = SVGRenderer.render(try samplePromptSnapshot(), title: "BasicLayoutDelegate, phone portrait, prompt")
        let golden = Self.fixtures.appendingPathComponent("sample-portrait-prompt.svg")
        if ProcessInfo.processInfo.environment["NAVLINT_RECORD_GOLDEN"] != nil {
            try svg.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(svg == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func isDeterministic() throws {
        let first = SVGRenderer.render(try samplePromptSnapshot(), title: "t")
        let second = SVGRenderer.render(try samplePromptSnapshot(), title: "t")
        #expect(first == second)
    }

    @Test func highlightsTheViewportAndLabelsEveryVisibleView() throws {
        let svg = SVGRenderer.render(try samplePromptSnapshot(), title: "t")
        #expect(svg.contains(#"<rect x="0" y="159" width="390" height="555" class="viewport"/>"#))
        for name in ["turnCard", "etaCard", "googleLogo", "viewport", "prompt1", "compassButton", "reportingButton"] {
            #expect(svg.contains(">\(name)</text>"), "\(name)")
        }
        // The dashed safe area.
        #expect(svg.contains(#"<rect x="0" y="47" width="390" height="763" class="safe"/>"#))
    }

    /// A file carries its styles; a page's pictures leave them to the page, which includes the sheet once.
    @Test func stylesAreEmbeddedInAFileAndLeftToThePageInline() throws {
        let snapshot = try samplePromptSnapshot()
        let file = SVGRenderer.render(snapshot, title: "t")
        let inline = SVGRenderer.render(snapshot, title: "t", styling: .page)
        #expect(file.components(separatedBy: "<style>").count == 2)
        #expect(file.contains("svg.layout .card{fill:#1a73e8;stroke:#0b47a1}"))
        #expect(!inline.contains("<style>") && !inline.contains("fill:"))
        #expect(inline.contains(#"class="view card""#))
        #expect(file.replacingOccurrences(of: "  <style>\(SVGRenderer.styleSheet)</style>\n", with: "") == inline)
    }

    @Test func escapesNamesAndTitles() throws {
        let map = MapView(device: MetricsProfile.standard.devices[0])
        let view = LayoutView(name: #"a<b>&"c'"#)
        view.frame = Rect(x: 10, y: 10, width: 50, height: 50)
        try map.addSubview(view)
        let svg = SVGRenderer.render(map.layoutIfNeeded(), title: "x & y < z")
        #expect(svg.contains(">a&lt;b&gt;&amp;&quot;c&apos;</text>"))
        #expect(svg.contains("<title>x &amp; y &lt; z</title>"))
        #expect(!svg.contains("a<b"))
    }

    @Test func drawsPanelsSideBySideWithConflictCaptions() throws {
        let map = MapView(device: MetricsProfile.standard.devices[0])
        let view = LayoutView(name: "banner")
        try map.addSubview(view)
        try view.widthAnchor.constraint(equalToConstant: 100).activate()
        let conflicted = map.layoutIfNeeded()
        let legacy = try LegacyLayout.layout(
            LegacyConfiguration(), .init(phase: .activeGuidance, device: MetricsProfile.standard.devices[0]))
        let svg = SVGRenderer.render([
            .init(title: "legacy", snapshot: legacy), .init(title: "delegate", snapshot: conflicted),
        ])
        #expect(svg.contains(#"<svg xmlns="http://www.w3.org/2000/svg" class="layout" width="828""#))
        #expect(svg.contains(#"<g transform="translate(422 16)">"#))
        #expect(svg.contains("conflict: dropped banner.widthAnchor == 100"))
        #expect(svg.contains(">navigationHeaderLayoutGuide</text>"))
    }
}

extension SVGRendererTests {
    @Test func aScenarioRunBecomesOnePanelPerStep() throws {
        let scenario = try #require(ScenarioCatalog.standard().first { $0.name == "phonePortrait-rtl-speed.both" })
        let svg = SVGRenderer.render(try ScenarioDriver.run(scenario, delegate: BasicLayoutDelegate()))
        #expect(svg.components(separatedBy: "class=\"heading\"").count - 1 == scenario.events.count)
        #expect(svg.contains(">phonePortrait-rtl-speed.both 2. startGuidance</text>"))
    }
}
