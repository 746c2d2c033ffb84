import GoogleNavigation
import UIKit

/// Phases of the navigation chrome.
enum ChromePhase: Hashable {
    case off
    case ready
    case guiding
}

/// What the SDK tells us, turned into machine events.
enum ChromeEvent: Hashable {
    case enable
    case disable
    case startGuidance
    case stopGuidance
    case resize
}

/// Phases of the (single) prompt slot.
enum PromptSlot: Hashable {
    case empty
    case showing
}

enum PromptEvent: Hashable {
    case show
    case hide
    case swap
}

/// Layout delegate driven by two table-driven state machines: one for the
/// navigation phase and one for the prompt slot. The SDK callbacks only record
/// their arguments and send events; the layout work happens in the enter/exit
/// handlers registered in `configureChromeMachine()` / `configurePromptMachine()`.
@MainActor
final class TableNavigationLayout: NSObject, NavigationLayoutDelegate {
    private static let promptSlideDuration: TimeInterval = 0.3

    // MARK: Machines

    private let chrome = StateMachine<ChromePhase, ChromeEvent>(initial: .off)
    private let prompts = StateMachine<PromptSlot, PromptEvent>(initial: .empty)

    // MARK: Inputs of the pending transition

    private weak var map: GMSMapView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var isWide = false
    private var incomingPrompt: NavigationPromptView?
    private var outgoingPrompt: NavigationPromptView?

    // MARK: What is on screen

    /// Bottom of the open map area; stays above the ETA card and any prompt.
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var phaseViews: [UIView] = []
    private var buttonStack: GMSNavigationHidingStackView?
    private var shownPrompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []
    private var promptSlide: NSLayoutConstraint?

    override init() {
        super.init()
        contentBottom.identifier = "contentBottom"
        configureChromeMachine()
        configurePromptMachine()
    }

    // MARK: - NavigationLayoutDelegate: record, then send

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        readyState = newState
        isWide = newState.wideMode
        chrome.send(.enable)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        map = navMap
        chrome.send(.disable)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        map = navMap
        guidanceState = newState
        isWide = newState.wideMode
        chrome.send(.startGuidance)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        map = navMap
        readyState = newState
        isWide = newState.wideMode
        chrome.send(.stopGuidance)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        map = navMap
        isWide = newState.wideMode
        chrome.send(.resize)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        map = navMap
        incomingPrompt = newPrompt
        prompts.send(.show)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        map = navMap
        outgoingPrompt = oldPrompt
        prompts.send(.hide)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        map = navMap
        incomingPrompt = newPrompt
        outgoingPrompt = oldPrompt
        prompts.send(.swap)
    }

    // MARK: - Chrome machine

    private func configureChromeMachine() {
        chrome.addTransitions([
            (.off, .enable, .ready),
            (.ready, .disable, .off),
            (.ready, .startGuidance, .guiding),
            (.guiding, .stopGuidance, .ready),
            (.ready, .resize, .ready),
            (.guiding, .resize, .guiding),
        ])
        chrome.onRejected = { phase, event in
            print("TableNavigationLayout: ignored \(event) in \(phase)")
        }

        chrome.onEnter(.ready) { [unowned self] transition in
            guard let map, let state = readyState else { return }
            if transition.from == .off {
                installSession(on: map)
            }
            layOutReady(state, on: map)
        }
        chrome.onExit(.ready) { [unowned self] _ in
            tearDownPhase()
        }
        chrome.onEnter(.guiding) { [unowned self] _ in
            guard let map, let state = guidanceState else { return }
            layOutGuidance(state, on: map)
            // A relayout re-adds the cards on top; the prompt stays above them.
            if let prompt = shownPrompt {
                map.bringSubviewToFront(prompt)
            }
        }
        chrome.onExit(.guiding) { [unowned self] transition in
            tearDownPhase()
            if transition.event == .stopGuidance {
                guidanceState = nil
            }
        }
        chrome.onEnter(.off) { [unowned self] _ in
            dropPromptImmediately()
            tearDownSession()
            readyState = nil
        }
    }

    // MARK: - Prompt machine

    private func configurePromptMachine() {
        prompts.addTransitions([
            (.empty, .show, .showing),
            (.showing, .hide, .empty),
            (.showing, .swap, .showing),
        ])
        prompts.onEnter(.showing) { [unowned self] _ in
            guard let map, let prompt = incomingPrompt else { return }
            incomingPrompt = nil
            slideIn(prompt, on: map)
        }
        prompts.onExit(.showing) { [unowned self] _ in
            guard let map, let prompt = outgoingPrompt else { return }
            outgoingPrompt = nil
            slideOut(prompt, on: map)
        }
    }
}

// MARK: - Layout work done by the handlers

extension TableNavigationLayout {
    private func installSession(on map: GMSMapView) {
        map.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
    }

    private func tearDownSession() {
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        map?.removeLayoutGuide(contentBottom)
    }

    private func makeButtonStack(_ buttons: [NavigationUIButton], on map: GMSMapView) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        stack.arrangedSubviews = buttons.map(\.view)
        map.addSubview(stack)
        buttonStack = stack
        phaseViews.append(stack)
        return stack
    }

    private func place(_ views: [UIView], on map: GMSMapView) {
        for view in views {
            map.addSubview(view)
            phaseViews.append(view)
        }
    }

    private func layOutReady(_ state: NavigationReadyUIState, on map: GMSMapView) {
        let safe = map.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        place([viewport, logo], on: map)
        let stack = makeButtonStack(state.buttons, on: map)
        let topInset = isWide ? NavigationStyleValues.headerTopPadding : 0

        phaseConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: topInset),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        NSLayoutConstraint.activate(phaseConstraints)
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, on map: GMSMapView) {
        let safe = map.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let logo = state.googleLogo
        let viewport = state.viewport
        place([turnCard, etaCard, viewport, logo], on: map)
        let stack = makeButtonStack(state.buttons, on: map)

        var rules: [NSLayoutConstraint] = [
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        if isWide {
            // Cards down the leading edge, the map beside them.
            rules += [
                turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor),
                stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            ]
        } else {
            rules += [
                turnCard.topAnchor.constraint(equalTo: map.topAnchor),
                etaCard.leadingAnchor.constraint(equalTo: map.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            ]
        }
        phaseConstraints = rules
        NSLayoutConstraint.activate(phaseConstraints)
    }

    private func tearDownPhase() {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
        phaseViews.forEach { $0.removeFromSuperview() }
        phaseViews = []
    }

    // MARK: Prompt animation

    private func slideIn(_ prompt: NavigationPromptView, on map: GMSMapView) {
        map.addSubview(prompt)
        shownPrompt = prompt
        let slide = prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: prompt.bounds.height)
        promptSlide = slide
        promptConstraints = [
            slide,
            prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        map.layoutIfNeeded()
        UIView.animate(withDuration: Self.promptSlideDuration) {
            slide.constant = 0
            map.layoutIfNeeded()
        }
    }

    private func slideOut(_ prompt: NavigationPromptView, on map: GMSMapView) {
        let leaving = promptConstraints
        let slide = promptSlide
        promptConstraints = []
        promptSlide = nil
        if shownPrompt === prompt { shownPrompt = nil }
        UIView.animate(withDuration: Self.promptSlideDuration) {
            slide?.constant = prompt.bounds.height
            map.layoutIfNeeded()
        } completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            prompt.removeFromSuperview()
        }
    }

    private func dropPromptImmediately() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        promptSlide = nil
        shownPrompt?.removeFromSuperview()
        shownPrompt = nil
    }
}
