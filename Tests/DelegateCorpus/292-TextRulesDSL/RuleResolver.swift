import UIKit

/// Something a rule can name: a view or a layout guide (both have these anchors).
@MainActor
protocol LayoutAnchorOwner: AnyObject {
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var centerYAnchor: NSLayoutYAxisAnchor { get }
  var leadingAnchor: NSLayoutXAxisAnchor { get }
  var trailingAnchor: NSLayoutXAxisAnchor { get }
  var leftAnchor: NSLayoutXAxisAnchor { get }
  var rightAnchor: NSLayoutXAxisAnchor { get }
  var centerXAnchor: NSLayoutXAxisAnchor { get }
  var widthAnchor: NSLayoutDimension { get }
  var heightAnchor: NSLayoutDimension { get }
}

extension UIView: LayoutAnchorOwner {}
extension UILayoutGuide: LayoutAnchorOwner {}

@MainActor
enum AnchorOwner {
  private enum Anchor {
    case x(NSLayoutXAxisAnchor)
    case y(NSLayoutYAxisAnchor)
    case dimension(NSLayoutDimension)
  }

  private static func anchor(_ owner: any LayoutAnchorOwner, _ attribute: LayoutRule.Attribute) -> Anchor {
    switch attribute {
    case .top: return .y(owner.topAnchor)
    case .bottom: return .y(owner.bottomAnchor)
    case .centerY: return .y(owner.centerYAnchor)
    case .leading: return .x(owner.leadingAnchor)
    case .trailing: return .x(owner.trailingAnchor)
    case .centerX: return .x(owner.centerXAnchor)
    case .width: return .dimension(owner.widthAnchor)
    case .height: return .dimension(owner.heightAnchor)
    }
  }

  /// Builds the constraint a rule describes, with this owner as its target.
  static func constraint(
    for rule: LayoutRule, target: any LayoutAnchorOwner, source: (any LayoutAnchorOwner)?
  ) -> NSLayoutConstraint? {
    let first = anchor(target, rule.target.attribute)
    let c = rule.constant
    let made: NSLayoutConstraint?
    switch (first, source.map { anchor($0, rule.source!.attribute) }) {
    case (.x(let a), .x(let b)?):
      switch rule.relation {
      case .equal: made = a.constraint(equalTo: b, constant: c)
      case .lessOrEqual: made = a.constraint(lessThanOrEqualTo: b, constant: c)
      case .greaterOrEqual: made = a.constraint(greaterThanOrEqualTo: b, constant: c)
      }
    case (.y(let a), .y(let b)?):
      switch rule.relation {
      case .equal: made = a.constraint(equalTo: b, constant: c)
      case .lessOrEqual: made = a.constraint(lessThanOrEqualTo: b, constant: c)
      case .greaterOrEqual: made = a.constraint(greaterThanOrEqualTo: b, constant: c)
      }
    case (.dimension(let a), .dimension(let b)?):
      let m = rule.multiplier
      switch rule.relation {
      case .equal: made = a.constraint(equalTo: b, multiplier: m, constant: c)
      case .lessOrEqual: made = a.constraint(lessThanOrEqualTo: b, multiplier: m, constant: c)
      case .greaterOrEqual: made = a.constraint(greaterThanOrEqualTo: b, multiplier: m, constant: c)
      }
    case (.dimension(let a), nil):
      switch rule.relation {
      case .equal: made = a.constraint(equalToConstant: c)
      case .lessOrEqual: made = a.constraint(lessThanOrEqualToConstant: c)
      case .greaterOrEqual: made = a.constraint(greaterThanOrEqualToConstant: c)
      }
    default:
      made = nil
    }
    if let made, let priority = rule.priority {
      made.priority = UILayoutPriority(rawValue: priority)
    }
    return made
  }
}

/// Resolves parsed rules against a name -> owner table.
@MainActor
struct RuleResolver {
  var owners: [String: any LayoutAnchorOwner] = [:]

  mutating func register(_ name: String, _ owner: any LayoutAnchorOwner) {
    owners[name] = owner
  }

  func constraints(for rules: [LayoutRule], wideMode: Bool) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    for rule in rules where rule.applies(wideMode: wideMode) {
      guard let target = owners[rule.target.owner] else {
        assertionFailure("no owner named \(rule.target.owner)")
        continue
      }
      var source: (any LayoutAnchorOwner)?
      if let ref = rule.source {
        guard let owner = owners[ref.owner] else {
          assertionFailure("no owner named \(ref.owner)")
          continue
        }
        source = owner
      }
      if let constraint = AnchorOwner.constraint(for: rule, target: target, source: source) {
        result.append(constraint)
      } else {
        assertionFailure("mismatched anchors in rule \(rule)")
      }
    }
    return result
  }
}
