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

    /// Mutants whose rule is not reported. All run in full: these are for the
    /// delegate, the mutant or a check to review, not the interpreter.
    static let mutants: Set<String> = [
        // 16-AnimatedPrompts' own problem (above) hides these five.
        "16-AnimatedPrompts#delegate_fixed_size_constraint",
        "16-AnimatedPrompts#delegate_left_right_anchor",
        "16-AnimatedPrompts#delegate_wide_mode_cards_not_leading",
        "16-AnimatedPrompts#delegate_viewport_not_below_turn_card",
        "16-AnimatedPrompts#delegate_overlap",
        // stopGuidance then removes the added views (removeAddedViews(), detachAll()), and with
        // them every guidance constraint, as UIKit does.
        "04-IsActive#delegate_incomplete_cleanup",
        "17-Interpolation#delegate_incomplete_cleanup",
        // The removed constraint's freedom is taken by optional constraints (the Google
        // views' and the app views' hugging), so the solver finds no ambiguity.
        "20-BottomSheet#delegate_ambiguous_layout",
        "21-PromptOverPanel#delegate_ambiguous_layout",
    ]
}
