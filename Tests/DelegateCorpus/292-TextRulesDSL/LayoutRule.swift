import UIKit

/// One parsed line of the layout rule text, e.g.
///   "turnCard.top == safe.top + 8"
///   "content.bottom == safe.bottom @250"
///   "buttons.trailing == safe.trailing - 32 [wide]"
struct LayoutRule: Equatable {
  enum Attribute: String {
    case top, bottom, leading, trailing, width, height, centerX, centerY
  }

  enum Relation: String {
    case equal = "==", lessOrEqual = "<=", greaterOrEqual = ">="
  }

  /// Which form factor a rule applies to; nil applies to both.
  enum Condition: String {
    case wide, compact
  }

  struct AnchorRef: Equatable {
    let owner: String
    let attribute: Attribute
  }

  let target: AnchorRef
  let relation: Relation
  /// nil for a constant dimension rule ("content.height == 0").
  let source: AnchorRef?
  let multiplier: CGFloat
  let constant: CGFloat
  let priority: Float?
  let condition: Condition?

  func applies(wideMode: Bool) -> Bool {
    switch condition {
    case .none: return true
    case .some(.wide): return wideMode
    case .some(.compact): return !wideMode
    }
  }
}

enum LayoutRuleError: Error, CustomStringConvertible {
  case badAnchor(String)
  case badRelation(String)
  case badNumber(String)
  case unexpectedToken(String, line: String)

  var description: String {
    switch self {
    case .badAnchor(let text): return "bad anchor '\(text)'"
    case .badRelation(let text): return "bad relation '\(text)'"
    case .badNumber(let text): return "bad number '\(text)'"
    case .unexpectedToken(let token, let line): return "unexpected '\(token)' in '\(line)'"
    }
  }
}

/// The team's hand-written parser for layout rule text.
enum LayoutRuleParser {
  private static let attributeTable: [String: LayoutRule.Attribute] = [
    "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
    "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
  ]

  private enum Token: Equatable {
    case anchor(String)
    case relation(String)
    case number(Double)
    case plus
    case minus
    case times
    case priority(Double)
    case condition(String)
  }

  static func parse(_ text: String) -> [LayoutRule] {
    parse(text.components(separatedBy: "\n"))
  }

  static func parse(_ lines: [String]) -> [LayoutRule] {
    var rules: [LayoutRule] = []
    for raw in lines {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      do {
        rules.append(try parse(line: line))
      } catch {
        assertionFailure("layout rule: \(error)")
      }
    }
    return rules
  }

  static func parse(line: String) throws -> LayoutRule {
    let tokens = try tokenize(line)
    guard tokens.count >= 3 else { throw LayoutRuleError.unexpectedToken("end", line: line) }

    guard case .anchor(let targetText) = tokens[0] else {
      throw LayoutRuleError.unexpectedToken("\(tokens[0])", line: line)
    }
    let target = try anchorRef(targetText)

    guard case .relation(let relationText) = tokens[1],
      let relation = LayoutRule.Relation(rawValue: relationText)
    else { throw LayoutRuleError.badRelation("\(tokens[1])") }

    var source: LayoutRule.AnchorRef?
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: Float?
    var condition: LayoutRule.Condition?

    var rest = tokens.dropFirst(2)
    switch rest.first {
    case .anchor(let text)?:
      source = try anchorRef(text)
    case .number(let value)?:
      constant = CGFloat(value)
    default:
      throw LayoutRuleError.unexpectedToken("\(String(describing: rest.first))", line: line)
    }
    rest = rest.dropFirst()

    while let token = rest.first {
      rest = rest.dropFirst()
      switch token {
      case .times:
        guard case .number(let value)? = rest.first else {
          throw LayoutRuleError.unexpectedToken("*", line: line)
        }
        multiplier = CGFloat(value)
        rest = rest.dropFirst()
      case .plus, .minus:
        guard case .number(let value)? = rest.first else {
          throw LayoutRuleError.unexpectedToken(token == .plus ? "+" : "-", line: line)
        }
        constant = token == .plus ? CGFloat(value) : -CGFloat(value)
        rest = rest.dropFirst()
      case .priority(let value):
        priority = Float(value)
      case .condition(let name):
        guard let parsed = LayoutRule.Condition(rawValue: name) else {
          throw LayoutRuleError.unexpectedToken(name, line: line)
        }
        condition = parsed
      case .anchor(let text), .relation(let text):
        throw LayoutRuleError.unexpectedToken(text, line: line)
      case .number(let value):
        throw LayoutRuleError.unexpectedToken(String(value), line: line)
      }
    }

    return LayoutRule(
      target: target, relation: relation, source: source, multiplier: multiplier,
      constant: constant, priority: priority, condition: condition)
  }

  private static func words(_ line: String) -> [String] {
    var result: [String] = []
    var buffer = ""
    for ch in line {
      if ch.isWhitespace {
        if !buffer.isEmpty { result.append(buffer); buffer = "" }
      } else if ch == "+" || ch == "*" {
        if !buffer.isEmpty { result.append(buffer); buffer = "" }
        result.append(String(ch))
      } else {
        buffer.append(ch)
      }
    }
    if !buffer.isEmpty { result.append(buffer) }
    return result
  }

  private static func tokenize(_ line: String) throws -> [Token] {
    var tokens: [Token] = []
    for text in words(line) {
      switch text {
      case "==", "<=", ">=":
        tokens.append(.relation(text))
      case "+":
        tokens.append(.plus)
      case "-":
        tokens.append(.minus)
      case "*":
        tokens.append(.times)
      default:
        if text.hasPrefix("@") {
          guard let value = Double(String(text.dropFirst())) else { throw LayoutRuleError.badNumber(text) }
          tokens.append(.priority(value))
        } else if text.first == "[", text.last == "]" {
          tokens.append(.condition(String(text.dropFirst().dropLast())))
        } else if let first = text.first, first.isNumber {
          guard let value = Double(text) else { throw LayoutRuleError.badNumber(text) }
          tokens.append(.number(value))
        } else if let first = text.first, first.isLetter {
          tokens.append(.anchor(text))
        } else {
          throw LayoutRuleError.unexpectedToken(text, line: line)
        }
      }
    }
    return tokens
  }

  private static func anchorRef(_ text: String) throws -> LayoutRule.AnchorRef {
    guard let dot = text.firstIndex(of: ".") else { throw LayoutRuleError.badAnchor(text) }
    let owner = String(text[..<dot])
    let attributeName = String(text[text.index(after: dot)...])
    guard !owner.isEmpty, let attribute = attributeTable[attributeName] else {
      throw LayoutRuleError.badAnchor(text)
    }
    return LayoutRule.AnchorRef(owner: owner, attribute: attribute)
  }
}
