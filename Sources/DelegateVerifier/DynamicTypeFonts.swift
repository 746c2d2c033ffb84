import SwiftSyntax

/// Dynamic Type's sizes at the text size the run assumes (`.large`, as
/// `preferredContentSizeCategory` is read in `ContentSizeCategories.swift`):
/// `UIFont.preferredFont(forTextStyle:)` is a font whose `pointSize` is the
/// style's documented size at `.large` (Apple's Human Interface Guidelines,
/// "Typography": body 17 pt, ...), and `UIFontMetrics`' `scaledValue(for:)`
/// gives its value unchanged, as it does at `.large`. Each read is stated with
/// the same assumption as the category. Other members of a font stay library
/// values (a decision on one is `delegate_not_verified`).
extension Interpreter {
    /// The point size of each `UIFont.TextStyle` at `.large`.
    static let textStylePointSizes: [String: Double] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]

    private static let preferredFontPrefix = "UIFont.preferredFont(forTextStyle: ."

    /// `UIFont.preferredFont(forTextStyle: .body)` (also `compatibleWith:`, whose
    /// traits are the scenario's, at `.large`): a library value naming its
    /// style, which `pointSize` reads back; `nil` for other font calls.
    func preferredFont(_ arguments: [Argument]) -> Value? {
        guard [["forTextStyle"], ["forTextStyle", "compatibleWith"]].contains(arguments.map(\.label)),
            let style = Self.textStyle(arguments[0].value), Self.textStylePointSizes[style] != nil
        else { return nil }
        return .library("\(Self.preferredFontPrefix)\(style))")
    }

    /// `.body`, or `UIFont.TextStyle.body` (a library value, as `UIFont`'s members are).
    private static func textStyle(_ value: Value) -> String? {
        switch value {
        case .symbol(let style): style
        case .library(let description) where description.hasPrefix("UIFont.TextStyle."): String(description.dropFirst(17))
        default: nil
        }
    }

    /// `font.pointSize` of a preferred font: the style's size at `.large`, assumed.
    func fontMember(_ name: String, of description: String, at node: some SyntaxProtocol) -> Value? {
        guard name == "pointSize", description.hasPrefix(Self.preferredFontPrefix) else { return nil }
        let style = String(description.dropFirst(Self.preferredFontPrefix.count).dropLast())
        guard let size = Self.textStylePointSizes[style] else { return nil }
        assumeDefaultTextSize("\(description).pointSize", reads: "\(ConstraintUseCheck.points(size)) pt", at: node)
        return .number(size)
    }

    /// `UIFontMetrics(forTextStyle:)` or `UIFontMetrics.default`:
    /// `scaledValue(for: x)` (also `compatibleWith:`) is `x`, and
    /// `scaledFont(for: font)` the font, as at `.large`, assumed.
    func callFontMetrics(_ name: String, on description: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard description.hasPrefix("UIFontMetrics"), let first = arguments.first else { return nil }
        switch (name, arguments.map(\.label)) {
        case ("scaledValue", ["for"]), ("scaledValue", ["for", "compatibleWith"]):
            let value = try number(first.value, at: call)
            assumeDefaultTextSize("UIFontMetrics.scaledValue(for:)", reads: "its value unscaled, \(ConstraintUseCheck.points(value))", at: call)
            return .number(value)
        case ("scaledFont", ["for"]), ("scaledFont", ["for", "compatibleWith"]):
            return first.value
        default:
            return nil
        }
    }
}
