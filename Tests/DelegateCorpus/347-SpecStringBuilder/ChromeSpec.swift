import GoogleNavigation
import UIKit

/// The parts of the navigation chrome the product spec can list. The logo and the
/// viewport are not listed: they are always on the map.
enum ChromePart: String, CaseIterable {
  case turn, eta, speed, bar, buttons
}

/// Which chrome a phase shows, in what order (bottom first), and the gap each part
/// keeps, parsed from the one-line spec the product team edits:
///
///     "turn | eta | speed | bar:8 | buttons:8"
///
/// Parts are separated by `|`; `:n` after a name is its gap in points. Unknown names
/// and repeated parts are skipped, a missing or unreadable gap is the default.
struct ChromeSpec {
  static let separator = Character("|")
  static let argumentMark = Character(":")
  static let defaultGap: CGFloat = 8

  static let ready = ChromeSpec(parsing: "buttons:10")
  static let guidance = ChromeSpec(parsing: "turn | eta | speed | bar:8 | buttons:8")

  let order: [ChromePart]
  private let gaps: [ChromePart: CGFloat]

  init(parsing text: String) {
    // Cut the text at each separator, one token at a time.
    let tokens = sequence(state: text) { (rest: inout String) -> String? in
      guard !rest.isEmpty else { return nil }
      let token = rest.prefix(while: { $0 != ChromeSpec.separator })
      rest = String(rest.dropFirst(token.count + 1))
      return token.trimmingCharacters(in: .whitespaces)
    }

    var order: [ChromePart] = []
    var arguments: [String: String] = [:]
    for token in tokens where !token.isEmpty {
      let name = String(token.prefix(while: { $0.isLetter }))
      let argument = String(token.drop(while: { $0 != ChromeSpec.argumentMark }).dropFirst())
      guard let part = ChromePart(rawValue: name), !order.contains(part) else { continue }
      order.append(part)
      arguments[name] = argument
    }
    self.order = order

    var gaps: [ChromePart: CGFloat] = [:]
    for (name, points) in arguments.compactMapValues({ Double($0) }) {
      if let part = ChromePart(rawValue: name) {
        gaps[part] = CGFloat(points)
      }
    }
    self.gaps = gaps
  }

  func shows(_ part: ChromePart) -> Bool {
    order.contains(part)
  }

  func gap(_ part: ChromePart) -> CGFloat {
    gaps[part] ?? Self.defaultGap
  }
}

/// Collects constraints written one per line, with `if`, `if`/`else`, `switch` and
/// `for` among them. Statements are folded pairwise (`buildPartialBlock`), so a block
/// can be as long as it needs.
@resultBuilder
enum PinList {
  static func buildExpression(_ pin: NSLayoutConstraint) -> [NSLayoutConstraint] {
    [pin]
  }

  static func buildExpression(_ pins: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
    pins
  }

  static func buildPartialBlock(first: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
    first
  }

  static func buildPartialBlock(accumulated: [NSLayoutConstraint], next: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
    accumulated + next
  }

  static func buildOptional(_ pins: [NSLayoutConstraint]?) -> [NSLayoutConstraint] {
    pins ?? []
  }

  static func buildEither(first pins: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
    pins
  }

  static func buildEither(second pins: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
    pins
  }

  static func buildArray(_ groups: [[NSLayoutConstraint]]) -> [NSLayoutConstraint] {
    groups.flatMap { $0 }
  }
}

extension NSLayoutConstraint {
  /// The constraint at `priority`, for use inside a `PinList` block.
  func at(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}
