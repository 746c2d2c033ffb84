import Foundation

/// The layout, written the way we write it on the whiteboard. One line per constraint:
/// `item.attribute (==|<=|>=) item.attribute [(+|-) constant]`.
/// Items: the Google views by name, `map` (the map view), `safe` (its safe area) and
/// `etaCardMargins` (the ETA card's layout margins guide).
/// A later line with the same left-hand side replaces an earlier one, so overlays only list
/// what they change.
enum LayoutSpecs {
    static let navigationReady: [String] = [
        "viewport.top == safe.top",
        "viewport.bottom == safe.bottom",
        "viewport.leading == safe.leading",
        "viewport.trailing == safe.trailing",
        "googleLogo.leading == safe.leading + 8",
        "googleLogo.bottom == safe.bottom - 8",
        "compass.top == safe.top + 12",
        "compass.trailing == safe.trailing - 16",
    ]

    static let guidanceCompact: [String] = [
        "turnCard.top == map.top",
        "turnCard.leading == map.leading",
        "turnCard.trailing == map.trailing",
        "etaCard.bottom == map.bottom",
        "etaCard.leading == map.leading",
        "etaCard.trailing == map.trailing",
        "viewport.top == turnCard.bottom",
        "viewport.bottom == etaCard.top",
        "viewport.leading == map.leading",
        "viewport.trailing == map.trailing",
        "googleLogo.leading == safe.leading + 8",
        "googleLogo.bottom == etaCard.top - 8",
        "speedWidget.trailing == safe.trailing - 8",
        "speedWidget.bottom == etaCardMargins.top",
        "compass.top == viewport.top + 12",
        "compass.trailing == safe.trailing - 16",
        "reporting.top == compass.bottom + 12",
        "reporting.trailing == compass.trailing",
    ]

    /// Wide mode: both cards in the leading column, the camera beside them.
    static let guidanceWide: [String] = [
        "turnCard.top == map.top",
        "turnCard.leading == safe.leading",
        "etaCard.bottom == map.bottom",
        "etaCard.leading == safe.leading",
        "viewport.top == safe.top",
        "viewport.bottom == safe.bottom",
        "viewport.leading == turnCard.trailing",
        "viewport.trailing == safe.trailing",
        "googleLogo.leading == viewport.leading + 8",
        "googleLogo.bottom == safe.bottom - 8",
        "speedWidget.trailing == safe.trailing - 8",
        "speedWidget.bottom == safe.bottom - 8",
        "compass.top == viewport.top + 12",
        "compass.trailing == safe.trailing - 16",
        "reporting.top == compass.bottom + 12",
        "reporting.trailing == compass.trailing",
    ]

    /// Prompt overlays: the prompt hangs under the turn card; in compact layouts the camera moves down.
    static let promptCompact: [String] = [
        "prompt.top == turnCard.bottom",
        "prompt.leading == map.leading",
        "prompt.trailing == map.trailing",
        "viewport.top == prompt.bottom",
    ]

    static let promptWide: [String] = [
        "prompt.top == turnCard.bottom",
        "prompt.leading == safe.leading",
    ]
}
