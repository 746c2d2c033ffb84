import DelegateVerifier
import Foundation
import LayoutModel
import NavlintCore
import Testing

/// Trial 14: four buggy delegates that ran clean. A prompt left shown after
/// `hidePrompt` or `changePrompt` (`delegate_incomplete_cleanup`), a Google
/// view laid out wholly off screen (`delegate_collapsed_view`), the guidance
/// viewport under the ETA card (`delegate_viewport_under_opaque_view`), and
/// code reaching inside a Google view (`delegate_google_view_internals`, the
/// lint rule's id). Each case is the SDK sample with one change.
@Suite struct SilentPassTests {
    static let sample = Fixture.sample
    static let withPrompt = Fixture.portrait.filter { $0.events.contains(.hidePrompt) }
    static let withoutPrompt = RaiseAndCollapseTests.withoutPrompt

    /// The sample's `hidePrompt` completion, which removes the old prompt.
    static let removal = "    } completion: { _ in\n      oldPrompt.removeFromSuperview()\n    }"

    /// The findings of `text` over `scenarios`, requiring every one to be `rule`.
    static func findings(_ text: String, _ scenarios: [Scenario], only rule: String) throws -> [Finding] {
        let result = try Fixture.verify(text, scenarios: scenarios)
        #expect(result.ruleIDs == [rule], "\(result.listing)")
        return result.findings
    }

    // MARK: a prompt left on screen

    @Test func aPromptLeftAfterHidePromptIsReportedThere() throws {
        let kept = Fixture.mutate(Self.sample, Self.removal, "    }")
        let findings = try Self.findings(kept, Self.withPrompt, only: "delegate_incomplete_cleanup")
        let atHide = try #require(findings.first { $0.sourceLine?.contains("func hidePrompt") ?? false }, "\(findings)")
        #expect(atHide.message.hasPrefix("prompt2 is still in the view hierarchy and not hidden at ("), "\(atHide.message)")
        #expect(atHide.message.contains("after hidePrompt retired it"), "\(atHide.message)")
    }

    @Test func theOldPromptLeftAfterChangePromptIsReportedThere() throws {
        let kept = Fixture.mutate(
            Self.sample, "    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)\n    showPrompt", "    showPrompt")
        let findings = try Self.findings(kept, Self.withPrompt, only: "delegate_incomplete_cleanup")
        let atChange = try #require(findings.first { $0.sourceLine?.contains("func changePrompt") ?? false }, "\(findings)")
        #expect(atChange.message.hasPrefix("prompt1 is still in the view hierarchy"), "\(atChange.message)")
    }

    /// Removed (the sample): nothing. Hidden rather than removed, with its
    /// constraints left: the map contents' guide still stops above the
    /// invisible prompt, reported at `hidePrompt` (trial 61b: a delegate whose
    /// state end removed such prompts passed). Hidden with nothing placed
    /// against it: a leftover only when the state ends.
    @Test func aPromptHiddenRatherThanRemovedIsReportedWhileItPlacesOthers() throws {
        #expect(try Fixture.verify(Self.sample, scenarios: Self.withPrompt).findings.isEmpty)
        let hidden = Fixture.mutate(
            Self.sample, Self.removal, "    } completion: { _ in\n      oldPrompt.isHidden = true\n    }")
        let findings = try Self.findings(hidden, Self.withPrompt, only: "delegate_incomplete_cleanup")
        let atHide = try #require(findings.first { $0.sourceLine?.contains("func hidePrompt") ?? false }, "\(findings)")
        #expect(atHide.message.contains("is still in the view hierarchy and hidden, yet "), "\(atHide.message)")
        #expect(atHide.message.contains("still places the layout against it"), "\(atHide.message)")
        let unpinned = Fixture.mutate(
            hidden, "      mapContentsBottomGuide.bottomAnchor.constraint(\n        lessThanOrEqualTo: newPrompt.topAnchor),\n", "")
        let left = try Fixture.verify(unpinned, scenarios: Self.withPrompt).findings
        #expect(!left.isEmpty && left.allSatisfy { !($0.sourceLine?.contains("func hidePrompt") ?? true) }, "\(left)")
    }

    // MARK: states overlapping within a transition

    /// What the overlap of two states within a transition says.
    static let overlapText = "of the state this callback leaves, is still active (it is deactivated only after)"

    /// A delegate placing the viewport below the turn card in guidance, whose
    /// `stopGuidance` is `body`: `restore` activates the navigation-ready
    /// layout again, `teardown` takes guidance's down.
    static func transition(stopGuidance body: String) -> String {
        let start = "func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {}"
        let stop = "func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}"
        let delegate = Fixture.mutate(
            Fixture.minimalDelegate(members: "private var guidance: [NSLayoutConstraint] = []"), start,
            """
            func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
                    NSLayoutConstraint.deactivate(constraints)
                    navMap.addSubview(newState.turnCard)
                    let safe = navMap.safeAreaLayoutGuide
                    guidance = [
                        newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                        newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                        newState.viewport.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
                        newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                        newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                        newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                        newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
                        newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
                    ]
                    NSLayoutConstraint.activate(guidance)
                }
            """)
        return Fixture.mutate(delegate, stop, "\(stop.dropLast())\n\(body)\n}")
    }

    static let restore = "NSLayoutConstraint.activate(constraints)"
    static let teardown = "NSLayoutConstraint.deactivate(guidance)\noldState.turnCard.removeFromSuperview()"

    /// Trial 61b: `stopGuidance` restoring the navigation-ready layout before
    /// it deactivates guidance's ends the step right, yet both states place
    /// the viewport's top in between (principle 6's order): reported at the
    /// activation; in the right order, nothing.
    @Test func aTransitionActivatingBeforeItDeactivatesIsReportedAtTheActivation() throws {
        let inOrder = try Fixture.verify(Self.transition(stopGuidance: Self.teardown + "\n" + Self.restore), scenarios: Self.withoutPrompt)
        #expect(!inOrder.findings.contains { $0.message.contains(Self.overlapText) }, "\(inOrder.listing)")
        let result = try Fixture.verify(Self.transition(stopGuidance: Self.restore + "\n" + Self.teardown), scenarios: Self.withoutPrompt)
        let overlaps = result.findings.filter { $0.message.contains(Self.overlapText) }
        let first = try #require(overlaps.first, "\(result.listing)")
        #expect(first.ruleID == "delegate_incomplete_cleanup")
        #expect(first.message.hasPrefix("viewport.topAnchor == navMap.safeAreaLayoutGuide.topAnchor is activated while viewport.topAnchor == turnCard.bottomAnchor"), "\(first.message)")
        #expect(first.sourceLine?.trimmingCharacters(in: .whitespaces) == Self.restore, "\(first.sourceLine ?? "")")
        #expect(result.findings.allSatisfy { !$0.message.contains("is not in the view hierarchy") }, "\(result.listing)")
    }

    /// Deactivating first, as the sample does, or keeping a constraint of the
    /// state left active for good (the navigation-ready viewport through
    /// guidance), is no overlap.
    @Test func aTransitionDeactivatingFirstOrKeepingAConstraintIsNoOverlap() throws {
        #expect(try Fixture.verify(Self.sample, scenarios: Self.withoutPrompt).findings.isEmpty)
        let kept = Fixture.mutate(
            Fixture.minimalDelegate(),
            "func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {}",
            """
            func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
                    navMap.addSubview(newState.turnCard)
                    NSLayoutConstraint.activate([
                        newState.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                        newState.turnCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                    ])
                }
            """)
        let findings = try Fixture.verify(kept, scenarios: Self.withoutPrompt).findings
        #expect(!findings.isEmpty && !findings.contains { $0.message.contains(Self.overlapText) }, "\(findings)")
    }

    // MARK: a view off screen

    /// The sample's prompt starting below the map and never slid in.
    static let promptNeverIn = Fixture.mutate(
        sample, "    UIView.animate(withDuration: Self.promptAnimationDuration) {\n      bottomConstraint.constant = 0\n",
        "    UIView.animate(withDuration: Self.promptAnimationDuration) {\n")

    @Test func aPromptThatNeverSlidesInIsOffScreen() throws {
        let findings = try Self.findings(Self.promptNeverIn, Self.withPrompt, only: "delegate_collapsed_view")
        let finding = try #require(findings.first)
        #expect(finding.message.hasPrefix("prompt1 is laid out at (0, 844, "), "\(finding.message)")
        #expect(finding.message.contains("outside the map view (0, 0, 390, 844): shown, yet off screen"), "\(finding.message)")
        #expect(finding.sourceLine?.contains("newPrompt.bottomAnchor.constraint(") ?? false, "\(finding.sourceLine ?? "")")
    }

    /// Off screen but hidden: not collapsed, nothing the user could see; but
    /// a prompt hidden is one the driver never sees, the SDK handed it over to show.
    @Test func aHiddenViewOffScreenIsNotCollapsed() throws {
        let hidden = Fixture.mutate(
            Self.promptNeverIn, "    navMap.addSubview(newPrompt)\n", "    navMap.addSubview(newPrompt)\n    newPrompt.isHidden = true\n")
        let result = try Fixture.verify(hidden, scenarios: Self.withPrompt)
        #expect(result.ruleIDs == ["delegate_prompt_not_shown"], "\(result.listing)")
        #expect(result.findings.first?.message.hasPrefix("prompt1, which the SDK handed to showPrompt to show, is hidden during active guidance") ?? false)
    }

    /// A prompt the delegate never adds (an empty `showPrompt`) is reported at the callback.
    @Test func aPromptNeverAddedIsReported() throws {
        let ignored = Fixture.mutate(
            Self.sample, "  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {\n",
            "  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {\n    if true { return }\n")
        let result = try Fixture.verify(ignored, scenarios: Self.withPrompt)
        let finding = try #require(result.findings.first { $0.ruleID == "delegate_prompt_not_shown" }, "\(result.listing)")
        #expect(finding.message.contains("is not in the view hierarchy during active guidance"), "\(finding.message)")
        #expect(finding.sourceLine?.contains("func showPrompt(") ?? false, "\(finding.sourceLine ?? "")")
    }

    /// Below the map, the speed widget is off screen where it shows
    /// something; with nothing to show it has no size, so no place to miss.
    @Test func theSpeedWidgetIsOffScreenOnlyWhenItHasSomethingToShow() throws {
        let below = Fixture.mutate(
            RaiseAndCollapseTests.speedWidget(""), "newState.speedWidget.bottomAnchor.constraint(equalTo: etaCard.topAnchor),",
            "newState.speedWidget.topAnchor.constraint(equalTo: navMap.bottomAnchor),")
        let nothing = Self.withoutPrompt.filter { $0.speedWidgetState == .nothing }
        #expect(try Fixture.verify(below, scenarios: nothing).findings.isEmpty)
        let shown = Self.withoutPrompt.filter { $0.speedWidgetState == .both }
        let findings = try Self.findings(below, shown, only: "delegate_collapsed_view")
        #expect(findings.allSatisfy { $0.message.hasPrefix("speedWidget is laid out at (") }, "\(findings)")
    }

    /// `UIViewPropertyAnimator(duration:dampingRatio:) { }` runs its trailing
    /// closure as its animations: the prompt slides in.
    @Test func aPropertyAnimatorsTrailingClosureIsItsAnimations() throws {
        let animator = Fixture.mutate(
            Self.sample,
            "    UIView.animate(withDuration: Self.promptAnimationDuration) {\n      bottomConstraint.constant = 0\n      navMap.layoutIfNeeded()\n    }\n",
            "    UIViewPropertyAnimator(duration: Self.promptAnimationDuration, dampingRatio: 0.8) {\n      bottomConstraint.constant = 0\n      navMap.layoutIfNeeded()\n    }.startAnimation()\n")
        #expect(try Fixture.verify(animator, scenarios: Self.withPrompt).findings.isEmpty)
    }

    // MARK: the viewport under the ETA card

    /// The sample with the guidance viewport's bottom on `anchor`.
    static func guidanceViewportBottom(_ anchor: String) -> String {
        Fixture.mutate(
            sample,
            "viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),\n      viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),",
            "viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),\n      viewport.bottomAnchor.constraint(equalTo: \(anchor)),")
    }

    @Test func aGuidanceViewportDownToTheMapsBottomIsUnderTheETACard() throws {
        let findings = try Self.findings(
            Self.guidanceViewportBottom("navMap.bottomAnchor"), Self.withoutPrompt, only: "delegate_viewport_under_opaque_view")
        let finding = try #require(findings.first)
        #expect(finding.message.contains("reaches under etaCard ("), "\(finding.message)")
        #expect(finding.message.contains("), an opaque Google card (in "), "\(finding.message)")
        #expect(finding.sourceLine?.contains("viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)") ?? false)
    }

    /// On the card's top, or on its margins' top (one margin band over the
    /// card, as Google views stack on each other's margins).
    @Test(arguments: ["etaCard.topAnchor", "etaCard.layoutMarginsGuide.topAnchor"])
    func aViewportOnTheETACardsTopIsClean(_ anchor: String) throws {
        let result = try Fixture.verify(Self.guidanceViewportBottom(anchor), scenarios: Self.withoutPrompt)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }

    // MARK: reaching inside a Google view

    /// The sample's `startGuidance` with `line` before its elements are activated.
    static func startGuidance(_ line: String) -> String {
        Fixture.mutate(
            sample, "    elements.activate()\n    activeGuidanceElements = elements\n",
            "    \(line)\n    elements.activate()\n    activeGuidanceElements = elements\n")
    }

    @Test(arguments: [
        ("etaCard.subviews.first?.isHidden = true", "subviews"),
        ("etaCard.addSubview(UIView())", "addSubview"),
        ("turnCard.insertSubview(UIView(), at: 0)", "insertSubview"),
    ])
    func codeReachingInsideAGoogleViewIsReportedAtItsLine(_ line: String, _ member: String) throws {
        let findings = try Self.findings(Self.startGuidance(line), Self.withoutPrompt, only: "delegate_google_view_internals")
        #expect(findings.count == 1, "\(findings)")
        let finding = try #require(findings.first)
        let view = line.prefix { $0 != "." }
        #expect(finding.message.hasPrefix("`\(member)` reaches inside the Google view \(view), whose internals belong to the SDK (in "))
        #expect(finding.sourceLine?.contains(line) ?? false, "\(finding.sourceLine ?? "")")
    }

    /// A Google view added inside another one is reported, whatever else its missing constraints cause.
    @Test func aGoogleViewAddedToAnotherIsReported() throws {
        let result = try Fixture.verify(
            Self.startGuidance("etaCard.addSubview(newState.speedWidget)"), scenarios: Self.withoutPrompt)
        #expect(result.ruleIDs.contains("delegate_google_view_internals"), "\(result.listing)")
    }

    /// Hiding a button the hiding stack arranges (however the code reached it)
    /// is `delegate_hidden_stack_item`; hiding one the stack does not hold is the delegate's to do.
    @Test func hidingAButtonTheStackArrangesIsReported() throws {
        let hide = "    newState.buttons.first { $0.type == .compass }?.view.isHidden = true\n"
        let arranged = Fixture.mutate(
            Self.sample, "    elements.activate()\n    activeGuidanceElements = elements\n",
            "    elements.activate()\n    activeGuidanceElements = elements\n" + hide)
        let findings = try Self.findings(arranged, Self.withoutPrompt, only: "delegate_hidden_stack_item")
        #expect(findings.first?.sourceLine?.contains("isHidden = true") ?? false)
        // Trial 21: hidden just before the stack arranges it, the same misuse.
        let beforeArranging = Fixture.mutate(
            Self.sample, "    elements.activate()\n    activeGuidanceElements = elements\n",
            hide + "    elements.activate()\n    activeGuidanceElements = elements\n")
        let early = try Self.findings(beforeArranging, Self.withoutPrompt, only: "delegate_hidden_stack_item")
        #expect(early.first?.sourceLine?.contains("isHidden = true") ?? false)
        let before = Fixture.mutate(
            Self.sample, "    elements.activate()\n    activeGuidanceElements = elements\n",
            "    let spare = UIView()\n    spare.isHidden = true\n    elements.activate()\n    activeGuidanceElements = elements\n")
        #expect(try Fixture.verify(before, scenarios: Self.withoutPrompt).findings.isEmpty)
    }

    /// Trial 21: a card stretched across a wide map (pinned on both sides)
    /// has a custom width; in portrait the card spans the map anyway.
    @Test func aCardStretchedInWideModeIsACustomWidth() throws {
        let stretched = Fixture.mutate(
            Self.sample, "      turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),\n",
            "      turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),\n      turnCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),\n")
        let wide = try Fixture.verify(stretched, scenarios: Fixture.wide.filter { !$0.events.contains(.showPrompt) })
        let finding = try #require(wide.findings.first { $0.ruleID == "delegate_fixed_size_constraint" }, "\(wide.listing)")
        #expect(finding.message.hasPrefix("turnCard is laid out"), "\(finding.message)")
        #expect(finding.message.contains("pt wide, not the "), "\(finding.message)")
        let sample = try Fixture.verify(Self.sample, scenarios: Fixture.wide.filter { !$0.events.contains(.showPrompt) })
        #expect(sample.ruleIDs == ["delegate_wide_mode_unchecked"], "\(sample.listing)")
    }

    /// A view faded in from `alpha` 0 and never back is not seen: the logo is
    /// `delegate_missing_required_view`, a card `delegate_collapsed_view`; faded back in, all is clean.
    @Test func viewsLeftTransparentAreReported() throws {
        let never = Self.startGuidance("logo.alpha = 0\n    etaCard.alpha = 0")
        let result = try Fixture.verify(never, scenarios: Self.withoutPrompt)
        #expect(Set(result.ruleIDs) == ["delegate_missing_required_view", "delegate_collapsed_view"], "\(result.listing)")
        #expect(result.findings.contains { $0.message.hasPrefix("googleLogo is transparent (alpha 0)") }, "\(result.listing)")
        let back = Self.startGuidance("logo.alpha = 0\n    etaCard.alpha = 0\n    UIView.animate(withDuration: 0.3) { logo.alpha = 1; etaCard.alpha = 1 }")
        #expect(try Fixture.verify(back, scenarios: Self.withoutPrompt).findings.isEmpty)
    }

    /// A Google view left moved by a transform is checked where it is drawn, not as if in place (the ETA
    /// card slid 400 pt down is off the map); left scaled, the run stops (its drawn size is not modelled);
    /// animated back to `.identity` it is in place.
    @Test func aTransformLeftOnAGoogleViewIsCheckedWhereItIsDrawn() throws {
        let left = Self.startGuidance("etaCard.transform = CGAffineTransform(translationX: 0, y: 400)")
        let moved = try Fixture.verify(left, scenarios: Self.withoutPrompt)
        #expect(!moved.ruleIDs.contains("delegate_not_verified") && !moved.findings.isEmpty, "\(moved.listing)")
        #expect(moved.findings.contains { $0.message.contains("etaCard") }, "\(moved.listing)")
        let scaled = Self.startGuidance("etaCard.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)")
        #expect(try Fixture.verify(scaled, scenarios: Self.withoutPrompt).ruleIDs == ["delegate_not_verified"])
        let back = Self.startGuidance(
            "etaCard.transform = CGAffineTransform(translationX: 0, y: 400)\n    UIView.animate(withDuration: 0.3) { etaCard.transform = .identity }")
        #expect(try Fixture.verify(back, scenarios: Self.withoutPrompt).findings.isEmpty)
    }

    /// Code under a condition the build checked leaves out is stated, not passed over.
    @Test func codeOutsideTheCheckedBuildIsStated() throws {
        let text = Self.startGuidance("#if DEBUG\n    etaCard.addSubview(UIView())\n    #endif")
        let findings = try Self.findings(text, Self.withoutPrompt, only: "delegate_assumption")
        #expect(findings.first?.message.hasPrefix("the code under `#if DEBUG` is not in the build checked") ?? false, "\(findings)")
    }

    /// The map's hierarchy, a Google view's superview and layer are the delegate's to use.
    @Test func readingTheMapsSubviewsIsClean() throws {
        let text = Self.startGuidance(
            "_ = navMap.subviews.count + (etaCard.superview == nil ? 0 : 1)\n    etaCard.layer.cornerRadius = 16")
        let result = try Fixture.verify(text, scenarios: Self.withoutPrompt)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }
}
