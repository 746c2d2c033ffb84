/// An Auto Layout priority, 1...1000.
///
/// The solver treats every distinct priority as its own level of a lexicographic objective:
/// a higher priority always wins over any number of lower ones, and `required` (1000) is a hard
/// constraint rather than a weight.
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    CustomStringConvertible
{
    /// The Auto Layout value, 1...1000; values outside are clamped.
    public var rawValue: Double

    /// Creates a priority, clamping `rawValue` to 1...1000 (NaN becomes 1) so every priority is a level.
    public init(_ rawValue: Double) {
        self.rawValue = rawValue.isNaN ? 1 : min(max(rawValue, 1), 1000)
    }

    /// Lets `Priority` literals read like Auto Layout's (`750`).
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    /// Lets `Priority` literals read like Auto Layout's (`999.5`).
    public init(floatLiteral value: Double) { self.init(value) }

    /// 1000: the constraint must hold.
    public static let required: Priority = 1000
    /// 750: UIKit's default content-compression resistance.
    public static let defaultHigh: Priority = 750
    /// 250: UIKit's default content hugging.
    public static let defaultLow: Priority = 250
    /// 50: what UIKit uses when computing a fitting size.
    public static let fittingSizeLevel: Priority = 50

    /// Whether this is a hard constraint instead of a preference.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Orders by `rawValue`, so `max` is the strongest.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The value as Auto Layout prints it (`750`, `999.5`).
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
