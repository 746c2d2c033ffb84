import Testing

/// One test per bullet of "Detection must be type-aware, not textual".
@Suite struct TypeAwareDetectionTests {
    @Test func readsAndWritesBothCount() {
        let result = scan("""
            func f(_ mapView: GMSMapView) {
              let x = mapView.settings.isNavigationHeaderEnabled
              mapView.settings.isNavigationHeaderEnabled = false
              _ = x
            }
            """)
        #expect(positions(result) == ["legacy_navigation_header_enabled@2:28", "legacy_navigation_header_enabled@3:20"])
    }

    @Test func stringInterpolationIsCodeButLiteralsAndCommentsAreNot() {
        let result = scan(#"""
            func f(_ mapView: GMSMapView) {
              print("on: \(mapView.settings.isNavigationFooterEnabled)")
              print("mapView.settings.isNavigationFooterEnabled")
              print(#"mapView.padding \(mapView.padding)"#)
              let doc = """
                mapView.settings.isNavigationFooterEnabled = false
                """
              // mapView.settings.isNavigationFooterEnabled = false
              /* mapView.padding = .zero */
              /// mapView.navigationHeaderLayoutGuide
              _ = doc
            }
            """#)
        #expect(positions(result) == ["legacy_navigation_footer_enabled@2:33"])
    }

    @Test func rawStringInterpolationIsCode() {
        let result = scan(##"""
            func f(_ mapView: GMSMapView) {
              print(#"padding: \#(mapView.padding)"#)
            }
            """##)
        #expect(positions(result) == ["legacy_map_padding@2:31"])
    }

    @Test func inheritanceAcrossFilesIncludingSubclassesOfSubclasses() {
        let result = scan([
            "A/NavMap.swift": "class NavMap: GMSMapView {}\n",
            "B/CourierMap.swift": "final class CourierMap: NavMap {}\n",
            "C/Screen.swift": """
                final class Screen {
                  let map: CourierMap
                  init(map: CourierMap) { self.map = map }
                  func inset() { map.padding = .zero }
                }
                """,
        ])
        #expect(result.findings.map(\.location.file) == ["C/Screen.swift"])
        #expect(positions(result) == ["legacy_map_padding@4:22"])
    }

    @Test func typeAliasesToTheMapViewResolve() {
        let result = scan([
            "Alias.swift": "typealias AppMap = GMSMapView\n",
            "Use.swift": "func f(_ m: AppMap) { m.paddingAdjustmentBehavior = .never }\n",
        ])
        #expect(positions(result) == ["legacy_map_padding@1:25"])
    }

    @Test func storedPropertiesLocalsAndParameters() {
        let result = scan("""
            final class Screen {
              var mapView = GMSMapView(frame: .zero)
              func a() { mapView.padding = .zero }
              func b(other: GMSMapView) { other.padding = .zero }
              func c() {
                let local: GMSMapView = mapView
                local.padding = .zero
                let inferred = GMSMapView()
                inferred.padding = .zero
              }
            }
            """)
        #expect(positions(result) == [
            "legacy_map_padding@3:22", "legacy_map_padding@4:37", "legacy_map_padding@7:11", "legacy_map_padding@9:14",
        ])
    }

    @Test func optionalsImplicitlyUnwrappedOptionalsChainingAndForceUnwraps() {
        let result = scan("""
            final class Screen {
              var optional: GMSMapView?
              var unwrapped: GMSMapView!
              func f() {
                optional?.padding = .zero
                optional!.padding = .zero
                unwrapped.padding = .zero
                if let map = optional { map.padding = .zero }
                guard let map = optional else { return }
                map.padding = .zero
                guard let optional else { return }
                optional.padding = .zero
              }
            }
            """)
        #expect(positions(result, rule: "legacy_map_padding") == [
            "legacy_map_padding@5:15", "legacy_map_padding@6:15", "legacy_map_padding@7:15",
            "legacy_map_padding@8:33", "legacy_map_padding@10:9", "legacy_map_padding@12:14",
        ])
    }

    @Test func selfAndImplicitSelfInsideAMapViewSubclass() {
        let result = scan("""
            final class NavMap: GMSMapView {
              func f() {
                padding = .zero
                self.padding = .zero
                navigationHeaderLayoutGuide.topAnchor
              }
            }
            extension NavMap {
              func g() { paddingAdjustmentBehavior = .never }
            }
            """)
        #expect(positions(result) == [
            "legacy_map_padding@3:5", "legacy_map_padding@4:10", "legacy_header_layout_guide@5:5", "legacy_map_padding@9:14",
        ])
    }

    @Test func aliasesOfSettings() {
        let result = scan("""
            func f(mapView: GMSMapView) {
              let settings = mapView.settings
              settings.isNavigationTripProgressBarEnabled = true
              let s: GMSUISettings = mapView.settings
              s.isNavigationReportIncidentButtonEnabled = false
            }
            """)
        #expect(positions(result) == [
            "legacy_trip_progress_bar_enabled@3:12", "legacy_report_incident_button_enabled@5:5",
        ])
    }

    @Test func closureParametersTypedByTheEnclosingSignature() {
        let result = scan([
            "Configurator.swift": """
                final class Configurator {
                  func configure(_ body: (GMSMapView) -> Void) {}
                  func each(maps: [GMSMapView]) { maps.forEach { $0.padding = .zero } }
                }
                """,
            "Screen.swift": """
                func setUp(_ configurator: Configurator) {
                  configurator.configure { $0.padding = .zero }
                  configurator.configure { map in map.paddingAdjustmentBehavior = .never }
                  let apply: (GMSMapView) -> Void = { $0.padding = .zero }
                  _ = apply
                }
                """,
        ])
        #expect(positions(result) == [
            "legacy_map_padding@3:53", "legacy_map_padding@2:31", "legacy_map_padding@3:39", "legacy_map_padding@4:42",
        ])
    }

    @Test func keyPaths() {
        let result = scan("""
            let a = \\GMSUISettings.isNavigationFooterEnabled
            let b = \\GMSMapView.settings.isNavigationHeaderEnabled
            let c = \\GMSMapView.padding
            struct Style { var padding = 0 }
            let d = \\Style.padding
            """)
        #expect(positions(result) == [
            "legacy_navigation_footer_enabled@1:24", "legacy_navigation_header_enabled@2:30", "legacy_map_padding@3:21",
        ])
    }

    @Test func bothBranchesOfConditionalCompilation() {
        let result = scan("""
            func f(_ mapView: GMSMapView) {
            #if DEBUG
              mapView.settings.isNavigationHeaderEnabled = true
            #elseif BETA
              mapView.padding = .zero
            #else
              mapView.settings.isNavigationHeaderEnabled = false
            #endif
            }
            """)
        #expect(positions(result) == [
            "legacy_navigation_header_enabled@3:20", "legacy_map_padding@5:11", "legacy_navigation_header_enabled@7:20",
        ])
    }

    @Test func theAppsOwnMembersWithTheSameNamesAreNotFlagged() {
        let result = scan([
            "Wrappers.swift": """
                final class Preferences {
                  func isNavigationHeaderEnabled() -> Bool { true }
                  var navigationHeaderLayoutGuide: UILayoutGuide { UILayoutGuide() }
                }
                struct Card { var padding: CGFloat = 4 }
                final class Badge: UIView { var padding: CGFloat = 2 }
                struct LayoutDTO: Decodable {
                  struct Insets: Decodable { let top: Double }
                  let padding: Insets?
                }
                final class Analytics {
                  func navigatorWillPresentPrompt(_ navigator: GMSNavigator) {}
                }
                """,
            "Uses.swift": """
                func uses(p: Preferences, card: Card, badge: Badge, dto: LayoutDTO, bounds: GMSCoordinateBounds) {
                  _ = p.isNavigationHeaderEnabled()
                  _ = p.navigationHeaderLayoutGuide
                  _ = card.padding
                  _ = badge.padding
                  _ = dto.padding?.top
                  _ = GMSCameraUpdate.fit(bounds, withPadding: 40)
                }
                extension Badge {
                  func grow() { padding += 1 }
                }
                """,
        ])
        #expect(result.findings.isEmpty, "\(positions(result))")
    }

    @Test func listenerMethodsCountOnlyOnConformingTypesWhereverTheConformanceIs() {
        let result = scan([
            "Screen.swift": """
                final class Screen {
                  func navigatorWillPresentPrompt(_ navigator: GMSNavigator) {}
                }
                final class Other {
                  func navigatorDidDismissPrompt(_ navigator: GMSNavigator) {}
                }
                """,
            "Screen+Listener.swift": "extension Screen: GMSNavigatorListener {}\n",
        ])
        #expect(positions(result) == ["legacy_prompt_listener@2:8"])
    }

    @Test func unresolvedReceiversFollowThePolicy() {
        let result = scan("""
            func f(thing: SomethingUnknown) {
              thing.map.settings.isNavigationHeaderEnabled = false
              thing.map.navigationFooterLayoutGuide.topAnchor
              thing.map.padding = .zero
              unknownGlobal.paddingAdjustmentBehavior = .never
            }
            """)
        #expect(positions(result) == ["legacy_navigation_header_enabled@2:22", "legacy_footer_layout_guide@3:13"])
    }

    @Test func methodsNeedTheirLabels() {
        let result = scan("""
            func f(mapView: GMSMapView, view: UIView, layout: Layout) {
              mapView.invalidateLayout(forAccessoryView: view)
              layout.invalidateLayout()
              something.invalidateLayout(forAccessoryView: view)
              something.invalidateLayout()
            }
            """)
        #expect(positions(result) == ["legacy_header_accessory_view@2:11", "legacy_header_accessory_view@4:13"])
    }

    @Test func aSubclassDeclaredInAFileWithoutAnyLegacyNameIsIndexed() {
        // The prefilter would skip Leaf.swift on legacy names alone; the index's
        // second round must pick it up through the NavMap mention.
        let result = scan([
            "Base.swift": "class NavMap: GMSMapView {}\n",
            "Leaf.swift": "final class LeafMap: NavMap {}\n",
            "Use.swift": "func f(_ m: LeafMap) { m.padding = .zero }\n",
        ])
        #expect(positions(result) == ["legacy_map_padding@1:26"])
        #expect(result.statistics.rounds >= 2)
    }

    @Test func filesThatCannotMatterAreNotParsed() {
        let result = scan([
            "Plain.swift": "struct Plain { var name = \"x\" }\n",
            "Styles.swift": "struct Style { var padding = 0 }\nfunc f(_ s: Style) -> Int { s.padding }\n",
            "Map.swift": "func g(_ m: GMSMapView) { m.padding = .zero }\n",
        ])
        #expect(result.statistics.filesRead == 3)
        #expect(result.statistics.filesParsed == 1)
        #expect(positions(result) == ["legacy_map_padding@1:29"])
    }

    @Test func columnsCountUTF8BytesLikeTheCompiler() {
        let result = scan("func f(_ m: GMSMapView) { let é = \"ü\"; m.padding = .zero; _ = é }\n")
        #expect(positions(result) == ["legacy_map_padding@1:44"])
    }
}
