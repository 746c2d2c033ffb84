import DelegateVerifier
import Foundation
import LayoutModel
import NavlintCore

/// Fixtures and a one-call verification for the tests.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Stubs/Fixtures")

    /// The SDK sample delegate's source.
    static let sample = try! String(
        contentsOf: directory.appendingPathComponent("BasicLayoutDelegate.swift"), encoding: .utf8)

    static let scenarios = ScenarioCatalog.standard()
    /// Scenarios that start narrow (the resizing ones visit wide mode only through `sizeChanged`).
    static let portrait = scenarios.filter { $0.device.size.width < MetricsProfile.standard.wideModeMinimumWidth }
    /// Scenarios that start wide, so the transition callbacks run in wide mode.
    static let wide = scenarios.filter { $0.device.size.width >= MetricsProfile.standard.wideModeMinimumWidth }

    /// Verifies `text` over `scenarios` (default: all).
    static func verify(
        _ text: String, scenarios: [Scenario]? = nil, againstLegacy: Bool = false, pictures: Bool = false
    ) throws -> DelegateVerifier.Verification {
        var options = DelegateVerifier.Options()
        options.scenarios = scenarios
        options.againstLegacy = againstLegacy
        options.pictures = pictures ? .findingsAndOverviews : nil
        return try DelegateVerifier.verify(DelegateSource(text: text, displayPath: "Delegate.swift"), options: options)
    }

    /// A small delegate for probing one construct: `enable` runs first in
    /// `enableNavigationUI`, which then puts the viewport over the safe area
    /// down to `bottom` and the logo in its bottom leading corner; `disable`
    /// runs first in `disableNavigationUI`, which then removes them; the other
    /// callbacks are empty.
    static func minimalDelegate(
        declarations: String = "", members: String = "", enable: String = "", bottom: String = "safe.bottomAnchor", disable: String = ""
    ) -> String {
        """
        import GoogleNavigation
        import UIKit

        \(declarations)

        final class Repro: NavigationLayoutDelegate {
            private var constraints: [NSLayoutConstraint] = []
            \(members)
            func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
                \(enable)
                navMap.addSubview(newState.viewport)
                navMap.addSubview(newState.googleLogo)
                let safe = navMap.safeAreaLayoutGuide
                constraints = [
                    newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    newState.viewport.bottomAnchor.constraint(equalTo: \(bottom)),
                    newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
                    newState.googleLogo.bottomAnchor.constraint(equalTo: \(bottom), constant: -8),
                ]
                NSLayoutConstraint.activate(constraints)
            }
            func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
                \(disable)
                NSLayoutConstraint.deactivate(constraints)
                oldState.viewport.removeFromSuperview()
                oldState.googleLogo.removeFromSuperview()
            }
            func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {}
            func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}
            func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {}
            func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {}
            func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {}
        }
        """
    }

    /// The sample with `original` replaced by `replacement` (which must occur).
    static func mutate(_ text: String, _ original: String, _ replacement: String) -> String {
        precondition(text.contains(original), "mutation target not found: \(original)")
        return text.replacingOccurrences(of: original, with: replacement)
    }
}

extension DelegateVerifier.Verification {
    var ruleIDs: Set<String> { Set(findings.map(\.ruleID)) }
    var listing: String { findings.map { "\($0.location.line):\($0.location.column ?? 0) \($0.ruleID) \($0.message)" }.joined(separator: "\n") }
}
