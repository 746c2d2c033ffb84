@testable import DelegateVerifier
import Testing

/// `weak var`s release what nothing else keeps once the callback returns, as
/// ARC does: a child coordinator held only weakly never cleans up (trial 19's
/// silent pass); held strongly, or kept by a view on the map, it does.
@Suite struct WeakReferenceTests {
    static func delegate(holding child: String, keeper: String = "") -> String {
        """
        import UIKit
        final class ReadyChild {
          var constraints: [NSLayoutConstraint] = []
          func start(_ map: GMSMapView, _ state: NavigationReadyUIState) {
            map.addSubview(state.viewport)
            map.addSubview(state.googleLogo)
            let safe = map.safeAreaLayoutGuide
            constraints = [
              state.viewport.topAnchor.constraint(equalTo: safe.topAnchor), state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
              state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor), state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: state.wideMode ? 16 : 8),
              state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            ]
            NSLayoutConstraint.activate(constraints)
          }
          func stop(_ state: NavigationReadyUIState) {
            NSLayoutConstraint.deactivate(constraints)
            state.viewport.removeFromSuperview()
            state.googleLogo.removeFromSuperview()
          }
        }
        final class ChildLayout: NSObject, NavigationLayoutDelegate {
          \(child)
          \(keeper)
          func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
            let made = ReadyChild()
            made.start(navMap, newState)
            child = made
          }
          func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) { child?.stop(oldState) }
        }
        """
    }

    static let scenarios = Array(Fixture.portrait.filter { !$0.name.hasSuffix("-prompt") }.prefix(1))

    @Test func aChildHeldOnlyWeaklyIsGoneAndItsCleanupNeverRuns() throws {
        let weak = try Fixture.verify(Self.delegate(holding: "weak var child: ReadyChild?"), scenarios: Self.scenarios)
        #expect(weak.ruleIDs == ["delegate_incomplete_cleanup"], "\(weak.listing)")
        let strong = try Fixture.verify(Self.delegate(holding: "var child: ReadyChild?"), scenarios: Self.scenarios)
        #expect(strong.findings.isEmpty, "\(strong.listing)")
    }

    /// Something else strong (an array of the delegate's) keeps it alive.
    @Test func aWeakReferenceToWhatSomethingElseKeepsSurvives() throws {
        let text = Self.delegate(holding: "weak var child: ReadyChild? { didSet { if let child { children.append(child) } } }", keeper: "var children: [ReadyChild] = []")
        let kept = try Fixture.verify(text, scenarios: Self.scenarios)
        #expect(kept.findings.isEmpty, "\(kept.listing)")
    }
}

/// A verification leaves nothing behind: the models of the files' types (and
/// the syntax they hold) are freed with the source. A type that listed itself
/// in its own lineage kept every verified file's syntax tree alive (0.6 MB a
/// run; 2 GB over the test suite's corpus runs).
@Suite struct VerificationMemoryTests {
    @Test func theFilesModelsAreFreedAfterAVerification() throws {
        weak var delegateModel: TypeModel?
        weak var helperModel: TypeModel?
        try {
            let source = try DelegateSource(text: WeakReferenceTests.delegate(holding: "var child: ReadyChild?"), displayPath: "Child.swift")
            delegateModel = source.types["ChildLayout"]
            helperModel = source.types["ReadyChild"]
            var options = DelegateVerifier.Options()
            options.scenarios = WeakReferenceTests.scenarios
            _ = try DelegateVerifier.verify(source, options: options)
        }()
        #expect(delegateModel == nil && helperModel == nil)
    }
}

/// A delegate made by an initializer whose parameters all have defaults runs
/// with them, and says so: branches on other values are not checked, but a
/// flag's are (`StandInConfigurationTests`).
@Suite struct DefaultArgumentsTests {
    @Test func defaultArgumentsAreStated() throws {
        let keeper = "let reduceMotion: Bool\n  let inset: CGFloat\n  init(reduceMotion: Bool = false, inset: CGFloat = 8) { self.reduceMotion = reduceMotion; self.inset = inset }"
        let text = WeakReferenceTests.delegate(holding: "var child: ReadyChild?", keeper: keeper)
        let result = try Fixture.verify(text, scenarios: WeakReferenceTests.scenarios)
        #expect(result.ruleIDs == ["delegate_assumption"], "\(result.listing)")
        #expect(result.runs == 2 * WeakReferenceTests.scenarios.count && result.isFullyVerified, "\(result.listing)")
        #expect(result.findings.first?.message.hasPrefix(
            "assumed: ChildLayout is made by init() with its default arguments (reduceMotion: false, inset: 8); every scenario runs with each value of reduceMotion (every combination, 2 runs); other values the app passes are not checked") ?? false,
            "\(result.listing)")
    }
}
