import GoogleNavigation
import UIKit

/// Views and layout guides both answer anchors.
@MainActor
protocol AnchorSource: AnyObject {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
}

extension UIView: AnchorSource {}; extension UILayoutGuide: AnchorSource {}

@MainActor
enum RuleEngine {
    /// What the items stand for right now.
    @MainActor
    struct Scene {
        let map: GMSMapView
        let ready: NavigationReadyUIState?
        let guidance: ActiveGuidanceUIState?
        let prompt: NavigationPromptView?
        let buttons: UIView

        subscript(item: Item) -> AnchorSource? {
            switch item {
            case .map: return map
            case .safeArea: return map.safeAreaLayoutGuide
            case .turnCard: return guidance?.turnCard
            case .turnCardMargins: return guidance?.turnCard.layoutMarginsGuide
            case .etaCard: return guidance?.etaCard
            case .etaCardMargins: return guidance?.etaCard.layoutMarginsGuide
            case .viewport: return guidance?.viewport ?? ready?.viewport
            case .logo: return guidance?.googleLogo ?? ready?.googleLogo
            case .logoMargins: return (guidance?.googleLogo ?? ready?.googleLogo)?.layoutMarginsGuide
            case .speedWidget: return guidance?.speedWidget
            case .buttons: return buttons
            case .prompt: return prompt
            case .promptMargins: return prompt?.layoutMarginsGuide
            }
        }
    }

    static func constraints(for rules: [Rule], in scene: Scene) -> [NSLayoutConstraint] {
        rules.compactMap { rule in
            guard let first = scene[rule.item], let second = scene[rule.target] else {
                assertionFailure("rule names an item this state does not have: \(rule)")
                return nil
            }
            let made: NSLayoutConstraint
            if let a = xAnchor(rule.edge, of: first), let b = xAnchor(rule.targetEdge, of: second) {
                made = relate(a, rule.relation, b, rule.constant)
            } else if let a = yAnchor(rule.edge, of: first), let b = yAnchor(rule.targetEdge, of: second) {
                made = relate(a, rule.relation, b, rule.constant)
            } else {
                preconditionFailure("rule mixes axes: \(rule)")
            }
            made.priority = UILayoutPriority(rule.priority)
            return made
        }
    }

    private static func relate<T>(_ a: NSLayoutAnchor<T>, _ relation: Rule.Relation, _ b: NSLayoutAnchor<T>,
                                  _ constant: CGFloat) -> NSLayoutConstraint {
        switch relation {
        case .equal: return a.constraint(equalTo: b, constant: constant)
        case .atMost: return a.constraint(lessThanOrEqualTo: b, constant: constant)
        case .atLeast: return a.constraint(greaterThanOrEqualTo: b, constant: constant)
        }
    }

    private static func xAnchor(_ edge: Edge, of source: AnchorSource) -> NSLayoutXAxisAnchor? {
        switch edge {
        case .leading: return source.leadingAnchor
        case .trailing: return source.trailingAnchor
        case .centerX: return source.centerXAnchor
        case .top, .bottom: return nil
        }
    }

    private static func yAnchor(_ edge: Edge, of source: AnchorSource) -> NSLayoutYAxisAnchor? {
        switch edge {
        case .top: return source.topAnchor
        case .bottom: return source.bottomAnchor
        case .leading, .trailing, .centerX: return nil
        }
    }
}
