import GoogleNavigation
import UIKit

/// The delegate only translates SDK callbacks into actions; `render(from:to:)`
/// diffs the states and touches the view hierarchy.
@MainActor
final class StoreLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let store = LayoutStore()
    private weak var navMap: GMSMapView?

    private let contentBottom = UILayoutGuide()
    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var guideConstraints: [NSLayoutConstraint] = []
    private var screenConstraints: [NSLayoutConstraint] = []
    private var mountedViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    private static let slideDuration: TimeInterval = 0.3

    override init() {
        super.init()
        store.subscribe { [weak self] old, new in self?.render(from: old, to: new) }
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.navMap = navMap
        store.send(.enable(newState))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        store.send(.disable)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        store.send(.startGuidance(newState))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        store.send(.stopGuidance(newState))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        store.send(.resize(wide: newState.wideMode))
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        store.send(.showPrompt(newPrompt))
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        store.send(.hidePrompt(oldPrompt))
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        store.send(.changePrompt(new: newPrompt, old: oldPrompt))
    }

    // MARK: - Render

    private func render(from old: LayoutState, to new: LayoutState) {
        guard let navMap else { return }
        if old.prompt != new.prompt {
            if let gone = old.prompt { slideOut(gone, on: navMap) }
        }
        if old.screen == .hidden, new.screen != .hidden {
            navMap.addLayoutGuide(contentBottom)
            let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
            resting.priority = .defaultLow
            guideConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
            NSLayoutConstraint.activate(guideConstraints)
        }
        if old.screen != new.screen || old.isWide != new.isWide {
            NSLayoutConstraint.deactivate(screenConstraints)
            screenConstraints = []
            let wanted = views(for: new.screen)
            for view in mountedViews where !wanted.contains(view) {
                view.removeFromSuperview()
            }
            for view in wanted where view.superview !== navMap {
                if let prompt = new.prompt, prompt.superview === navMap {
                    navMap.insertSubview(view, belowSubview: prompt)
                } else {
                    navMap.addSubview(view)
                }
            }
            mountedViews = wanted
            screenConstraints = constraints(for: new, in: navMap)
            NSLayoutConstraint.activate(screenConstraints)
        }
        if new.screen == .hidden, old.screen != .hidden {
            NSLayoutConstraint.deactivate(guideConstraints)
            guideConstraints = []
            navMap.removeLayoutGuide(contentBottom)
            self.navMap = nil
        }
        if old.prompt != new.prompt, let shown = new.prompt {
            slideIn(shown, on: navMap)
        }
    }

    private func views(for screen: LayoutState.Screen) -> [UIView] {
        switch screen {
        case .hidden:
            buttons.arrangedSubviews = []
            return []
        case .ready(let ready):
            buttons.arrangedSubviews = ready.buttons.filter { $0.type == .compass }.map(\.view)
            return [ready.viewport, ready.googleLogo, buttons]
        case .guidance(let guidance):
            let reporting = guidance.buttons.filter { $0.type == .reporting }.map(\.view)
            let compass = guidance.buttons.filter { $0.type == .compass }.map(\.view)
            buttons.arrangedSubviews = reporting + compass
            return [guidance.turnCard, guidance.etaCard, guidance.speedWidget,
                    guidance.viewport, guidance.googleLogo, buttons]
        }
    }

    private func constraints(for state: LayoutState, in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        switch state.screen {
        case .hidden:
            return []
        case .ready(let ready):
            return [
                ready.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                ready.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                ready.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                ready.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
                ready.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                ready.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
                buttons.topAnchor.constraint(equalTo: safe.topAnchor),
                buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            ]
        case .guidance(let g):
            var list = [
                g.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                g.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                g.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                g.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                g.speedWidget.bottomAnchor.constraint(equalTo: g.etaCard.layoutMarginsGuide.topAnchor),
                g.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                g.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
                g.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
                buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            ]
            if state.isWide {
                list += [
                    g.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    g.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    g.viewport.leadingAnchor.constraint(equalTo: g.turnCard.trailingAnchor),
                    g.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: g.etaCard.trailingAnchor),
                    g.googleLogo.leadingAnchor.constraint(equalTo: g.viewport.leadingAnchor),
                    buttons.topAnchor.constraint(equalTo: safe.topAnchor),
                ]
            } else {
                list += [
                    g.etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                    contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: g.speedWidget.topAnchor),
                    contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: g.etaCard.topAnchor),
                    g.viewport.topAnchor.constraint(equalTo: g.turnCard.bottomAnchor),
                    g.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    g.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    buttons.topAnchor.constraint(equalTo: g.turnCard.bottomAnchor),
                ]
            }
            return list
        }
    }

    // MARK: - Prompt animation

    private func slideIn(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        navMap.addSubview(prompt)
        let bottom = prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: prompt.bounds.height)
        promptConstraints = [
            bottom,
            prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.slideDuration) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    private func slideOut(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        let leaving = promptConstraints
        promptConstraints = []
        // Free the map contents at once; the prompt itself slides away.
        NSLayoutConstraint.deactivate(leaving.filter { $0.firstItem === contentBottom })
        UIView.animate(withDuration: Self.slideDuration, animations: {
            leaving.first?.constant = prompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            prompt.removeFromSuperview()
        })
    }
}
