import SwiftSyntax

/// UIKit's named text sizes (`UIContentSizeCategory`), smallest first, in
/// UIKit's order for `<`, `>=`, ...: what a run reads as the user's text
/// size, `.large` (the default) unless `navlint verify --content-size-category`
/// names another (`DelegateVerifier.Options.contentSizeCategory`).
public enum ContentSizeCategory: String, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// UIKit's `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }

    /// How a run's statements name the size it read, and where it came from.
    var stated: String {
        self == .large
            ? "the default text size, .large (not an accessibility size; --content-size-category sets another)"
            : "the text size given by --content-size-category, .\(rawValue) (\(isAccessibilityCategory ? "an" : "not an") accessibility size)"
    }
}

/// The user's text size (`UIContentSizeCategory`): read from a trait collection
/// or `UIApplication.shared`, it is the run's `contentSizeCategory` (`.large`
/// unless the option names another). Each read is stated as an assumption
/// naming the size, as the layout then depends on a setting the run cannot
/// know. Categories are implicit members (`.symbol`), ordered as UIKit orders
/// them for `<`, `>=`, ...
extension Interpreter {
    /// `UIContentSizeCategory`'s named sizes, smallest first (`unspecified` is unordered).
    private static let contentSizeCategories = ContentSizeCategory.allCases.map(\.rawValue)

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
        assumeTextSize("\(owner).preferredContentSizeCategory", at: node)
        return .symbol(contentSizeCategory.rawValue)
    }

    /// The one assumption about the user's text size, for the category read
    /// and for what depends on it (`reads`: a font's size, a scaled value;
    /// `DynamicTypeFonts.swift`), naming the size and the option.
    func assumeTextSize(_ what: String, reads result: String? = nil, at node: some SyntaxProtocol) {
        guard let result else {
            assume(node, "\(what) is read as \(contentSizeCategory.stated)")
            return
        }
        assume(node, "\(what) is read at \(contentSizeCategory.stated): \(result)")
    }

    /// A `readableContentGuide` at a text size other than `.large`: UIKit
    /// widens it with the text, the model keeps its width at `.large` (at most
    /// 672 pt, `LayoutView.readableWidth`), stated.
    func stateReadableWidth(at node: some SyntaxProtocol) {
        guard contentSizeCategory != .large else { return }
        assume(
            node, "readableContentGuide is at most 672 pt wide, as at .large: its width at .\(contentSizeCategory.rawValue) is not modelled")
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
