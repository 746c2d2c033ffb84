import GoogleNavigation
import UIKit

// Wayfinder Design System, iOS tokens (generated from tokens.json 4.2, then trimmed by
// hand to what the navigation screen reads). Three layers, as the DS documents them:
// primitives are raw values, semantic tokens say what a value is for, component tokens
// are one component's decisions. Feature code reads component tokens only.

// MARK: - Layer 1: primitives

enum Primitive {
  enum Space {
    static let s050: CGFloat = 2
    static let s100: CGFloat = 4
    static let s200: CGFloat = 8
    static let s300: CGFloat = 12
    static let s400: CGFloat = 16
    static let s600: CGFloat = 24
  }

  enum Duration {
    static let quick: TimeInterval = 0.15
    static let moderate: TimeInterval = 0.25
  }
}

// MARK: - Layer 2: semantic tokens

enum Semantic {
  enum Inset {
    /// Between a floating control and the edge of the content it floats over.
    static let floating = Primitive.Space.s200
    /// Between controls stacked on one another.
    static let stack = Primitive.Space.s200
    /// Content kept clear of the screen's edge.
    static let edge = Primitive.Space.s400
    /// The tightest inset the DS allows, whatever the density.
    static let hairline = Primitive.Space.s100
  }

  enum Motion {
    static let enter = Primitive.Duration.moderate
    static let exit = Primitive.Duration.quick
  }

  /// Drawing-order bands: a higher band is added later, so it draws on top.
  enum Elevation: Int, Comparable {
    case canvas = 0
    case floating = 10
    case surface = 20
    case overlay = 30

    static func < (lhs: Elevation, rhs: Elevation) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}

// MARK: - Density

/// How roomy the screen is. Spacing tokens scale with it; colours and type do not.
enum Density: CaseIterable {
  case compact
  case comfortable
  case spacious

  @MainActor
  init(traits: UITraitCollection, wide: Bool) {
    switch (traits.horizontalSizeClass, wide) {
    case (.regular, _): self = .spacious
    case (_, true): self = .comfortable
    default: self = .compact
    }
  }

  var scale: CGFloat {
    switch self {
    case .compact: return 1
    case .comfortable: return 1.25
    case .spacious: return 1.5
    }
  }
}

/// What tokens are resolved against: the density and the SDK's wide mode.
struct ThemeContext: Equatable {
  var density: Density
  var isWide: Bool

  static let initial = ThemeContext(density: .compact, isWide: false)

  @MainActor
  static func resolve(for map: UIView, wide: Bool) -> ThemeContext {
    ThemeContext(density: Density(traits: map.traitCollection, wide: wide), isWide: wide)
  }

  /// A spacing token scaled for the density, snapped to whole points and kept within
  /// what the DS allows for it.
  func space(_ token: CGFloat, atLeast floor: CGFloat = Semantic.Inset.hairline, atMost ceiling: CGFloat? = nil)
    -> CGFloat
  {
    let scaled = max((token * density.scale).rounded(), floor)
    guard let ceiling else { return scaled }
    return min(scaled, ceiling)
  }

  /// Insets scaled for the density, snapped to whole points.
  func insets(_ base: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
    (base * density.scale).snapped
  }
}

// MARK: - Inset arithmetic (from the DS's Swift package)

extension NSDirectionalEdgeInsets {
  init(uniform value: CGFloat) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  init(horizontal: CGFloat, vertical: CGFloat) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }

  static func + (lhs: NSDirectionalEdgeInsets, rhs: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
      bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
  }

  static func * (lhs: NSDirectionalEdgeInsets, rhs: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: lhs.top * rhs, leading: lhs.leading * rhs, bottom: lhs.bottom * rhs, trailing: lhs.trailing * rhs)
  }

  var snapped: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: top.rounded(), leading: leading.rounded(), bottom: bottom.rounded(), trailing: trailing.rounded())
  }
}

// MARK: - Layer 3: the navigation chrome's component tokens

enum NavChromeTokens {
  /// The Google logo's distance from the open map's leading and bottom edges.
  static let logo = NSDirectionalEdgeInsets(horizontal: Semantic.Inset.floating, vertical: Semantic.Inset.floating)
  /// Between the button rail and what is above or below it.
  static let railGap = Semantic.Inset.stack
  static let promptEnter = Semantic.Motion.enter
  static let promptExit = Semantic.Motion.exit

  /// The rail's distance from the trailing edge: the edge token for the density, never
  /// tighter than the SDK's own button padding nor roomier than 24 pt.
  static func railTrailing(in context: ThemeContext) -> CGFloat {
    max(NavigationStyleValues.buttonHorizontalPadding, context.space(Semantic.Inset.edge, atMost: Primitive.Space.s600))
  }

  /// The logo's insets for the density: the component token plus the DS's hairline
  /// breathing room on wide screens.
  static func logoInsets(in context: ThemeContext) -> NSDirectionalEdgeInsets {
    let base = context.isWide ? logo + NSDirectionalEdgeInsets(horizontal: Semantic.Inset.hairline, vertical: 0) : logo
    return context.insets(base)
  }
}
