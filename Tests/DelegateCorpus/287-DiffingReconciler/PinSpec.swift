import GoogleNavigation
import UIKit

/// Everything the reconciler can place or pin to. The order is the z-order views are mounted in.
enum NodeID: Int, Hashable, Comparable, CaseIterable {
    case map, safeArea
    case viewport, logo, logoMargins, speedWidget
    case turnCard, etaCard, etaMargins, rail
    case prompt, promptMargins

    static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Ids that name a view the reconciler mounts (the rest are guides or the map itself).
    var isMountable: Bool {
        switch self {
        case .viewport, .logo, .speedWidget, .turnCard, .etaCard, .rail, .prompt: true
        default: false
        }
    }
}

/// One constraint, described by value so that two renders can be diffed.
struct PinSpec: Hashable, CustomStringConvertible {
    let item: NodeID
    let attribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let target: NodeID
    let targetAttribute: NSLayoutConstraint.Attribute
    let constant: CGFloat

    func mentions(_ id: NodeID) -> Bool { item == id || target == id }

    var description: String { "\(item).\(attribute.rawValue) \(relation.rawValue) \(target).\(targetAttribute.rawValue) + \(constant)" }
}

/// What the screen should hold: the views to mount and the pins between them.
struct Scene {
    var views: Set<NodeID> = []
    var pins: [PinSpec] = []

    mutating func pin(_ item: NodeID, _ attribute: NSLayoutConstraint.Attribute,
                      _ relation: NSLayoutConstraint.Relation = .equal,
                      to target: NodeID, _ targetAttribute: NSLayoutConstraint.Attribute? = nil,
                      _ constant: CGFloat = 0) {
        pins.append(PinSpec(item: item, attribute: attribute, relation: relation, target: target,
                            targetAttribute: targetAttribute ?? attribute, constant: constant))
    }
}

/// The inputs a render depends on. Nothing else.
struct SceneInputs: Equatable {
    enum Phase { case off, ready, guiding }
    var phase: Phase = .off
    var wide = false
    var prompt = false
}

enum Metrics {
    static var edge: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    static var cardTop: CGFloat { NavigationStyleValues.headerTopPadding }
    static var buttonGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
}

extension Scene {
    /// The whole layout, as a pure function of the inputs.
    static func desired(for inputs: SceneInputs) -> Scene {
        var scene = Scene()
        guard inputs.phase != .off else { return scene }
        let edge = Metrics.edge
        scene.views = [.viewport, .logo, .rail]

        guard inputs.phase == .guiding else {
            for side in [NSLayoutConstraint.Attribute.top, .bottom, .leading, .trailing] {
                scene.pin(.viewport, side, to: .safeArea)
            }
            scene.pin(.logo, .leading, to: .safeArea, nil, edge)
            scene.pin(.logo, .bottom, to: .safeArea, nil, -edge)
            scene.pin(.rail, .trailing, to: .safeArea, nil, -edge)
            scene.pin(.rail, .bottom, to: .safeArea, nil, -edge)
            scene.pin(.rail, .top, .greaterThanOrEqual, to: .safeArea, nil, edge)
            return scene
        }

        scene.views.formUnion([.turnCard, .etaCard, .speedWidget])
        // Cards: full width in portrait, the leading column in wide mode.
        scene.pin(.turnCard, .top, to: .safeArea, nil, Metrics.cardTop)
        scene.pin(.turnCard, .leading, to: .safeArea, nil, edge)
        scene.pin(.etaCard, .leading, to: .safeArea, nil, edge)
        if inputs.wide {
            scene.pin(.turnCard, .trailing, .lessThanOrEqual, to: .map, .centerX)
            scene.pin(.etaCard, .trailing, .lessThanOrEqual, to: .map, .centerX)
            scene.pin(.etaCard, .bottom, to: .safeArea, nil, -edge)
        } else {
            scene.pin(.turnCard, .trailing, to: .safeArea, nil, -edge)
            scene.pin(.etaCard, .trailing, to: .safeArea, nil, -edge)
            scene.pin(.etaCard, .bottom, to: .safeArea)
        }

        // What the floating chrome stands on: the prompt when there is one, else the ETA card.
        let floor: NodeID = inputs.prompt ? .promptMargins : .etaMargins
        if inputs.prompt {
            scene.views.insert(.prompt)
            scene.pin(.prompt, .leading, to: .etaCard)
            scene.pin(.prompt, .trailing, to: .etaCard)
            scene.pin(.prompt, .bottom, to: .etaCard)
        }

        scene.pin(.viewport, .top, to: .turnCard, .bottom)
        scene.pin(.viewport, .bottom, to: floor, .top)
        scene.pin(.viewport, .leading, to: .safeArea)
        scene.pin(.viewport, .trailing, to: .safeArea)

        scene.pin(.logo, .leading, to: .safeArea, nil, edge)
        scene.pin(.logo, .bottom, to: floor, .top)
        scene.pin(.speedWidget, .leading, to: .safeArea, nil, edge)
        scene.pin(.speedWidget, .bottom, to: .logoMargins, .top)

        scene.pin(.rail, .trailing, to: .safeArea, nil, -edge)
        if inputs.wide {
            scene.pin(.rail, .bottom, to: .safeArea, nil, -edge)
            scene.pin(.rail, .top, .greaterThanOrEqual, to: .safeArea, nil, edge)
        } else {
            scene.pin(.rail, .bottom, to: floor, .top)
            scene.pin(.rail, .top, .greaterThanOrEqual, to: .turnCard, .bottom, Metrics.buttonGap)
        }
        return scene
    }
}
