import SwiftSyntax

/// Dynamic Type's sizes at the run's text size (`contentSizeCategory`, as
/// `preferredContentSizeCategory` is read in `ContentSizeCategories.swift`):
/// `UIFont.preferredFont(forTextStyle:)` is a font whose `pointSize` is the
/// style's size at that category, from Apple's Dynamic Type size tables
/// (Human Interface Guidelines, "Typography", "iOS, iPadOS Dynamic Type
/// sizes"; the same values UIKit returns, as measured on the iOS 13.3
/// simulator in github.com/temoki/UIKit_DynamicType's README).
/// `UIFontMetrics`' `scaledValue(for:)` scales by its style's growth from
/// `.large` (`UIFontMetrics.default` follows body, as Apple documents):
/// exact for the style's own size, an approximation of UIKit's curve for
/// other values, and the identity at `.large`. A label whose font is such a
/// font (a preferred font, or `scaledFont(for:)`) grows by the same factor
/// (`dynamicTypeScale(ofFont:)`). Each read is stated with the assumption
/// naming the category. Other members of a font stay library values (a
/// decision on one is `delegate_not_verified`).
extension Interpreter {
    /// Each `UIFont.TextStyle`'s point size in each `ContentSizeCategory`, smallest first.
    static let textStylePointSizes: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    private static let preferredFontPrefix = "UIFont.preferredFont(forTextStyle: ."
    private static let fontMetricsPrefix = "UIFontMetrics(forTextStyle: ."
    private static let scaledFontPrefix = "UIFontMetrics.scaledFont(style: ."

    /// A style's point size at `category`.
    static func pointSize(of style: String, at category: ContentSizeCategory) -> Double? {
        textStylePointSizes[style].map { $0[ContentSizeCategory.allCases.firstIndex(of: category)!] }
    }

    /// `value` grown as the style's text grows from `.large` to the run's category (itself at `.large`).
    func scaled(_ value: Double, as style: String) -> Double {
        guard let size = Self.pointSize(of: style, at: contentSizeCategory), let large = Self.pointSize(of: style, at: .large)
        else { return value }
        return value * size / large
    }

    /// How much a style's text grows from `.large` to the run's category (1 at `.large`).
    func dynamicTypeScale(of style: String) -> Double { scaled(1, as: style) }

    /// `UIFont.preferredFont(forTextStyle: .body)` (also `compatibleWith:`, whose
    /// traits are the scenario's, at the run's category): a library value naming its
    /// style, which `pointSize` reads back; `nil` for other font calls.
    func preferredFont(_ arguments: [Argument]) -> Value? {
        guard [["forTextStyle"], ["forTextStyle", "compatibleWith"]].contains(arguments.map(\.label)),
            let style = Self.textStyle(arguments[0].value), Self.textStylePointSizes[style] != nil
        else { return nil }
        return .library("\(Self.preferredFontPrefix)\(style))")
    }

    /// `UIFontMetrics(forTextStyle: .headline)`: a library value naming its style.
    func fontMetrics(_ arguments: [Argument]) -> Value? {
        guard arguments.map(\.label) == ["forTextStyle"], let style = Self.textStyle(arguments[0].value),
            Self.textStylePointSizes[style] != nil
        else { return nil }
        return .library("\(Self.fontMetricsPrefix)\(style))")
    }

    /// The text style a font follows: a preferred font's, or the metrics' of
    /// `scaledFont(for:)`; `nil` for a fixed font (a label's size stays the model's).
    func dynamicTypeStyle(ofFont value: Value) -> String? {
        // `label.font = .preferredFont(forTextStyle: .body)`: the implicit member, typed by the property.
        if case .enumCase(let member) = value, member.typeName == nil, member.name == "preferredFont",
            let font = preferredFont(member.payload)
        {
            return dynamicTypeStyle(ofFont: font)
        }
        guard case .library(let description) = value else { return nil }
        for prefix in [Self.preferredFontPrefix, Self.scaledFontPrefix] where description.hasPrefix(prefix) {
            return String(description.dropFirst(prefix.count).dropLast())
        }
        return nil
    }

    /// `button.titleLabel?.font = .preferredFont(...)` away from `.large`: the
    /// model sizes a button's title as at `.large` (34 pt high, 8.5 pt a
    /// character), so the run states that it does not follow the text size.
    func stateTitleFont(_ font: Value, at node: some SyntaxProtocol) {
        guard contentSizeCategory != .large, let style = dynamicTypeStyle(ofFont: font) else { return }
        assume(
            node, "a button's title font (\(style) text) does not resize the button in the model: "
                + "at .\(contentSizeCategory.rawValue) it is sized as at .large")
    }

    /// `.body`, or `UIFont.TextStyle.body` (a library value, as `UIFont`'s members are).
    private static func textStyle(_ value: Value) -> String? {
        switch value {
        case .symbol(let style): style
        case .library(let description) where description.hasPrefix("UIFont.TextStyle."): String(description.dropFirst(17))
        default: nil
        }
    }

    /// The style of `UIFontMetrics(forTextStyle:)` or `UIFontMetrics.default` (body).
    private static func metricsStyle(_ description: String) -> String? {
        if description == "UIFontMetrics.default" { return "body" }
        guard description.hasPrefix(fontMetricsPrefix) else { return nil }
        return String(description.dropFirst(fontMetricsPrefix.count).dropLast())
    }

    /// `font.pointSize` of a preferred font: the style's size at the run's category, assumed.
    func fontMember(_ name: String, of description: String, at node: some SyntaxProtocol) -> Value? {
        guard name == "pointSize", description.hasPrefix(Self.preferredFontPrefix) else { return nil }
        let style = String(description.dropFirst(Self.preferredFontPrefix.count).dropLast())
        guard let size = Self.pointSize(of: style, at: contentSizeCategory) else { return nil }
        assumeTextSize("\(description).pointSize", reads: "\(ConstraintUseCheck.points(size)) pt", at: node)
        return .number(size)
    }

    /// `UIFontMetrics(forTextStyle:)` or `UIFontMetrics.default`:
    /// `scaledValue(for: x)` (also `compatibleWith:`) is `x` times the style's
    /// growth from `.large`, and `scaledFont(for: font)` a font following the
    /// style, assumed.
    func callFontMetrics(_ name: String, on description: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard let style = Self.metricsStyle(description), let first = arguments.first else { return nil }
        switch (name, arguments.map(\.label)) {
        case ("scaledValue", ["for"]), ("scaledValue", ["for", "compatibleWith"]):
            let value = try number(first.value, at: call)
            let grown = scaled(value, as: style)
            let result = contentSizeCategory == .large
                ? "its value unscaled, \(ConstraintUseCheck.points(value))"
                : "\(ConstraintUseCheck.points(value)) scaled as \(style) text, \(ConstraintUseCheck.points(grown))"
            assumeTextSize("UIFontMetrics.scaledValue(for:)", reads: result, at: call)
            return .number(grown)
        case ("scaledFont", ["for"]), ("scaledFont", ["for", "compatibleWith"]):
            // A font already following a style keeps it.
            if dynamicTypeStyle(ofFont: first.value) != nil { return first.value }
            return .library("\(Self.scaledFontPrefix)\(style))")
        default:
            return nil
        }
    }
}
