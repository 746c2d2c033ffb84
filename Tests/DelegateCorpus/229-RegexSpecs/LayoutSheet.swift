import GoogleNavigation
import UIKit

/// The driving screen's layout, one constraint per line, as the design team hands it over.
///
///     <item> <edge> [<=|>=] [m:]<target>.<edge> [constant] [@priority]
///     <item> <top|bottom|leading|trailing> <inset>        (short form: to the safe area)
///
/// `safe` is the map's safe area, `map` the map view itself, `m:` a view's layout margins.
enum LayoutSheet {
    static let ready = [
        "viewport top safe.top",
        "viewport bottom safe.bottom",
        "viewport leading safe.leading",
        "viewport trailing safe.trailing",
        "logo leading 0",
        "logo bottom 0",
        "compass top 12",
        "compass trailing 12",
    ]

    static let guidance = [
        "turnCard top 0",
        "turnCard leading 0",
        "turnCard trailing 0",
        "etaCard bottom 0",
        "etaCard leading 0",
        "etaCard trailing 0",
        "viewport top turnCard.bottom",
        "viewport leading safe.leading",
        "viewport trailing safe.trailing",
        "viewport bottom <= m:etaCard.top",
        "viewport bottom m:etaCard.top 0 @750",
        "logo leading 0",
        "logo bottom <= m:etaCard.top",
        "logo bottom m:etaCard.top 0 @750",
        "speedWidget leading logo.leading",
        "speedWidget bottom m:logo.top",
        "compass top turnCard.bottom 12",
        "compass trailing 12",
        "reporting trailing 12",
        "reporting bottom <= m:etaCard.top -12",
        "reporting bottom m:etaCard.top -12 @750",
    ]

    static let guidanceWide = [
        "turnCard top 0",
        "turnCard leading 0",
        "turnCard trailing <= map.trailing",
        "etaCard bottom 0",
        "etaCard leading 0",
        "etaCard trailing <= map.trailing",
        "viewport top safe.top",
        "viewport bottom safe.bottom",
        "viewport trailing safe.trailing",
        "viewport leading >= turnCard.trailing",
        "viewport leading >= etaCard.trailing",
        "viewport leading safe.leading 0 @250",
        "logo leading viewport.leading",
        "logo bottom 0",
        "speedWidget leading logo.leading",
        "speedWidget bottom m:logo.top",
        "compass top 12",
        "compass trailing 12",
        "reporting trailing 12",
        "reporting bottom 12",
    ]

    static let prompt = [
        "prompt bottom map.bottom",
        "prompt leading 0",
        "prompt trailing 0",
        "viewport bottom <= m:prompt.top",
        "logo bottom <= m:prompt.top",
        "reporting bottom <= m:prompt.top -12",
    ]

    static let promptWide = [
        "prompt bottom map.bottom",
        "prompt leading 0",
        "prompt trailing turnCard.trailing",
    ]
}

/// One parsed line.
struct SheetLine {
    enum Relation: String { case equal = "", atMost = "<=", atLeast = ">=" }

    var item: String
    var edge: String
    var relation: Relation = .equal
    var usesMargins = false
    var target = "safe"
    var targetEdge: String
    var constant: CGFloat = 0
    var priority: Float = 1000

    /// Parses a line; `nil` when it is not one of the two forms.
    static func parse(_ text: String) -> SheetLine? {
        let parts = text.split(separator: "@")
        let body = parts.first.map(String.init) ?? text
        let priority = parts.count > 1 ? Float(parts[1]) ?? 1000 : 1000
        let trimmed = body.trimmingCharacters(in: .whitespaces)
        let full = /(\w+) (top|bottom|leading|trailing) (?:(<=|>=) )?(m:)?(\w+)\.(top|bottom|leading|trailing)(?: (-?\d+))?/
        let short = /(\w+) (top|bottom|leading|trailing) (-?\d+)/

        if let match = trimmed.wholeMatch(of: full) {
            var line = SheetLine(item: String(match.1), edge: String(match.2), targetEdge: String(match.6))
            line.relation = Relation(rawValue: String(match.3 ?? "")) ?? .equal
            line.usesMargins = match.4 != nil
            line.target = String(match.5)
            line.constant = CGFloat(Int(match.7 ?? "0") ?? 0)
            line.priority = priority
            return line
        }
        if let match = trimmed.firstMatch(of: short) {
            let edge = String(match.2)
            let inset = CGFloat(Int(match.3) ?? 0)
            var line = SheetLine(item: String(match.1), edge: edge, targetEdge: edge)
            // Insets in the short form point inwards.
            line.constant = (edge == "bottom" || edge == "trailing") ? -inset : inset
            line.priority = priority
            return line
        }
        return nil
    }
}
