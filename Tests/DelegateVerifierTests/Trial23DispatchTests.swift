@testable import DelegateVerifier
import Testing

/// Trial 23: `intrinsicContentSize` overrides of the files' views size them
/// as UIKit does; protocol extension members that are not requirements are
/// dispatched statically; of two constrained extensions the more specialized
/// one wins when its `where` clause implies the other's.
@Suite struct Trial23DispatchTests {
    let probe = ConstructsTests().probe

    /// An opaque sheet in a stack at the map's bottom, sized only by its `intrinsicContentSize`.
    static let dock = """
        import GoogleNavigation
        import UIKit

        @MainActor
        final class TripSheet: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 220) }
        }

        @MainActor
        final class R: NSObject, NavigationLayoutDelegate {
            var ready: [NSLayoutConstraint] = []
            var guiding: [NSLayoutConstraint] = []
            var active: ActiveGuidanceUIState?
            let sheet = TripSheet()
            let dock = UIStackView()
            func readyLayout(_ navMap: GMSMapView, _ s: NavigationReadyUIState) {
                let safe = navMap.safeAreaLayoutGuide
                navMap.addSubview(s.viewport); navMap.addSubview(s.googleLogo)
                ready = [s.viewport.topAnchor.constraint(equalTo: safe.topAnchor), s.viewport.bottomAnchor.constraint(equalTo: s.googleLogo.topAnchor),
                         s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor), s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                         s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor), s.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor)]
                sheet.backgroundColor = .white
                dock.axis = .vertical
                guard dock.superview == nil else { NSLayoutConstraint.activate(ready); return }
                dock.addArrangedSubview(sheet)
                dock.translatesAutoresizingMaskIntoConstraints = false
                navMap.addSubview(dock)
                NSLayoutConstraint.activate([dock.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                          dock.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                          dock.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)])
                NSLayoutConstraint.activate(ready)
            }
            func guideLayout(_ navMap: GMSMapView, _ s: ActiveGuidanceUIState) {
                let safe = navMap.safeAreaLayoutGuide
                guiding = [s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor), s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                           s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor), s.viewport.bottomAnchor.constraint(equalTo: s.googleLogo.topAnchor),
                           s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor), s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                           s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor), s.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor)]
                _ = s.wideMode
                NSLayoutConstraint.activate(guiding)
            }
            func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) { _ = newState.wideMode; readyLayout(navMap, newState) }
            func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
                NSLayoutConstraint.deactivate(ready); oldState.viewport.removeFromSuperview(); oldState.googleLogo.removeFromSuperview(); dock.removeFromSuperview()
            }
            func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
                active = nil
                NSLayoutConstraint.deactivate(guiding); guiding = []
                oldState.turnCard.removeFromSuperview()
                readyLayout(navMap, newState)
            }
            func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
                navMap.addSubview(newPrompt)
                NSLayoutConstraint.activate([newPrompt.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor),
                                             newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)])
            }
            func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) { oldPrompt.removeFromSuperview() }
            func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
                hidePrompt(navMap: navMap, oldPrompt: oldPrompt); showPrompt(navMap: navMap, newPrompt: newPrompt)
            }
            func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
                NSLayoutConstraint.deactivate(ready); active = newState; navMap.addSubview(newState.turnCard); guideLayout(navMap, newState)
            }
            func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
                guard let s = active else { return }
                NSLayoutConstraint.deactivate(guiding); guideLayout(navMap, s)
            }
        }
        """

    static let scenarios = Array(Fixture.portrait.prefix(1))

    /// The trial's silent pass: the sheet's intrinsic height 220 was ignored, so
    /// the dock had none and hid nothing; it now covers the viewport and the logo.
    @Test func anIntrinsicHeightSizesAnOpaqueSheet() throws {
        let result = try Fixture.verify(Self.dock, scenarios: Self.scenarios)
        #expect(result.ruleIDs.contains("delegate_viewport_under_opaque_view"), "\(result.listing)")
        #expect(result.listing.contains("390, 220)") && !result.ruleIDs.contains("delegate_not_verified"), "\(result.listing)")
    }

    /// The getter runs at each layout, so it gives the view's current state; `invalidateIntrinsicContentSize()` is accepted.
    @Test func aGetterReadingStateIsAskedAtEachLayout() throws {
        var text = Fixture.mutate(
            Self.dock, "CGSize(width: UIView.noIntrinsicMetric, height: 220) }",
            "CGSize(width: UIView.noIntrinsicMetric, height: expanded ? 220 : 0) }\n    var expanded = false { didSet { invalidateIntrinsicContentSize() } }")
        text = Fixture.mutate(text, "active = newState; navMap.addSubview", "active = newState; sheet.expanded = true; navMap.addSubview")
        let result = try Fixture.verify(text, scenarios: Self.scenarios)
        let covered = result.findings.filter { $0.ruleID == "delegate_viewport_under_opaque_view" }
        #expect(!covered.isEmpty && !result.ruleIDs.contains("delegate_not_verified"), "\(result.listing)")
        #expect(covered.allSatisfy { !$0.message.contains("enableNavigationUI") }, "\(result.listing)")
    }

    /// A getter the interpreter cannot run stops; the view is never left without its size.
    @Test func aGetterThatCannotRunStops() throws {
        let text = Fixture.mutate(
            Self.dock, "{ CGSize(width: UIView.noIntrinsicMetric, height: 220) }", "{ sizeThatFits(CGSize(width: 390, height: 1000)) }")
        let result = try Fixture.verify(text, scenarios: Self.scenarios)
        #expect(result.ruleIDs.contains("delegate_not_verified"), "\(result.listing)")
    }

    /// The trial's false positive: a badge pinned by its top and trailing edges has its width and height from its intrinsic size.
    @Test func anIntrinsicSizeLeavesNoAmbiguity() throws {
        let badge = """
            @MainActor
            final class Badge: UIView {
                override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }
            }
            """
        var text = Fixture.mutate(Self.dock, "@MainActor\nfinal class R:", badge + "\n\n@MainActor\nfinal class R:")
        text = Fixture.mutate(text, "    let dock = UIStackView()\n", "    let dock = UIStackView()\n    let badge = Badge()\n")
        text = Fixture.mutate(
            text, "        navMap.addSubview(dock)\n",
            """
                    navMap.addSubview(dock)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    navMap.addSubview(badge)
                    NSLayoutConstraint.activate([badge.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor, constant: 8),
                                                 badge.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor, constant: -8)])

            """)
        let result = try Fixture.verify(text, scenarios: Self.scenarios)
        #expect(!result.ruleIDs.contains("delegate_ambiguous_layout") && !result.ruleIDs.contains("delegate_not_verified"), "\(result.listing)")
        let unsized = Fixture.mutate(text, "CGSize(width: 44, height: 44)", "CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)")
        let ambiguous = try Fixture.verify(unsized, scenarios: Self.scenarios)
        #expect(ambiguous.ruleIDs.contains("delegate_ambiguous_layout"), "\(ambiguous.listing)")
    }

    /// `super.intrinsicContentSize` of a label subclass is the label's own size for its text.
    @Test func superIntrinsicSizeIsTheUIKitClasss() throws {
        let declarations = """
            final class Pill: UILabel {
              override var intrinsicContentSize: CGSize {
                let base = super.intrinsicContentSize
                return CGSize(width: base.width + 16, height: base.height + 8)
              }
            }
            """
        let members = """
            func probe() -> String {
              let pill = Pill()
              pill.text = "abcd"
              let size = pill.intrinsicContentSize
              return "\\(size.width) \\(size.height)"
            }
            """
        #expect(try probe(members, declarations, nil) == "50.0 28.5")
    }

    static let protocolDeclarations = """
        @MainActor protocol Chrome: AnyObject {}
        extension Chrome {
          var clears: Bool { false }
          func mode() -> String { "ext" }
          func report() -> String { "\\(clears) \\(mode()) \\(self.clears) \\(self.mode())" }
        }
        @MainActor protocol Required: AnyObject { var clears: Bool { get }; func mode() -> String }
        extension Required {
          var clears: Bool { false }
          func mode() -> String { "ext" }
          func report() -> String { "\\(clears) \\(mode())" }
        }
        @MainActor final class A: Chrome { var clears: Bool { true }; func mode() -> String { "class" } }
        @MainActor final class B: Required { var clears: Bool { true }; func mode() -> String { "class" } }
        @MainActor final class C: Required {}
        func viaSome(_ c: some Chrome) -> String { "\\(c.clears) \\(c.mode())" }
        func viaGeneric<T: Chrome>(_ c: T) -> String { "\\(c.clears)" }
        func viaAny(_ c: any Chrome) -> String { [c].map { _ in c.mode() }.joined() }
        func viaClass(_ a: A) -> String { "\\(a.clears) \\(a.mode())" }
        """

    /// The trial's silent pass: a member only a protocol extension declares is
    /// the extension's wherever the receiver's static type is the protocol, and
    /// the class's on the class; a requirement is the class's everywhere.
    @Test func protocolExtensionMembersAreDispatchedStatically() throws {
        let members = """
            func probe() -> String {
              "\\(A().report()) | \\(B().report()) \\(C().report()) | \\(viaSome(A())) \\(viaGeneric(A())) \\(viaAny(A())) | \\(viaClass(A())) \\(A().clears)"
            }
            """
        #expect(try probe(members, Self.protocolDeclarations, nil) == "false ext false ext | true class false ext | false ext false ext | true class true")
    }

    /// A receiver whose static type is not known here (a local without an
    /// annotation) stops, for a member declared both ways; an annotated local's is its annotation.
    @Test func aReceiverOfUnknownStaticTypeStops() throws {
        #expect(try probe("func probe() -> String { let a: Chrome = A(); return \"\\(a.clears)\" }", Self.protocolDeclarations, nil) == "false")
        let members = "func pick() -> any Chrome { A() }\nfunc probe() -> String { let a = pick(); return \"\\(a.clears)\" }"
        let error = try #require(throws: Unsupported.self) { try probe(members, Self.protocolDeclarations, nil) }
        #expect(error.reason.contains("static type"), "\(error.reason)")
        #expect(try probe("func probe() -> String { let b: Required = B(); return \"\\(b.clears)\" }", Self.protocolDeclarations, nil) == "true")
    }

    static let constrainedDeclarations = """
        @MainActor protocol Owner: AnyObject {}
        @MainActor protocol Pins: Owner {}
        @MainActor protocol Eta: Owner {}
        @MainActor protocol Other {}
        extension Pins where Self: AnyObject { func pin() -> String { "any" } }
        extension Pins where Self: Eta { func pin() -> String { "eta" } }
        extension Pins where Self: Eta { func tag() -> String { "eta" } }
        extension Pins where Self: Other { func tag() -> String { "other" } }
        @MainActor final class Both: Pins, Eta {}
        @MainActor final class Only: Pins {}
        @MainActor final class Three: Pins, Eta, Other {}
        """

    /// `where Self: Eta` implies `where Self: AnyObject` (Eta refines a class-bound protocol): the more specialized one runs.
    @Test func theMoreSpecializedConstrainedExtensionWins() throws {
        #expect(try probe("func probe() -> String { \"\\(Both().pin()) \\(Only().pin()) \\(Three().pin())\" }", Self.constrainedDeclarations, nil) == "eta any eta")
    }

    /// Neither `where Self: Eta` nor `where Self: Other` implies the other: still a stop.
    @Test func unrelatedConstraintsStillStop() throws {
        let error = try #require(throws: Unsupported.self) {
            try probe("func probe() -> String { Three().tag() }", Self.constrainedDeclarations, nil)
        }
        #expect(error.reason.contains("several constrained extensions"), "\(error.reason)")
    }
}
