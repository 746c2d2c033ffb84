import GoogleNavigation
import UIKit

/// What every component sees while it places itself.
@MainActor
struct LayoutFrame {
    let map: GMSMapView
    /// Rests on the safe area's bottom; cards and prompts push it up.
    let contentBottom: UILayoutGuide
    let isWide: Bool

    var safeArea: UILayoutGuide { map.safeAreaLayoutGuide }
    var inset: CGFloat { isWide ? NavigationStyleValues.headerFooterHorizontalPadding : 0 }
}

/// A Google (or app) view that knows how to place itself on the map.
@MainActor
protocol LayoutComponent {
    associatedtype Content: UIView
    var content: Content { get }
    func constraints(in frame: LayoutFrame) -> [NSLayoutConstraint]
}

extension LayoutComponent {
    var debugName: String { String(describing: type(of: self)) }

    /// Adds the content to the map (never inside another Google view) and
    /// activates its constraints.
    func install(in frame: LayoutFrame) -> [NSLayoutConstraint] {
        if content.superview !== frame.map { frame.map.addSubview(content) }
        let made = constraints(in: frame)
        NSLayoutConstraint.activate(made)
        return made
    }
}

/// Components the SDK sizes (turn card, ETA card, logo, speed widget):
/// their constraints only position them.
@MainActor
protocol SDKSized: LayoutComponent {}

/// Components anchored to the leading edge, which follows right-to-left.
@MainActor
protocol LeadingAnchored: LayoutComponent {
    var leadingInset: CGFloat { get }
}

extension LeadingAnchored {
    var leadingInset: CGFloat { 0 }

    func leadingConstraint(in frame: LayoutFrame) -> NSLayoutConstraint {
        content.leadingAnchor.constraint(equalTo: frame.safeArea.leadingAnchor, constant: frame.inset + leadingInset)
    }
}

extension LayoutComponent where Self: SDKSized & LeadingAnchored {
    /// A card in portrait spans the safe area; in wide mode the SDK gives it
    /// its leading-column width, so only the leading edge is pinned.
    func cardEdges(in frame: LayoutFrame) -> [NSLayoutConstraint] {
        var edges = [leadingConstraint(in: frame)]
        if !frame.isWide {
            edges.append(content.trailingAnchor.constraint(equalTo: frame.safeArea.trailingAnchor, constant: -frame.inset))
        }
        return edges
    }
}

// MARK: - Components

struct TurnCardComponent: SDKSized, LeadingAnchored {
    let content: UIView
    func constraints(in frame: LayoutFrame) -> [NSLayoutConstraint] {
        cardEdges(in: frame) + [content.topAnchor.constraint(equalTo: frame.safeArea.topAnchor)]
    }
}

struct ETACardComponent: SDKSized, LeadingAnchored {
    let content: UIView
    func constraints(in frame: LayoutFrame) -> [NSLayoutConstraint] {
        cardEdges(in: frame) + [
            content.bottomAnchor.constraint(equalTo: frame.map.bottomAnchor),
            frame.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: content.topAnchor),
        ]
    }
}

struct SpeedWidgetComponent: SDKSized, LeadingAnchored {
    let content: UIView
    /// The ETA card it stands on, on the card's margins as Google views stack.
    let etaCard: UIView
    func constraints(in frame: LayoutFrame) -> [NSLayoutConstraint] {
        [leadingConstraint(in: frame),
         content.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)]
    }
}

struct LogoComponent: SDKSized {
    let content: UIView
    /// A view the logo follows on its trailing side (the speed widget), if any.
    var after: UIView?
    func constraints(in frame: LayoutFrame) -> [NSLayoutConstraint] {
        let leading: NSLayoutConstraint
        if let after {
            leading = content.leadingAnchor.constraint(
                equalTo: after.trailingAnchor, constant: NavigationStyleValues.elementHorizontalPadding)
        } else {
            leading = content.leadingAnchor.constraint(equalTo: frame.safeArea.leadingAnchor, constant: frame.inset)
        }
        return [leading, content.bottomAnchor.constraint(equalTo: frame.contentBottom.topAnchor)]
    }
}

struct ViewportComponent: LayoutComponent {
    let content: UIView
    /// The view whose bottom frames the camera's top (the turn card), or nil.
    var below: UIView?
    func constraints(in frame: LayoutFrame) -> [NSLayoutConstraint] {
        [content.topAnchor.constraint(equalTo: below?.bottomAnchor ?? frame.safeArea.topAnchor),
         content.leadingAnchor.constraint(equalTo: frame.safeArea.leadingAnchor),
         content.trailingAnchor.constraint(equalTo: frame.safeArea.trailingAnchor),
         content.bottomAnchor.constraint(equalTo: frame.contentBottom.topAnchor)]
    }
}

struct ButtonStackComponent: LayoutComponent {
    let content: GMSNavigationHidingStackView
    var below: UIView?

    init(buttons: [NavigationUIButton], below: UIView? = nil) {
        content = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        content.spacing = NavigationStyleValues.buttonVerticalPadding
        let wanted: [NavigationButtonKnownType] = [.compass, .reporting]
        content.arrangedSubviews = wanted.compactMap { type in buttons.first(where: { $0.type == type })?.view }
        self.below = below
    }

    func constraints(in frame: LayoutFrame) -> [NSLayoutConstraint] {
        [content.trailingAnchor.constraint(equalTo: frame.safeArea.trailingAnchor, constant: -frame.inset),
         content.topAnchor.constraint(greaterThanOrEqualTo: below?.bottomAnchor ?? frame.safeArea.topAnchor),
         content.bottomAnchor.constraint(equalTo: frame.contentBottom.topAnchor)]
    }
}

// MARK: - Placement

/// Something placed that can be taken off the map again.
@MainActor
protocol Removable {
    func remove()
}

/// One component on the map with the constraints it activated.
struct Placement<C: LayoutComponent>: Removable {
    let component: C
    let constraints: [NSLayoutConstraint]
    /// The logo and viewport outlive a state: only `disableNavigationUI` takes them off.
    let keepsContent: Bool

    func remove() {
        NSLayoutConstraint.deactivate(constraints)
        if !keepsContent { component.content.removeFromSuperview() }
    }
}

@MainActor
func place<C: LayoutComponent>(_ component: C, in frame: LayoutFrame, keepsContent: Bool = false) -> any Removable {
    Placement(component: component, constraints: component.install(in: frame), keepsContent: keepsContent)
}

@MainActor
func shared(_ component: some LayoutComponent, in frame: LayoutFrame) -> any Removable {
    place(component, in: frame, keepsContent: true)
}
