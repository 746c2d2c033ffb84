import GoogleNavigation
import UIKit

/// Navigation layout built on snapshots: every transition that can be undone
/// (guidance, a prompt) saves the layout first and the way back restores it.
///
///   enable  -> build the ready layout
///   start   -> save "ready",    build guidance on top
///   show    -> save "guidance", dock everything on the prompt
///   hide    -> restore "guidance"
///   stop    -> restore "ready"
///   disable -> tear everything down
final class SnapshotLayoutDelegate: NSObject, NavigationLayoutDelegate {

    private enum Checkpoint {
        static let ready = "ready"
        static let guidance = "guidance"
    }

    private let originator = LayoutOriginator()
    private let history = LayoutHistory()
    private var guidanceParts: GuidanceParts?
    private var readyState: NavigationReadyUIState?

    // MARK: Navigation on / off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        originator.tearDown()
        history.clear()
        readyState = newState
        buildReadyLayout(on: navMap, state: newState, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        // A prompt still up, the guidance cards if guidance never stopped,
        // the stack: the originator knows everything it placed.
        originator.tearDown()
        history.clear()
        guidanceParts = nil
        readyState = nil
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        history.push(originator.makeMemento(label: Checkpoint.ready))
        originator.uninstall(.ready)

        let wide = newState.wideMode
        let parts = GuidanceParts(state: newState, stack: originator.buttonStack)
        guidanceParts = parts
        originator.setWideMode(wide)

        originator.place(parts.viewport, on: navMap, behindEverything: true)
        [parts.turnCard, parts.etaCard, parts.speedWidget, parts.logo].forEach {
            originator.place($0, on: navMap)
        }
        originator.place(parts.stack, on: navMap)
        originator.stackButtons(newState.buttons.views(ordered: [.compass, .reporting]))

        originator.install(.guidance, LayoutRecipe.guidance(on: navMap, parts, wide: wide))
        originator.install(.dock, LayoutRecipe.dock(parts, on: parts.etaCard, wide: wide))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidanceParts = nil
        readyState = newState
        guard let snapshot = history.unwind(to: Checkpoint.ready) else {
            originator.tearDown()
            buildReadyLayout(on: navMap, state: newState, wide: newState.wideMode)
            return
        }
        // Cards, speed widget, the reporting button and their constraints go;
        // the ready constraints come back.
        originator.restore(snapshot, on: navMap)

        let stale = snapshot.wideMode != newState.wideMode
            || !snapshot.placedViews.contains(where: { $0 === newState.googleLogo })
            || !snapshot.placedViews.contains(where: { $0 === newState.viewport })
        if stale {
            buildReadyLayout(on: navMap, state: newState, wide: newState.wideMode)
        }
    }

    // MARK: Resizing

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let wide = newState.wideMode
        if let parts = guidanceParts {
            relayoutGuidance(on: navMap, parts: parts, wide: wide)
        } else if let state = readyState {
            guard wide != originator.wideMode else { return }
            buildReadyLayout(on: navMap, state: state, wide: wide)
        }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let parts = guidanceParts else { return }
        if let shown = originator.prompt {
            hidePrompt(navMap: navMap, oldPrompt: shown)
        }
        history.push(originator.makeMemento(label: Checkpoint.guidance))

        newPrompt.roundedCorners = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
        originator.showPrompt(newPrompt, on: navMap)
        originator.uninstall(.dock)
        originator.install(.prompt, LayoutRecipe.prompt(newPrompt, over: parts.etaCard))
        originator.install(.promptDock, LayoutRecipe.dock(parts, on: newPrompt, wide: originator.wideMode))

        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.3) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard originator.prompt === oldPrompt,
              let snapshot = history.unwind(to: Checkpoint.guidance)
        else {
            oldPrompt.removeFromSuperview()
            return
        }
        originator.restore(snapshot, on: navMap, dismiss: Self.fadeOutAndRemove)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Builders

    private func buildReadyLayout(on map: GMSMapView, state: NavigationReadyUIState, wide: Bool) {
        originator.setWideMode(wide)
        originator.place(state.viewport, on: map, behindEverything: true)
        originator.place(state.googleLogo, on: map)
        originator.place(originator.buttonStack, on: map)
        originator.stackButtons(state.buttons.views(ordered: [.compass]))
        originator.install(.ready, LayoutRecipe.ready(
            on: map, logo: state.googleLogo, viewport: state.viewport,
            stack: originator.buttonStack, wide: wide))
    }

    /// Rebuilds the guidance sets for a new size and rewrites the snapshot a
    /// shown prompt will restore, so hiding it lands on the new layout.
    private func relayoutGuidance(on map: GMSMapView, parts: GuidanceParts, wide: Bool) {
        originator.setWideMode(wide)
        let guidance = LayoutRecipe.guidance(on: map, parts, wide: wide)
        let dock = LayoutRecipe.dock(parts, on: parts.etaCard, wide: wide)

        if let prompt = originator.prompt {
            originator.uninstall(.promptDock)
            originator.install(.guidance, guidance)
            originator.install(.promptDock, LayoutRecipe.dock(parts, on: prompt, wide: wide))
            history.replace(label: Checkpoint.guidance) {
                $0.replacing(.guidance, with: guidance, wideMode: wide)
                    .replacing(.dock, with: dock, wideMode: wide)
            }
        } else {
            originator.uninstall(.dock)
            originator.install(.guidance, guidance)
            originator.install(.dock, dock)
        }
    }

    private static func fadeOutAndRemove(_ view: UIView) {
        UIView.animate(withDuration: 0.2, animations: {
            view.alpha = 0
        }, completion: { _ in
            view.removeFromSuperview()
        })
    }
}

extension Array where Element == NavigationUIButton {
    /// The views of the buttons of the given types, in that order; types the
    /// state does not carry are skipped.
    @MainActor
    func views(ordered types: [NavigationButtonKnownType]) -> [UIView] {
        types.compactMap { type in first { $0.type == type }?.view }
    }
}
