import Foundation

// In-house phantom-typed identifiers, after Point-Free's `Tagged`.
// We keep our own copy (20 lines) rather than take the package for one type.

/// A value of `RawValue` tagged with a phantom `Tag`, so that two identifiers
/// spelled with the same string cannot be mixed up: a `ViewID` is not a
/// `ConstraintGroupID` even when both are `"prompt"`.
struct Tagged<Tag, RawValue: Hashable>: Hashable, ExpressibleByStringLiteral, RawRepresentable
where RawValue: ExpressibleByStringLiteral {
    let rawValue: RawValue

    init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    init(_ rawValue: RawValue) {
        self.init(rawValue: rawValue)
    }

    init(stringLiteral value: RawValue.StringLiteralType) {
        self.init(rawValue: RawValue(stringLiteral: value))
    }
}

extension Tagged: CustomStringConvertible {
    var description: String { "\(rawValue)" }
}

extension Tagged: Comparable where RawValue: Comparable {
    static func < (lhs: Tagged, rhs: Tagged) -> Bool { lhs.rawValue < rhs.rawValue }
}

// MARK: - The tags

/// Phantom tag of views the layout owns or places.
enum ViewTag {}
/// Phantom tag of named groups of constraints activated and deactivated together.
enum GroupTag {}
/// Phantom tag of layout guides the layout adds to the map.
enum GuideTag {}

typealias ViewID = Tagged<ViewTag, String>
typealias ConstraintGroupID = Tagged<GroupTag, String>
typealias GuideID = Tagged<GuideTag, String>
