import UIKit

/// One thing on the map, named the way the team's SwiftUI screens name their
/// items: a role, the view, and the layer it is drawn in.
struct ChromeElement: Identifiable, Hashable, Comparable, CustomStringConvertible {
    enum Role: String, CaseIterable {
        case viewport, turnCard, etaCard, speedWidget, logo, progressBar, buttons, prompt

        /// Declaration order breaks ties inside a layer.
        var rank: Int { Role.allCases.firstIndex(of: self) ?? Role.allCases.count }

        var layer: Layer {
            switch self {
            case .viewport: return .map
            case .turnCard, .etaCard, .speedWidget: return .cards
            case .logo, .progressBar, .buttons: return .floating
            case .prompt: return .overlay
            }
        }
    }

    /// Bottom to top. A view joining the map goes under every view of a higher layer.
    enum Layer: Int, Comparable, CustomStringConvertible {
        case map, cards, floating, overlay

        static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }

        var description: String {
            switch self {
            case .map: return "map"
            case .cards: return "cards"
            case .floating: return "floating"
            case .overlay: return "overlay"
            }
        }
    }

    let role: Role
    let view: UIView

    /// The view's identity: a prompt fading out and the one replacing it are two elements.
    var id: ObjectIdentifier { ObjectIdentifier(view) }
    var layer: Layer { role.layer }

    static func == (lhs: ChromeElement, rhs: ChromeElement) -> Bool {
        lhs.role == rhs.role && lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(role)
        hasher.combine(id)
    }

    static func < (lhs: ChromeElement, rhs: ChromeElement) -> Bool {
        (lhs.layer.rawValue, lhs.role.rank) < (rhs.layer.rawValue, rhs.role.rank)
    }

    var description: String { "\(role.rawValue)@\(layer)" }
}

/// What a state wants on the map: its elements in the order they were declared,
/// the constraints placing each, and the buttons for the hiding stack.
@MainActor
struct ChromeScene {
    private(set) var elements: [ChromeElement] = []
    private(set) var pins: [ChromeElement: [NSLayoutConstraint]] = [:]
    var buttons: [UIView] = []

    mutating func place(_ role: ChromeElement.Role, _ view: UIView, _ constraints: [NSLayoutConstraint]) {
        let element = ChromeElement(role: role, view: view)
        if pins[element] == nil {
            elements.append(element)
        }
        pins[element, default: []].append(contentsOf: constraints)
    }

    var allPins: [NSLayoutConstraint] {
        elements.flatMap { pins[$0] ?? [] }
    }
}

/// The team's stand-in for SwiftUI's `withAnimation`.
struct ChromeAnimation {
    var duration: TimeInterval
    var options: UIView.AnimationOptions

    static let appear = ChromeAnimation(duration: 0.25, options: [.curveEaseOut, .beginFromCurrentState])
    static let disappear = ChromeAnimation(duration: 0.2, options: [.curveEaseIn, .beginFromCurrentState])
}

@MainActor
func withChromeAnimation(
    _ animation: ChromeAnimation, _ changes: @escaping () -> Void, completion: (() -> Void)? = nil
) {
    guard !UIAccessibility.isReduceMotionEnabled else {
        changes()
        completion?()
        return
    }
    UIView.animate(
        withDuration: animation.duration, delay: 0, options: animation.options,
        animations: changes,
        completion: { _ in completion?() })
}
