import Foundation
import LayoutModel
import Testing

/// The legacy slot layout, against frames derived by hand from
/// docs/legacy-layout-model.md with the default metrics.
@Suite struct LegacyLayoutTests {
    static let metrics = MetricsProfile.standard
    static let portrait = metrics.devices[0]  // 390x844, safe top 47, bottom 34
    static let landscape = metrics.devices[1]  // 844x390, safe left/right 47, bottom 21

    @Test func defaultGuidanceInPortrait() {
        let slots = LegacyLayout.slots(
            LegacyConfiguration(), .init(phase: .activeGuidance, device: Self.portrait, speedWidgetState: .speedOnly))
        #expect(slots.turnCard == Rect(x: 0, y: 0, width: 390, height: 159))
        #expect(slots.etaCard == Rect(x: 0, y: 738, width: 390, height: 106))
        #expect(slots.headerGuide == slots.turnCard)
        #expect(slots.footerGuide == slots.etaCard)
        #expect(slots.buttonsGuide == slots.footerGuide)
        // The open map between header and footer.
        #expect(slots.viewport == Rect(x: 0, y: 159, width: 390, height: 579))
        // Reporting button: 16 from the trailing edge, 12 above the footer.
        #expect(slots.reportingButton == Rect(x: 326, y: 678, width: 48, height: 48))
        #expect(slots.compassButton == nil)
        #expect(slots.tripProgressBar == nil)
        // Logo bottom-leading, speedometer above it.
        #expect(slots.googleLogo == Rect(x: 12, y: 700, width: 66, height: 26))
        #expect(slots.speedWidget == Rect(x: 16, y: 632, width: 56, height: 56))
    }

    @Test func hiddenHeaderAndFooterLeaveZeroHeightGuides() {
        var configuration = LegacyConfiguration()
        configuration.headerEnabled = false
        configuration.footerEnabled = false
        let slots = LegacyLayout.slots(configuration, .init(phase: .activeGuidance, device: Self.portrait))
        #expect(slots.turnCard == nil)
        #expect(slots.headerGuide == Rect(x: 0, y: 47, width: 390, height: 0))
        #expect(slots.footerGuide == Rect(x: 0, y: 810, width: 390, height: 0))
        #expect(slots.viewport == Rect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test func accessorySitsUnderTheHeaderUnlessTheMapIsTooShort() {
        var configuration = LegacyConfiguration()
        configuration.headerAccessory = .init(name: "accessory", height: 60)
        let portrait = LegacyLayout.slots(configuration, .init(phase: .activeGuidance, device: Self.portrait))
        #expect(portrait.accessory == Rect(x: 0, y: 159, width: 390, height: 60))
        #expect(portrait.headerGuide == Rect(x: 0, y: 0, width: 390, height: 219))
        #expect(portrait.viewport?.minY == 219)
        // Landscape: 390 - 93 (footer) - 112 (header) - 60 leaves 125 < 160.
        let landscape = LegacyLayout.slots(configuration, .init(phase: .activeGuidance, device: Self.landscape))
        #expect(landscape.accessory == nil)
        configuration.headerEnabled = false
        let noHeader = LegacyLayout.slots(configuration, .init(phase: .activeGuidance, device: Self.portrait))
        #expect(noHeader.accessory == nil)
    }

    @Test func paddingAdjustmentBehaviours() {
        var configuration = LegacyConfiguration()
        configuration.padding = EdgeInsets(top: 10, left: 20, bottom: 40, right: 0)
        let state = LegacyLayout.State(phase: .navigationReady, device: Self.portrait)
        let expected: [(LegacyConfiguration.PaddingAdjustmentBehavior, Rect)] = [
            (.always, Rect(x: 20, y: 57, width: 370, height: 713)),
            (.automatic, Rect(x: 20, y: 47, width: 370, height: 757)),
            (.never, Rect(x: 20, y: 10, width: 370, height: 794)),
        ]
        for (behavior, viewport) in expected {
            configuration.paddingAdjustmentBehavior = behavior
            #expect(LegacyLayout.slots(configuration, state).viewport == viewport, "\(behavior)")
        }
    }

    @Test func wideModePutsCardsOnTheLeadingEdgeAndUsesTheAlternateGuide() {
        for direction in LayoutDirection.allCases {
            let slots = LegacyLayout.slots(
                LegacyConfiguration(), .init(phase: .activeGuidance, device: Self.landscape, direction: direction))
            let ltr = direction == .leftToRight
            #expect(slots.turnCard == Rect(x: ltr ? 47 : 437, y: 0, width: 360, height: 112))
            #expect(slots.etaCard == Rect(x: ltr ? 47 : 437, y: 297, width: 360, height: 93))
            // The open map beside the cards, inside the safe area.
            #expect(slots.viewport == Rect(x: ltr ? 407 : 47, y: 0, width: 390, height: 369))
            #expect(slots.buttonsGuide == slots.alternateButtonsGuide)
            #expect(slots.alternateButtonsGuide == Rect(x: ltr ? 407 : 47, y: 369, width: 390, height: 0))
            #expect(slots.reportingButton == Rect(x: ltr ? 733 : 63, y: 309, width: 48, height: 48))
        }
    }

    @Test func tripProgressBarAndCompassOnTheTrailingSide() {
        var configuration = LegacyConfiguration()
        configuration.tripProgressBarEnabled = true
        configuration.compassEnabled = true
        let slots = LegacyLayout.slots(
            configuration, .init(phase: .activeGuidance, device: Self.portrait, direction: .rightToLeft))
        #expect(slots.compassButton == Rect(x: 16, y: 171, width: 48, height: 48))
        #expect(slots.tripProgressBar == Rect(x: 0, y: 171, width: 12, height: 555))
        let ready = LegacyLayout.slots(configuration, .init(phase: .navigationReady, device: Self.portrait))
        #expect(ready.compassButton == Rect(x: 326, y: 59, width: 48, height: 48))
        #expect(ready.tripProgressBar == nil)
        #expect(ready.reportingButton == nil)
    }

    @Test func customViewsOnLegacyGuidesAreSolved() throws {
        var configuration = LegacyConfiguration()
        configuration.customItems = [
            .init(
                name: "topLabel", intrinsicSize: IntrinsicSize(width: 80, height: 20),
                constraints: [
                    .init(.top, to: LegacyLayout.TargetName.headerGuide, .bottom),
                    .init(.leading, to: LegacyLayout.TargetName.mapView),
                ]),
            .init(
                name: "bottomLabel", intrinsicSize: IntrinsicSize(width: 100, height: 20),
                constraints: [
                    .init(.bottom, to: LegacyLayout.TargetName.footerGuide, .top),
                    .init(.trailing, to: LegacyLayout.TargetName.mapView),
                ]),
        ]
        let snapshot = try LegacyLayout.layout(configuration, .init(phase: .activeGuidance, device: Self.portrait))
        #expect(snapshot.frame(named: "topLabel") == Rect(x: 0, y: 159, width: 80, height: 20))
        #expect(snapshot.frame(named: "bottomLabel") == Rect(x: 290, y: 718, width: 100, height: 20))
        #expect(snapshot.frame(named: "turnCard") == Rect(x: 0, y: 0, width: 390, height: 159))
        #expect(snapshot.conflicts.isEmpty)
        let ready = try LegacyLayout.layout(configuration, .init(phase: .navigationReady, device: Self.portrait))
        #expect(ready.frame(named: "topLabel")?.minY == 47)
    }

    @Test func aCustomButtonsGuideMovesTheReportingButton() throws {
        var configuration = LegacyConfiguration()
        configuration.customItems = [Self.horizontalGuide("sheetTop", top: 500)]
        configuration.buttonsLayoutGuide = "sheetTop"
        let snapshot = try LegacyLayout.layout(configuration, .init(phase: .activeGuidance, device: Self.portrait))
        #expect(snapshot.frame(named: "reportingButton") == Rect(x: 326, y: 440, width: 48, height: 48))
        #expect(snapshot.conflicts.isEmpty)
    }

    /// Rule 11: a custom alternate guide holds the buttons in wide mode only;
    /// outside it the custom buttons guide (or the default slot) does.
    @Test func aCustomAlternateGuideHoldsTheButtonsInWideMode() throws {
        var configuration = LegacyConfiguration()
        configuration.customItems = [Self.horizontalGuide("sheetTop", top: 500), Self.horizontalGuide("wideGuide", top: 200, trailing: -100)]
        configuration.alternateButtonsLayoutGuide = "wideGuide"
        func reportingButton(_ device: DeviceProfile) throws -> Rect? {
            let snapshot = try LegacyLayout.layout(configuration, .init(phase: .activeGuidance, device: device))
            #expect(snapshot.conflicts.isEmpty)
            return snapshot.frame(named: "reportingButton")
        }
        // Wide: 16 from the guide's trailing edge (744), 12 above its bottom (200).
        let inWideGuide = Rect(x: 680, y: 140, width: 48, height: 48)
        #expect(try reportingButton(Self.landscape) == inWideGuide)
        // Narrow: the default slot above the footer, as without the guide.
        #expect(try reportingButton(Self.portrait) == Rect(x: 326, y: 678, width: 48, height: 48))
        // With a custom buttons guide too, that one holds them outside wide mode.
        configuration.buttonsLayoutGuide = "sheetTop"
        #expect(try reportingButton(Self.landscape) == inWideGuide)
        #expect(try reportingButton(Self.portrait) == Rect(x: 326, y: 440, width: 48, height: 48))
    }

    /// A zero-height guide across the map, `top` below its top, `trailing` from its trailing edge.
    static func horizontalGuide(_ name: String, top: Double, trailing: Double = 0) -> LegacyConfiguration.CustomItem {
        .init(
            name: name, isGuide: true,
            constraints: [
                .init(.top, to: LegacyLayout.TargetName.mapView, .top, constant: top),
                .init(.height, constant: 0), .init(.leading, to: LegacyLayout.TargetName.mapView),
                .init(.trailing, to: LegacyLayout.TargetName.mapView, constant: trailing),
            ])
    }

    @Test func unknownTargetsAreReported() {
        var configuration = LegacyConfiguration()
        configuration.customItems = [.init(name: "label", constraints: [.init(.top, to: "nowhere")])]
        #expect(throws: LegacyLayout.UnknownTargetError.self) {
            try LegacyLayout.layout(configuration, .init(phase: .activeGuidance, device: Self.portrait))
        }
    }

    @Test func aLegacyRunAlignsWithADelegateRun() throws {
        let scenario = try #require(ScenarioCatalog.standard().first { $0.name == "resize-phonePortrait-phoneLandscape-ltr" })
        let legacy = try LegacyLayout.run(LegacyConfiguration(), scenario: scenario)
        let delegate = try ScenarioDriver.run(scenario, delegate: BasicLayoutDelegate())
        #expect(legacy.steps.map(\.phase) == delegate.steps.map(\.phase))
        #expect(legacy.steps.map(\.wideMode) == delegate.steps.map(\.wideMode))
        // Portrait guidance: the sample places both cards exactly where the
        // legacy header and footer were.
        let step = 3  // startGuidance in portrait
        for name in ["turnCard", "etaCard"] {
            let legacyFrame = try #require(legacy.steps[step].snapshot.frame(named: name))
            let delegateFrame = try #require(delegate.steps[step].snapshot.frame(named: name))
            #expect(legacyFrame.isClose(to: delegateFrame), "\(name): \(legacyFrame) vs \(delegateFrame)")
        }
        // The prompt names match too.
        #expect(legacy.steps[5].snapshot.promptNames == delegate.steps[5].snapshot.promptNames)
    }
}

extension LegacyLayoutTests {
    @Test func configurationsRoundTripThroughJSONAndDefaultAbsentKeys() throws {
        var configuration = LegacyConfiguration()
        configuration.footerEnabled = false
        configuration.headerAccessory = .init(name: "accessory", height: 44)
        configuration.padding = EdgeInsets(top: 0, left: 0, bottom: 80, right: 0)
        configuration.customItems = [
            .init(name: "label", constraints: [.init(.top, to: LegacyLayout.TargetName.headerGuide, .bottom)])
        ]
        let encoded = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(LegacyConfiguration.self, from: encoded) == configuration)

        let short = """
            {"footerEnabled": false, "headerAccessory": {"name": "accessory", "height": 44},
             "padding": {"top": 0, "left": 0, "bottom": 80, "right": 0},
             "customItems": [{"name": "label", "constraints": [
                {"attribute": "top", "target": "navigationHeaderLayoutGuide", "targetAttribute": "bottom"}]}]}
            """
        #expect(try JSONDecoder().decode(LegacyConfiguration.self, from: Data(short.utf8)) == configuration)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LegacyConfiguration.self, from: Data(#"{"headerEnabeld": true}"#.utf8))
        }

        configuration.alternateButtonsLayoutGuide = "wideGuide"
        let withAlternate = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(LegacyConfiguration.self, from: withAlternate) == configuration)
        let decoded = try JSONDecoder().decode(
            LegacyConfiguration.self, from: Data(#"{"alternateButtonsLayoutGuide": "wideGuide"}"#.utf8))
        #expect(decoded.alternateButtonsLayoutGuide == "wideGuide" && decoded.buttonsLayoutGuide == nil)
    }
}
