/// One of the verifier's checks of a solved step. Each check reports under its
/// own rule ids at the location of the code responsible.
protocol StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector)
}

/// Every check, in a fixed order.
enum StepChecks {
    static var all: [any StepCheck.Type] { [
        RequiredViewCheck.self, ConstraintUseCheck.self, CollapsedViewCheck.self, CleanupCheck.self, OverlapCheck.self,
        SolverOutcomeCheck.self, WideModeCheck.self, ViewportCheck.self, MisuseCheck.self, PromptShownCheck.self,
    ] }
}
