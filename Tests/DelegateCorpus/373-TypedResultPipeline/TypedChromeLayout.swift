import GoogleNavigation
import UIKit

/// The navigation chrome of the trip screen, in the team's Swift 6 style:
/// builders are plain functions, every step that can fail says how with typed
/// throws, and callbacks chain `Result`s instead of nesting `if`s.
@MainActor
final class TypedChromeLayout: NSObject, NavigationLayoutDelegate {
    private struct PromptMount {
        let view: NavigationPromptView
        let slide: NSLayoutConstraint
        let pins: [NSLayoutConstraint]
        let keepClear: NSLayoutConstraint
    }

    private let floor = UILayoutGuide()
    private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var floorPins: [NSLayoutConstraint] = []

    private var stage: Stage?
    private var live = ChromeLayout.empty
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    private var prompt: PromptMount?
    private var leavingPrompts: [PromptMount] = []

    /// Where failures go; the app routes it to its logger.
    var onError: (ChromeError) -> Void = { error in
        print("[chrome] \(error.localizedDescription)")
    }

    override init() {
        super.init()
        floor.identifier = "chrome.floor"
        rail.translatesAutoresizingMaskIntoConstraints = false
        rail.spacing = Chrome.buttonSpacing
    }

    // MARK: - Ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let safe = navMap.safeAreaLayoutGuide
        let resting = floor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        floorPins = [
            floor.heightAnchor.constraint(equalToConstant: 0),
            floor.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            floor.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(floorPins)

        readyState = newState
        enter(.ready(wide: newState.wideMode), buttons: newState.buttons, kinds: [.compass], on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        retirePrompts()
        tearDown()
        stage = nil
        readyState = nil
        NSLayoutConstraint.deactivate(floorPins)
        floorPins = []
        navMap.removeLayoutGuide(floor)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidanceState = newState
        enter(.guidance(wide: newState.wideMode), buttons: newState.buttons, kinds: [.reporting, .compass], on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Arrival can stop guidance with a prompt up; it leaves with guidance, without a slide.
        retirePrompts()
        guidanceState = nil
        readyState = newState
        enter(.ready(wide: newState.wideMode), buttons: newState.buttons, kinds: [.compass], on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let relayout = Result(catching: { () throws(ChromeError) -> Stage in
            guard let stage else { throw .notRunning(callback: "sizeChanged") }
            return stage.with(wide: newState.wideMode)
        })
        .flatMap { next in layout(for: next, on: navMap).map { (next, $0) } }

        switch relayout {
        case .success(let (next, layout)):
            // Same views, new pins: the old ones let go first.
            NSLayoutConstraint.deactivate(live.pins)
            live.pins = layout.pins
            NSLayoutConstraint.activate(live.pins)
            stage = next
        case .failure(.notRunning):
            break  // resizes while navigation is off are not ours to lay out
        case .failure(let error):
            onError(error)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        if case .failure(let error) = requireGuidance("showPrompt") {
            onError(error)  // shown anyway: the SDK decides when prompts come
        }
        if let stale = prompt.take() {
            retire(stale)
        }
        navMap.addSubview(newPrompt)
        let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: Chrome.promptTravel)
        let mount = PromptMount(
            view: newPrompt,
            slide: slide,
            pins: [slide, newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)],
            keepClear: floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor))
        NSLayoutConstraint.activate(mount.pins + [mount.keepClear])
        navMap.layoutIfNeeded()
        prompt = mount

        UIView.animate(withDuration: Chrome.promptIn, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let taken = Result(catching: { () throws(ChromeError) -> PromptMount in
            guard let mount = prompt, mount.view === oldPrompt else { throw .unknownPrompt }
            prompt = nil
            return mount
        })
        switch taken {
        case .success(let mount):
            slideOut(mount, on: navMap)
        case .failure(let error):
            // Not ours any more; make sure it is gone all the same.
            onError(error)
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Stages

    private func layout(for next: Stage, on map: GMSMapView) -> Result<ChromeLayout, ChromeError> {
        let frame = ChromeFrame(map: map, floor: floor, wide: next.isWide)
        let built: Result<ChromeLayout, ChromeError> = switch next {
        case .ready:
            if let readyState {
                .success(ChromeBuilder.ready(readyState, rail: rail, in: frame))
            } else {
                .failure(.notRunning(callback: "\(next)"))
            }
        case .guidance:
            if let guidanceState {
                .success(ChromeBuilder.guidance(guidanceState, rail: rail, in: frame))
            } else {
                .failure(.notRunning(callback: "\(next)"))
            }
        }
        return built.flatMap { ChromeBuilder.validated($0, for: next) }
    }

    /// Leaves the current stage completely, then builds and mounts `next`.
    private func enter(_ next: Stage, buttons: [NavigationUIButton], kinds: [NavigationButtonKnownType],
                       on map: GMSMapView) {
        tearDown()
        rail.arrangedSubviews = ChromeBuilder.railButtons(kinds, in: buttons, log: onError)
        do throws(ChromeError) {
            let layout = try layout(for: next, on: map).get()
            layout.views.forEach(map.addSubview)
            NSLayoutConstraint.activate(layout.pins)
            live = layout
            stage = next
        } catch .emptyLayout(let empty) {
            assertionFailure("builder returned no pins for \(empty)")
            stage = nil
        } catch {
            onError(error)
            stage = nil
        }
    }

    /// Constraints off first, then the views, so two stages never pull on one view.
    private func tearDown() {
        NSLayoutConstraint.deactivate(live.pins)
        live.views.reversed().forEach { $0.removeFromSuperview() }
        rail.arrangedSubviews = []
        live = .empty
    }

    private func requireGuidance(_ callback: String) -> Result<Void, ChromeError> {
        guard case .guidance = stage else { return .failure(.notRunning(callback: callback)) }
        return .success(())
    }

    private func slideOut(_ mount: PromptMount, on map: GMSMapView) {
        // The open map comes back down now; the prompt slides away below the map.
        mount.keepClear.isActive = false
        leavingPrompts.append(mount)
        UIView.animate(withDuration: Chrome.promptOut, animations: {
            mount.slide.constant = Chrome.promptTravel
            map.layoutIfNeeded()
        }, completion: { [weak self] _ in
            self?.retire(mount)
        })
    }

    /// Takes a prompt off the map at once.
    private func retire(_ mount: PromptMount) {
        NSLayoutConstraint.deactivate(mount.pins + [mount.keepClear])
        mount.view.removeFromSuperview()
        leavingPrompts.removeAll { $0.view === mount.view }
    }

    private func retirePrompts() {
        if let current = prompt.take() {
            retire(current)
        }
        leavingPrompts.forEach(retire)
        leavingPrompts = []
    }
}
