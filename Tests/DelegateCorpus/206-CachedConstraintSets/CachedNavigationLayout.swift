import GoogleNavigation
import UIKit

/// Layout delegate for the fleet app's map screen.
///
/// Constraint sets are expensive to build and rotations and prompts are
/// frequent during a drive, so each layout is built once and toggled with
/// `deactivate`/`activate`. Caches are dropped when the SDK hands over new
/// views (a new guidance session, a new prompt).
@MainActor
final class CachedNavigationLayout: NavigationLayoutDelegate {

    // MARK: Ready state cache

    private var readySet: ReadyConstraintSet?

    // MARK: Guidance state cache

    private var guidance: ActiveGuidanceUIState?
    private var guidanceIdentity: ViewIdentity?
    private var guidanceCache: [CacheKey: [NSLayoutConstraint]] = [:]
    private var promptIdentity: ViewIdentity?
    private var currentPrompt: NavigationPromptView?

    /// Reused by every guidance session; only its arranged buttons change.
    private lazy var buttonStack: GMSNavigationHidingStackView = {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        return stack
    }()

    // MARK: What is on screen

    private var activeConstraints: [NSLayoutConstraint] = []
    private var currentKey = CacheKey(wide: false, prompt: false)

    private let gap = NavigationStyleValues.elementHorizontalPadding
    private let promptFade: TimeInterval = 0.2

    init() {}

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        showReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        activate([])
        ([oldState.googleLogo, oldState.viewport] + oldState.buttons.map(\.view)).forEach { $0.removeFromSuperview() }
        readySet = nil
        guidanceCache.removeAll()
        guidanceIdentity = nil
        guidance = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidance = newState
        let identity = ViewIdentity([navMap, newState.turnCard, newState.etaCard, newState.speedWidget,
                                     newState.googleLogo, newState.viewport] + newState.buttons.map(\.view))
        if identity != guidanceIdentity {
            guidanceCache.removeAll()
            guidanceIdentity = identity
        }

        activate([])   // drop the ready set before its views move
        for view in [newState.viewport, newState.googleLogo, newState.turnCard, newState.etaCard, newState.speedWidget] {
            add(view, to: navMap)
        }
        buttonStack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            newState.buttons.first { $0.type == type }?.view
        }
        add(buttonStack, to: navMap)
        showGuidance(CacheKey(wide: newState.wideMode, prompt: false), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let currentPrompt { hidePrompt(navMap: navMap, oldPrompt: currentPrompt) }
        activate([])
        buttonStack.arrangedSubviews = []
        buttonStack.removeFromSuperview()
        for view in [oldState.turnCard, oldState.etaCard, oldState.speedWidget] {
            view.removeFromSuperview()
        }
        oldState.buttons.filter { $0.type == .reporting }.forEach { $0.view.removeFromSuperview() }
        guidance = nil
        showReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if guidance != nil {
            showGuidance(CacheKey(wide: newState.wideMode, prompt: currentKey.prompt), on: navMap)
        } else if let readySet, readySet.views.allSatisfy({ $0.superview === navMap }) {
            currentKey.wide = newState.wideMode
            activate(readySet.constraints(wide: newState.wideMode))
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        adopt(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        currentPrompt = nil
        showGuidance(CacheKey(wide: currentKey.wide, prompt: false), on: navMap)
        fadeOut(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        adopt(newPrompt, on: navMap)
        fadeOut(oldPrompt)
    }

    // MARK: - Switching sets

    private func activate(_ next: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(activeConstraints)
        activeConstraints = next
        NSLayoutConstraint.activate(next)
    }

    private func showReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let identity = ReadyConstraintSet.identity(of: state, on: navMap)
        if readySet?.identity != identity {
            readySet = ReadyConstraintSet(state: state, navMap: navMap)
        }
        guard let readySet else { return }
        readySet.views.forEach { add($0, to: navMap) }
        currentKey = CacheKey(wide: state.wideMode, prompt: false)
        activate(readySet.constraints(wide: state.wideMode))
    }

    private func showGuidance(_ key: CacheKey, on navMap: GMSMapView) {
        guard let guidance else { return }
        currentKey = key
        if let cached = guidanceCache[key] {
            activate(cached)
            return
        }
        let built = buildGuidance(guidance, key: key, on: navMap)
        guidanceCache[key] = built
        activate(built)
    }

    // MARK: - Prompts

    private func adopt(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        let identity = ViewIdentity([prompt])
        if identity != promptIdentity {
            // Sets built for the previous prompt point at a view that is leaving.
            guidanceCache = guidanceCache.filter { !$0.key.prompt }
            promptIdentity = identity
        }
        currentPrompt = prompt
        add(prompt, to: navMap)
        showGuidance(CacheKey(wide: currentKey.wide, prompt: true), on: navMap)
        prompt.alpha = 0
        UIView.animate(withDuration: promptFade) { prompt.alpha = 1 }
    }

    private func fadeOut(_ prompt: NavigationPromptView) {
        UIView.animate(withDuration: promptFade, animations: {
            prompt.alpha = 0
        }, completion: { _ in
            prompt.removeFromSuperview()
        })
    }

    // MARK: - Building

    private func add(_ view: UIView, to navMap: GMSMapView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== navMap { navMap.addSubview(view) }
    }

    private func buildGuidance(_ state: ActiveGuidanceUIState, key: CacheKey, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let inset = NavigationStyleValues.headerFooterHorizontalPadding
        let (turnCard, etaCard) = (state.turnCard, state.etaCard)

        var set = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor, constant: -gap),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: turnCard.bottomAnchor, constant: gap),
        ]

        if key.wide {
            set += [
                turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
            ]
        } else {
            set += [
                turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            ]
        }

        if key.prompt, let prompt = currentPrompt {
            set += [
                prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: prompt.topAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: prompt.topAnchor, constant: -gap),
                buttonStack.bottomAnchor.constraint(equalTo: prompt.topAnchor, constant: -gap),
            ]
            // Wide: the prompt joins the leading column; compact: full width.
            set += key.wide
                ? [prompt.leadingAnchor.constraint(equalTo: etaCard.leadingAnchor),
                   prompt.trailingAnchor.constraint(equalTo: etaCard.trailingAnchor)]
                : [prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                   prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor)]
        } else {
            set += [
                state.viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
                buttonStack.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor, constant: -gap),
            ]
        }
        return set
    }
}
