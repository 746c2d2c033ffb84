import UIKit

/// Kotlin-style scope functions, so the Android team can read the iOS port.
/// `apply`/`also` return the receiver, `run` returns the block's result,
/// `takeIf` returns the receiver when the predicate holds.
@MainActor
protocol ScopeFunctions {}

extension ScopeFunctions where Self: AnyObject {
    @discardableResult
    func apply(_ block: (Self) -> Void) -> Self {
        block(self)
        return self
    }

    @discardableResult
    func also(_ block: (Self) -> Void) -> Self {
        block(self)
        return self
    }

    func run<R>(_ block: (Self) -> R) -> R {
        block(self)
    }

    func takeIf(_ predicate: (Self) -> Bool) -> Self? {
        predicate(self) ? self : nil
    }
}

extension NSObject: ScopeFunctions {}

extension Optional {
    /// `?.let { }` from Kotlin.
    func ifPresent(_ block: (Wrapped) -> Void) {
        if let value = self { block(value) }
    }
}

/// `mutableListOf` / `listOf` helpers used by the layout code.
func listOf<T>(_ items: T...) -> [T] { items }
