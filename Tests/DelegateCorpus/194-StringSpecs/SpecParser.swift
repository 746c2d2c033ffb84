import GoogleNavigation
import UIKit

enum SpecRelation: String {
    case equal = "=="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
}

struct ParsedSpec {
    let item: String
    let attribute: String
    let relation: SpecRelation
    let target: String
    let targetAttribute: String
    let constant: CGFloat

    /// The key overlays replace by: the left-hand side.
    var key: String { "\(item).\(attribute)" }
}

enum SpecAnchor {
    case x(NSLayoutXAxisAnchor)
    case y(NSLayoutYAxisAnchor)
}

enum SpecParser {
    /// Parses `"turnCard.top == safe.top + 8"`. Returns nil for anything malformed.
    static func parse(_ line: String) -> ParsedSpec? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let tokens = trimmed.split(separator: " ").map(String.init)
        guard tokens.count == 3 || tokens.count == 5 else { return nil }
        guard let relation = SpecRelation(rawValue: tokens[1]) else { return nil }
        let lhs = tokens[0].components(separatedBy: ".")
        let rhs = tokens[2].components(separatedBy: ".")
        guard lhs.count == 2, rhs.count == 2 else { return nil }

        var constant: CGFloat = 0
        if tokens.count == 5 {
            guard let magnitude = Double(tokens[4]) else { return nil }
            switch tokens[3] {
            case "+": constant = CGFloat(magnitude)
            case "-": constant = -CGFloat(magnitude)
            default: return nil
            }
        }
        return ParsedSpec(
            item: lhs[0], attribute: lhs[1], relation: relation,
            target: rhs[0], targetAttribute: rhs[1], constant: constant)
    }

    /// Parses every line; later lines win over earlier ones with the same left-hand side.
    static func merge(_ blocks: [[String]]) -> [ParsedSpec] {
        var order: [String] = []
        var byKey: [String: ParsedSpec] = [:]
        for line in blocks.joined() {
            guard let spec = parse(line) else {
                assertionFailure("bad layout spec: \(line)")
                continue
            }
            if byKey[spec.key] == nil {
                order.append(spec.key)
            }
            byKey[spec.key] = spec
        }
        return order.compactMap { byKey[$0] }
    }
}

/// Names to views and guides. Lookups of names that are not registered return nil, so a spec
/// that mentions a view of another state is skipped rather than crashing.
@MainActor
struct SpecRegistry {
    var views: [String: UIView] = [:]
    var guides: [String: UILayoutGuide] = [:]

    func anchor(_ name: String, _ attribute: String) -> SpecAnchor? {
        if let view = views[name] {
            switch attribute {
            case "top": return .y(view.topAnchor)
            case "bottom": return .y(view.bottomAnchor)
            case "centerY": return .y(view.centerYAnchor)
            case "leading": return .x(view.leadingAnchor)
            case "trailing": return .x(view.trailingAnchor)
            case "centerX": return .x(view.centerXAnchor)
            case "left": return .x(view.leftAnchor)
            case "right": return .x(view.rightAnchor)
            default: return nil
            }
        }
        if let guide = guides[name] {
            switch attribute {
            case "top": return .y(guide.topAnchor)
            case "bottom": return .y(guide.bottomAnchor)
            case "centerY": return .y(guide.centerYAnchor)
            case "leading": return .x(guide.leadingAnchor)
            case "trailing": return .x(guide.trailingAnchor)
            case "centerX": return .x(guide.centerXAnchor)
            case "left": return .x(guide.leftAnchor)
            case "right": return .x(guide.rightAnchor)
            default: return nil
            }
        }
        return nil
    }

    func constraint(for spec: ParsedSpec) -> NSLayoutConstraint? {
        guard let first = anchor(spec.item, spec.attribute),
              let second = anchor(spec.target, spec.targetAttribute) else { return nil }
        let made: NSLayoutConstraint
        switch (first, second) {
        case let (.x(a), .x(b)):
            switch spec.relation {
            case .equal: made = a.constraint(equalTo: b, constant: spec.constant)
            case .lessOrEqual: made = a.constraint(lessThanOrEqualTo: b, constant: spec.constant)
            case .greaterOrEqual: made = a.constraint(greaterThanOrEqualTo: b, constant: spec.constant)
            }
        case let (.y(a), .y(b)):
            switch spec.relation {
            case .equal: made = a.constraint(equalTo: b, constant: spec.constant)
            case .lessOrEqual: made = a.constraint(lessThanOrEqualTo: b, constant: spec.constant)
            case .greaterOrEqual: made = a.constraint(greaterThanOrEqualTo: b, constant: spec.constant)
            }
        default:
            assertionFailure("axis mismatch in \(spec.key)")
            return nil
        }
        made.identifier = spec.key
        return made
    }
}
