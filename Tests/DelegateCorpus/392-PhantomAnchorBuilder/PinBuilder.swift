import UIKit

/// Builds `[NSLayoutConstraint]` from a block of pins, with `if`, `if/else`,
/// `switch`, `for` and `if #available` inside.
@resultBuilder
enum Pins {
    static func buildExpression(_ constraint: NSLayoutConstraint) -> [NSLayoutConstraint] { [constraint] }
    static func buildExpression(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] { constraints }
    static func buildBlock(_ parts: [NSLayoutConstraint]...) -> [NSLayoutConstraint] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [NSLayoutConstraint]?) -> [NSLayoutConstraint] { part ?? [] }
    static func buildEither(first: [NSLayoutConstraint]) -> [NSLayoutConstraint] { first }
    static func buildEither(second: [NSLayoutConstraint]) -> [NSLayoutConstraint] { second }
    static func buildArray(_ parts: [[NSLayoutConstraint]]) -> [NSLayoutConstraint] { parts.flatMap { $0 } }
    static func buildLimitedAvailability(_ part: [NSLayoutConstraint]) -> [NSLayoutConstraint] { part }
}

/// A named, activatable set of pins.
@MainActor
struct PinSet {
    let name: String
    let constraints: [NSLayoutConstraint]

    init(_ name: String, @Pins _ build: () -> [NSLayoutConstraint]) {
        self.name = name
        self.constraints = build()
        for (index, constraint) in constraints.enumerated() {
            constraint.identifier = "\(name)#\(index)"
        }
    }

    static let empty = PinSet("empty") { [NSLayoutConstraint]() }

    func activate() { NSLayoutConstraint.activate(constraints) }
    func deactivate() { NSLayoutConstraint.deactivate(constraints) }
}
