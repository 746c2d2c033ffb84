import GoogleNavigation
import UIKit

/// Spacing used by the navigation chrome, on top of Google's style values.
enum ChromeSpacing {
    static var sideInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var wideSideInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding + NavigationStyleValues.elementHorizontalPadding }
    static var stackGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static var topInset: CGFloat { NavigationStyleValues.headerTopPadding }
    static var progressBarInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    static let promptSlideDuration: TimeInterval = 0.35
}

/// Lays out the Google navigation UI through layout commands: each callback
/// queues the commands for its phase and commits them; leaving a phase undoes
/// that phase's log.
@MainActor
final class CommandQueueLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let invoker = LayoutInvoker()

    /// Bottom of the open map: above the ETA card and above any prompt.
    private let contentBottomGuide: UILayoutGuide = {
        let guide = UILayoutGuide()
        guide.identifier = "chrome.contentBottom"
        return guide
    }()

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var visiblePrompt: NavigationPromptView?
    private var promptSlide: NSLayoutConstraint?

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        invoker.enqueue(sessionCommands(on: navMap))
        invoker.commit(.session)

        readyState = newState
        invoker.enqueue(readyCommands(newState, on: navMap, wide: newState.wideMode))
        invoker.commit(.navigationReady)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        invoker.rollback(.prompt)
        visiblePrompt = nil
        promptSlide = nil
        invoker.rollback(.activeGuidance)
        invoker.rollback(.navigationReady)
        invoker.rollback(.session)
        readyState = nil
        guidanceState = nil
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        invoker.rollback(.navigationReady)
        readyState = nil

        guidanceState = newState
        invoker.enqueue(guidanceCommands(newState, on: navMap, wide: newState.wideMode))
        invoker.commit(.activeGuidance)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        invoker.rollback(.activeGuidance)
        guidanceState = nil

        readyState = newState
        invoker.enqueue(readyCommands(newState, on: navMap, wide: newState.wideMode))
        invoker.commit(.navigationReady)
    }

    // MARK: - Size

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance = guidanceState {
            invoker.rollback(.activeGuidance)
            invoker.enqueue(guidanceCommands(guidance, on: navMap, wide: newState.wideMode))
            invoker.commit(.activeGuidance)
        } else if let ready = readyState {
            invoker.rollback(.navigationReady)
            invoker.enqueue(readyCommands(ready, on: navMap, wide: newState.wideMode))
            invoker.commit(.navigationReady)
        }
        // Views re-added above must not cover the prompt.
        if let prompt = visiblePrompt {
            navMap.bringSubviewToFront(prompt)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        if newPrompt.superview != nil {
            // Still sliding out from an earlier hide: take it off first.
            invoker.perform(RemoveCommand(newPrompt))
        }
        let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        invoker.enqueue(MacroCommand("prompt", [
            AddViewCommand(newPrompt, to: navMap),
            ActivateCommand([
                slide,
                newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
                contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
            ]),
        ]))
        invoker.commit(.prompt)
        visiblePrompt = newPrompt
        promptSlide = slide

        navMap.layoutIfNeeded()
        UIView.animate(withDuration: ChromeSpacing.promptSlideDuration) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let teardown = invoker.detach(.prompt)
        let slide = promptSlide
        visiblePrompt = nil
        promptSlide = nil

        UIView.animate(withDuration: ChromeSpacing.promptSlideDuration, animations: {
            slide?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { _ in
            teardown.undo()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}

// MARK: - Command recipes

private extension CommandQueueLayoutDelegate {
    /// The content guide: the safe area's bottom unless a card or a prompt pushes it up.
    func sessionCommands(on navMap: GMSMapView) -> [LayoutCommand] {
        let guide = contentBottomGuide
        return [
            AddGuideCommand(guide, to: navMap),
            ActivateCommand([
                guide.heightAnchor.constraint(equalToConstant: 0),
                guide.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
                guide.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
                guide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
                    .prioritized(.defaultLow),
            ]),
        ]
    }

    func readyCommands(_ state: NavigationReadyUIState, on navMap: GMSMapView, wide: Bool) -> [LayoutCommand] {
        let safe = navMap.safeAreaLayoutGuide
        let guide = contentBottomGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        let inset = wide ? ChromeSpacing.wideSideInset : ChromeSpacing.sideInset

        return [
            MacroCommand("ready.views", [
                AddViewCommand(viewport, to: navMap),
                AddViewCommand(logo, to: navMap),
                ArrangeCommand(orderedButtons(state.buttons), in: stack),
                AddViewCommand(stack, to: navMap),
            ]),
            ActivateCommand([
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: guide.topAnchor),

                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                logo.bottomAnchor.constraint(equalTo: guide.topAnchor),

                stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: ChromeSpacing.topInset),
                stack.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -ChromeSpacing.stackGap),
            ]),
        ]
    }

    func guidanceCommands(_ state: ActiveGuidanceUIState, on navMap: GMSMapView, wide: Bool) -> [LayoutCommand] {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        let views = MacroCommand("guidance.views", [
            AddViewCommand(state.viewport, to: navMap),
            AddViewCommand(state.turnCard, to: navMap),
            AddViewCommand(state.etaCard, to: navMap),
            AddViewCommand(state.tripProgressBar, to: navMap),
            AddViewCommand(state.speedWidget, to: navMap),
            AddViewCommand(state.googleLogo, to: navMap),
            ArrangeCommand(orderedButtons(state.buttons), in: stack),
            AddViewCommand(stack, to: navMap),
        ])
        let cards = wide
            ? wideCardConstraints(state, on: navMap)
            : compactCardConstraints(state, on: navMap)
        return [
            views,
            ActivateCommand(cards + floatingConstraints(state, stack: stack, on: navMap, wide: wide)),
        ]
    }

    /// Portrait: turn card across the top, ETA card across the bottom, camera between.
    func compactCardConstraints(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let guide = contentBottomGuide
        return [
            state.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            guide.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),

            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: guide.topAnchor),
        ]
    }

    /// Wide: both cards in the leading column, the camera beside them.
    func wideCardConstraints(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let guide = contentBottomGuide
        return [
            state.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),

            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
            state.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.trailingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: guide.topAnchor),
        ]
    }

    /// Logo, speed widget, trip progress bar and buttons.
    func floatingConstraints(
        _ state: ActiveGuidanceUIState, stack: GMSNavigationHidingStackView, on navMap: GMSMapView, wide: Bool
    ) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let guide = contentBottomGuide
        let logo = state.googleLogo
        let bar = state.tripProgressBar
        let inset = wide ? ChromeSpacing.wideSideInset : ChromeSpacing.sideInset
        let topEdge = wide ? safe.topAnchor : state.turnCard.bottomAnchor

        var constraints = [
            logo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: inset),
            logo.bottomAnchor.constraint(equalTo: guide.topAnchor),

            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -ChromeSpacing.progressBarInset),
            bar.topAnchor.constraint(equalTo: topEdge, constant: ChromeSpacing.stackGap),
            bar.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -ChromeSpacing.stackGap),

            stack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -ChromeSpacing.sideInset),
            stack.topAnchor.constraint(equalTo: topEdge, constant: ChromeSpacing.stackGap),
            stack.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -ChromeSpacing.stackGap),
        ]
        if wide {
            // Above the ETA card, inside the leading column.
            constraints += [
                state.speedWidget.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
            ]
        } else {
            constraints += [
                state.speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -ChromeSpacing.stackGap),
            ]
        }
        return constraints
    }

    /// Compass first, then reporting, then anything the SDK adds later.
    func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
        let known: [NavigationButtonKnownType] = [.compass, .reporting]
        let first = known.compactMap { type in buttons.first { $0.type == type }?.view }
        let rest = buttons.filter { !known.contains($0.type) }.map(\.view)
        return first + rest
    }
}
