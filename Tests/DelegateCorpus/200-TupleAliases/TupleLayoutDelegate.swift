import GoogleNavigation
import UIKit

/// Navigation layout delegate. Each state's work returns an `Installed` tuple
/// that the matching teardown takes apart again.
@MainActor
final class TupleLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let promptDuration: TimeInterval = 0.25

    /// Bottom of the open map: rests on the safe area, pushed up by the ETA
    /// card and by a prompt.
    private let floorGuide = UILayoutGuide()
    private var floorGroup: ConstraintGroup = []

    private var readyInstalled: Installed = ([], [])
    private var guidanceInstalled: Installed = ([], [])
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var stack: GMSNavigationHidingStackView?

    private var prompt: (view: NavigationPromptView, slide: NSLayoutConstraint, group: ConstraintGroup)?
    /// Prompts on their way out, removed when their slide finishes.
    private var leaving: [(UIView, NSLayoutConstraint)] = []

    private var lastLayout: LayoutKey = (false, false)

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floorGuide)
        let (safeTop, safeBottom) = LayoutTuples.vertical(of: navMap.safeAreaLayoutGuide)
        _ = safeTop
        let rest = floorGuide.bottomAnchor.constraint(equalTo: safeBottom)
        rest.priority = .defaultLow
        floorGroup = [floorGuide.heightAnchor.constraint(equalToConstant: 0), rest]
        NSLayoutConstraint.activate(floorGroup)

        readyState = newState
        readyInstalled = installReady(newState, on: navMap, wide: newState.wideMode)
        lastLayout = (newState.wideMode, false)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let (view, _, group) = prompt {
            NSLayoutConstraint.deactivate(group)
            view.removeFromSuperview()
            prompt = nil
        }
        for (view, _) in leaving {
            view.removeFromSuperview()
        }
        leaving = []
        uninstall(&readyInstalled)
        NSLayoutConstraint.deactivate(floorGroup)
        floorGroup = []
        navMap.removeLayoutGuide(floorGuide)
        readyState = nil
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        uninstall(&readyInstalled)
        guidanceState = newState
        guidanceInstalled = installGuidance(newState, on: navMap, wide: newState.wideMode)
        lastLayout = (newState.wideMode, true)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        uninstall(&guidanceInstalled)
        guidanceState = nil
        readyState = newState
        readyInstalled = installReady(newState, on: navMap, wide: newState.wideMode)
        lastLayout = (newState.wideMode, false)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let key: LayoutKey = (newState.wideMode, guidanceState != nil)
        guard key != lastLayout else { return }
        lastLayout = key
        if let guidance = guidanceState {
            uninstall(&guidanceInstalled)
            guidanceInstalled = installGuidance(guidance, on: navMap, wide: key.wide)
            if let (view, _, _) = prompt {
                navMap.bringSubviewToFront(view)
            }
        } else if let ready = readyState {
            uninstall(&readyInstalled)
            readyInstalled = installReady(ready, on: navMap, wide: key.wide)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let (leading, _) = LayoutTuples.horizontal(of: navMap.safeAreaLayoutGuide)
        let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor,
                                                      constant: newPrompt.bounds.height)
        let group: ConstraintGroup = [
            slide,
            newPrompt.leadingAnchor.constraint(equalTo: leading),
            floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(group)
        prompt = (newPrompt, slide, group)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: promptDuration) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let current = prompt, current.view === oldPrompt else { return }
        prompt = nil
        // The floor no longer waits for this prompt.
        NSLayoutConstraint.deactivate(current.group.filter { $0 !== current.slide })
        leaving.append((oldPrompt, current.slide))
        UIView.animate(withDuration: promptDuration) {
            current.slide.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        } completion: { [weak self] _ in
            self?.finishLeaving(oldPrompt)
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func finishLeaving(_ view: UIView) {
        guard let index = leaving.firstIndex(where: { $0.0 === view }) else { return }
        let (gone, slide) = leaving.remove(at: index)
        slide.isActive = false
        gone.removeFromSuperview()
    }
}

// MARK: - Installing states

extension TupleLayoutDelegate {
    private func makeStack(_ buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        let ordered = [NavigationButtonKnownType.reporting, .compass]
            .compactMap { LayoutTuples.button($0, in: buttons) }
        stack.arrangedSubviews = ordered
        self.stack = stack
        return stack
    }

    private func installReady(_ state: NavigationReadyUIState, on map: GMSMapView, wide: Bool) -> Installed {
        let safe = map.safeAreaLayoutGuide
        let (leading, trailing) = LayoutTuples.horizontal(of: safe)
        let (top, _) = LayoutTuples.vertical(of: safe)
        let stack = makeStack(state.buttons)
        let views = LayoutTuples.add([(state.viewport, 0), (state.googleLogo, 1), (stack, 1)], to: map)
        let buttonTop: CGFloat = wide ? NavigationStyleValues.headerTopPadding : 0

        let group: ConstraintGroup =
            LayoutTuples.fill(state.viewport, (leading, trailing), (top, floorGuide.topAnchor))
            + LayoutTuples.bottomLeading(state.googleLogo, leading: leading, bottom: floorGuide.topAnchor)
            + [
                stack.topAnchor.constraint(equalTo: top, constant: buttonTop),
                stack.trailingAnchor.constraint(equalTo: trailing),
                stack.bottomAnchor.constraint(equalTo: floorGuide.topAnchor),
            ]
        NSLayoutConstraint.activate(group)
        return (views, group)
    }

    private func installGuidance(_ state: ActiveGuidanceUIState, on map: GMSMapView, wide: Bool) -> Installed {
        let safe = map.safeAreaLayoutGuide
        let (leading, trailing) = LayoutTuples.horizontal(of: safe)
        let (safeTop, _) = LayoutTuples.vertical(of: safe)
        let inset = LayoutTuples.cardInset(wide: wide)
        let (turnCard, etaCard, bar) = (state.turnCard, state.etaCard, state.tripProgressBar)
        let stack = makeStack(state.buttons)
        let views = LayoutTuples.add([
            (state.viewport, 0),
            (turnCard, 1), (etaCard, 1), (bar, 1),
            (state.googleLogo, 2), (stack, 2),
        ], to: map)

        // Where the open map starts, horizontally and vertically.
        let (mapLeading, mapTop): (NSLayoutXAxisAnchor, NSLayoutYAxisAnchor) =
            wide ? (turnCard.trailingAnchor, safeTop) : (leading, turnCard.bottomAnchor)

        var group: ConstraintGroup = []
        if wide {
            group += LayoutTuples.topLeading(turnCard, leading: leading, top: safeTop, inset: inset)
            group += LayoutTuples.bottomLeading(etaCard, leading: leading, bottom: map.bottomAnchor,
                                                inset: (inset.leading, 0))
        } else {
            group += LayoutTuples.topLeading(turnCard, leading: leading, top: map.topAnchor)
            group += LayoutTuples.bottomLeading(etaCard, leading: map.leadingAnchor, bottom: map.bottomAnchor)
            group.append(floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor))
        }
        group += LayoutTuples.fill(state.viewport, (mapLeading, trailing), (mapTop, floorGuide.topAnchor))
        group += LayoutTuples.bottomLeading(state.googleLogo, leading: mapLeading, bottom: floorGuide.topAnchor)
        group += [
            // Trip progress along the trailing edge of the open map.
            bar.trailingAnchor.constraint(equalTo: trailing),
            bar.topAnchor.constraint(equalTo: mapTop, constant: NavigationStyleValues.headerTopPadding),
            bar.bottomAnchor.constraint(equalTo: floorGuide.topAnchor),
            stack.trailingAnchor.constraint(equalTo: bar.leadingAnchor,
                                            constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.topAnchor.constraint(equalTo: mapTop),
            stack.bottomAnchor.constraint(equalTo: floorGuide.topAnchor),
        ]
        NSLayoutConstraint.activate(group)
        return (views, group)
    }

    private func uninstall(_ installed: inout Installed) {
        let (views, group) = installed
        NSLayoutConstraint.deactivate(group)
        stack?.arrangedSubviews = []
        stack = nil
        views.reversed().forEach { $0.removeFromSuperview() }
        installed = ([], [])
    }
}
