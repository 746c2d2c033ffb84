import GoogleNavigation
import UIKit

/// The layout is data: each `Mode` maps to a list of `Rule`s, built once; callbacks only
/// work out the mode, put the mode's views on the map and hand its rules to `RuleEngine`.
@MainActor
final class RulebookLayoutDelegate: NSObject, NavigationLayoutDelegate {
    /// Our own view of the SDK's state: which callback set we are in, and its flags.
    enum Mode: Hashable { case ready(wide: Bool), guidance(wide: Bool, prompt: Bool) }

    private let rulebook: [Mode: [Rule]]
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var ready: NavigationReadyUIState?
    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var wide = false
    private var active: [NSLayoutConstraint] = []
    private var shown: [UIView] = []

    override init() { rulebook = Self.makeRulebook(); super.init() }

    private var mode: Mode {
        guidance == nil ? .ready(wide: wide) : .guidance(wide: wide, prompt: prompt != nil)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        (ready, guidance, wide) = (newState, nil, newState.wideMode)
        buttonStack.arrangedSubviews = newState.buttons.filter { $0.type == .compass }.map(\.view)
        apply(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(active)
        shown.forEach { $0.removeFromSuperview() }
        (active, shown) = ([], [])
        buttonStack.arrangedSubviews = []
        (ready, guidance, prompt) = (nil, nil, nil)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        (ready, guidance, wide) = (nil, newState, newState.wideMode)
        let kinds: Set<NavigationButtonKnownType> = [.compass, .reporting]
        buttonStack.arrangedSubviews = newState.buttons.filter { kinds.contains($0.type) }.map(\.view)
        apply(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        (ready, guidance, prompt, wide) = (newState, nil, nil, newState.wideMode)
        buttonStack.arrangedSubviews = newState.buttons.filter { $0.type == .compass }.map(\.view)
        apply(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) { wide = newState.wideMode; apply(on: navMap) }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        apply(on: navMap)
        newPrompt.transform = CGAffineTransform(translationX: 0, y: 160)
        UIView.animate(withDuration: 0.3) { newPrompt.transform = .identity }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        prompt = nil
        shown.removeAll { $0 === oldPrompt }  // leaves with its own animation
        apply(on: navMap)
        UIView.animate(withDuration: 0.3, animations: {
            oldPrompt.transform = CGAffineTransform(translationX: 0, y: 160)
        }, completion: { _ in oldPrompt.removeFromSuperview(); oldPrompt.transform = .identity })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        prompt = newPrompt
        apply(on: navMap)  // swaps the views: the old prompt is no longer an item
    }

    private func apply(on navMap: GMSMapView) {
        let scene = RuleEngine.Scene(map: navMap, ready: ready, guidance: guidance, prompt: prompt, buttons: buttonStack)
        let views = Self.items(for: mode).compactMap { scene[$0] as? UIView }
        for view in shown where !views.contains(where: { $0 === view }) { view.removeFromSuperview() }
        for view in views where view.superview !== navMap {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        shown = views
        NSLayoutConstraint.deactivate(active)
        active = RuleEngine.constraints(for: rulebook[mode] ?? [], in: scene)
        NSLayoutConstraint.activate(active)
    }

    private static func items(for mode: Mode) -> [Item] {
        switch mode {
        case .ready: return [.viewport, .logo, .buttons]
        case .guidance(_, let prompt):
            return [.viewport, .turnCard, .etaCard, .speedWidget, .logo, .buttons] + (prompt ? [.prompt] : [])
        }
    }

    private static func makeRulebook() -> [Mode: [Rule]] {
        let pad = NavigationStyleValues.headerFooterHorizontalPadding
        let top = NavigationStyleValues.headerTopPadding
        let ready: [Rule] = Rule.fillWidth(.viewport, in: .safeArea) + [
            .pin(.viewport, .top, to: .safeArea, .top),
            .pin(.viewport, .bottom, to: .safeArea, .bottom),
            .pin(.logo, .leading, to: .safeArea, .leading, pad),
            .pin(.logo, .bottom, to: .safeArea, .bottom, -8),
            .pin(.buttons, .trailing, to: .safeArea, .trailing, -pad),
            .pin(.buttons, .top, to: .safeArea, .top, top),
            .pin(.buttons, .bottom, to: .safeArea, .bottom, -8),
        ]
        let guidance: [Rule] = [
            .pin(.turnCard, .top, to: .safeArea, .top, top),
            .pin(.turnCard, .leading, to: .safeArea, .leading, pad),
            .pin(.etaCard, .bottom, to: .safeArea, .bottom),
            .pin(.etaCard, .leading, to: .safeArea, .leading, pad),
            .pin(.viewport, .trailing, to: .safeArea, .trailing),
            .pin(.viewport, .bottom, to: .safeArea, .bottom).weak(),
            .pin(.logo, .leading, to: .viewport, .leading, pad),
            .pin(.logo, .bottom, to: .viewport, .bottom, -8),
            .pin(.speedWidget, .leading, to: .logo, .leading),
            .above(.speedWidget, .logoMargins),
            .pin(.buttons, .trailing, to: .safeArea, .trailing, -pad),
            .pin(.buttons, .bottom, to: .viewport, .bottom, -8),
        ]
        let portrait: [Rule] = [
            .pin(.turnCard, .trailing, to: .safeArea, .trailing, -pad),
            .pin(.etaCard, .trailing, to: .safeArea, .trailing, -pad),
            .below(.viewport, .turnCardMargins),
            .atMost(.viewport, .bottom, .etaCardMargins, .top),
            .pin(.viewport, .leading, to: .safeArea, .leading),
            .below(.buttons, .turnCardMargins, 8),
        ]
        let wideColumn: [Rule] = [  // turn card top, ETA card bottom, camera beside them
            .atMost(.turnCard, .trailing, .map, .centerX),
            .atMost(.etaCard, .trailing, .map, .centerX),
            .pin(.viewport, .top, to: .safeArea, .top),
            .atLeast(.viewport, .leading, .turnCard, .trailing, pad),
            .atLeast(.viewport, .leading, .etaCard, .trailing, pad),
            .pin(.viewport, .leading, to: .safeArea, .leading).weak(),
            .pin(.buttons, .top, to: .safeArea, .top, top),
        ]
        let promptPortrait: [Rule] = Rule.fillWidth(.prompt, in: .safeArea) + [
            .pin(.prompt, .bottom, to: .safeArea, .bottom),
            .atMost(.viewport, .bottom, .promptMargins, .top),
        ]
        let promptWide: [Rule] = [
            .pin(.prompt, .leading, to: .safeArea, .leading),
            .atMost(.prompt, .trailing, .map, .centerX),
            .pin(.prompt, .bottom, to: .safeArea, .bottom),
        ]
        var book: [Mode: [Rule]] = [.ready(wide: false): ready, .ready(wide: true): ready]
        for isWide in [false, true] {
            let base = guidance + (isWide ? wideColumn : portrait)
            book[.guidance(wide: isWide, prompt: false)] = base
            book[.guidance(wide: isWide, prompt: true)] = base + (isWide ? promptWide : promptPortrait)
        }
        return book
    }
}
