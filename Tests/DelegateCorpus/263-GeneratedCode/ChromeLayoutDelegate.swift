import GoogleNavigation
import UIKit

/// Navigation chrome driven by a `ChromeSpec`: each callback updates the spec, `render(on:)`
/// diffs it against what is on screen (generated `==`) and syncs views and constraints.
final class ChromeLayoutDelegate: NavigationLayoutDelegate {
    internal private(set) var spec = ChromeSpec.idle
    private var rendered: ChromeSpec?

    fileprivate var installed: [ChromeSlot: UIView] = [:]
    private var slotConstraints: [NSLayoutConstraint] = []
    private var sessionConstraints: [NSLayoutConstraint] = []

    private let bottomGuide = UILayoutGuide()
    private var buttonStack: GMSNavigationHidingStackView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var guidanceOrdinal = 0

    private static let buttonOrder: [NavigationButtonKnownType] = [.compass, .reporting]

    init() {
        bottomGuide.identifier = L10n.Chrome.Guide.bottomBoundary
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        guidanceOrdinal = 0

        navMap.addLayoutGuide(bottomGuide)
        sessionConstraints = bottomGuideConstraints(in: navMap)
        NSLayoutConstraint.activate(sessionConstraints)

        let position = GMSNavigationHidingStackView.Position.bottom
        let stack = GMSNavigationHidingStackView(position: position, alignment: .trailing)
        stack.spacing = Metrics.Spacing.stack
        stack.accessibilityLabel = L10n.Chrome.Accessibility.buttonStack
        stack.accessibilityIdentifier = L10n.Chrome.Guide.stack(position.tokenName)
        buttonStack = stack

        spec.phase = .ready
        spec.isWide = newState.wideMode
        spec.sizeClass = navMap.traitCollection.horizontalSizeClass
        spec.buttons = Self.stackOrder(of: newState.buttons)
        render(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        spec = .idle
        render(on: navMap)
        retire(prompt)

        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(bottomGuide)
        buttonStack = nil
        readyState = nil
        guidanceState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidanceState = newState
        guidanceOrdinal += 1
        let buttons = Self.stackOrder(of: newState.buttons)
        spec.phase = .guiding(GuidanceDetail(ordinal: guidanceOrdinal, hasReportingButton: buttons.contains(.reporting)))
        spec.isWide = newState.wideMode
        spec.buttons = buttons
        render(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        retire(prompt)
        guidanceState = nil
        readyState = newState
        spec.phase = .ready
        spec.isWide = newState.wideMode
        spec.buttons = Self.stackOrder(of: newState.buttons)
        spec.promptID = nil
        render(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        spec.isWide = newState.wideMode
        spec.sizeClass = navMap.traitCollection.horizontalSizeClass
        render(on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        retire(oldPrompt)
        render(on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        retire(oldPrompt)
        present(newPrompt, on: navMap)
    }

    // MARK: - Prompts

    private func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
        prompt = newPrompt
        installed[.prompt] = newPrompt
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        spec.promptID = ObjectIdentifier(newPrompt)
        render(on: navMap)
        UIView.animate(withDuration: Metrics.Duration.promptIn) {
            newPrompt.alpha = 1
        }
    }

    /// Animates the prompt out and takes it off the map.
    private func retire(_ oldPrompt: NavigationPromptView?) {
        guard let oldPrompt else { return }
        if oldPrompt === prompt {
            prompt = nil
            installed[.prompt] = nil
            spec.promptID = nil
        }
        UIView.animate(withDuration: Metrics.Duration.promptOut, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    // MARK: - Render

    private func render(on navMap: GMSMapView) {
        guard spec != rendered else { return }
        NSLayoutConstraint.deactivate(slotConstraints)
        slotConstraints = []

        buttonStack?.arrangedSubviews = spec.buttons.compactMap(buttonView(of:))
        syncViews(on: navMap)

        if spec.phase != .idle {
            let context = SlotContext(
                map: navMap, bottomGuide: bottomGuide, guidance: guidanceState,
                isWide: spec.isWide, inset: spec.sizeClass.chromeEdgeInset)
            for slot in ChromeSlot.allCases {
                guard let view = installed[slot] else { continue }
                slotConstraints += constraints(for: slot, view: view, in: context)
            }
            NSLayoutConstraint.activate(slotConstraints)
        }
        rendered = spec
    }

    private func syncViews(on navMap: GMSMapView) {
        for slot in ChromeSlot.allCases where !slot.isTransient {
            let wanted = wantedView(for: slot)
            let current = installed[slot]
            if current === wanted { continue }
            current?.removeFromSuperview()
            installed[slot] = wanted
            if let wanted {
                wanted.translatesAutoresizingMaskIntoConstraints = false
                navMap.addSubview(wanted)
            }
        }
        // The prompt always stays on top of what was just added.
        if let prompt { navMap.bringSubviewToFront(prompt) }
    }

    private func wantedView(for slot: ChromeSlot) -> UIView? {
        if spec.phase == .idle { return nil }
        if slot.isGuidanceOnly && !spec.phase.isGuiding { return nil }
        switch slot {
        case .viewport: return guidanceState?.viewport ?? readyState?.viewport
        case .googleLogo: return guidanceState?.googleLogo ?? readyState?.googleLogo
        case .buttonStack: return buttonStack
        case .turnCard: return guidanceState?.turnCard
        case .etaCard: return guidanceState?.etaCard
        case .tripProgressBar: return guidanceState?.tripProgressBar
        case .speedWidget: return guidanceState?.speedWidget
        case .prompt: return prompt
        }
    }

    private func buttonView(of type: NavigationButtonKnownType) -> UIView? {
        let buttons = guidanceState?.buttons ?? readyState?.buttons ?? []
        return buttons.first { $0.type == type }?.view
    }

    private static func stackOrder(of buttons: [NavigationUIButton]) -> [NavigationButtonKnownType] {
        buttonOrder.filter { type in buttons.contains { $0.type == type } }
    }

    private func bottomGuideConstraints(in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safeBottom = navMap.safeAreaLayoutGuide.bottomAnchor
        let resting = bottomGuide.topAnchor.constraint(equalTo: safeBottom)
        resting.priority = .defaultLow
        return [
            bottomGuide.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            bottomGuide.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            bottomGuide.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            bottomGuide.topAnchor.constraint(lessThanOrEqualTo: safeBottom),
            resting,
        ]
    }
}

// MARK: - Slot constraints

private struct SlotContext {
    let map: GMSMapView
    let bottomGuide: UILayoutGuide
    let guidance: ActiveGuidanceUIState?
    let isWide: Bool
    let inset: CGFloat
}

extension ChromeLayoutDelegate {
    fileprivate func constraints(for slot: ChromeSlot, view: UIView, in c: SlotContext) -> [NSLayoutConstraint] {
        let safe = c.map.safeAreaLayoutGuide
        let floor = c.bottomGuide.topAnchor
        let g = c.guidance
        switch slot {
        case .viewport:
            guard let g else {
                return view.pin(top: safe.topAnchor, leading: safe.leadingAnchor, trailing: safe.trailingAnchor, bottom: floor)
            }
            guard c.isWide else {
                return view.pin(top: g.turnCard.bottomAnchor, leading: safe.leadingAnchor,
                                trailing: safe.trailingAnchor, bottom: floor)
            }
            let hug = view.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            hug.priority = .defaultLow
            return [
                view.topAnchor.constraint(equalTo: safe.topAnchor),
                view.leadingAnchor.constraint(greaterThanOrEqualTo: g.turnCard.trailingAnchor),
                view.leadingAnchor.constraint(greaterThanOrEqualTo: g.etaCard.trailingAnchor),
                hug,
                view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: floor),
            ]

        case .googleLogo:
            let leading = (g != nil && c.isWide) ? g!.viewport.leadingAnchor : safe.leadingAnchor
            return [
                view.leadingAnchor.constraint(equalTo: leading, constant: c.inset),
                view.bottomAnchor.constraint(equalTo: floor, constant: -c.inset),
            ]

        case .buttonStack:
            let trailing = g?.tripProgressBar.leadingAnchor ?? safe.trailingAnchor
            let top = (g != nil && !c.isWide) ? g!.turnCard.bottomAnchor : safe.topAnchor
            return [
                view.trailingAnchor.constraint(equalTo: trailing, constant: -c.inset),
                view.bottomAnchor.constraint(equalTo: floor, constant: -c.inset),
                view.topAnchor.constraint(greaterThanOrEqualTo: top, constant: c.inset),
            ]

        case .turnCard:
            var pins = [
                view.topAnchor.constraint(equalTo: safe.topAnchor),
                view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
            if !c.isWide { pins.append(view.trailingAnchor.constraint(equalTo: safe.trailingAnchor)) }
            return pins

        case .etaCard:
            var pins = [
                view.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
            if !c.isWide {
                pins.append(view.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
                pins.append(c.bottomGuide.topAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.topAnchor))
            }
            return pins

        case .tripProgressBar:
            guard let g else { return [] }
            let top = c.isWide ? safe.topAnchor : g.turnCard.bottomAnchor
            return [
                view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                view.topAnchor.constraint(equalTo: top, constant: c.isWide ? c.inset : 0),
                view.bottomAnchor.constraint(equalTo: floor, constant: -c.inset),
            ]

        case .speedWidget:
            guard let g else { return [] }
            if c.isWide {
                return [
                    view.leadingAnchor.constraint(equalTo: g.etaCard.layoutMarginsGuide.leadingAnchor),
                    view.bottomAnchor.constraint(equalTo: g.etaCard.layoutMarginsGuide.topAnchor),
                ]
            }
            return [
                view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                view.bottomAnchor.constraint(equalTo: g.googleLogo.topAnchor),
            ]

        case .prompt:
            guard let g else { return [] }
            if c.isWide {
                return [
                    view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: g.etaCard.trailingAnchor),
                    view.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                ]
            }
            return [
                view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                c.bottomGuide.topAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.topAnchor),
            ]
        }
    }
}

extension UIView {
    fileprivate func pin(
        top: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor,
        trailing: NSLayoutXAxisAnchor, bottom: NSLayoutYAxisAnchor
    ) -> [NSLayoutConstraint] {
        [
            topAnchor.constraint(equalTo: top),
            leadingAnchor.constraint(equalTo: leading),
            trailingAnchor.constraint(equalTo: trailing),
            bottomAnchor.constraint(equalTo: bottom),
        ]
    }
}
