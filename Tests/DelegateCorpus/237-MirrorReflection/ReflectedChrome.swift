import GoogleNavigation
import UIKit

/// Every place on the navigation screen, in z-order (first is bottom-most).
/// The case names match the property names of the chrome structs below:
/// the layout finds a view's slot from its property label.
enum ChromeSlot: CaseIterable {
    case viewport
    case turnCard
    case etaCard
    case tripProgressBar
    case speedWidget
    case googleLogo
    case buttonRail
    case exitButton
    case prompt

    /// The key a slot's constraints are stored under.
    var key: String { String(describing: self) }

    init?(label: String) {
        guard let match = ChromeSlot.allCases.first(where: { String(describing: $0) == label }) else {
            return nil
        }
        self = match
    }
}

/// A struct whose stored properties are the views of one state. Reflection
/// walks them, so adding a property is all it takes to install, lay out and
/// remove a new view.
protocol ReflectedChrome {}

extension ReflectedChrome {
    /// The views, in declaration order.
    var views: [UIView] {
        Mirror(reflecting: self).children.compactMap { $0.value as? UIView }
    }

    /// The views with the slot their property name names.
    var slots: [(slot: ChromeSlot, view: UIView)] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let label = child.label,
                  let slot = ChromeSlot(label: label),
                  let view = child.value as? UIView
            else { return nil }
            return (slot, view)
        }
    }
}

/// What both navigation states show.
struct ReadyChrome: ReflectedChrome {
    let viewport: UIView
    let googleLogo: UIView
    let buttonRail: UIView
    let exitButton: UIView
}

/// What only active guidance shows.
struct GuidanceChrome: ReflectedChrome {
    let turnCard: UIView
    let etaCard: UIView
    let tripProgressBar: UIView
    let speedWidget: UIView
}

/// The prompt on screen, if any: a struct too, so it goes through the same path.
struct PromptChrome: ReflectedChrome {
    let prompt: UIView
}

/// The numbers the layout uses, from the SDK's style values.
enum Spacing {
    static var edge: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var button: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var buttonVertical: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static let hairline: CGFloat = 8
}

extension UIView {
    /// Pins and returns, with the slot's name as identifier for debugging.
    func tagged(_ constraints: [NSLayoutConstraint], _ slot: ChromeSlot) -> [NSLayoutConstraint] {
        for constraint in constraints {
            constraint.identifier = "\(slot.key).\(String(describing: type(of: self)))"
        }
        return constraints
    }
}
