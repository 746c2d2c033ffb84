/// The corpus delegates (folder names of Tests/DelegateCorpus) and mutants
/// (`<folder>#<rule>`; a delegate's entry does not cover its mutants) whose
/// test is expected to fail, each with why. They run as known issues: when one
/// passes, the test reports that the known issue no longer happens, and the
/// entry goes. Every corpus delegate and mutant is interpreted in full today;
/// what is left here is for the delegate, the mutant or a check to review.
enum CorpusKnownIssues {
    static let delegates: Set<String> = [
        // Runs in full. Not an interpreter gap: startGuidance activates
        // `contentFloor.bottomAnchor <= etaCard.topAnchor` before adding the ETA card
        // (CommuteLayoutDelegate.swift:84), which UIKit raises on; the rest follows from it.
        "16-AnimatedPrompts"
    ]

    /// Mutants of delegates that are checked in full whose rule is not reported yet.
    /// (All run in full; the edit's effect is absorbed, so these are for the
    /// mutant or the check to review, not the interpreter.)
    static let mutants: Set<String> = [
        // 16-AnimatedPrompts' own problem (above) hides these four.
        "16-AnimatedPrompts#delegate_fixed_size_constraint",
        "16-AnimatedPrompts#delegate_left_right_anchor",
        "16-AnimatedPrompts#delegate_wide_mode_cards_not_leading",
        "16-AnimatedPrompts#delegate_viewport_not_below_turn_card",
        // stopGuidance's detachAll() removes the cards, and with them every guidance constraint.
        "04-IsActive#delegate_incomplete_cleanup",
        "17-Interpolation#delegate_incomplete_cleanup",
        // The removed constraint's freedom is taken by optional constraints (the hiding
        // stack's and the Google views' hugging), so the solver finds no ambiguity.
        "09-LazyClosures#delegate_ambiguous_layout",
        "20-BottomSheet#delegate_ambiguous_layout",
        "21-PromptOverPanel#delegate_ambiguous_layout",
    ]
}
