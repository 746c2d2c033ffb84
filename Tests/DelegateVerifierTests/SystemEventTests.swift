@testable import DelegateVerifier
import LayoutModel
import Testing

/// What UIKit does as a resize scenario changes the window (trial 30b: a
/// delegate observing the orientation and size-class traits was told those
/// never happen, while the resize scenarios turn the phone).
@Suite struct SystemEventTests {
    static let rotations = Fixture.scenarios.filter {
        $0.name.hasPrefix("resize-phonePortrait-phoneLandscape-") || $0.name.hasPrefix("resize-phoneLandscape-phonePortrait-")
    }

    /// A delegate that counts what UIKit delivers into a label's text, shown as
    /// the label's width: the observer, the trait handler and the view's
    /// override run as the phone turns; a registration for the text size does not.
    static let counting = """
        final class Probe: UIView {
          var onTraits: (() -> Void)?
          override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            onTraits?()
          }
        }
        final class CountingDelegate: NSObject, NavigationLayoutDelegate {
          let label = UILabel()
          let probe = Probe()
          var token: NSObjectProtocol?
          var registration: UITraitChangeRegistration?
          var events = ""
          func note(_ event: String) { events += event; label.text = events }
          func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
            label.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(label)
            navMap.addSubview(probe)
            NSLayoutConstraint.activate([
              label.centerXAnchor.constraint(equalTo: navMap.centerXAnchor), label.centerYAnchor.constraint(equalTo: navMap.centerYAnchor),
            ])
            probe.onTraits = { [weak self] in self?.note("v") }
            token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
              self?.note("o")
            }
            registration = navMap.registerForTraitChanges([UITraitVerticalSizeClass.self]) { [weak self] (_: GMSMapView, previous: UITraitCollection) in
              self?.note(previous.verticalSizeClass == .regular ? "t" : "T")
            }
            _ = navMap.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { [weak self] (_: GMSMapView, _: UITraitCollection) in
              self?.note("!")
            }
          }
          func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
            token.map(NotificationCenter.default.removeObserver)
            registration.map(navMap.unregisterForTraitChanges)
            label.removeFromSuperview()
            probe.removeFromSuperview()
          }
          func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {}
          func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}
          func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) { note("s") }
        }
        """

    @Test func turningAPhoneRunsWhatUIKitDelivers() throws {
        let interpreter = Interpreter(source: try DelegateSource(text: "import UIKit\n" + Self.counting, displayPath: "Probe.swift"), metrics: .standard)
        interpreter.resetObservations()
        let map = MapView(device: DeviceProfile.standardDevices[0])
        interpreter.map = map
        guard case .object(let delegate) = try interpreter.makeDelegate(interpreter.source.delegateClass) else {
            Issue.record("no delegate")
            return
        }
        _ = try interpreter.callMethod("enableNavigationUI", on: .object(delegate), [("navMap", .item(map)), ("newState", .null)], at: interpreter.source.delegateClass.nameNode)
        let landscape = try #require(MetricsProfile.standard.device(named: "phoneLandscape"))
        let portrait = map.device
        map.resize(to: landscape)
        #expect(try interpreter.environmentChanged(from: portrait, on: map))
        map.resize(to: portrait)
        #expect(try interpreter.environmentChanged(from: landscape, on: map))
        // The observer, then the trait handler (told the previous vertical size class), then the view's override.
        #expect(interpreter.describe(delegate.fields["events"] ?? .null) == "otvoTv", "\(interpreter.assumptions.map(\.text))")
        #expect(interpreter.assumptions.map(\.text).contains { $0.hasPrefix("registerForTraitChanges([UITraitPreferredContentSizeCategory]) is registered: no scenario changes those traits") })
        #expect(!interpreter.assumptions.map(\.text).contains { $0.contains("orientationDidChangeNotification") })
    }

    /// The whole delegate in the rotation scenarios: every scenario checked,
    /// and the observer no longer stated as never running.
    @Test func rotationScenariosCheckTheHandlers() throws {
        #expect(Self.rotations.count == 4)
        let result = try Fixture.verify("import GoogleNavigation\nimport UIKit\n" + Self.counting, scenarios: Self.rotations)
        #expect(result.isFullyVerified && result.fullyCheckedRuns == Self.rotations.count, "\(result.listing)")
        #expect(!result.findings.contains { $0.message.contains("orientationDidChangeNotification") }, "\(result.listing)")
        #expect(!result.findings.contains { $0.message.contains("traitCollectionDidChange") }, "\(result.listing)")
    }

    /// Registered in every `enableNavigationUI` and never unregistered: the
    /// second session's registration stacks on the first's.
    @Test func aTraitRegistrationLeftInPlaceIsACleanupFinding() throws {
        let leaky = Self.counting.replacingOccurrences(of: "registration.map(navMap.unregisterForTraitChanges)\n", with: "")
        let sessions = Fixture.scenarios.filter { $0.name.hasPrefix("two-sessions-") }
        #expect(!sessions.isEmpty)
        let result = try Fixture.verify("import GoogleNavigation\nimport UIKit\n" + leaky, scenarios: sessions)
        #expect(
            result.findings.contains {
                $0.ruleID == "delegate_incomplete_cleanup" && $0.message.hasPrefix("the trait-change registration is registered again in enableNavigationUI")
            }, "\(result.listing)")
    }
}
