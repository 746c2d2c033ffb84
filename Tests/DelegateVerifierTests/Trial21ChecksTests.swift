import DelegateVerifier
import Testing

/// Trial 21's silent passes and false findings in the layout checks: a
/// viewport squeezed to a strip, and app views drawn under the Google views
/// (a backdrop) or with a clear background. Each case is the SDK sample with one change.
@Suite struct Trial21ChecksTests {
    static let sample = Fixture.sample
    static let withoutPrompt = Fixture.portrait.filter { !$0.events.contains(.showPrompt) }

    /// A viewport 26 pt tall under a 700 pt open map frames a strip: `delegate_viewport_squeezed`.
    @Test func aViewportSqueezedToAStripIsReported() throws {
        let squeezed = Fixture.mutate(
            Self.sample, "      viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),\n    ]\n    elements.activate()\n    navigationReadyElements",
            "      viewport.heightAnchor.constraint(equalToConstant: 26),\n    ]\n    elements.activate()\n    navigationReadyElements")
        let result = try Fixture.verify(squeezed, scenarios: Self.withoutPrompt)
        let finding = try #require(result.findings.first { $0.ruleID == "delegate_viewport_squeezed" }, "\(result.listing)")
        #expect(finding.message.contains("frames 26 pt of the"), "\(finding.message)")
        #expect(try Fixture.verify(Self.sample, scenarios: Self.withoutPrompt).findings.isEmpty)
    }

    /// The sample with an app view pinned to the safe area, added under everything in
    /// `enableNavigationUI` and removed in `disableNavigationUI`, with `background` as its color.
    static func backdrop(_ background: String) -> String {
        let added = Fixture.mutate(
            sample, "    elements.activate()\n    navigationReadyElements = elements\n",
            """
                elements.activate()
                navigationReadyElements = elements
                backdrop.translatesAutoresizingMaskIntoConstraints = false
                backdrop.backgroundColor = \(background)
                navMap.insertSubview(backdrop, at: 0)
                NSLayoutConstraint.activate([
                  backdrop.topAnchor.constraint(equalTo: safeArea.topAnchor),
                  backdrop.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
                  backdrop.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                  backdrop.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
                ])

            """)
        let removed = Fixture.mutate(
            added, "    navMap.removeLayoutGuide(mapContentsBottomGuide)\n",
            "    navMap.removeLayoutGuide(mapContentsBottomGuide)\n    backdrop.removeFromSuperview()\n")
        return Fixture.mutate(
            removed, "  private let mapContentsBottomGuide = UILayoutGuide()\n",
            "  private let mapContentsBottomGuide = UILayoutGuide()\n  private let backdrop = UIView()\n")
    }

    /// Drawn under the Google views, a backdrop covers none of them; clear, it hides no map either.
    @Test func aClearBackdropUnderTheGoogleViewsIsClean() throws {
        let result = try Fixture.verify(Self.backdrop(".clear"), scenarios: Self.withoutPrompt)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }

    /// An opaque backdrop still hides the map under the viewport (the map draws under every subview),
    /// but covers no Google view.
    @Test func anOpaqueBackdropHidesTheMapButNoGoogleView() throws {
        let result = try Fixture.verify(Self.backdrop(".white"), scenarios: Self.withoutPrompt)
        #expect(result.ruleIDs == ["delegate_viewport_under_opaque_view"], "\(result.listing)")
    }
}
