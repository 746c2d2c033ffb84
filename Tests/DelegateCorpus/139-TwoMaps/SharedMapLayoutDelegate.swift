import UIKit
import GoogleNavigation

fileprivate enum Layout {
    static let promptFadeDuration: TimeInterval = 0.25
    static var edgeInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    static var buttonGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static let buttonOrder: [NavigationButtonKnownType] = [.compass, .reporting]
}

/// Everything one map view has on screen.
@MainActor
struct MapLayout {
    var readyViews: [UIView] = []
    var readyConstraints: [NSLayoutConstraint] = []
    var guidanceViews: [UIView] = []
    var guidanceConstraints: [NSLayoutConstraint] = []
    var viewportTop: NSLayoutConstraint?
    var prompt: NavigationPromptView?
    var promptConstraints: [NSLayoutConstraint] = []
    var turnCard: UIView?
    var viewport: UIView?
    var isWide = false

    mutating func removeGuidance() {
        NSLayoutConstraint.deactivate(guidanceConstraints + promptConstraints)
        (guidanceViews + [prompt].compactMap { $0 }).forEach { $0.removeFromSuperview() }
        guidanceViews = []
        guidanceConstraints = []
        promptConstraints = []
        prompt = nil
        viewportTop = nil
        turnCard = nil
    }

    mutating func removeReady() {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews = []
        readyConstraints = []
    }
}

/// One delegate for the phone map and the picture-in-picture map.
@MainActor
final class SharedMapLayoutDelegate: NavigationLayoutDelegate {
    private var layouts: [ObjectIdentifier: MapLayout] = [:]
    /// Set by the scene when it shows the picture-in-picture map.
    weak var pictureInPictureMap: GMSMapView?

    private func isPictureInPicture(_ map: GMSMapView) -> Bool {
        guard let pip = pictureInPictureMap else { return false }
        return pip === map
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        var layout = MapLayout()
        layout.isWide = newState.wideMode
        layOutReady(navMap, newState, into: &layout)
        layouts[ObjectIdentifier(navMap)] = layout
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        guard var layout = layouts.removeValue(forKey: ObjectIdentifier(navMap)) else { return }
        layout.removeGuidance()
        layout.removeReady()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let key = ObjectIdentifier(navMap)
        layouts[key, default: MapLayout()].removeReady()
        layouts[key]?.isWide = newState.wideMode
        layOutGuidance(navMap, newState, into: &layouts[key, default: MapLayout()])
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        let key = ObjectIdentifier(navMap)
        layouts[key]?.removeGuidance()
        layOutReady(navMap, newState, into: &layouts[key, default: MapLayout()])
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let key = ObjectIdentifier(navMap)
        guard var layout = layouts[key], layout.isWide != newState.wideMode else { return }
        layout.isWide = newState.wideMode
        if let guidance = newState as? ActiveGuidanceUIState, !layout.guidanceViews.isEmpty {
            let prompt = layout.prompt
            layout.removeGuidance()
            layOutGuidance(navMap, guidance, into: &layout)
            if let prompt { present(prompt, on: navMap, in: &layout) }
        } else if let ready = newState as? NavigationReadyUIState, !layout.readyViews.isEmpty {
            layout.removeReady()
            layOutReady(navMap, ready, into: &layout)
        }
        layouts[key] = layout
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard var layout = layouts[ObjectIdentifier(navMap)] else { return }
        present(newPrompt, on: navMap, in: &layout)
        layouts[ObjectIdentifier(navMap)] = layout
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let key = ObjectIdentifier(navMap)
        NSLayoutConstraint.deactivate(layouts[key]?.promptConstraints ?? [])
        layouts[key]?.promptConstraints = []
        layouts[key]?.prompt = nil
        if let top = layouts[key]?.viewportTop { top.isActive = true }
        UIView.animate(withDuration: Layout.promptFadeDuration, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Layout

    private func buttonStack(_ buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = Layout.buttonGap
        stack.arrangedSubviews = Layout.buttonOrder.compactMap { type in
            buttons.first { $0.type == type }?.view
        }
        return stack
    }

    private func add(_ views: [UIView], to map: GMSMapView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
    }

    private func layOutReady(_ map: GMSMapView, _ state: NavigationReadyUIState, into layout: inout MapLayout) {
        let safe = map.safeAreaLayoutGuide
        let stack = buttonStack(isPictureInPicture(map) ? [] : state.buttons)
        layout.isWide = state.wideMode
        layout.readyViews = [state.viewport, state.googleLogo, stack]
        add(layout.readyViews, to: map)
        layout.readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Layout.edgeInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Layout.edgeInset),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Layout.edgeInset),
            stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Layout.edgeInset),
            stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: Layout.edgeInset),
        ]
        NSLayoutConstraint.activate(layout.readyConstraints)
    }

    private func layOutGuidance(_ map: GMSMapView, _ state: ActiveGuidanceUIState, into layout: inout MapLayout) {
        let safe = map.safeAreaLayoutGuide
        let inset = Layout.edgeInset
        let stack = buttonStack(isPictureInPicture(map) ? [] : state.buttons)
        layout.guidanceViews = [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo, stack]
        add(layout.guidanceViews, to: map)
        layout.turnCard = state.turnCard
        layout.viewport = state.viewport
        let card = state.turnCard, eta = state.etaCard, logo = state.googleLogo
        var constraints = [
            card.topAnchor.constraint(equalTo: safe.topAnchor),
            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.speedWidget.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        if state.wideMode {
            constraints += [
                card.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                eta.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: card.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: eta.trailingAnchor, constant: inset),
                logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
                stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
                stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: inset),
            ]
            layout.viewportTop = nil
        } else {
            let top = state.viewport.topAnchor.constraint(equalTo: card.bottomAnchor)
            layout.viewportTop = top
            constraints += [
                card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                top,
                state.viewport.bottomAnchor.constraint(equalTo: eta.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                logo.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor, constant: -Layout.buttonGap),
                stack.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
                stack.topAnchor.constraint(greaterThanOrEqualTo: card.bottomAnchor, constant: Layout.buttonGap),
            ]
        }
        layout.guidanceConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func present(_ prompt: NavigationPromptView, on map: GMSMapView, in layout: inout MapLayout) {
        guard let card = layout.turnCard, let viewport = layout.viewport else { return }
        add([prompt], to: map)
        layout.prompt = prompt
        layout.promptConstraints = [
            prompt.topAnchor.constraint(equalTo: card.bottomAnchor),
            prompt.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        ]
        if let top = layout.viewportTop {
            top.isActive = false
            layout.promptConstraints.append(viewport.topAnchor.constraint(equalTo: prompt.bottomAnchor))
        }
        NSLayoutConstraint.activate(layout.promptConstraints)
        prompt.alpha = 0
        UIView.animate(withDuration: Layout.promptFadeDuration) { prompt.alpha = 1 }
    }
}
