import DelegateGenerator
import LayoutModel
import Testing

/// What extraction derives from each Examples screen, and why a screen is not generated.
@Suite struct ExtractionTests {
    typealias Constraint = LegacyConfiguration.CustomConstraint
    typealias Target = LegacyLayout.TargetName

    @Test func deliveryHasItsSettingsAndBothCustomViews() throws {
        let plan = try ExamplesFixture.plan("DeliveryViewController")
        #expect(plan.issues.isEmpty, "\(plan.issues)")
        #expect(plan.runtimeFlags.isEmpty)
        var expected = LegacyConfiguration()
        expected.reportIncidentButtonEnabled = false
        expected.tripProgressBarEnabled = true
        expected.customItems = [
            .init(
                name: "stopCard", intrinsicSize: IntrinsicSize(width: 120, height: 40),
                constraints: [
                    Constraint(.top, to: Target.headerGuide, .bottom, constant: 8, priority: 750),
                    Constraint(.top, .greaterThanOrEqual, to: Target.safeArea, .top, constant: 8),
                    Constraint(.leading, to: Target.layoutMargins, .leading),
                    Constraint(.trailing, .lessThanOrEqual, to: Target.layoutMargins, .trailing),
                ]),
            .init(
                name: "parcelsChip", intrinsicSize: IntrinsicSize(width: 120, height: 40),
                constraints: [
                    Constraint(.bottom, to: Target.footerGuide, .top, constant: -12),
                    Constraint(.leading, to: Target.safeArea, .leading, constant: 16),
                ]),
        ]
        #expect(plan.base == expected)
        #expect(plan.variants.map(\.name) == ["default"])
    }

    @Test func truckRouteHasTheAccessoryTheBannerAndThePromptHooks() throws {
        let plan = try ExamplesFixture.plan("TruckRouteViewController")
        #expect(plan.issues.isEmpty, "\(plan.issues)")
        #expect(plan.base.reportIncidentButtonEnabled)
        #expect(!plan.base.tripProgressBarEnabled)
        #expect(plan.accessory?.name == "tollNotice")
        #expect(plan.accessory?.height == 44)
        #expect(plan.accessory?.canBeRemoved == true)
        #expect(
            plan.base.customItems == [
                .init(
                    name: "weighStationBanner", intrinsicSize: IntrinsicSize(width: 120, height: 40),
                    constraints: [
                        Constraint(.bottom, to: Target.buttonsGuide, .top, constant: -8),
                        Constraint(.trailing, to: Target.safeArea, .trailing, constant: -16),
                    ])
            ])
        #expect(plan.promptHooks.map(\.kind) == [.willPresent, .didDismiss])
        #expect(plan.promptHooks.map(\.location.line) == [7, 14])
        #expect(plan.promptHooks[0].body.hasPrefix("analytics.navigatorWillPresentPrompt(navigator)"))
        #expect(plan.promptHooks[1].body.contains("self.weighStationBanner.alpha = 1"))
        // Set on toll roads and removed after them: a variant with and one without.
        #expect(plan.variants.map(\.name) == ["default", "tollNotice"])
        #expect(plan.variants.map(\.configuration.headerAccessory) == [nil, .init(name: "tollNotice", height: 44)])
    }

    @Test func convoyDecidesHeaderFooterCompassAndTheSheetPaddingAtRunTime() throws {
        let plan = try ExamplesFixture.plan("ConvoyViewController")
        #expect(plan.issues.isEmpty, "\(plan.issues)")
        #expect(plan.runtimeFlags.map(\.flag) == [.header, .footer, .compass])
        #expect(plan.runtimeFlags.map(\.initialValue) == [true, true, true])
        // The footer is also written through the debug menu's key path (line 15).
        #expect(plan.runtimeFlags[1].locations.map(\.line) == [15, 48])
        // The map subclass configures itself: the trip progress bar on, no padding
        // adjustment, the bottom padding from its sheet height.
        #expect(plan.base.tripProgressBarEnabled)
        #expect(plan.base.paddingAdjustmentBehavior == .never)
        #expect(plan.runtimePaddings.map(\.edge) == [.bottom])
        #expect(plan.runtimePaddings.first?.locations.map(\.line) == [37])
        #expect(plan.base.padding == EdgeInsets())
        #expect(plan.base.customItems.map(\.name) == ["convoyLabel"])
        #expect(
            plan.base.customItems.first?.constraints == [
                Constraint(.top, to: Target.headerGuide, .bottom, constant: 4),
                Constraint(.centerX, to: Target.mapView, .centerX),
            ])
        // 2 x 2 x 2 flag combinations, and the padding's stand-in value.
        #expect(plan.variants.count == 9)
        #expect(plan.variants.last?.name == "paddingBottom=120")
        #expect(plan.variants.last?.configuration.padding.bottom == 120)
    }

    @Test func fleetDocksItsButtonsBesideTheListAndPadsItsRight() throws {
        let plan = try ExamplesFixture.plan("FleetViewController")
        #expect(plan.issues.isEmpty, "\(plan.issues)")
        // `panel` is the `vehicleList` both calls of `dockButtons(alongside:)` pass;
        // the `#if FLEET_SPLIT_VIEW` clause is inactive, and the alternate guide
        // nothing assigns leaves the `else` branch.
        #expect(plan.base.customItems.map(\.name) == ["dockGuide", "statusLabel", "vehicleList"])
        #expect(plan.base.customItems.map(\.placedByApp) == [false, false, true])
        #expect(
            plan.base.customItems.first?.constraints == [
                Constraint(.trailing, to: "vehicleList", .leading, constant: -8),
                Constraint(.bottom, to: Target.safeArea, .bottom, constant: -16),
                Constraint(.top, to: Target.headerGuide, .bottom, constant: 8),
                Constraint(.width, constant: 56),
            ])
        #expect(
            plan.base.customItems[1].constraints == [
                Constraint(.leading, to: Target.safeArea, .leading, constant: 16),
                Constraint(.bottom, to: Target.footerGuide, .top, constant: -8),
            ])
        // The list is placed against the controller's view, which the map fills.
        #expect(
            plan.base.customItems[2].constraints == [
                Constraint(.width, constant: 320), Constraint(.top, to: Target.safeArea, .top),
                Constraint(.bottom, to: Target.mapView, .bottom), Constraint(.trailing, to: Target.mapView, .trailing),
            ])
        let guide = try #require(plan.runtimeButtonsGuide)
        #expect(guide.propertyName == "usesDockGuide" && guide.initialValue)
        #expect(guide.locations.map { "\($0.file.split(separator: "/").last!):\($0.line)" } == ["FleetMapView.swift:20", "FleetMapView.swift:25"])
        #expect(plan.runtimePaddings.map(\.edge) == [.bottom, .right])
        #expect(plan.variants.map(\.name) == ["default", "usesDockGuide=false", "paddingBottom=120", "paddingRight=100"])
        #expect(plan.variants.map(\.configuration.buttonsLayoutGuide) == ["dockGuide", nil, "dockGuide", "dockGuide"])
    }

    @Test func constraintsActivatedThroughAStoredArrayAreRead() throws {
        let screen = """
            import GoogleNavigation
            import UIKit

            final class BadgeScreen: UIViewController {
                private let map = GMSMapView(frame: .zero)
                private let badge = UILabel()
                private var badgeConstraints: [NSLayoutConstraint] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    map.addSubview(badge)
                    badgeConstraints = [
                        badge.topAnchor.constraint(equalTo: map.navigationHeaderLayoutGuide.bottomAnchor, constant: 4),
                        badge.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
                    ]
                    NSLayoutConstraint.activate(badgeConstraints)
                }
            }

            """
        let result = try ExamplesFixture.generate(ExamplesFixture.inputs(["Fixture/BadgeScreen.swift": screen]))
        #expect(result.notGenerated.isEmpty, "\(result.notGenerated.map(\.issues))")
        let plan = try #require(result.generated.first?.plan)
        #expect(
            plan.base.customItems.first?.constraints == [
                Constraint(.top, to: Target.headerGuide, .bottom, constant: 4),
                Constraint(.leading, to: Target.safeArea, .leading),
            ])
    }

    /// Only a layout guide of the screen can be the alternate guide's custom item.
    @Test(arguments: [
        ("view.safeAreaLayoutGuide", "is assigned `view.safeAreaLayoutGuide`, which generate cannot model"),
        ("badge", "is assigned `badge`, which is not a layout guide of the screen"),
        ("nil", "is reset at run time; a changing alternate guide is not generated"),
    ])
    func anAlternateGuideThatIsNotACustomGuideIsAnIssue(_ value: String, _ reason: String) throws {
        let screen = """
            import GoogleNavigation
            import UIKit

            final class BadgeScreen: UIViewController {
                private let map = GMSMapView(frame: .zero)
                private let badge = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    map.addSubview(badge)
                    badge.topAnchor.constraint(equalTo: map.safeAreaLayoutGuide.topAnchor).isActive = true
                    map.bottomTrailingButtonsAlternateLayoutGuide = \(value)
                }
            }

            """
        let result = try ExamplesFixture.generate(ExamplesFixture.inputs(["Fixture/BadgeScreen.swift": screen]))
        let issues = result.notGenerated.flatMap(\.issues)
        #expect(issues.map(\.description) == ["Fixture/BadgeScreen.swift:12:13: bottomTrailingButtonsAlternateLayoutGuide \(reason)"])
    }

    @Test func anAlternateGuideAssignedAfterSetUpIsAnIssue() throws {
        let screen = """
            import GoogleNavigation
            import UIKit

            final class WideScreen: UIViewController {
                private let map = GMSMapView(frame: .zero)
                private let wideGuide = UILayoutGuide()

                func goWide() {
                    map.addLayoutGuide(wideGuide)
                    wideGuide.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor).isActive = true
                    map.bottomTrailingButtonsAlternateLayoutGuide = wideGuide
                }
            }

            """
        let result = try ExamplesFixture.generate(ExamplesFixture.inputs(["Fixture/WideScreen.swift": screen]))
        #expect(
            result.notGenerated.flatMap(\.issues).map(\.description) == [
                "Fixture/WideScreen.swift:11:13: bottomTrailingButtonsAlternateLayoutGuide is assigned after set-up; "
                    + "a changing alternate guide is not generated"
            ])
    }

    @Test func driverGetsPropertiesForItsComputedPaddingAndAccessoryHeight() throws {
        let plan = try ExamplesFixture.plan("DriverViewController")
        #expect(plan.issues.isEmpty, "\(plan.issues)")
        #expect(plan.runtimeFlags.map(\.flag) == [.header, .footer])
        #expect(plan.base.paddingAdjustmentBehavior == .automatic)
        #expect(plan.base.compassEnabled)
        // `UIEdgeInsets(top: topInset, left: 0, bottom: tripSheet.bounds.height, right: 0)`.
        #expect(plan.runtimePaddings.map(\.edge) == [.top, .bottom])
        #expect(plan.runtimePaddings.map { $0.locations.map(\.line) } == [[71], [71]])
        let accessory = try #require(plan.accessory)
        #expect(accessory.name == "pickupAccessory" && accessory.heightIsProperty && accessory.canBeRemoved)
        // Where the screen called invalidateLayout(forAccessoryView:) (not the commented-out call).
        #expect(accessory.measuredAt.map(\.line) == [39])
        // 2 accessory x 2 x 2 flags, then one stand-in per run-time number.
        #expect(plan.variants.count == 11)
        #expect(
            plan.variants.suffix(3).map(\.name) == [
                "paddingTop=40", "paddingBottom=120", "pickupAccessory,headerAccessoryHeight=100",
            ])
        // The screen measures the accessory when it sets it: a stand-in height wherever it shows.
        #expect(plan.variants[1].name == "pickupAccessory")
        #expect(plan.variants[1].properties == ["headerAccessoryHeight": .number(60)])
        #expect(plan.variants[1].configuration.headerAccessory?.height == 60)
        #expect(plan.variants.last?.configuration.headerAccessory?.height == 100)
        #expect(plan.variants.last?.properties == ["headerAccessoryHeight": .number(100)])
    }
}
