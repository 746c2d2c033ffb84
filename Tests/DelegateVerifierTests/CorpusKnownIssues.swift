/// The corpus delegates (folder names of Tests/DelegateCorpus) and mutants
/// (`<folder>#<rule>`; a delegate's entry does not cover its mutants) whose
/// test is expected to fail, each with why. They run as known issues: when one
/// passes, the test reports that the known issue no longer happens, and the
/// entry goes.
enum CorpusKnownIssues {
    /// 341: every gap is `anchorWithOffset(to:)`, a dimension between two
    /// anchors. Gaps held at a constant run (`OffsetDimensions.swift`); the
    /// run stops at its `NSLayoutDimension` extension called on a gap
    /// (`.constraint(equalTo: .rhythm)`: the token is compared with the gap,
    /// to look into), and some gaps are held equal to one another (four
    /// anchors in one constraint), which the layout model's two-anchor
    /// constraints cannot express yet (`delegate_not_verified`, exit 1), never a pass.
    static let delegates: Set<String> = ["341-OffsetDimensionGaps"]

    /// Mutants whose rule is not reported, or not alone. 341's: its delegate
    /// is not run (above). 336-338's overlaps (the open map no longer held
    /// above the prompt) are reported in the scenarios without a speed widget
    /// only: with one, the widget holds the viewport, logo and buttons above
    /// where the prompt reaches, and a prompt over the ETA card and the widget
    /// is the guide's "above the layout"; mutants run the scenarios with the
    /// widget showing both (`Corpus.mutantScenarios`). Each is caught by
    /// `navlint verify` over all scenarios; its mutant wants rewording to show in those.
    static let mutants: Set<String> = [
        "336-TokenLayers#delegate_overlap", "337-CoordinatorTree#delegate_overlap", "338-ServerDrivenSchema#delegate_overlap",
        "341-OffsetDimensionGaps#delegate_clipped_view", "341-OffsetDimensionGaps#delegate_overlap",
        "341-OffsetDimensionGaps#delegate_fixed_size_constraint", "341-OffsetDimensionGaps#delegate_incomplete_cleanup",
        "341-OffsetDimensionGaps#delegate_viewport_not_below_turn_card", "341-OffsetDimensionGaps#delegate_wide_mode_unchecked",
    ]
}
