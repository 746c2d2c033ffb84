import NavlintCore

/// The rules `navlint verify` reports. Six ids are shared with the static
/// rules of `navlint lint` (described in `Rules/`, whose text reports
/// prefer; the short one here serves without the catalog); the others exist
/// only here, so they are described in Swift rather than in rule files.
public enum VerifierRule: String, CaseIterable, Sendable {
    case missingRequiredView = "delegate_missing_required_view"
    case fixedSizeConstraint = "delegate_fixed_size_constraint"
    case collapsedView = "delegate_collapsed_view"
    case clippedView = "delegate_clipped_view"
    case promptNotShown = "delegate_prompt_not_shown"
    case leftRightAnchor = "delegate_left_right_anchor"
    case incompleteCleanup = "delegate_incomplete_cleanup"
    case overlap = "delegate_overlap"
    case unsatisfiable = "delegate_unsatisfiable"
    case ambiguousLayout = "delegate_ambiguous_layout"
    case wideModeUnchecked = "delegate_wide_mode_unchecked"
    case wideModeCardsNotLeading = "delegate_wide_mode_cards_not_leading"
    case viewportNotBelowTurnCard = "delegate_viewport_not_below_turn_card"
    case viewportUnderOpaqueView = "delegate_viewport_under_opaque_view"
    case viewportSqueezed = "delegate_viewport_squeezed"
    case googleViewInternals = "delegate_google_view_internals"
    case hiddenStackItem = "delegate_hidden_stack_item"
    case legacyAPIWithDelegate = "legacy_api_with_delegate"
    case notEquivalent = "delegate_not_equivalent"
    case notVerified = "delegate_not_verified"
    case assumption = "delegate_assumption"

    /// The descriptions for reports: the catalog's for ids it has (`catalog`,
    /// e.g. `RuleCatalog.builtIn().rules`), the verifier's own otherwise.
    public static func descriptions(preferring catalog: [RuleDescription]) -> [RuleDescription] {
        allCases.map { rule in catalog.first { $0.id == rule.rawValue } ?? rule.ownDescription }
    }

    public var ownDescription: RuleDescription {
        let (name, severity, summary, advice) = facts
        return RuleDescription(
            id: rawValue, name: name, defaultSeverity: severity, summary: summary, description: summary,
            message: summary, replacement: advice, symbols: [], examples: .init())
    }

    private var facts: (String, Severity, String, String) {
        switch self {
        case .missingRequiredView:
            ("Missing required view", .error, "The Google logo or the viewport is absent or off screen in a navigation state.",
             "Add googleLogo and viewport and position them in every state (principle 2).")
        case .fixedSizeConstraint:
            ("Fixed size on an SDK-sized view", .error, "A width or height constraint on a view the SDK sizes.",
             "Do not constrain the size of the turn card, ETA card, prompts, logo or speed widget (principle 3).")
        case .collapsedView:
            ("Collapsed view", .error,
             "A Google view the state shows (a card, prompt, button, speed widget or the trip progress bar) is laid out with no width or height, or wholly off screen (outside the map view's bounds), so it is invisible.",
             "Give the view room and a place on the map: its leading edge before its trailing edge, its top above its bottom, its frame inside the map view; pin one edge per axis of a view the SDK sizes.")
        case .clippedView:
            ("Clipped view", .error,
             "A Google view the state shows (a card, prompt, button, speed widget, the trip progress bar, the logo or the viewport) reaches past an edge of the map view, so part of it is cut off.",
             "Keep the view inside the map view: pin it to the safe area or the map's edges without negative insets, and relay it out when the map's size changes.")
        case .leftRightAnchor:
            ("Left or right anchor", .error, "A constraint uses left/right anchors, which do not flip for right-to-left.",
             "Use leading and trailing anchors (principle 7).")
        case .incompleteCleanup:
            ("Incomplete cleanup", .error,
             "Views, constraints or guides of a state are left after leaving it, or a prompt is still shown after hidePrompt (or changePrompt, for the old one).",
             "Remove the state's views and deactivate its constraints in stopGuidance and disableNavigationUI, and the old prompt in hidePrompt and changePrompt (principle 6).")
        case .overlap:
            ("Overlapping views", .error, "Google views overlap each other or custom views, or a prompt covers the viewport, logo or buttons.",
             "Keep the layout's views apart and the map contents above prompts.")
        case .unsatisfiable:
            ("Unsatisfiable constraints", .error, "Required constraints contradict each other (or UIKit would raise).",
             "Remove or lower the priority of one of the conflicting constraints.")
        case .ambiguousLayout:
            ("Ambiguous layout", .error, "A view's frame is not determined by its constraints.",
             "Add the missing position or size constraints.")
        case .wideModeUnchecked:
            ("Wide mode unchecked", .warning, "A transition callback lays out a wide map without reading wideMode.",
             "Check newState.wideMode in enableNavigationUI and startGuidance, not only in sizeChanged (principle 10).")
        case .wideModeCardsNotLeading:
            ("Cards out of the leading column in wide mode", .error,
             "In wide mode the turn card or ETA card is away from the leading edge, or out of its place in the column (the turn card at the top, the ETA card at the bottom).",
             "Put the turn card at the top and the ETA card at the bottom of the leading edge in wide mode (principle 10).")
        case .viewportNotBelowTurnCard:
            ("Viewport not below the turn card", .error, "The viewport reaches under the turn card.",
             "Constrain the viewport's top to the turn card's bottom (principle 9).")
        case .viewportUnderOpaqueView:
            ("Viewport under an opaque view", .error,
             "The viewport reaches under the ETA card (beyond its margins) or an app view that covers a band across two thirds or more of its width or height (a bottom sheet, inset or not, a panel).",
             "Keep the viewport over the open map: constrain its edge to the card's or app view's, e.g. its bottom to the ETA card's or the sheet's top (principle 9).")
        case .viewportSqueezed:
            ("Viewport squeezed", .error,
             "The viewport frames less than a fifth of the open map between the cards, prompts or opaque app views above and below it (or the safe area's edges): the camera frames a strip.",
             "Pin the viewport's top and bottom to the views that bound the open map, e.g. the turn card's bottom and the ETA card's top, not to a view inside that area (principle 9).")
        case .googleViewInternals:
            ("Google view internals", .error, "The delegate walks or changes the view hierarchy inside a Google view.",
             "Place only the Google view itself, on the map view or your container (principles 4 and 5).")
        case .hiddenStackItem:
            ("Hidden stack item", .warning, "The delegate sets isHidden on a view a GMSNavigationHidingStackView arranges.",
             "Let the stack hide its arranged views when it runs out of room; to drop a button, leave it out of arrangedSubviews.")
        case .promptNotShown:
            ("Prompt not shown", .error,
             "The prompt the SDK handed to showPrompt or changePrompt is not in the view hierarchy, or is hidden, before hidePrompt.",
             "Add the prompt in showPrompt (and the new one in changePrompt), place it clear of the viewport, logo and buttons, and animate it in; if the app turns prompts off (GMSNavigator.shouldDisplayPrompts = false), disable this rule.")
        case .legacyAPIWithDelegate:
            ("Legacy slot API next to a layout delegate", .error,
             "A legacy slot API is used by code that also sets a layout delegate, which makes the SDK ignore it.",
             "Remove the legacy call and do its job in the delegate: place the Google views, and position the viewport instead of setting padding (principle 8).")
        case .notEquivalent:
            ("Not equivalent to the legacy layout", .error, "A view's frame differs from the legacy layout the delegate replaces.",
             "Position the view as the legacy configuration did.")
        case .notVerified:
            ("Not verified", .error, "Code the verifier cannot interpret; the delegate is not verified (the layout after it is not checked).",
             "Simplify the code to the supported idioms, or review this part by hand.")
        case .assumption:
            ("Assumption about unknown code", .warning,
             "The delegate rests on something neither the given files nor the SDK's documents say (a name no given file declares, the same card views handed to every guidance); the verifier states what it assumed.",
             "Pass the files that declare it (navlint verify Delegate.swift Theme.swift Views/), or check the assumption.")
        }
    }
}
