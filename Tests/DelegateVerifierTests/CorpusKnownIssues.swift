/// The corpus delegates (folder names of Tests/DelegateCorpus) and mutants
/// (`<folder>#<rule>`; a delegate's entry does not cover its mutants) whose
/// test is expected to fail, each with why. They run as known issues: when one
/// passes, the test reports that the known issue no longer happens, and the
/// entry goes.
enum CorpusKnownIssues {
    static let delegates: Set<String> = [
        // Its `~Copyable` mounts assert in a `deinit` when one is dropped: the run stops at such a deinit,
        // as when Swift runs it (the end of a noncopyable value's lifetime: a consuming use, a
        // reassignment, the end of its scope) is not modelled.
        ownership,
    ]

    /// Mutants whose rule is not reported, or not alone.
    static let mutants: Set<String> = Set(ownershipMutantRules.map { "\(ownership)#\($0)" })

    private static let ownership = "380-OwnedMountsLeases"
    /// The mutants of 380, which stop where the delegate does.
    private static let ownershipMutantRules = [
        "delegate_incomplete_cleanup",
        "delegate_left_right_anchor",
        "delegate_fixed_size_constraint",
        "delegate_overlap",
        "delegate_viewport_not_below_turn_card",
        "delegate_unsatisfiable",
        "delegate_wide_mode_unchecked",
    ]
}
