@testable import DelegateVerifier
import LayoutModel
import Testing

/// Swift key-value observing of the files' `NSObject` subclasses
/// (`KeyValueObserving.swift`): handlers run inside the setter, tokens end
/// the observation when invalidated or released.
@Suite struct KeyValueObservingTests {
    /// The observed model of most tests: one dynamic, one `@objc` only, one plain property.
    static let model = """
        final class Model: NSObject {
          @objc dynamic var count: Int = 0
          @objc var plain: Int = 0
          var hidden: Int = 0
          @objc dynamic var label: String? = nil
        }
        final class Clamped: NSObject {
          @objc dynamic var width: Int = 0 { didSet { if width > 10 { width = 10 } } }
        }
        """

    /// Calls the probe delegate's methods as app events (ARC releasing what
    /// each callback's locals held, as `InterpretedDelegate.invoke` does): each
    /// one's result or `stop: reason`, and the assumptions stated.
    static func events(_ members: String, _ names: [String]) throws -> (results: [String], assumptions: [String]) {
        let text = "import UIKit\n\(model)\nfinal class ProbeDelegate: NSObject, NavigationLayoutDelegate {\n\(members)\n}"
        let interpreter = Interpreter(source: try DelegateSource(text: text, displayPath: "Probe.swift"), metrics: .standard)
        interpreter.resetObservations()
        interpreter.map = MapView(device: DeviceProfile.standardDevices[0])
        guard case .object(let delegate) = try interpreter.makeDelegate(interpreter.source.delegateClass) else { return (["no delegate"], []) }
        interpreter.delegateInstance = delegate
        let results = names.map { name in
            interpreter.resetObservations()
            do {
                let result = try interpreter.callMethod(name, on: .object(delegate), [], at: interpreter.source.delegateClass.nameNode)
                interpreter.releaseWeakReferences(delegate: delegate)
                try interpreter.runMainQueue()
                interpreter.releaseWeakReferences(delegate: delegate)
                return interpreter.describe(result)
            } catch let stop as Unsupported {
                return "\(stop.crashes ? "crash" : "stop"): \(stop.reason)"
            } catch {
                return "stop: \(error)"
            }
        }
        return (results, interpreter.assumptions.map(\.text))
    }

    static let logging = """
        let model = Model()
        var log: [String] = []
        var tokens: [NSKeyValueObservation] = []
        var token: NSKeyValueObservation?
        func note(_ text: String) { log.append(text) }
        func set() -> String { log = []; model.count += 1; model.count = model.count; return log.joined(separator: "; ") }

        """

    @Test func handlerRunsInsideEverySetWithTheValuesAskedFor() throws {
        let members = Self.logging + """
            func start() -> String {
              tokens.append(model.observe(\\.count, options: [.new, .old]) { [weak self] observed, change in
                self?.note("new \\(change.newValue ?? -1) old \\(change.oldValue ?? -1) now \\(observed.count) \\(change.kind == .setting)")
              })
              tokens.append(model.observe(\\.count) { [weak self] _, change in
                self?.note("bare \\(change.newValue == nil) \\(change.oldValue == nil)")
              })
              return "\\(log.count)"
            }
            """
        let run = try Self.events(members, ["start", "set"])
        // KVO fires on every set, an equal value included, each observation in turn.
        #expect(run.results == ["0", "new 1 old 0 now 1 true; bare true true; new 1 old 1 now 1 true; bare true true"])
        #expect(run.assumptions.contains { $0.contains("2 observations of count run in the order they were registered") })
    }

    /// The handler runs after `didSet`, with the value it left: Swift's setter
    /// runs inside KVO's change notification.
    @Test func handlerSeesTheValueDidSetLeft() throws {
        let members = """
            let clamped = Clamped()
            var seen: [String] = []
            var token: NSKeyValueObservation?
            func start() -> String {
              token = clamped.observe(\\.width, options: [.old, .new]) { [weak self] _, change in
                self?.seen.append("\\(change.oldValue!)->\\(change.newValue!)")
              }
              clamped.width = 25
              return seen.joined(separator: " ")
            }
            """
        #expect(try Self.events(members, ["start"]).results == ["0->10"])
    }

    @Test func initialRunsOnceAtRegistrationWithoutAnOldValue() throws {
        let members = Self.logging + """
            func start() -> String {
              model.count = 7
              token = model.observe(\\.count, options: [.initial, .new, .old]) { [weak self] _, change in
                self?.note("\\(change.newValue ?? -1) \\(change.oldValue == nil)")
              }
              tokens.append(model.observe(\\.count, options: .initial) { [weak self] _, change in
                self?.note("only initial \\(change.newValue == nil)")
              })
              return log.joined(separator: "; ")
            }
            """
        #expect(try Self.events(members, ["start"]).results == ["7 true; only initial true"])
    }

    /// A handler that sets what it observes runs again inside the set, also
    /// while `.initial` runs inside `observe` (the token is alive, not yet kept).
    @Test func aHandlerSettingItsPropertyRunsAgainInside() throws {
        let members = Self.logging + """
            func start() -> String {
              token = model.observe(\\.count, options: [.initial, .new]) { [weak self] observed, change in
                self?.note("saw \\(change.newValue!)")
                if observed.count < 2 { observed.count += 1 }
              }
              return log.joined(separator: "; ")
            }
            """
        #expect(try Self.events(members, ["start"]).results == ["saw 0; saw 1; saw 2"])
    }

    @Test func invalidateEndsTheObservation() throws {
        let members = Self.logging + """
            func start() -> String {
              token = model.observe(\\.count) { [weak self] _, _ in self?.note("ran") }
              return ""
            }
            func stop() -> String { token?.invalidate(); return "" }
            """
        #expect(try Self.events(members, ["start", "set", "stop", "set"]).results == ["", "ran; ran", "", ""])
    }

    /// Swift deallocates a result nobody keeps at once, which ends the
    /// observation (after `.initial` ran inside `observe`).
    @Test func aDiscardedTokenEndsTheObservationAtOnce() throws {
        let members = Self.logging + """
            func start() -> String {
              _ = model.observe(\\.count, options: [.initial]) { [weak self] _, _ in self?.note("underscore") }
              let _ = model.observe(\\.count) { [weak self] _, _ in self?.note("let underscore") }
              model.observe(\\.count) { [weak self] _, _ in self?.note("statement") }
              return log.joined(separator: "; ")
            }
            """
        #expect(try Self.events(members, ["start", "set"]).results == ["underscore", ""])
    }

    /// A token dropped from a property ends when the callback returns; one
    /// only a local may hold, set while it could still live, is not guessed.
    @Test func aTokenNothingKeepsEndsWithItsCallbackAndALocalOneStops() throws {
        let members = Self.logging + """
            func start() -> String {
              token = model.observe(\\.count) { [weak self] _, _ in self?.note("ran") }
              return ""
            }
            func drop() -> String { token = nil; return "" }
            func dropAndSet() -> String { token = nil; model.count = 9; return "" }
            func local() -> String {
              let kept = model.observe(\\.count) { [weak self] _, _ in self?.note("local") }
              model.count = 3
              return "\\(kept)"
            }
            """
        #expect(try Self.events(members, ["start", "set", "drop", "set"]).results == ["", "ran; ran", "", ""])
        for names in [["start", "dropAndSet"], ["local"]] {
            let stop = try Self.events(members, names).results.last ?? ""
            #expect(stop.hasPrefix("stop: an observation of count whose token nothing but a local may keep"), "\(stop)")
        }
    }

    /// KVO of an `@objc` property that is not `dynamic` never fires on a set
    /// (stated, so a green run does not hide the dead handler); of a property
    /// that is not `@objc`, Foundation finds no key and the app crashes.
    @Test func nonDynamicPropertiesNeverFireAndNonObjCOnesCrash() throws {
        let members = Self.logging + """
            func start() -> String {
              token = model.observe(\\.plain, options: [.initial, .new]) { [weak self] _, change in self?.note("plain \\(change.newValue!)") }
              model.plain = 4
              return log.joined(separator: "; ")
            }
            func hiddenOne() -> String {
              token = model.observe(\\.hidden) { [weak self] _, _ in self?.note("hidden") }
              return ""
            }
            """
        let run = try Self.events(members, ["start", "hiddenOne"])
        #expect(run.results[0] == "plain 0")
        #expect(run.assumptions.contains { $0.contains("plain is not dynamic") && $0.contains("never runs when plain is set") })
        #expect(run.results[1].hasPrefix("crash: observe(\\.hidden) of a property that is not @objc"))
    }

    @Test func whatIsNotModelledStopsLoudly() throws {
        let members = Self.logging + """
            func prior() -> String { token = model.observe(\\.count, options: [.prior, .new]) { _, _ in }; return "" }
            func optional() -> String { token = model.observe(\\.label, options: .new) { _, _ in }; return "" }
            func chain() -> String { token = model.observe(\\.label.count) { _, _ in }; return "" }
            func objectiveC() -> String { model.addObserver(self, forKeyPath: "count", options: .new, context: nil); return "" }
            func framework() -> String { token = UIView().observe(\\.frame) { _, _ in }; return "" }
            """
        let run = try Self.events(members, ["prior", "optional", "chain", "objectiveC", "framework"])
        #expect(run.results[0] == "stop: the .prior option of observe(_:options:)")
        #expect(run.results[1].hasPrefix("stop: the change of the optional property label"))
        #expect(run.results[2].hasPrefix("stop: observing the key path \\.label.count"))
        #expect(run.results[3].hasPrefix("stop: Objective-C-style key-value observing (addObserver(_:forKeyPath:options:context:)"))
        #expect(run.results[4].hasPrefix("stop:"))
    }

    /// A whole delegate whose callbacks only update an observed model, the
    /// observations relaying out: verified clean, and mutants caught: a token
    /// discarded (so no relayout ever happens), a teardown that leaves views.
    @Test func aKVODrivenDelegateIsVerifiedAndItsMutantsCaught() throws {
        let clean = try Fixture.verify(Self.kvoDelegate)
        #expect(clean.isFullyVerified, "\(clean.listing)")
        #expect(clean.findings.isEmpty, "\(clean.listing)")
        let discarded = Fixture.mutate(
            Self.kvoDelegate, "observations.append(model.observe(\\.mode, options: [.initial, .new]) { [weak self] model, _ in\n      self?.relayout()\n    })",
            "_ = model.observe(\\.mode, options: [.initial, .new]) { [weak self] model, _ in\n      self?.relayout()\n    }")
        let lost = try Fixture.verify(discarded, scenarios: Array(Fixture.portrait.prefix(2)))
        #expect(lost.ruleIDs.contains("delegate_missing_required_view"), "\(lost.listing)")
        // The teardown the observations run forgets the views: they stay on the map after disableNavigationUI.
        let noCleanup = Fixture.mutate(Self.kvoDelegate, "    installedViews.forEach { $0.removeFromSuperview() }\n", "")
        let piled = try Fixture.verify(noCleanup, scenarios: Array(Fixture.portrait.prefix(2)))
        #expect(piled.ruleIDs.contains("delegate_incomplete_cleanup"), "\(piled.listing)")
    }

    /// Trial 23c's KVO layout model delegate, shortened.
    static let kvoDelegate = """
        import UIKit
        import GoogleNavigation

        @objc enum LayoutMode: Int { case off = 0, ready, guidance }

        final class LayoutState: NSObject {
          @objc dynamic var mode: LayoutMode = .off
          @objc dynamic var isWide: Bool = false
          @objc dynamic var hasPrompt: Bool = false
        }

        final class KVODelegate: NSObject, NavigationLayoutDelegate {
          private let model = LayoutState()
          private var observations: [NSKeyValueObservation] = []
          private weak var mapView: GMSMapView?
          private var readyState: NavigationReadyUIState?
          private var guidanceState: ActiveGuidanceUIState?
          private var promptView: NavigationPromptView?
          private var buttonStack: GMSNavigationHidingStackView?
          private var activeConstraints: [NSLayoutConstraint] = []
          private var installedViews: [UIView] = []

          override init() {
            super.init()
            observations.append(model.observe(\\.mode, options: [.initial, .new]) { [weak self] model, _ in
              self?.relayout()
            })
            observations.append(model.observe(\\.isWide, options: [.new]) { [weak self] _, _ in self?.relayout() })
            observations.append(model.observe(\\.hasPrompt, options: [.new]) { [weak self] _, _ in self?.relayout() })
          }

          func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
            mapView = navMap
            readyState = newState
            model.isWide = newState.wideMode
            model.mode = .ready
          }

          func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
            promptView?.removeFromSuperview()
            promptView = nil
            readyState = nil
            model.mode = .off
            mapView = nil
          }

          func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
            guidanceState = newState
            model.isWide = newState.wideMode
            model.mode = .guidance
          }

          func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
            guidanceState = nil
            readyState = newState
            model.isWide = newState.wideMode
            model.mode = .ready
          }

          func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
            model.isWide = newState.wideMode
          }

          func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
            promptView = newPrompt
            model.hasPrompt = true
          }

          func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
            oldPrompt.removeFromSuperview()
            promptView = nil
            model.hasPrompt = false
          }

          func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
            oldPrompt.removeFromSuperview()
            promptView = newPrompt
            model.hasPrompt = true
          }

          private func tearDown() {
            NSLayoutConstraint.deactivate(activeConstraints)
            activeConstraints.removeAll()
            buttonStack?.arrangedSubviews = []
            installedViews.forEach { $0.removeFromSuperview() }
            installedViews.removeAll()
            buttonStack = nil
          }

          private func install(_ view: UIView, in map: GMSMapView) {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
            installedViews.append(view)
          }

          private func relayout() {
            tearDown()
            guard let map = mapView else { return }
            switch model.mode {
            case .off: return
            case .ready: if let state = readyState { layoutReady(state, in: map) }
            case .guidance: if let state = guidanceState { layoutGuidance(state, in: map) }
            }
            NSLayoutConstraint.activate(activeConstraints)
          }

          private func layoutReady(_ state: NavigationReadyUIState, in map: GMSMapView) {
            let safe = map.safeAreaLayoutGuide
            install(state.viewport, in: map)
            install(state.googleLogo, in: map)
            activeConstraints += [
              state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
              state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
              state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
              state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
            ]
          }

          private func layoutGuidance(_ state: ActiveGuidanceUIState, in map: GMSMapView) {
            let safe = map.safeAreaLayoutGuide
            let inset = NavigationStyleValues.headerFooterHorizontalPadding
            for view in [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo] { install(view, in: map) }
            let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
            stack.arrangedSubviews = state.buttons.map { $0.view }
            install(stack, in: map)
            buttonStack = stack
            activeConstraints += [
              state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
              state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
              state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
              state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
              state.speedWidget.topAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.bottomAnchor),
              state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
              state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
              stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
              stack.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.layoutMarginsGuide.bottomAnchor),
              state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
            if model.isWide {
              activeConstraints += [
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: map.centerXAnchor),
              ]
            } else {
              activeConstraints += [
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              ]
            }
            if let prompt = promptView {
              install(prompt, in: map)
              activeConstraints += [
                prompt.leadingAnchor.constraint(equalTo: map.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: map.trailingAnchor),
                prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: prompt.topAnchor),
                state.googleLogo.bottomAnchor.constraint(equalTo: prompt.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
                stack.bottomAnchor.constraint(equalTo: prompt.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
              ]
            } else {
              activeConstraints += [
                state.googleLogo.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
                model.isWide
                  ? stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding)
                  : stack.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
                model.isWide
                  ? state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
                  : state.viewport.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor),
              ]
            }
          }
        }
        """
}
