import GoogleNavigation
import UIKit

/// Navigation layout written by the team that owns the app's SwiftUI screens.
///
/// Every callback only updates what the screen is about (`phase`, `isWide`, the
/// prompts) and asks for the scene again; `render` diffs the new scene's elements
/// against what is on the map by identity, takes off what left, slots in what came
/// in by layer, and pins the lot afresh.
@MainActor
final class SceneLayoutDelegate: NSObject, NavigationLayoutDelegate {
    enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// The bottom of the open map, for the whole session: it rests on the safe area
    /// and rises above the bottom cards and any prompt.
    let openMap = UILayoutGuide()

    private(set) var phase: Phase = .off
    private(set) var isWide = false
    /// Prompts the SDK shows, oldest first, and prompts fading out after it hid them.
    private(set) var shownPrompts: [NavigationPromptView] = []
    private(set) var leavingPrompts: [NavigationPromptView] = []

    private var sessionConstraints: [NSLayoutConstraint] = []
    /// What is on the map now, with the constraints placing each element.
    private var mounted: [ChromeElement: [NSLayoutConstraint]] = [:]

    // MARK: - Navigation

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        openMap.identifier = "scene.openMap"
        navMap.addLayoutGuide(openMap)
        let resting = openMap.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [openMap.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(sessionConstraints)

        phase = .ready(newState)
        isWide = newState.wideMode
        rerender(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        phase = .off
        shownPrompts.removeAll()
        leavingPrompts.removeAll()
        rerender(on: navMap)
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(openMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        phase = .guiding(newState)
        isWide = newState.wideMode
        rerender(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Prompts belong to guidance: one still up (or fading) leaves with it.
        shownPrompts.removeAll()
        leavingPrompts.removeAll()
        phase = .ready(newState)
        isWide = newState.wideMode
        rerender(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        rerender(on: navMap)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        shownPrompts.append(newPrompt)
        newPrompt.alpha = 0
        rerender(on: navMap)
        withChromeAnimation(.appear) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        retire(oldPrompt, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        retire(oldPrompt, on: navMap)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    /// Fades `prompt` out where it is, then drops it from the scene.
    private func retire(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        guard shownPrompts.contains(where: { $0 === prompt }) else { return }
        shownPrompts.removeAll { $0 === prompt }
        leavingPrompts.append(prompt)
        withChromeAnimation(.disappear, { prompt.alpha = 0 }, completion: { [weak self, weak navMap] in
            guard let self, let navMap else { return }
            // Guidance may have stopped meanwhile and taken it down already.
            guard self.leavingPrompts.contains(where: { $0 === prompt }) else { return }
            self.leavingPrompts.removeAll { $0 === prompt }
            self.rerender(on: navMap)
        })
    }

    // MARK: - Rendering

    private func rerender(on navMap: GMSMapView) {
        let scene: ChromeScene
        switch phase {
        case .off:
            scene = ChromeScene()
        case .ready(let state):
            scene = readyScene(state, wide: isWide, on: navMap)
        case .guiding(let state):
            scene = guidanceScene(state, wide: isWide, on: navMap)
        }
        render(scene, on: navMap)
    }

    private func render(_ scene: ChromeScene, on navMap: GMSMapView) {
        // The old scene lets go of everything first: two scenes never pull at once.
        NSLayoutConstraint.deactivate(mounted.values.flatMap { $0 })

        let wanted = Set(scene.elements)
        let present = Set(mounted.keys)
        for element in present.subtracting(wanted).sorted(by: >) {
            element.view.removeFromSuperview()
        }

        var onMap = present.intersection(wanted)
        for element in scene.elements.lazy.filter({ !onMap.contains($0) }).sorted() {
            // Under the lowest view of a higher layer, or on top when there is none.
            if let above = onMap.lazy.filter({ $0.layer > element.layer }).min(by: <) {
                navMap.insertSubview(element.view, belowSubview: above.view)
            } else {
                navMap.addSubview(element.view)
            }
            onMap.insert(element)
        }

        buttonStack.arrangedSubviews = scene.buttons
        NSLayoutConstraint.activate(scene.allPins)
        mounted = scene.pins
    }
}
