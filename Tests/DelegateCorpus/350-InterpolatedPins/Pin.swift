import GoogleNavigation
import UIKit

/// One constraint written as a line of text with its items interpolated, the way the
/// team wrote visual-format strings before anchors:
///
///     "\(logo).bottom == \(openMap).top - \(gap)"
///     "\(openMap).bottom <= \(prompt).top"
///     "\(openMap).bottom == \(safe).bottom @250"
///     "\(openMap).height == 0"
///
/// An item is any view or layout guide; an attribute follows it after a dot; then a
/// relation (`==`, `<=`, `>=`), a second item and attribute (or none, for a size), an
/// optional `+`/`-` constant (a literal or an interpolated number) and an optional
/// `@priority`.
struct Pin: ExpressibleByStringInterpolation, CustomStringConvertible {
  enum Token {
    case item(AnyObject)
    case word(String)
    case number(CGFloat)

    var isItem: Bool {
      if case .item = self { return true }
      return false
    }
  }

  struct StringInterpolation: StringInterpolationProtocol {
    fileprivate var tokens: [Token] = []
    fileprivate var text = ""

    init(literalCapacity: Int, interpolationCount: Int) {
      tokens.reserveCapacity(interpolationCount * 3)
    }

    mutating func appendLiteral(_ literal: String) {
      tokens += Pin.words(in: literal).map(Token.word)
      text += literal
    }

    mutating func appendInterpolation(_ view: UIView) {
      tokens.append(.item(view))
      text += "<\(type(of: view))>"
    }

    mutating func appendInterpolation(_ guide: UILayoutGuide) {
      tokens.append(.item(guide))
      text += "<guide>"
    }

    mutating func appendInterpolation(_ value: CGFloat) {
      tokens.append(.number(value))
      text += "\(value)"
    }
  }

  let tokens: [Token]
  let description: String

  init(stringLiteral value: String) {
    tokens = Pin.words(in: value).map(Token.word)
    description = value
  }

  init(stringInterpolation: StringInterpolation) {
    tokens = stringInterpolation.tokens
    description = stringInterpolation.text
  }

  fileprivate static func words(in text: String) -> [String] {
    text.split(whereSeparator: \.isWhitespace).map(String.init)
  }
}

extension Pin {
  private enum Anchor {
    case x(NSLayoutXAxisAnchor)
    case y(NSLayoutYAxisAnchor)
    case size(NSLayoutDimension)
  }

  /// The constraint the line describes, not active yet. A line that does not parse is
  /// a programming error, caught the first time the screen is shown.
  @MainActor
  func makeConstraint() -> NSLayoutConstraint {
    precondition((1...2).contains(tokens.count(where: \.isItem)), "a pin names one or two items: \(self)")
    var cursor = tokens.makeIterator()
    guard case .item(let firstItem)? = cursor.next(),
          case .word(let firstAttribute)? = cursor.next(), firstAttribute.hasPrefix("."),
          case .word(let relation)? = cursor.next(),
          let first = Pin.anchor(String(firstAttribute.dropFirst()), of: firstItem)
    else { preconditionFailure("a pin starts with \"item.attribute relation\": \(self)") }

    var second: Anchor?
    var sign: CGFloat = 1
    var constant: CGFloat = 0
    var priority = UILayoutPriority.required
    while let token = cursor.next() {
      switch token {
      case .item(let item):
        guard case .word(let attribute)? = cursor.next(), attribute.hasPrefix("."),
              let anchor = Pin.anchor(String(attribute.dropFirst()), of: item)
        else { preconditionFailure("no attribute after the second item: \(self)") }
        second = anchor
      case .word("+"):
        sign = 1
      case .word("-"):
        sign = -1
      case .word(let word) where word.hasPrefix("@"):
        guard let value = Float(word.dropFirst()) else { preconditionFailure("bad priority in \(self)") }
        priority = UILayoutPriority(value)
      case .word(let word):
        guard let value = Double(word) else { preconditionFailure("unexpected \"\(word)\" in \(self)") }
        constant = sign * CGFloat(value)
      case .number(let value):
        constant = sign * value
      }
    }

    let constraint: NSLayoutConstraint
    switch (first, second) {
    case let (.y(a), .y(b)?):
      constraint = Pin.relate(a, relation, b, constant)
    case let (.x(a), .x(b)?):
      constraint = Pin.relate(a, relation, b, constant)
    case let (.size(a), .size(b)?):
      constraint = Pin.relate(a, relation, b, constant)
    case let (.size(a), nil) where relation == "==":
      constraint = a.constraint(equalToConstant: constant)
    default:
      preconditionFailure("the two sides of \(self) are on different axes")
    }
    constraint.priority = priority
    constraint.identifier = description
    return constraint
  }

  @MainActor
  private static func relate<Axis: AnyObject>(
    _ a: NSLayoutAnchor<Axis>, _ relation: String, _ b: NSLayoutAnchor<Axis>, _ constant: CGFloat
  ) -> NSLayoutConstraint {
    switch relation {
    case "<=": a.constraint(lessThanOrEqualTo: b, constant: constant)
    case ">=": a.constraint(greaterThanOrEqualTo: b, constant: constant)
    case "==": a.constraint(equalTo: b, constant: constant)
    default: preconditionFailure("unknown relation \(relation)")
    }
  }

  @MainActor
  private static func anchor(_ attribute: String, of item: AnyObject) -> Anchor? {
    switch (attribute, item) {
    case ("top", let view as UIView): .y(view.topAnchor)
    case ("top", let guide as UILayoutGuide): .y(guide.topAnchor)
    case ("bottom", let view as UIView): .y(view.bottomAnchor)
    case ("bottom", let guide as UILayoutGuide): .y(guide.bottomAnchor)
    case ("leading", let view as UIView): .x(view.leadingAnchor)
    case ("leading", let guide as UILayoutGuide): .x(guide.leadingAnchor)
    case ("trailing", let view as UIView): .x(view.trailingAnchor)
    case ("trailing", let guide as UILayoutGuide): .x(guide.trailingAnchor)
    // Interface Builder's absolute edges, for the rare view that must not mirror.
    case ("left", let view as UIView): .x(view.leftAnchor)
    case ("left", let guide as UILayoutGuide): .x(guide.leftAnchor)
    case ("right", let view as UIView): .x(view.rightAnchor)
    case ("right", let guide as UILayoutGuide): .x(guide.rightAnchor)
    case ("height", let view as UIView): .size(view.heightAnchor)
    case ("height", let guide as UILayoutGuide): .size(guide.heightAnchor)
    default: nil
    }
  }
}

extension Array where Element == Pin {
  /// The lines' constraints, in order, not active yet.
  @MainActor
  func makeConstraints() -> [NSLayoutConstraint] {
    map { $0.makeConstraint() }
  }
}
