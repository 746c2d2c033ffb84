import Foundation
import UIKit

/// The design system's spacing scale as its Objective-C module exposes it: an
/// `NSArray` of `NSNumber` steps, in points, smallest first (vendored here so the
/// app target builds without the framework).
final class DSSpacingScale: NSObject {
  static func steps() -> NSArray {
    [4, 8, 12, 16, 24, 32] as NSArray
  }
}

/// A spacing token. Written as a literal where the spec gives a number
/// (`let gap: Gap = 8`), compared and added like one.
struct Gap: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Comparable, CustomStringConvertible {
  let points: CGFloat

  init(_ points: CGFloat) {
    precondition(points >= 0, "a gap is a distance")
    self.points = points
  }

  init(integerLiteral value: Int) {
    self.init(CGFloat(value))
  }

  init(floatLiteral value: Double) {
    self.init(CGFloat(value))
  }

  static func < (lhs: Gap, rhs: Gap) -> Bool { lhs.points < rhs.points }
  static func + (lhs: Gap, rhs: Gap) -> Gap { Gap(lhs.points + rhs.points) }

  var description: String { "\(points) pt" }
}

/// The gaps the design spec names.
enum GapRole: CaseIterable {
  /// Between stacked elements, and from elements to the content floor.
  case rhythm
  /// From the side edges of the open map to the logo and the trailing controls.
  case edge
  /// The same in wide mode, where the open map is beside the card column.
  case wideEdge

  /// Each role's step on the design scale, in the order the spec lists them.
  static let scaleSteps: KeyValuePairs<GapRole, Int> = [
    .rhythm: 1,
    .edge: 3,
    .wideEdge: 5,
  ]

  /// What the spec says when the scale is shorter than it expects (an older framework).
  static let fallbacks: KeyValuePairs<GapRole, Gap> = [
    .rhythm: 8,
    .edge: 16,
    .wideEdge: 32,
  ]
}

/// The resolved spacing, read as `Rhythm[.edge]`.
enum Rhythm {
  /// The scale bridged once: `NSArray` to `[NSNumber]` to `[Gap]`.
  static let scale: [Gap] = (DSSpacingScale.steps() as? [NSNumber] ?? []).map { Gap(CGFloat($0.doubleValue)) }

  static subscript(role: GapRole) -> Gap {
    if let step = GapRole.scaleSteps.first(where: { $0.key == role })?.value, scale.indices.contains(step) {
      return scale[step]
    }
    return GapRole.fallbacks.first(where: { $0.key == role })?.value ?? 8
  }
}

extension NSLayoutDimension {
  /// Holds the dimension (a gap made with `anchorWithOffset(to:)`) at a spacing token.
  func constraint(equalTo role: GapRole) -> NSLayoutConstraint {
    constraint(equalToConstant: Rhythm[role].points)
  }
}
