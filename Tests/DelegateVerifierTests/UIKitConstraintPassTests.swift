@testable import DelegateVerifier
import LayoutModel
import Testing

/// UIKit's update-constraints pass (`setNeedsUpdateConstraints()` and a view's
/// `updateConstraints()` override), the constraints installed on a view
/// (`constraints`, `addConstraint`, `removeConstraint`), a view's own members
/// named bare in its code, and assignment through key paths (trial 18).
@Suite struct UIKitConstraintPassTests {
    let probe = ConstructsTests().probe

    /// A host view that swaps its constraints in `updateConstraints()` when its state is set (trial 18's idiom).
    static let hostDelegate = """
        import GoogleNavigation
        import UIKit

        final class Host: UIView {
            var state: NavigationReadyUIState? { didSet { setNeedsUpdateConstraints() } }
            private var active: [NSLayoutConstraint] = []
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                NSLayoutConstraint.deactivate(active)
                active = []
                if let s = state {
                    active = [s.viewport.topAnchor.constraint(equalTo: topAnchor), s.viewport.bottomAnchor.constraint(equalTo: bottomAnchor),
                              s.viewport.leadingAnchor.constraint(equalTo: leadingAnchor), s.viewport.trailingAnchor.constraint(equalTo: trailingAnchor),
                              s.googleLogo.leadingAnchor.constraint(equalTo: leadingAnchor), s.googleLogo.bottomAnchor.constraint(equalTo: bottomAnchor)]
                }
                NSLayoutConstraint.activate(active)
                super.updateConstraints()
            }
        }

        final class HostLayout: NSObject, NavigationLayoutDelegate {
            let host = Host()
            func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
                _ = newState.wideMode
                host.translatesAutoresizingMaskIntoConstraints = false
                navMap.addSubview(host)
                NSLayoutConstraint.activate([host.topAnchor.constraint(equalTo: navMap.topAnchor), host.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                    host.leadingAnchor.constraint(equalTo: navMap.leadingAnchor), host.trailingAnchor.constraint(equalTo: navMap.trailingAnchor)])
                host.addSubview(newState.viewport)
                host.addSubview(newState.googleLogo)
                host.state = newState
                host.layoutIfNeeded()
            }
            func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) { host.state = nil; host.removeFromSuperview() }
            func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) { _ = newState.wideMode }
            func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}
            func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {}
            func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {}
            func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {}
        }
        """

    static func verify(_ text: String) throws -> DelegateVerifier.Verification {
        // Without prompts: these delegates leave them out (`delegate_prompt_not_shown` is tested elsewhere).
        try Fixture.verify(text, scenarios: Array(Fixture.portrait.filter { !$0.name.hasSuffix("-prompt") }.prefix(4)))
    }

    /// The override runs in the pass before `layoutIfNeeded()`'s layout and in
    /// the pass after the callback (without `layoutIfNeeded()`): the layout is
    /// the one it makes, and a bug in it is found there.
    @Test func updateConstraintsRunsBeforeLayout() throws {
        let clean = try Self.verify(Self.hostDelegate)
        #expect(clean.findings.isEmpty && clean.isFullyVerified, "\(clean.listing)")
        let withoutLayoutCall = try Self.verify(Fixture.mutate(Self.hostDelegate, "        host.layoutIfNeeded()\n", ""))
        #expect(withoutLayoutCall.findings.isEmpty && withoutLayoutCall.isFullyVerified, "\(withoutLayoutCall.listing)")
        let leftAnchors = try Self.verify(
            Fixture.mutate(
                Self.hostDelegate, "s.googleLogo.leadingAnchor.constraint(equalTo: leadingAnchor)", "s.googleLogo.leftAnchor.constraint(equalTo: leftAnchor)"))
        #expect(leftAnchors.ruleIDs == ["delegate_left_right_anchor"], "\(leftAnchors.listing)")
    }

    /// Subviews before their superview, each once per pass; `needsUpdateConstraints()`
    /// is true for a new view and after `setNeedsUpdateConstraints()`; a view marked
    /// again in its own `updateConstraints()` waits for the next pass.
    @Test func thePassRunsLeavesFirstOncePerPass() throws {
        let declarations = """
            var passLog: [String] = []
            final class Tracked: UIView {
              let label: String
              init(label: String) { self.label = label; super.init(frame: .zero) }
              required init?(coder: NSCoder) { fatalError() }
              override func updateConstraints() { passLog.append(label); super.updateConstraints() }
            }
            final class Restless: UIView {
              var runs = 0
              override func updateConstraints() { runs += 1; setNeedsUpdateConstraints(); super.updateConstraints() }
            }
            """
        let members = """
            func probe() -> String {
              let outer = Tracked(label: "outer"), inner = Tracked(label: "inner")
              outer.addSubview(inner)
              let fresh = outer.needsUpdateConstraints()
              outer.updateConstraintsIfNeeded()
              let after = outer.needsUpdateConstraints()
              outer.updateConstraintsIfNeeded()
              outer.setNeedsUpdateConstraints()
              outer.layoutIfNeeded()
              inner.setNeedsUpdateConstraints()
              outer.setNeedsUpdateConstraints()
              inner.updateConstraintsIfNeeded()
              let restless = Restless()
              restless.updateConstraintsIfNeeded()
              restless.updateConstraintsIfNeeded()
              return "\\(fresh) \\(after) \\(passLog) \\(outer.needsUpdateConstraints()) \\(restless.runs) \\(restless.needsUpdateConstraints())"
            }
            """
        #expect(try probe(members, declarations, nil) == #"true false ["inner", "outer", "outer", "inner"] true 2 true"#)
    }

    /// `constraints` lists the active constraints installed on the view: the
    /// nearest common ancestor of their items, or the view `addConstraint` was
    /// called on; `removeConstraint` takes away only those installed there.
    @Test func constraintsInstalledOnAView() throws {
        let members = """
            func probe() -> String {
              let container = UIView(), a = UIView(), b = UIView()
              container.addSubview(a)
              a.addSubview(b)
              let c = b.topAnchor.constraint(equalTo: a.topAnchor)
              c.identifier = "inner"
              let d = a.topAnchor.constraint(equalTo: container.topAnchor)
              d.identifier = "outer"
              NSLayoutConstraint.activate([c, d])
              let e = b.heightAnchor.constraint(equalToConstant: 4)
              container.addConstraint(e)
              let onContainer = container.constraints.map { $0.identifier ?? "e" }
              let onA = a.constraints.compactMap(\\.identifier)
              a.removeConstraint(e)
              let kept = e.isActive
              container.removeConstraints(container.constraints.filter { $0.identifier == "outer" })
              return "\\(onContainer) \\(onA) \\(kept) \\(d.isActive) \\(container.constraints.count) \\(b.constraints.count)"
            }
            """
        #expect(try probe(members, "", nil) == #"["outer", "e"] ["inner"] true false 1 0"#)
        let outside = """
            func probe() -> String {
              let container = UIView(), a = UIView()
              container.addSubview(a)
              a.addConstraint(a.topAnchor.constraint(equalTo: container.topAnchor))
              return "installed"
            }
            """
        #expect(throws: LayoutError.self) { try probe(outside, "", nil) }
    }

    /// Trial 18's tagged constraints: each state's set is found again on the
    /// map by identifier and deactivated; a filter that misses the ready set
    /// leaves it pulling on the viewport during guidance.
    @Test func constraintsFoundByIdentifierOnTheMap() throws {
        let delegate = """
            import GoogleNavigation
            import UIKit

            final class TaggedLayout: NSObject, NavigationLayoutDelegate {
                func activate(_ id: String, _ constraints: [NSLayoutConstraint]) {
                    constraints.forEach { $0.identifier = id }
                    NSLayoutConstraint.activate(constraints)
                }
                func clear(_ id: String, on navMap: GMSMapView) {
                    NSLayoutConstraint.deactivate(navMap.constraints.filter { $0.identifier == id })
                }
                func ready(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
                    let safe = navMap.safeAreaLayoutGuide, viewport = state.viewport, logo = state.googleLogo
                    navMap.addSubview(viewport)
                    navMap.addSubview(logo)
                    activate("nav.ready", [viewport.topAnchor.constraint(equalTo: safe.topAnchor), viewport.bottomAnchor.constraint(equalTo: logo.topAnchor),
                        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor), viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor), logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor)])
                }
                func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
                    _ = newState.wideMode
                    ready(navMap, newState)
                }
                func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
                    clear("nav.ready", on: navMap)
                    oldState.viewport.removeFromSuperview()
                    oldState.googleLogo.removeFromSuperview()
                }
                func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
                    _ = newState.wideMode
                    clear("nav.ready", on: navMap)
                    let safe = navMap.safeAreaLayoutGuide, card = newState.turnCard, viewport = newState.viewport, logo = newState.googleLogo
                    navMap.addSubview(viewport)
                    navMap.addSubview(logo)
                    navMap.addSubview(card)
                    activate("nav.guidance", [card.topAnchor.constraint(equalTo: safe.topAnchor), card.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                        viewport.topAnchor.constraint(equalTo: card.bottomAnchor), viewport.bottomAnchor.constraint(equalTo: logo.topAnchor),
                        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor), viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor), logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor)])
                }
                func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
                    clear("nav.guidance", on: navMap)
                    oldState.turnCard.removeFromSuperview()
                    ready(navMap, newState)
                }
                func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {}
                func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {}
                func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {}
            }
            """
        let clean = try Self.verify(delegate)
        #expect(clean.findings.isEmpty && clean.isFullyVerified, "\(clean.listing)")
        let missed = try Self.verify(
            Fixture.mutate(delegate, "        clear(\"nav.ready\", on: navMap)\n        let safe", "        clear(\"nav.idle\", on: navMap)\n        let safe"))
        #expect(missed.ruleIDs.contains("delegate_incomplete_cleanup"), "\(missed.listing)")
    }

    /// A bare UIKit member in `extension UIView` or a view subclass is `self`'s;
    /// one the model does not run stops instead of being assumed an unknown name.
    /// A name only a subclass has (a stack's `spacing`) is still the files' global.
    @Test func bareViewMembersAreSelfs() throws {
        let declarations = """
            let spacing: CGFloat = 6
            extension UIView {
              var gap: CGFloat { spacing }
              func constraints(taggedWith prefix: String) -> [NSLayoutConstraint] {
                constraints.filter { $0.identifier?.hasPrefix(prefix) ?? false }
              }
              var summary: String { "\\(subviews.count) \\(constraints(taggedWith: "x").count) \\(bounds.width) \\(safeAreaLayoutGuide === layoutMarginsGuide)" }
              var marginsFromSafeArea: Bool { insetsLayoutMarginsFromSafeArea }
            }
            final class Panel: UIView {
              func fill() { let child = UIView(); addSubview(child); child.topAnchor.constraint(equalTo: topAnchor).isActive = true }
              var count: Int { subviews.count + constraints.count }
            }
            """
        let members = """
            func probe() -> String {
              let panel = Panel()
              panel.fill()
              let c = panel.widthAnchor.constraint(equalToConstant: 2)
              c.identifier = "x.width"
              c.isActive = true
              return "\\(panel.summary) \\(panel.count) \\(panel.gap)"
            }
            """
        #expect(try probe(members, declarations, nil) == "1 1 0.0 false 3 6.0")
        #expect(throws: Unsupported.self) { try probe("func probe() -> String { \"\\(UIView().marginsFromSafeArea)\" }", declarations, nil) }
    }

    /// A view controller's `updateViewConstraints()` pass is not modelled: loading
    /// the view of a controller that overrides it stops, never an assumed unknown name.
    @Test func aViewControllersViewStops() throws {
        let delegate = """
            import GoogleNavigation
            import UIKit

            final class ScreenLayout: UIViewController, NavigationLayoutDelegate {
                private var state: NavigationReadyUIState?
                override func updateViewConstraints() {
                    if let state { NSLayoutConstraint.activate([state.viewport.topAnchor.constraint(equalTo: view.topAnchor)]) }
                    super.updateViewConstraints()
                }
                func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
                    _ = newState.wideMode
                    state = newState
                    view.setNeedsUpdateConstraints()
                }
                func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {}
                func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {}
                func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}
                func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {}
                func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {}
                func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {}
            }
            """
        let result = try Fixture.verify(delegate, scenarios: Array(Fixture.portrait.prefix(1)))
        // The override that never ran is stated as well (`ControllerLifecycle.swift`).
        #expect(result.ruleIDs == ["delegate_not_verified", "delegate_assumption"], "\(result.listing)")
        #expect(result.listing.contains("whose updateViewConstraints UIKit calls by itself"), "\(result.listing)")
        #expect(result.listing.contains("ScreenLayout.updateViewConstraints() is not run"), "\(result.listing)")
    }

    /// `view[keyPath: \\.isHidden] = false` and a generic setter of the files
    /// (`self[keyPath: path] = value`) set the property; a value on the way stops.
    @Test func assignmentThroughKeyPaths() throws {
        let declarations = """
            extension UIView {
              func set<T>(_ keyPath: ReferenceWritableKeyPath<UIView, T>, _ value: T) { self[keyPath: keyPath] = value }
            }
            struct Spec { var gap: CGFloat = 0 }
            """
        let members = """
            func probe() -> String {
              let v = UIView()
              v[keyPath: \\.isHidden] = true
              v.set(\\.alpha, 0.5)
              let c = v.widthAnchor.constraint(equalToConstant: 3)
              c[keyPath: \\.constant] = 7
              var spec = Spec()
              spec[keyPath: \\.gap] = 4
              return "\\(v.isHidden) \\(v.alpha) \\(c.constant) \\(spec.gap)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true 0.5 7.0 4.0")
        let throughValue = "func probe() -> String { let v = UIView(); v[keyPath: \\.frame.size] = CGSize(width: 1, height: 1); return \"\" }"
        #expect(throws: Unsupported.self) { try probe(throughValue, declarations, nil) }
    }
}
