/// The corpus delegates (folder names of Tests/DelegateCorpus) and mutants
/// (`<folder>#<rule>`) that `navlint verify` cannot check yet because the
/// interpreter lacks a construct they use (issue 12 items 1-3). Their tests run
/// as known issues: when the interpreter learns the construct, the test
/// reports that the known issue no longer happens, and the entry goes.
/// Each delegate's note is the first construct the verifier reports as not
/// verified (the message of `delegate_not_verified`).
enum CorpusKnownIssues {
    static let delegates: Set<String> = [
        "02-StateMachine",  // matching `.off` against `.off` (`switch` over the file's enum with associated values)
        "03-KeyedConstraints",  // a dictionary literal (`[Group: [NSLayoutConstraint]] = [:]`)
        "04-IsActive",  // an `inout` argument (`keep(..., in: &readyConstraints)`)
        "05-StackButtons",  // a closure called to initialize a property (`let buttonColumn: UIStackView = { ... }()`)
        "06-MetricsNamespace",  // the name `NavMetrics` (a caseless enum of the other file)
        "07-SpecStruct",  // `EdgeSpec(top:leading:bottom:trailing:)` (a struct of the other file)
        "08-FunctionReferences",  // the member `addSubview` as a function (`views.forEach(navMap.addSubview)`)
        "09-LazyClosures",  // a closure called to initialize a `lazy var`
        "10-DeferGuard",  // `defer`
        "11-SizeChangedCast",  // `newState as? ActiveGuidanceUIState` in `sizeChanged` (64 of 68 scenarios run clean up to there)
        "12-FunctionalCollections",  // `reduce(into:_:)` (then `zip`, `dropLast`)
        "13-ItemAttribute",  // `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
        "14-MarginsContainer",  // a closure called to initialize a property (`let container: UIView = { ... }()`)
        "15-SystemSpacing",  // `constraint(equalToSystemSpacingAfter:multiplier:)`
        "16-AnimatedPrompts",  // a dictionary literal (`[ObjectIdentifier: NSLayoutConstraint]`), then `UIViewPropertyAnimator`
        "17-Interpolation",  // a dictionary literal (`[String: NSLayoutConstraint]`), then string interpolation
        "18-PinEdgesExtension",  // `pinEdges(to:)`, a `UIView` extension method of the other file
        "19-ProtocolStages",  // `buttonConstraints(top:bottom:in:)`, a protocol extension method of the other file
        "20-BottomSheet",  // `UILabel()` in `TripSheetView`, the app's view class of the other file
        "21-PromptOverPanel",  // `UILabel()` in `NextStopPanel`, the app's view class of the other file
        "22-Coordinator",  // `self.init(ready:guidance:)` from `override convenience init()`
        "23-TrailingProgressBar",  // `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`
        "24-WideSplit",  // `Variants(shared:narrow:wide:)`, a nested struct
    ]

    /// Mutants of delegates that are checked in full whose rule is not reported yet.
    static let mutants: Set<String> = []
}
