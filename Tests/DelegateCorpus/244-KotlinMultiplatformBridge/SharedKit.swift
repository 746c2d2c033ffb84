// Stand-in for the Swift view of the Kotlin Multiplatform framework `SharedKit`
// (module :shared:layout, `navigationSpec.kt`), as the generated Objective-C
// header exposes it. Kept in the repo so the iOS target builds and previews
// without the XCFramework; values mirror the shared module's DEFAULT spec.
//
//   class LayoutSpec(val edgeInsetDp: Int, val stackSpacingDp: Int, val logoLiftDp: Int?,
//                    val showSpeedometer: Boolean, val showTripProgress: Boolean?,
//                    val cardColumn: ColumnEdge, val buttonOrder: Array<ButtonSlot>,
//                    val promptPlacement: PromptPlacement, val extras: Map<String, Any>)
//   { companion object { fun forNavigation(wide: Boolean): LayoutSpec } }

import Foundation

open class KotlinBase: NSObject, @unchecked Sendable {}

/// Kotlin/Native boxes nullable numbers. (The real `KotlinNumber` is an
/// `NSNumber` subclass; the accessors Swift calls on it are the same.)
open class KotlinNumber: KotlinBase, @unchecked Sendable {
    let boxed: NSNumber
    init(boxed: NSNumber) { self.boxed = boxed }
    public var int32Value: Int32 { boxed.int32Value }
    public var intValue: Int { boxed.intValue }
    public var doubleValue: Double { boxed.doubleValue }
    public var boolValue: Bool { boxed.boolValue }
}

public final class KotlinInt: KotlinNumber, @unchecked Sendable {
    public init(int value: Int32) { super.init(boxed: NSNumber(value: value)) }
}

public final class KotlinBoolean: KotlinNumber, @unchecked Sendable {
    public init(bool value: Bool) { super.init(boxed: NSNumber(value: value)) }
}

/// `kotlin.Array<T>`: no subscript, no Sequence conformance.
public final class KotlinArray<T: AnyObject>: KotlinBase, @unchecked Sendable {
    private var storage: [T?]
    public init(size: Int32, init factory: (KotlinInt) -> T?) {
        storage = (0..<Int(size)).map { factory(KotlinInt(int: Int32($0))) }
    }
    public var size: Int32 { Int32(storage.count) }
    public func get(index: Int32) -> T? { storage[Int(index)] }
    public func set(index: Int32, value: T?) { storage[Int(index)] = value }
}

/// `enum class ButtonSlot { COMPASS, REPORTING }`
public final class ButtonSlot: KotlinBase, @unchecked Sendable {
    public let name: String
    public let ordinal: Int32
    private init(name: String, ordinal: Int32) { self.name = name; self.ordinal = ordinal }
    public static let compass = ButtonSlot(name: "COMPASS", ordinal: 0)
    public static let reporting = ButtonSlot(name: "REPORTING", ordinal: 1)
}

/// `enum class ColumnEdge { LEADING, TRAILING }`: where wide mode puts the cards.
public final class ColumnEdge: KotlinBase, @unchecked Sendable {
    public let name: String
    public let ordinal: Int32
    private init(name: String, ordinal: Int32) { self.name = name; self.ordinal = ordinal }
    public static let leading = ColumnEdge(name: "LEADING", ordinal: 0)
    public static let trailing = ColumnEdge(name: "TRAILING", ordinal: 1)
}

/// `sealed class PromptPlacement { object Docked; data class Lifted(val bottomInsetDp: Int) }`
open class PromptPlacement: KotlinBase, @unchecked Sendable {}

public final class PromptPlacementDocked: PromptPlacement, @unchecked Sendable {
    public static let shared = PromptPlacementDocked()
}

public final class PromptPlacementLifted: PromptPlacement, @unchecked Sendable {
    public let bottomInsetDp: Int32
    public init(bottomInsetDp: Int32) { self.bottomInsetDp = bottomInsetDp }
}

public final class LayoutSpec: KotlinBase, @unchecked Sendable {
    public let edgeInsetDp: Int32
    public let stackSpacingDp: Int32
    public let logoLiftDp: KotlinInt?
    public let showSpeedometer: Bool
    public let showTripProgress: KotlinBoolean?
    public let cardColumn: ColumnEdge
    public let buttonOrder: KotlinArray<ButtonSlot>
    public let promptPlacement: PromptPlacement
    public let extras: [String: Any]

    public init(edgeInsetDp: Int32, stackSpacingDp: Int32, logoLiftDp: KotlinInt?, showSpeedometer: Bool,
                showTripProgress: KotlinBoolean?, cardColumn: ColumnEdge, buttonOrder: KotlinArray<ButtonSlot>,
                promptPlacement: PromptPlacement, extras: [String: Any]) {
        self.edgeInsetDp = edgeInsetDp
        self.stackSpacingDp = stackSpacingDp
        self.logoLiftDp = logoLiftDp
        self.showSpeedometer = showSpeedometer
        self.showTripProgress = showTripProgress
        self.cardColumn = cardColumn
        self.buttonOrder = buttonOrder
        self.promptPlacement = promptPlacement
        self.extras = extras
    }

    public final class Companion: KotlinBase, @unchecked Sendable {
        public static let shared = Companion()

        public func forNavigation(wide: Bool) -> LayoutSpec {
            let order: [ButtonSlot] = [.reporting, .compass]
            return LayoutSpec(
                edgeInsetDp: wide ? 24 : 16,
                stackSpacingDp: 12,
                logoLiftDp: wide ? KotlinInt(int: 8) : nil,
                showSpeedometer: true,
                showTripProgress: wide ? KotlinBoolean(bool: true) : nil,
                cardColumn: .leading,
                buttonOrder: KotlinArray(size: Int32(order.count)) { order[Int($0.int32Value)] },
                promptPlacement: wide ? PromptPlacementLifted(bottomInsetDp: 8) : PromptPlacementDocked.shared,
                extras: ["promptFadeMs": NSNumber(value: Int32(250)), "logoInsetDp": NSNumber(value: Int32(12))]
            )
        }
    }
}
