import UIKit
import GoogleNavigation

/// One table of closures per UI state class: which Google views the state shows and how they
/// are constrained. Callbacks only look up `ObjectIdentifier(type(of: state))` and apply.
@MainActor
final class TypeKeyedLayoutDelegate: NSObject, NavigationLayoutDelegate {

    typealias ViewsProvider = (NavigationUIState) -> [UIView]
    typealias ConstraintBuilder = (GMSMapView, NavigationUIState) -> [NSLayoutConstraint]

    private static let readyKey = ObjectIdentifier(NavigationReadyUIState.self)
    private static let guidanceKey = ObjectIdentifier(ActiveGuidanceUIState.self)

    private var active: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var buttonStack: GMSNavigationHidingStackView?
    private var promptAvoiders: [UIView] = []

    private lazy var viewsByState: [ObjectIdentifier: ViewsProvider] = [
        Self.readyKey: { state in
            guard let ready = state as? NavigationReadyUIState else { return [] }
            return [ready.viewport, ready.googleLogo]
        },
        Self.guidanceKey: { state in
            guard let guidance = state as? ActiveGuidanceUIState else { return [] }
            return [guidance.viewport, guidance.turnCard, guidance.etaCard, guidance.speedWidget, guidance.googleLogo]
        },
    ]

    private lazy var buttonTypesByState: [ObjectIdentifier: Set<NavigationButtonKnownType>] = [
        Self.readyKey: [.compass],
        Self.guidanceKey: [.compass, .reporting],
    ]

    private lazy var buildersByState: [ObjectIdentifier: ConstraintBuilder] = [
        Self.readyKey: { [unowned self] map, state in
            guard let ready = state as? NavigationReadyUIState, let stack = self.buttonStack else { return [] }
            let safe = map.safeAreaLayoutGuide
            // Wide maps keep the compass clear of the status area a little more.
            let buttonTop: CGFloat = ready.wideMode ? 16 : 8
            return [
                ready.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
                ready.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
                stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: buttonTop),
                stack.bottomAnchor.constraint(equalTo: ready.googleLogo.topAnchor, constant: -8),
                stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
                stack.widthAnchor.constraint(equalToConstant: 48),
            ] + self.fill(ready.viewport, safe)
        },
        Self.guidanceKey: { [unowned self] map, state in
            guard let g = state as? ActiveGuidanceUIState, let stack = self.buttonStack else { return [] }
            let safe = map.safeAreaLayoutGuide
            let inset = NavigationStyleValues.headerFooterHorizontalPadding
            let cardTrailing: [NSLayoutConstraint] = state.wideMode
                ? [g.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                   g.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor)]
                : [g.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                   g.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset)]
            let aboveEta = g.etaCard.layoutMarginsGuide.topAnchor
            return cardTrailing + [
                g.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
                g.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                g.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                g.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                g.viewport.topAnchor.constraint(equalTo: g.turnCard.bottomAnchor),
                self.soft(g.viewport.bottomAnchor.constraint(equalTo: aboveEta)),
                g.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                g.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                g.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
                self.soft(g.googleLogo.bottomAnchor.constraint(equalTo: aboveEta)),
                g.speedWidget.leadingAnchor.constraint(equalTo: g.googleLogo.leadingAnchor),
                g.speedWidget.bottomAnchor.constraint(equalTo: g.googleLogo.topAnchor, constant: -8),
                stack.topAnchor.constraint(equalTo: g.turnCard.bottomAnchor, constant: 8),
                self.soft(stack.bottomAnchor.constraint(equalTo: aboveEta)),
                stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
                stack.widthAnchor.constraint(equalToConstant: 48),
            ]
        },
    ]

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        apply(newState, buttons: newState.buttons, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        reset()
        viewsByState[ObjectIdentifier(type(of: oldState))]?(oldState).forEach { $0.removeFromSuperview() }
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        apply(newState, buttons: newState.buttons, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        let staying = viewsByState[ObjectIdentifier(type(of: newState))]?(newState) ?? []
        let leaving = viewsByState[ObjectIdentifier(type(of: oldState))]?(oldState) ?? []
        reset()
        leaving.filter { view in !staying.contains { $0 === view } }.forEach { $0.removeFromSuperview() }
        apply(newState, buttons: newState.buttons, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        NSLayoutConstraint.deactivate(active)
        active = buildersByState[ObjectIdentifier(type(of: newState))]?(navMap, newState) ?? []
        NSLayoutConstraint.activate(active)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ] + promptAvoiders.map { $0.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor) }
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Dispatch

    private func apply(_ state: NavigationUIState, buttons: [NavigationUIButton], on map: GMSMapView) {
        let key = ObjectIdentifier(type(of: state))
        guard let views = viewsByState[key], let build = buildersByState[key] else {
            assertionFailure("no layout for \(type(of: state))")
            return
        }
        reset()
        for view in views(state) where view.superview !== map {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
        let wanted = buttonTypesByState[key] ?? []
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.arrangedSubviews = buttons.filter { wanted.contains($0.type) }.map(\.view)
        map.addSubview(stack)
        buttonStack = stack
        active = build(map, state)
        NSLayoutConstraint.activate(active)
        promptAvoiders = key == Self.guidanceKey ? views(state).filter { $0 !== (state as? ActiveGuidanceUIState)?.turnCard && $0 !== (state as? ActiveGuidanceUIState)?.etaCard } + [stack] : []
    }

    private func reset() {
        NSLayoutConstraint.deactivate(active + promptConstraints)
        active = []
        promptConstraints = []
        promptAvoiders = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
    }

    private func fill(_ view: UIView, _ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        [view.topAnchor.constraint(equalTo: guide.topAnchor), view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
         view.leadingAnchor.constraint(equalTo: guide.leadingAnchor), view.trailingAnchor.constraint(equalTo: guide.trailingAnchor)]
    }

    private func soft(_ c: NSLayoutConstraint) -> NSLayoutConstraint {
        c.priority = .defaultHigh
        return c
    }
}
