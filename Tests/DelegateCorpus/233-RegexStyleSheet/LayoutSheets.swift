import UIKit

/// The route screen's layout, as the design team hands it over: one rule a line,
/// `view.edge REL target[.margins].edge [+-constant] [@priority]`.
///
/// Names: `map` (the map view), `safe` (its safe area), `floor` (a zero-height guide
/// marking the bottom of the open map), `buttons` (the hiding stack), and the
/// SDK's views `viewport`, `logo`, `turn`, `eta`, `trip`, `speed`, `prompt`.
/// A section `[name.wide]` replaces `[name]` when the SDK reports wide mode.
/// Lines starting with `#` (and anything the parser does not understand) are skipped.
enum LayoutSheets {
    static let routeScreen = """
    # ---------------------------------------------------------------- ready
    [ready]
    floor.leading == safe.leading
    floor.trailing == safe.trailing
    floor.height == 0
    floor.bottom == safe.bottom @low
    viewport.top == safe.top
    viewport.leading == safe.leading
    viewport.trailing == safe.trailing
    viewport.bottom == floor.top
    logo.leading == safe.leading +8
    logo.bottom == floor.top -8
    buttons.trailing == safe.trailing -8
    buttons.bottom == floor.top -8
    buttons.top >= safe.top +8

    # ------------------------------------------------------------- guidance
    [guidance]
    floor.leading == safe.leading
    floor.trailing == safe.trailing
    floor.height == 0
    floor.bottom == safe.bottom @low
    floor.bottom <= eta.margins.top
    turn.top == safe.top
    turn.leading == safe.leading
    eta.bottom == map.bottom
    eta.leading == safe.leading
    viewport.top == turn.bottom
    viewport.leading == safe.leading
    viewport.trailing == safe.trailing
    viewport.bottom == floor.top
    logo.leading == safe.leading +8
    logo.bottom == floor.top -8
    trip.trailing == safe.trailing -4
    trip.top == turn.margins.bottom +8
    trip.bottom == floor.top -8
    speed.trailing == trip.leading -8
    speed.bottom == floor.top -8
    buttons.trailing == trip.leading -8
    buttons.bottom == speed.top -8
    buttons.top >= turn.bottom +8

    # wide: the cards make a leading column, the map opens beside it
    [guidance.wide]
    floor.leading == safe.leading
    floor.trailing == safe.trailing
    floor.height == 0
    floor.bottom == safe.bottom @low
    turn.top == safe.top
    turn.leading == safe.leading
    eta.bottom == map.bottom
    eta.leading == safe.leading
    viewport.top == safe.top
    viewport.leading >= turn.trailing
    viewport.leading >= eta.trailing
    viewport.leading == safe.leading @low
    viewport.trailing == safe.trailing
    viewport.bottom == floor.top
    logo.leading == viewport.leading +8
    logo.bottom == floor.top -8
    trip.trailing == safe.trailing -4
    trip.top == safe.top +8
    trip.bottom == floor.top -8
    speed.trailing == trip.leading -8
    speed.bottom == floor.top -8
    buttons.trailing == trip.leading -8
    buttons.bottom == speed.top -8
    buttons.top >= safe.top +8

    # --------------------------------------------------------------- prompt
    [prompt]
    prompt.leading == safe.leading
    prompt.trailing == safe.trailing
    prompt.bottom == map.bottom
    floor.bottom <= prompt.top
    """
}
