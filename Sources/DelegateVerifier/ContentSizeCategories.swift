import SwiftSyntax

/// The user's text size (`UIContentSizeCategory`): read from a trait collection
/// or `UIApplication.shared`, it is the default size, `.large`, which is not an
/// accessibility size. Each read is stated as an assumption, as the layout then
/// depends on a setting the run cannot know. Categories are implicit members
/// (`.symbol`), ordered as UIKit orders them for `<`, `>=`, ...
extension Interpreter {
    /// `UIContentSizeCategory`'s named sizes, smallest first (`unspecified` is unordered).
    private static let contentSizeCategories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// The labels of a view's `traitCollection` as the interpreter holds it (a labelled tuple).
    static let traitCollectionLabels: [String?] = ["horizontalSizeClass", "verticalSizeClass", "layoutDirection"]

    /// `UIContentSizeCategory.large`.
    func contentSizeCategory(named name: String) -> Value? {
        name == "unspecified" || Self.contentSizeCategories.contains(name) ? .symbol(name) : nil
    }

    /// `preferredContentSizeCategory` of a trait collection or of
    /// `UIApplication.shared`, and a category's `isAccessibilityCategory`; other
    /// members of a trait collection are its fields or the files' extensions
    /// of `UITraitCollection` (`frameworkTypeNames`), else they stop, named as
    /// `UITraitCollection` (`Value.kind`).
    func contentSizeMember(_ name: String, of receiver: Value, at node: some SyntaxProtocol) throws -> Value? {
        if receiver.isTraitCollection && name == "preferredContentSizeCategory" { return preferredContentSize("traitCollection", at: node) }
        switch receiver {
        case .library("UIApplication.shared") where name == "preferredContentSizeCategory":
            return preferredContentSize("UIApplication.shared", at: node)
        case .symbol(let category) where name == "isAccessibilityCategory" && Self.contentSizeCategories.contains(category):
            return .bool(category.hasPrefix("accessibility"))
        default:
            return nil
        }
    }

    private func preferredContentSize(_ owner: String, at node: some SyntaxProtocol) -> Value {
        assumeDefaultTextSize("\(owner).preferredContentSizeCategory", at: node)
        return .symbol("large")
    }

    /// The one assumption about the user's text size, for the category read
    /// and for what depends on it (`reads`: a font's size, a scaled value;
    /// `DynamicTypeFonts.swift`).
    func assumeDefaultTextSize(_ what: String, reads result: String? = nil, at node: some SyntaxProtocol) {
        guard let result else {
            assume(node, "\(what) is read as the default text size: .large (not an accessibility size)")
            return
        }
        assume(node, "\(what) is read at the default text size, .large (not an accessibility size): \(result)")
    }

    /// `category >= .accessibilityMedium`: `nil` when either side is not a named, ordered category.
    func contentSizeComparison(_ symbol: String, _ left: Value, _ right: Value) -> Value? {
        guard case .symbol(let a) = left, case .symbol(let b) = right,
            let lower = Self.contentSizeCategories.firstIndex(of: a), let upper = Self.contentSizeCategories.firstIndex(of: b)
        else { return nil }
        return switch symbol {
        case "<": .bool(lower < upper)
        case ">": .bool(lower > upper)
        case "<=": .bool(lower <= upper)
        case ">=": .bool(lower >= upper)
        default: nil
        }
    }
}

extension Value {
    /// A view's `traitCollection`, which the interpreter holds as a labelled
    /// tuple of its fields: it is a `UITraitCollection` to messages, casts and
    /// the files' extensions of `UITraitCollection`, never "a tuple".
    var isTraitCollection: Bool {
        guard case .tuple(let parts) = self else { return false }
        return parts.map(\.label) == Interpreter.traitCollectionLabels
    }
}
