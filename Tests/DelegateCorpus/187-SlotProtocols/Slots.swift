import GoogleNavigation
import UIKit

enum SlotMetrics { static let inset: CGFloat = 8, promptDuration: TimeInterval = 0.25 }

/// Session guide: the bottom of the open map (rests on the safe area; ETA card and prompts push it up).
struct ContentGuideSlot: LayoutSlot {
    let guides: [UILayoutGuide]
    let constraints: [NSLayoutConstraint]
    init(guide: UILayoutGuide, map: GMSMapView) {
        let safe = map.safeAreaLayoutGuide
        let rest = guide.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        rest.priority = .defaultLow
        guides = [guide]
        constraints = [
            guide.heightAnchor.constraint(equalToConstant: 0),
            guide.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            guide.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            rest,
        ]
    }
}

struct TurnCardSlot: LayoutSlot {
    let views: [UIView]
    let constraints: [NSLayoutConstraint]
    init(card: UIView, map: GMSMapView) {
        views = [card]
        constraints = [card.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
                       card.topAnchor.constraint(equalTo: map.safeAreaLayoutGuide.topAnchor)]
    }
}

struct ETASlot: LayoutSlot {
    let views: [UIView]
    let constraints: [NSLayoutConstraint]
    init(card: UIView, map: GMSMapView, content: UILayoutGuide, wide: Bool) {
        views = [card]
        var c = [
            card.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            card.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ]
        // Compact: the card spans the bottom, the open map ends above it.
        if !wide { c.append(content.bottomAnchor.constraint(lessThanOrEqualTo: card.topAnchor)) }
        constraints = c
    }
}

struct ViewportSlot: LayoutSlot {
    let views: [UIView]
    let constraints: [NSLayoutConstraint]
    /// `top`: where the camera frame starts; `besides`: wide-mode cards it stays beside.
    init(viewport: UIView, map: GMSMapView, content: UILayoutGuide, top: NSLayoutYAxisAnchor, besides: [UIView]) {
        let safe = map.safeAreaLayoutGuide
        views = [viewport]
        var c = [
            viewport.topAnchor.constraint(equalTo: top),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: content.topAnchor),
        ]
        // Compact: full width. Wide: beside the leading column's cards.
        let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        hug.priority = besides.isEmpty ? .required : .defaultLow
        c.append(hug)
        c += besides.map { viewport.leadingAnchor.constraint(greaterThanOrEqualTo: $0.trailingAnchor, constant: SlotMetrics.inset) }
        constraints = c
    }
}

struct LogoSlot: LayoutSlot {
    let views: [UIView]
    let constraints: [NSLayoutConstraint]
    init(logo: UIView, leading: NSLayoutXAxisAnchor, content: UILayoutGuide) {
        views = [logo]
        constraints = [logo.leadingAnchor.constraint(equalTo: leading, constant: SlotMetrics.inset),
                       logo.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -SlotMetrics.inset)]
    }
}

final class ButtonsSlot: LayoutSlot {
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    let buttons: [UIView]
    let constraints: [NSLayoutConstraint]
    var views: [UIView] { [stack] }
    init(buttons: [NavigationUIButton], map: GMSMapView, top: NSLayoutYAxisAnchor, content: UILayoutGuide) {
        self.buttons = buttons.map(\.view)
        constraints = [
            stack.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor, constant: -SlotMetrics.inset),
            stack.topAnchor.constraint(equalTo: top, constant: SlotMetrics.inset),
            stack.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -SlotMetrics.inset),
        ]
    }

    func install(in map: GMSMapView) {
        stack.arrangedSubviews = buttons
        map.addSubview(stack)
        NSLayoutConstraint.activate(constraints)
    }

    func remove() {
        NSLayoutConstraint.deactivate(constraints)
        stack.removeFromSuperview(); stack.arrangedSubviews = []
    }
}

/// A prompt sliding up from the bottom edge; slides out before it is removed.
final class PromptSlot: OverlaySlot {
    let prompt: NavigationPromptView
    let constraints: [NSLayoutConstraint]
    private let offscreen: NSLayoutConstraint
    private let onscreen: NSLayoutConstraint
    var views: [UIView] { [prompt] }
    init(prompt: NavigationPromptView, map: GMSMapView, content: UILayoutGuide) {
        self.prompt = prompt
        offscreen = prompt.topAnchor.constraint(equalTo: map.bottomAnchor)
        onscreen = prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor)
        constraints = [
            prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            content.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
    }

    func install(in map: GMSMapView) {
        map.addSubview(prompt)
        NSLayoutConstraint.activate(constraints + [offscreen])
        map.layoutIfNeeded()
        UIView.animate(withDuration: SlotMetrics.promptDuration) {
            self.offscreen.isActive = false
            self.onscreen.isActive = true
            map.layoutIfNeeded()
        }
    }

    func remove() {
        let map = prompt.superview
        UIView.animate(withDuration: SlotMetrics.promptDuration, animations: {
            self.onscreen.isActive = false
            self.offscreen.isActive = true
            map?.layoutIfNeeded()
        }, completion: { _ in self.removeNow() })
    }

    func removeNow() {
        NSLayoutConstraint.deactivate(constraints + [offscreen, onscreen])
        prompt.removeFromSuperview()
    }
}
