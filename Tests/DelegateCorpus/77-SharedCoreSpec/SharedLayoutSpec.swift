import Foundation
import UIKit

// Mirrors what the Kotlin/Native bridge generates for `shared/src/commonMain/.../LayoutSpec.kt`.
// Kotlin `Int` crosses the bridge boxed; `KotlinInt` is the boxed number.
class KotlinBase: NSObject {}

final class KotlinInt: KotlinBase {
    private let value: Int32
    init(value: Int32) { self.value = value }
    var intValue: Int { Int(value) }
    var int32Value: Int32 { value }
}

final class KotlinBoolean: KotlinBase {
    private let value: Bool
    init(value: Bool) { self.value = value }
    var boolValue: Bool { value }
}

/// `class SharedLayoutSpec(val cardInset: Int, val buttonGap: Int, ...)` in Kotlin.
final class SharedLayoutSpec: KotlinBase {
    let cardInset: KotlinInt
    let buttonGap: KotlinInt
    let logoInset: KotlinInt
    let promptSlideDistance: KotlinInt
    let showsTripProgress: KotlinBoolean

    init(cardInset: KotlinInt, buttonGap: KotlinInt, logoInset: KotlinInt,
         promptSlideDistance: KotlinInt, showsTripProgress: KotlinBoolean) {
        self.cardInset = cardInset
        self.buttonGap = buttonGap
        self.logoInset = logoInset
        self.promptSlideDistance = promptSlideDistance
        self.showsTripProgress = showsTripProgress
    }

    /// `companion object { val Default = ... }` exported as `SharedLayoutSpec.Companion.shared.default_`.
    @MainActor
    final class Companion: KotlinBase {
        static let shared = Companion()
        let default_ = SharedLayoutSpec(
            cardInset: KotlinInt(value: 0), buttonGap: KotlinInt(value: 8),
            logoInset: KotlinInt(value: 4), promptSlideDistance: KotlinInt(value: 200),
            showsTripProgress: KotlinBoolean(value: true))
    }
}
