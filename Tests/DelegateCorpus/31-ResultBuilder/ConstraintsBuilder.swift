import UIKit

@resultBuilder
enum ConstraintsBuilder {
  static func buildExpression(_ c: NSLayoutConstraint) -> [NSLayoutConstraint] { [c] }
  static func buildExpression(_ cs: [NSLayoutConstraint]) -> [NSLayoutConstraint] { cs }
  static func buildBlock(_ parts: [NSLayoutConstraint]...) -> [NSLayoutConstraint] { parts.flatMap { $0 } }
  static func buildOptional(_ part: [NSLayoutConstraint]?) -> [NSLayoutConstraint] { part ?? [] }
  static func buildEither(first: [NSLayoutConstraint]) -> [NSLayoutConstraint] { first }
  static func buildEither(second: [NSLayoutConstraint]) -> [NSLayoutConstraint] { second }
  static func buildArray(_ parts: [[NSLayoutConstraint]]) -> [NSLayoutConstraint] { parts.flatMap { $0 } }
}

/// Builds a constraint list declaratively; does not activate it.
@MainActor
func layout(@ConstraintsBuilder _ body: () -> [NSLayoutConstraint]) -> [NSLayoutConstraint] {
  body()
}
