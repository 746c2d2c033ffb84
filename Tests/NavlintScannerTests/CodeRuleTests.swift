import Foundation
import NavlintCore
import NavlintScanner
import Testing

/// The contract between the rule files and the code behind them, and what
/// the delegate rules say about real delegates.
@Suite struct CodeRuleTests {
    @Test func everyCatalogRuleHasExactlyOneImplementation() {
        let coded = CodeRules.ids
        #expect(Set(coded).count == coded.count, "a rule implemented twice: \(coded)")
        for rule in catalog.rules {
            let implementations = (rule.symbols.isEmpty ? 0 : 1) + coded.filter { $0 == rule.id }.count
            #expect(implementations == 1, "\(rule.id) has \(implementations) implementations (symbols or code)")
        }
        #expect(Set(coded).isSubset(of: catalog.ids), "code for rules without a rule file: \(Set(coded).subtracting(catalog.ids))")
    }

    @Test func theSDKSampleDelegateProducesNoErrors() throws {
        let sample = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Stubs/Fixtures/BasicLayoutDelegate.swift"), encoding: .utf8)
        let result = scan(["BasicLayoutDelegate.swift": sample])
        #expect(result.findings.filter { $0.severity == .error }.isEmpty, "\(positions(result))")
        #expect(result.statistics.filesParsed == 1)
    }

    @Test func onlyFilesNamingTheDelegateAPIAreParsed() {
        let result = scan([
            "Chart.swift": "final class Chart: UIView { func pin(_ v: UIView) { v.leftAnchor.constraint(equalTo: leftAnchor).isActive = true } }\n",
            "Cards.swift": "struct Card { var subviews: [Card] = []; var isHidden = false }\n",
            "Layout.swift": """
                final class Layout: NSObject, NavigationLayoutDelegate {
                  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
                    navMap.leftAnchor.constraint(equalTo: navMap.rightAnchor).isActive = true
                  }
                }
                """,
        ])
        #expect(result.statistics.filesParsed == 1)
        #expect(positions(result) == ["delegate_left_right_anchor@3:12", "delegate_left_right_anchor@3:50"])
    }

    @Test func aHitMayBeMilderThanItsRuleAndCarryItsOwnMessage() {
        let result = scan("""
            func install(_ map: GMSMapView, _ layout: NavigationLayoutDelegate) {
              try? map.setLayoutDelegate(layout)
            }
            """)
        let finding = result.findings.first
        #expect(result.findings.count == 1)
        #expect(finding?.ruleID == "delegate_set_after_navigation_enabled")
        #expect(finding?.severity == .warning)
        #expect(finding?.message.contains("`try?` drops the error") == true)
    }

    @Test func delegateRulesFollowADelegateAcrossFiles() {
        let result = scan([
            "Layout.swift": "final class RideLayout: NSObject, NavigationLayoutDelegate {}\n",
            "Layout+Guidance.swift": """
                extension RideLayout {
                  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
                    navMap.addSubview(newState.turnCard)
                    newState.turnCard.rightAnchor.constraint(equalTo: navMap.rightAnchor).isActive = true
                  }
                }
                """,
        ])
        #expect(positions(result) == [
            "delegate_missing_required_view@2:8", "delegate_missing_required_view@2:8",
            "delegate_left_right_anchor@4:23", "delegate_left_right_anchor@4:62",
        ])
    }

    @Test func startGuidanceNeedNotAddAgainWhatEnableAdded() {
        let result = scan("""
            final class Layout: NSObject, NavigationLayoutDelegate {
              func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
                navMap.addSubview(newState.googleLogo)
              }
              func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
                navMap.addSubview(newState.turnCard)
              }
            }
            """)
        // The logo stays from enableNavigationUI; the viewport was never added by either.
        #expect(positions(result) == ["delegate_missing_required_view@2:8", "delegate_missing_required_view@5:8"])
        #expect(result.findings.map(\.message).allSatisfy { $0.contains("`viewport`") })
    }

    @Test func stackItemsAddedEveryWayAndHiddenEveryWay() {
        let result = scan("""
            final class Buttons {
              let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
              let plain = UIStackView()
              var extras: [UIView] = []
              let mute = UIButton()
              let share = UIButton()
              func fill(_ compass: UIView) {
                stack.arrangedSubviews += [mute]
                stack.arrangedSubviews.append(share)
                stack.arrangedSubviews.append(contentsOf: extras)
                plain.addArrangedSubview(compass)
                compass.isHidden = true
                mute.isHidden = true
                self.share.isHidden = false
                for view in extras { view.isHidden = true }
                extras.forEach { extra in extra.isHidden = false }
                stack.arrangedSubviews[0].isHidden = true
              }
            }
            """)
        #expect(positions(result) == ["13:10", "14:16", "15:31", "16:37", "17:31"].map { "delegate_hidden_stack_item@\($0)" })
    }

    @Test func legacyUsesAndCompassSettingsInAnotherFileOfTheOwningType() {
        let result = scan([
            "Driver.swift": """
                final class DriverViewController: UIViewController {
                  let mapView = GMSMapView(frame: .zero)
                  let layout = DriverLayout()
                  func install() throws { try mapView.setLayoutDelegate(layout) }
                }
                """,
            "Driver+Settings.swift": """
                extension DriverViewController {
                  func configure() {
                    mapView.settings.compassButton = true
                    mapView.settings.isNavigationTripProgressBarEnabled = true
                  }
                }
                """,
            "Other.swift": """
                final class OtherViewController: UIViewController {
                  let mapView = GMSMapView(frame: .zero)
                  func configure() { mapView.settings.compassButton = true }
                }
                """,
        ])
        #expect(positions(result).filter { !$0.hasPrefix("legacy_trip") } == [
            "delegate_compass_setting_ignored@3:22", "legacy_api_with_delegate@4:22",
        ])
        #expect(result.findings.allSatisfy { $0.location.file == "Driver+Settings.swift" })
    }
}
