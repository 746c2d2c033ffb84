import Combine
import GoogleNavigation
import UIKit

/// Callbacks only record what the SDK handed over and publish a new
/// `NavigationChromeState`; subscriptions on that state do the layout.
@MainActor
final class ReactiveLayoutDelegate: NSObject, NavigationLayoutDelegate {
    let chromeState = CurrentValueSubject<NavigationChromeState, Never>(NavigationChromeState())
    var chromeStatePublisher: AnyPublisher<NavigationChromeState, Never> { chromeState.eraseToAnyPublisher() }

    private struct PromptPlacement {
        let view: NavigationPromptView
        let parked: NSLayoutConstraint
        let landed: NSLayoutConstraint
        let clearance: NSLayoutConstraint
    }

    private var cancellables = Set<AnyCancellable>()
    private var promptSizes: AsyncStream<CGSize>.Continuation?
    private var promptSizeTask: Task<Void, Never>?

    private weak var map: GMSMapView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var guidanceViews: [UIView] = []
    private var prompt: PromptPlacement?
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// The bottom of the open map: above the ETA card, and above a landed prompt.
    private let chromeBottom = UILayoutGuide()
    private var guideConstraints: [NSLayoutConstraint] = []
    private var layoutConstraints: [NSLayoutConstraint] = []

    // MARK: - SDK callbacks

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        readyState = newState
        navMap.addLayoutGuide(chromeBottom)
        let resting = chromeBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        guideConstraints = [
            resting,
            chromeBottom.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
            chromeBottom.heightAnchor.constraint(equalToConstant: 0),
            chromeBottom.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            chromeBottom.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        ]
        NSLayoutConstraint.activate(guideConstraints)
        [newState.viewport, newState.googleLogo, buttonStack].forEach(navMap.addSubview)
        bind()
        chromeState.send(NavigationChromeState(phase: .ready, wide: newState.wideMode))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.view.removeFromSuperview()
        prompt = nil
        chromeState.send(NavigationChromeState())
        cancellables.removeAll()
        promptSizes?.finish()
        promptSizes = nil
        promptSizeTask?.cancel()
        promptSizeTask = nil
        NSLayoutConstraint.deactivate(guideConstraints)
        guideConstraints = []
        buttonStack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, buttonStack].forEach { $0.removeFromSuperview() }
        navMap.removeLayoutGuide(chromeBottom)
        readyState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidanceState = newState
        var next = chromeState.value
        next.phase = .guidance
        next.wide = newState.wideMode
        chromeState.send(next)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        readyState = newState
        var next = chromeState.value
        next.phase = .ready
        next.wide = newState.wideMode
        chromeState.send(next)
        guidanceState = nil
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        chromeState.value.wide = newState.wideMode
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let safeArea = navMap.safeAreaLayoutGuide
        navMap.addSubview(newPrompt)
        let placement = PromptPlacement(
            view: newPrompt,
            parked: newPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor),
            landed: newPrompt.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            clearance: chromeBottom.bottomAnchor.constraint(
                lessThanOrEqualTo: newPrompt.topAnchor, constant: -ChromeMetrics.promptClearance))
        NSLayoutConstraint.activate([
            placement.parked,
            newPrompt.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            newPrompt.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.trailingAnchor),
        ])
        prompt = placement
        navMap.layoutIfNeeded()

        let animator = UIViewPropertyAnimator(duration: ChromeMetrics.promptSlideIn, dampingRatio: 0.9) {
            placement.parked.isActive = false
            placement.landed.isActive = true
            navMap.layoutIfNeeded()
        }
        // Reframe the camera only once the prompt has landed, so it does not chase the slide.
        animator.addCompletion { [weak self] position in
            guard position == .end, let self, self.prompt?.view === newPrompt else { return }
            NSLayoutConstraint.activate([placement.clearance])
            self.promptSizes?.yield(newPrompt.bounds.size)
        }
        animator.startAnimation()
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let placement = prompt, placement.view === oldPrompt else { return }
        prompt = nil
        placement.clearance.isActive = false
        let animator = UIViewPropertyAnimator(duration: ChromeMetrics.promptSlideOut, curve: .easeIn) {
            placement.landed.isActive = false
            placement.parked.isActive = true
            navMap.layoutIfNeeded()
        }
        animator.addCompletion { [weak self] _ in
            oldPrompt.removeFromSuperview()
            if self?.prompt == nil { self?.promptSizes?.yield(.zero) }
        }
        animator.startAnimation()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Reactive layout

    private func bind() {
        chromeState
            .map(LayoutKey.init)
            .removeDuplicates()
            .sink { [weak self] key in self?.rebuild(for: key) }
            .store(in: &cancellables)
        chromeState
            .map(\.promptHeight)
            .removeDuplicates()
            .sink { [weak self] height in
                self?.buttonStack.spacing = height > 0 ? ChromeMetrics.tightButtonSpacing : ChromeMetrics.buttonSpacing
            }
            .store(in: &cancellables)

        let (sizes, continuation) = AsyncStream.makeStream(of: CGSize.self, bufferingPolicy: .bufferingNewest(1))
        promptSizes = continuation
        promptSizeTask = Task { @MainActor [weak self] in
            for await size in sizes {
                self?.chromeState.value.promptHeight = size.height
            }
        }
    }

    private func rebuild(for key: LayoutKey) {
        guard let map else { return }
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints = []
        switch key.phase {
        case .off:
            return
        case .ready:
            guard let state = readyState else { return }
            guidanceViews.forEach { $0.removeFromSuperview() }
            guidanceViews = []
            buttonStack.arrangedSubviews = buttonViews(state.buttons)
            layoutConstraints = readyLayout(state, on: map)
        case .guidance:
            guard let state = guidanceState else { return }
            guidanceViews = [state.turnCard, state.etaCard]
            for view in guidanceViews where view.superview !== map { map.addSubview(view) }
            buttonStack.arrangedSubviews = buttonViews(state.buttons)
            layoutConstraints = guidanceLayout(state, on: map, wide: key.wide)
        }
        NSLayoutConstraint.activate(layoutConstraints)
    }

    private func buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
        [NavigationButtonKnownType.compass, .reporting].compactMap { type in buttons.first { $0.type == type }?.view }
    }

    private func readyLayout(_ state: NavigationReadyUIState, on map: GMSMapView) -> [NSLayoutConstraint] {
        let safeArea = map.safeAreaLayoutGuide
        return [
            state.viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: chromeBottom.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: chromeBottom.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            buttonStack.topAnchor.constraint(equalTo: safeArea.topAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: chromeBottom.topAnchor),
        ]
    }

    private func guidanceLayout(_ state: ActiveGuidanceUIState, on map: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
        let safeArea = map.safeAreaLayoutGuide
        let (turnCard, etaCard, viewport) = (state.turnCard, state.etaCard, state.viewport)
        let common = [
            turnCard.topAnchor.constraint(equalTo: safeArea.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            chromeBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: chromeBottom.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: chromeBottom.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: chromeBottom.topAnchor),
        ]
        let placement = wide ? [
            etaCard.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
            buttonStack.topAnchor.constraint(equalTo: safeArea.topAnchor),
        ] : [
            turnCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            etaCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        ]
        return common + placement
    }
}
