import UIKit

/// Ported from the web client's `nav-layout.css`: the web team positions every
/// navigation panel with logical insets (`inset-inline-start`, `inset-block-end`, ...)
/// so the same sheet works in Hebrew and Arabic. We kept their vocabulary.
enum LogicalEdge: String {
  case blockStart = "block-start"
  case blockEnd = "block-end"
  case inlineStart = "inline-start"
  case inlineEnd = "inline-end"

  var isBlock: Bool { self == .blockStart || self == .blockEnd }
}

/// The properties the port understands. Insets are inward distances, as in CSS:
/// `inset-block-end: 8px` puts the box's bottom 8 pt above the reference edge.
enum InsetProperty: String {
  case insetBlockStart = "inset-block-start"
  case insetBlockEnd = "inset-block-end"
  case insetInlineStart = "inset-inline-start"
  case insetInlineEnd = "inset-inline-end"
  /// Not real CSS: "at least this far in" (the web used `max()` in `calc`).
  case minInsetBlockEnd = "min-inset-block-end"
  case blockSize = "block-size"

  var edge: LogicalEdge {
    switch self {
    case .insetBlockStart: return .blockStart
    case .insetBlockEnd, .minInsetBlockEnd, .blockSize: return .blockEnd
    case .insetInlineStart: return .inlineStart
    case .insetInlineEnd: return .inlineEnd
    }
  }

  /// Whether a positive inset moves the edge down/forward (+1) or up/back (-1).
  var sign: CGFloat {
    switch self {
    case .insetBlockStart, .insetInlineStart: return 1
    default: return -1
    }
  }
}

/// A reference value: `<box> <edge> <length> [weak]`, e.g. `#turn-card block-end 8px`,
/// `safe inline-start var(--element-padding)`, `#eta-card margin-block-start 0`.
struct EdgeReference {
  let box: String
  let marginBox: Bool
  let edge: LogicalEdge
  let length: CGFloat
  let weak: Bool

  init?(_ text: String, variables: [String: CGFloat]) {
    let parts = text.split(separator: " ").map { String($0) }
    guard parts.count >= 3 else { return nil }
    box = parts[0]
    var edgeName = parts[1]
    marginBox = edgeName.hasPrefix("margin-")
    if marginBox { edgeName = String(edgeName.dropFirst(7)) }
    guard let parsedEdge = LogicalEdge(rawValue: edgeName),
          let parsedLength = CSSLength.parse(parts[2], variables: variables) else { return nil }
    edge = parsedEdge
    length = parsedLength
    weak = parts.count > 3 && parts[3] == "weak"
  }
}

enum CSSLength {
  /// `12px`, `12`, `var(--name)`.
  static func parse(_ token: String, variables: [String: CGFloat]) -> CGFloat? {
    if token.hasPrefix("var(") && token.hasSuffix(")") {
      let name = String(token.dropFirst(4).dropLast(1))
      return variables[name]
    }
    var number = token
    if number.hasSuffix("px") { number = String(number.dropLast(2)) }
    guard let value = Double(number) else { return nil }
    return CGFloat(value)
  }
}

/// A box that can take part in the layout: a view or a layout guide.
@MainActor
enum LayoutBox {
  case view(UIView)
  case guide(UILayoutGuide)

  var view: UIView? {
    if case .view(let v) = self { return v }
    return nil
  }

  func yAnchor(_ edge: LogicalEdge, marginBox: Bool) -> NSLayoutYAxisAnchor {
    switch self {
    case .view(let v):
      if marginBox { return LayoutBox.guide(v.layoutMarginsGuide).yAnchor(edge, marginBox: false) }
      return edge == .blockStart ? v.topAnchor : v.bottomAnchor
    case .guide(let g):
      return edge == .blockStart ? g.topAnchor : g.bottomAnchor
    }
  }

  func xAnchor(_ edge: LogicalEdge, marginBox: Bool) -> NSLayoutXAxisAnchor {
    switch self {
    case .view(let v):
      if marginBox { return LayoutBox.guide(v.layoutMarginsGuide).xAnchor(edge, marginBox: false) }
      return edge == .inlineStart ? v.leadingAnchor : v.trailingAnchor
    case .guide(let g):
      return edge == .inlineStart ? g.leadingAnchor : g.trailingAnchor
    }
  }

  var heightAnchor: NSLayoutDimension {
    switch self {
    case .view(let v): return v.heightAnchor
    case .guide(let g): return g.heightAnchor
    }
  }
}
