import Foundation
import LayoutModel
import Testing

/// The metrics profile: defaults, JSON overrides, the published default file.
@Suite struct MetricsTests {
    @Test func aJSONOverrideChangesOnlyItsKeys() throws {
        let json = """
            {"styleValues": {"headerNominalHeight": 140}, "wideModeMinimumWidth": 700,
             "speedWidget": {"both": {"width": 100, "height": 60}}}
            """
        let metrics = try MetricsProfile.load(json: Data(json.utf8))
        var expected = MetricsProfile.standard
        expected.styleValues.headerNominalHeight = 140
        expected.wideModeMinimumWidth = 700
        expected.speedWidget.both = Size(width: 100, height: 60)
        #expect(metrics == expected)
    }

    @Test func unknownKeysAreRejected() {
        let json = #"{"styleValues": {"headerNominalHieght": 140}}"#
        #expect(throws: DecodingError.self) { try MetricsProfile.load(json: Data(json.utf8)) }
    }

    @Test func anOverrideChangesTheLayout() throws {
        let metrics = try MetricsProfile.load(json: Data(#"{"styleValues": {"headerNominalHeight": 150}}"#.utf8))
        let driver = ScenarioDriver(delegate: BasicLayoutDelegate(), device: metrics.devices[0], metrics: metrics)
        _ = try driver.perform(.enableNavigationUI)
        let snapshot = try driver.perform(.startGuidance).snapshot
        #expect(snapshot.frame(named: "turnCard")?.height == 197, "47 pt notch + 150 pt header")
    }

    @Test func theDefaultFileInDocsIsTheDefaultProfile() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/metrics-default.json")
        let published = try MetricsProfile.load(contentsOf: url)
        #expect(published == MetricsProfile.standard)
        let text = try String(contentsOf: url, encoding: .utf8)
        let encoded = try String(decoding: MetricsProfile.standard.jsonData(), as: UTF8.self)
        #expect(text == encoded + "\n")
    }

    @Test func resizePairsNameDevicesAndFollowReplacedDevices() throws {
        #expect(throws: DecodingError.self) {
            try MetricsProfile.load(json: Data(#"{"resizes": [{"first": "phonePortrait", "second": "watch"}]}"#.utf8))
        }
        let given = try MetricsProfile.load(
            json: Data(#"{"resizes": [{"first": "tabletPortrait", "second": "phonePortrait"}]}"#.utf8))
        #expect(given.resizes == [.init("tabletPortrait", "phonePortrait")])
        // Devices of their own and no pairs: the first two turn into each other, as before pairs existed.
        let devices = try MetricsProfile.load(json: Data(#"""
            {"devices": [{"name": "a", "size": {"width": 400, "height": 800}, "safeAreaInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0}},
                         {"name": "b", "size": {"width": 800, "height": 400}, "safeAreaInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0}}]}
            """#.utf8))
        #expect(devices.resizes == [.init("a", "b")])
        #expect(ScenarioCatalog.standard(metrics: devices).filter { $0.name.hasPrefix("resize-") }.count == 4)
    }

    /// Resize-only devices are resized to but get no grid of their own, and a
    /// name two devices share is an error.
    @Test func resizeOnlyDevicesAreOnlyResizedTo() throws {
        let standard = MetricsProfile.standard
        #expect(standard.device(named: "tabletLandscape")?.size == Size(width: 1180, height: 820))
        let scenarios = ScenarioCatalog.standard()
        #expect(!scenarios.contains { $0.name.hasPrefix("tabletLandscape-") || $0.name.hasPrefix("splitViewHalf-") })
        #expect(scenarios.contains { $0.name == "resize-splitViewHalf-splitViewThird-rtl" })
        #expect(throws: DecodingError.self) {
            try MetricsProfile.load(json: Data(#"""
                {"resizeOnlyDevices": [{"name": "phonePortrait", "size": {"width": 400, "height": 800}, "safeAreaInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0}}]}
                """#.utf8))
        }
    }

    @Test func wideModeFollowsTheThreshold() {
        let metrics = MetricsProfile.standard
        let wide = metrics.devices.map { MapView(device: $0, metrics: metrics).wideMode }
        #expect(wide == [false, true, true, false])
    }
}
